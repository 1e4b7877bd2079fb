/**
 * The header box's suggestions, fetched (use-suggestions.ts loads this on the box's first use, with
 * the catalogue's pages part): /api/v2/search/ (or, for an empty box, /api/v2/top-search/), the last
 * answers remembered (typing back over a prefix asks nothing), and the options they make.
 */
import {
  type Lang,
  queryProblem,
  SEARCH_SUGGEST_LIMIT,
  type SearchHit,
  TOP_SEARCH_LIMIT,
} from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { hitDetail, hitPath } from './hit-path.ts';

const REMEMBERED = 30;

/** One line of the list: a hit's page, or the results page for the query. */
export interface SuggestOption {
  key: string;
  label: string;
  detail: string;
  href: string;
}

const memory = new Map<string, SearchHit[]>();

export function remembered(key: string): SearchHit[] | undefined {
  return memory.get(key);
}

function remember(key: string, hits: SearchHit[]): void {
  memory.delete(key);
  memory.set(key, hits);
  if (memory.size > REMEMBERED) memory.delete(memory.keys().next().value as string);
}

/** A query the API would refuse (too long): it has no suggestions, nothing is asked. */
export function refused(query: string): boolean {
  return query !== '' && queryProblem(query) !== null;
}

/** The URL asked for a query: suggestions, or the popular leagues for an empty box. */
export function suggestUrl(query: string, lang: Lang): string {
  return query === ''
    ? `/api/v2/top-search/?lang=${lang}&limit=${TOP_SEARCH_LIMIT}`
    : `/api/v2/search/?q=${encodeURIComponent(query)}&lang=${lang}&limit=${SEARCH_SUGGEST_LIMIT}`;
}

/** The hits for a query, remembered under `key`; a refused query (400) has none. */
export async function fetchHits(
  query: string,
  lang: Lang,
  key: string,
  signal: AbortSignal,
): Promise<SearchHit[]> {
  const res = await fetch(suggestUrl(query, lang), { signal, headers: { accept: 'application/json' } });
  if (res.status === 400) return [];
  if (!res.ok) throw new Error(String(res.status));
  const body = (await res.json()) as { hits?: SearchHit[] };
  const hits = Array.isArray(body.hits) ? body.hits : [];
  remember(key, hits);
  return hits;
}

/** The list's lines: each hit with a page here, then (for a typed query) all its results. */
export function optionsOf(
  lang: Lang,
  query: string,
  hits: readonly SearchHit[],
  t: T,
  followed: ReadonlySet<string> = new Set(),
): SuggestOption[] {
  const out: SuggestOption[] = [];
  for (const hit of query === '' ? hits : followedFirst(hits, followed)) {
    const href = hitPath(lang, hit);
    if (href) out.push({ key: `${hit.kind}:${hit.id}`, label: hit.name, detail: hitDetail(lang, hit), href });
  }
  if (query !== '' && out.length > 0) {
    out.push({
      key: 'all',
      label: t('search.allResults', { query }),
      detail: '',
      href: paths.search(lang, query),
    });
  }
  return out;
}

/**
 * The hits a fan follows first, the others after, each group in the server's order. Following is
 * known only here (the browser's favourites; the server ranks exact words, India and live), so the
 * header box moves them up among the answers it got. Nothing moves when nothing is followed.
 */
export function followedFirst(hits: readonly SearchHit[], followed: ReadonlySet<string>): SearchHit[] {
  if (followed.size === 0) return [...hits];
  const mine = hits.filter((h) => followed.has(followedKey(h)));
  return mine.length === 0 ? [...hits] : [...mine, ...hits.filter((h) => !followed.has(followedKey(h)))];
}

/** How a hit is named among the followed: its kind (a side or a squad player) and id. */
export const followedKey = (hit: Pick<SearchHit, 'kind' | 'id'>) => `${hit.kind}:${hit.id}`;

/** What the status line says of the list (read by screen readers), or nothing. */
export function statusOf(state: 'done' | 'failed', query: string, options: number, t: T): string {
  if (state === 'failed') return t('search.failed');
  if (query !== '' && options === 0) return t('search.noSuggestions');
  if (options > 0) return t('search.suggestCount', { count: query === '' ? options : options - 1 });
  return '';
}
