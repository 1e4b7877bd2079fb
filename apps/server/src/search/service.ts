/**
 * The search service: the index kept current from the engine, and the reading of a request's
 * parameters into a search or a coded refusal (SRC5). The HTTP routes and the pages' load context
 * (app.ts) both go through `answer`, so a query the API refuses is refused the same way on a page.
 */
import {
  type Lang,
  LANGS,
  normaliseQuery,
  queryProblem,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  type SearchAnswer,
  SearchErrorCode,
  TOP_SEARCH_LIMIT,
  type TopSearchReply,
} from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import { SearchIndex, searchContextOf } from './search-index.ts';

/** How stale the live set may be: a match's start shows in the answers within this (and the 60 s cache). */
const CONTEXT_MS = 5000;

export interface SearchAsk {
  query: string;
  lang: Lang;
  limit: number;
}

export type Refusal = { ok: false; code: SearchErrorCode; message: string };

const refuse = (code: SearchErrorCode, message: string): Refusal => ({ ok: false, code, message });

/** One query parameter as the query-string parser gives it: a string, repeated (array) or absent. */
type Raw = unknown;

function single(value: Raw): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Reads `lang` and `limit` (as the parser left them) into values, or a coded refusal. */
export function readLangLimit(
  params: { lang?: Raw; limit?: Raw },
  maxLimit: number,
  byDefault: number,
): { ok: true; lang: Lang; limit: number } | Refusal {
  const lang = single(params.lang);
  const limit = single(params.limit);
  if (lang === null || limit === null)
    return refuse(SearchErrorCode.badParameter, 'each parameter at most once');
  if (lang !== undefined && !LANGS.includes(lang as Lang)) {
    return refuse(SearchErrorCode.badParameter, 'lang must be ta or en');
  }
  if (limit !== undefined && (!/^[0-9]{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > maxLimit)) {
    return refuse(SearchErrorCode.badParameter, `limit must be 1-${maxLimit}`);
  }
  return {
    ok: true,
    lang: (lang as Lang | undefined) ?? 'ta',
    limit: limit === undefined ? byDefault : Number(limit),
  };
}

/** Reads `q`, `lang` and `limit` (any of them as the parser left them) into a search, or a coded refusal. */
export function readSearchParams(params: {
  q?: Raw;
  lang?: Raw;
  limit?: Raw;
}): { ok: true; ask: SearchAsk } | Refusal {
  const q = single(params.q);
  if (q === null) return refuse(SearchErrorCode.badParameter, 'each parameter at most once');
  const common = readLangLimit(params, SEARCH_LIMIT_MAX, SEARCH_LIMIT_DEFAULT);
  if (!common.ok) return common;
  const query = normaliseQuery(q ?? '');
  switch (queryProblem(query)) {
    case 'empty':
      return refuse(SearchErrorCode.emptyQuery, 'q is empty');
    case 'tooLong':
      return refuse(SearchErrorCode.queryTooLong, 'q is over 60 characters or 6 words');
    case 'bad':
      return refuse(SearchErrorCode.badQuery, 'q holds control characters');
    case null:
      return { ok: true, ask: { query, lang: common.lang, limit: common.limit } };
  }
}

export class SearchService {
  readonly index: SearchIndex;
  private readonly stops: (() => void)[] = [];
  /** When the context (live, leagues of each side) was last read from the engine's matches. */
  private contextAtMs = Number.NEGATIVE_INFINITY;
  private contextDirty = true;

  constructor(private readonly engine: FeedEngine) {
    this.index = new SearchIndex(engine);
  }

  /** Indexes what the engine holds and follows its changes from now on. */
  start(): void {
    if (this.stops.length > 0) return;
    const { engine, index } = this;
    index.putLeagues([...engine.leagues.values()]);
    index.putParticipants([...engine.participants.values()]);
    index.putPlayers([...engine.documentsOf('player')].map(([, player]) => player));
    this.stops.push(
      engine.onReference((changed) => {
        if (changed.leagues) index.putLeagues(changed.leagues);
        if (changed.participants) index.putParticipants(changed.participants);
      }),
      engine.onBatch(() => {
        this.contextDirty = true;
      }),
      engine.onDocuments((changes) => {
        for (const change of changes) {
          if (change.kind !== 'player') continue;
          if (change.removed) index.removePlayer(change.key);
          else {
            const player = engine.document('player', change.key);
            if (player) index.putPlayers([player]);
          }
        }
      }),
    );
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** A search from raw parameters: the reply, or the refusal the API answers with 400. */
  answer(params: { q?: Raw; lang?: Raw; limit?: Raw }): SearchAnswer {
    const read = readSearchParams(params);
    if (!read.ok) return read;
    const { query, lang, limit } = read.ask;
    this.refreshContext();
    return { ok: true, reply: this.index.search(query, lang, limit) };
  }

  /**
   * Reads who is live and who plays in which league from the engine's matches, at most every 5 s and
   * only after a change: a walk over the matches held, not one per keystroke.
   */
  refreshContext(nowMs = Date.now()): void {
    if (!this.contextDirty || nowMs - this.contextAtMs < CONTEXT_MS) return;
    this.contextDirty = false;
    this.contextAtMs = nowMs;
    this.index.setContext(searchContextOf(this.engine.events.values(), this.engine.leagues));
  }

  top(lang: Lang, limit = TOP_SEARCH_LIMIT): TopSearchReply {
    return { lang, hits: this.index.top(lang, limit) };
  }
}
