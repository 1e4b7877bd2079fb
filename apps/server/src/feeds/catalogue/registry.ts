/**
 * The feed catalogue beyond the scoreboard feeds (f_, u_, r_, sys_ live in feed-service.ts): match
 * detail (g_, d_, df_, dc_, mop_), league, team, player, odds, rankings, transfers and news feeds.
 *
 * Each kind is a `CatalogueFeed`: a name prefix, a parser of the rest of the name, a version key of
 * everything its body depends on, and a builder of rows. The service caches each body per name and
 * version, so a body is encoded (and compressed) once per version, never per request. A name that no
 * kind parses is a 404; a parsed name whose object does not exist is an empty feed `0` with 200, the
 * same answer the scoreboard feeds give for an empty day (spec 1 §5: "0" is a feed without data).
 *
 * Name parts (docs/feeds.md):
 * - `{type}`  project type (1);
 * - `{event}` an event id without its leading `g_`: `{sportId}_{originalId}` (event `g_1_ab12CD34`
 *   is `1_ab12CD34` in feed names, so `g_1_1_ab12CD34` is its game feed);
 * - `{lang}`  ta or en; `{league}` `{sportId}_{stageId}`; `{participant}` and `{player}` ids.
 */
import type { Lang, Row } from '@nerali/domain';
import type { FeedEngine } from '../../engine/engine.ts';

export interface CatalogueContext {
  engine: FeedEngine;
  /** Now, unix seconds. */
  nowS: number;
}

export interface CatalogueFeed<P = unknown> {
  /** The name up to its first variable part, without the trailing underscore: 'df_hh', 'tf', 'ran'. */
  prefix: string;
  /** Parses what follows `${prefix}_`; null makes the name a 404. */
  parse(rest: string): P | null;
  /**
   * A key that changes whenever the body would: document versions, the sport's change-log version,
   * and for time-dependent bodies the minute. Equal keys share one encoded body.
   */
  version(ctx: CatalogueContext, params: P): string;
  /** The rows of the body; no rows is the empty feed `0`. */
  build(ctx: CatalogueContext, params: P): readonly Row[];
}

/** Lets a list of feeds of different parameter types live in one array. */
export function defineFeed<P>(feed: CatalogueFeed<P>): CatalogueFeed<unknown> {
  return feed as CatalogueFeed<unknown>;
}

const LANG_RE = /^(ta|en)$/;
const EVENT_RE = /^([1-9][0-9]?)_([A-Za-z0-9]{1,32})$/;
const ID_RE = /^[A-Za-z0-9_]{1,48}$/;

export function parseLang(value: string | undefined): Lang | null {
  return value !== undefined && LANG_RE.test(value) ? (value as Lang) : null;
}

/** `{sportId}_{originalId}` to the event id `g_{sportId}_{originalId}`, or null. */
export function parseEventCode(code: string): string | null {
  return EVENT_RE.test(code) ? `g_${code}` : null;
}

/** The feed-name form of an event id: `g_1_ab12CD34` becomes `1_ab12CD34`. */
export function eventCode(eventId: string): string {
  return eventId.startsWith('g_') ? eventId.slice(2) : eventId;
}

export function isCatalogueId(value: string): boolean {
  return ID_RE.test(value);
}

/** Non-negative integer of at most `digits` digits, or null. */
export function parseIndex(value: string | undefined, digits = 4): number | null {
  if (value === undefined || !new RegExp(`^[0-9]{1,${digits}}$`).test(value)) return null;
  return Number(value);
}

/** `{type}` must be the project type (1). */
export function parseProjectType(value: string | undefined): boolean {
  return value === '1';
}

/** Finds the feed kind of a name by its longest matching prefix. */
export class Catalogue {
  private readonly byPrefix = new Map<string, CatalogueFeed<unknown>>();

  constructor(feeds: readonly CatalogueFeed<unknown>[]) {
    for (const feed of feeds) {
      if (this.byPrefix.has(feed.prefix)) throw new Error(`feed prefix ${feed.prefix} defined twice`);
      this.byPrefix.set(feed.prefix, feed);
    }
  }

  prefixes(): string[] {
    return [...this.byPrefix.keys()].sort();
  }

  resolve(name: string): { feed: CatalogueFeed<unknown>; params: unknown } | null {
    // Longest prefix first: 'df_mhs' before 'df_mh', 'df_lcpo' before 'df_lc'.
    let at = name.length;
    while (at > 0) {
      at = name.lastIndexOf('_', at - 1);
      if (at <= 0) return null;
      const feed = this.byPrefix.get(name.slice(0, at));
      if (feed) {
        const params = feed.parse(name.slice(at + 1));
        if (params !== null) return { feed, params };
      }
    }
    return null;
  }
}
