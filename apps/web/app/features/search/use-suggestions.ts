/**
 * Suggestions while the fan types in the header box: /api/v2/search/ (or, for an empty box,
 * /api/v2/top-search/), 150 ms after the last key, the previous request aborted, the last answers
 * remembered (typing back over a prefix asks nothing).
 */
import {
  type Lang,
  normaliseQuery,
  queryProblem,
  SEARCH_SUGGEST_LIMIT,
  type SearchHit,
  TOP_SEARCH_LIMIT,
} from '@nerali/domain';
import { useEffect, useState } from 'react';

export const SUGGEST_DELAY_MS = 150;
const REMEMBERED = 30;

export type SuggestState = 'idle' | 'loading' | 'done' | 'failed';

export interface Suggestions {
  /** The query the hits answer ('' for the popular leagues). */
  query: string;
  hits: SearchHit[];
  state: SuggestState;
}

const memory = new Map<string, SearchHit[]>();

function remember(key: string, hits: SearchHit[]): void {
  memory.delete(key);
  memory.set(key, hits);
  if (memory.size > REMEMBERED) memory.delete(memory.keys().next().value as string);
}

/** The URL asked for a query: suggestions, or the popular leagues for an empty box. */
export function suggestUrl(query: string, lang: Lang): string {
  return query === ''
    ? `/api/v2/top-search/?lang=${lang}&limit=${TOP_SEARCH_LIMIT}`
    : `/api/v2/search/?q=${encodeURIComponent(query)}&lang=${lang}&limit=${SEARCH_SUGGEST_LIMIT}`;
}

export function useSuggestions(raw: string, lang: Lang, enabled: boolean): Suggestions {
  const query = normaliseQuery(raw);
  const key = `${lang}:${query}`;
  const known = memory.get(key);
  // A query the API would refuse (too long) has no suggestions: nothing to ask.
  const refused = query !== '' && queryProblem(query) !== null;
  const [fetched, setFetched] = useState<Suggestions & { key: string }>({
    key: '',
    query: '',
    hits: [],
    state: 'idle',
  });
  const ask = enabled && known === undefined && !refused;
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(suggestUrl(query, lang), { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (res) => {
          if (res.status === 400) return [];
          if (!res.ok) throw new Error(String(res.status));
          const body = (await res.json()) as { hits?: SearchHit[] };
          return Array.isArray(body.hits) ? body.hits : [];
        })
        .then((hits) => {
          remember(key, hits);
          setFetched({ key, query, hits, state: 'done' });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFetched({ key, query, hits: [], state: 'failed' });
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ask, key, query, lang]);
  if (known) return { query, hits: known, state: 'done' };
  if (refused) return { query, hits: [], state: 'done' };
  if (fetched.key === key) return { query, hits: fetched.hits, state: fetched.state };
  return { query, hits: [], state: enabled ? 'loading' : 'idle' };
}
