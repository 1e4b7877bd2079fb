/**
 * The search API's payloads (spec 1 §7 names /api/v2/search/ and /api/v2/top-search/ and shows no
 * payload): what the server answers and the web reads. The server's TypeBox schemas are checked
 * against these types (apps/server/src/search/schemas.ts).
 */
import type { Lang } from '../model.ts';

/** What a result is: a participant (a team, or a player of a one-against-one sport, a driver, a horse), a player of a squad, a league. */
export type SearchKind = 'participant' | 'player' | 'league';
export const SEARCH_KINDS: readonly SearchKind[] = ['participant', 'player', 'league'];

/** Limits (SRC5): longer queries and larger pages are refused with 400, never cut silently. */
export const SEARCH_QUERY_MAX_CHARS = 60;
/** Words of a query that count; a query of more words is refused. */
export const SEARCH_QUERY_MAX_WORDS = 6;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 20;
/** What the header box asks for while the fan types. */
export const SEARCH_SUGGEST_LIMIT = 8;
export const TOP_SEARCH_LIMIT = 10;

export interface SearchHit {
  kind: SearchKind;
  /** Participant, player or league id. */
  id: string;
  sportId: number;
  /** In the asked language (leagues); proper names as spelt. */
  name: string;
  countryId: number;
  /** In the asked language; '' when unknown. */
  countryName: string;
  /** A player's team, when known. */
  teamId?: string;
  teamName?: string;
  /** A league's tournament template key ({sportId}_{template}): what its pin keeps (spec 1 §2). */
  templateKey?: string;
}

export interface SearchReply {
  /** The query as read (spaces trimmed and collapsed). */
  query: string;
  lang: Lang;
  /** Matches found, before the limit. */
  total: number;
  hits: SearchHit[];
}

export interface TopSearchReply {
  lang: Lang;
  hits: SearchHit[];
}

/** The coded errors of the search API (400 answers). */
export const SearchErrorCode = {
  emptyQuery: 'NRL_ERR_SEARCH_EMPTY',
  queryTooLong: 'NRL_ERR_SEARCH_TOO_LONG',
  badQuery: 'NRL_ERR_SEARCH_BAD_QUERY',
  badParameter: 'NRL_ERR_SEARCH_BAD_PARAMETER',
} as const;
export type SearchErrorCode = (typeof SearchErrorCode)[keyof typeof SearchErrorCode];

/** Spaces trimmed and collapsed, NFC. The same reading on both sides, so the page's box shows what the server searched. */
export function normaliseQuery(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

export type QueryProblem = 'empty' | 'tooLong' | 'bad';

/**
 * Whether a query can be searched: not empty, at most SEARCH_QUERY_MAX_CHARS code points and
 * SEARCH_QUERY_MAX_WORDS words, and no control characters.
 */
export function queryProblem(query: string): QueryProblem | null {
  if (query === '') return 'empty';
  if ([...query].length > SEARCH_QUERY_MAX_CHARS) return 'tooLong';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\uFFFD]/u.test(query)) return 'bad';
  if (query.split(' ').length > SEARCH_QUERY_MAX_WORDS) return 'tooLong';
  return null;
}

/** What a search asked in process (the SSR load context) gets: the reply, or the coded refusal the API would answer with 400. */
export type SearchAnswer =
  { ok: true; reply: SearchReply } | { ok: false; code: SearchErrorCode; message: string };
