/**
 * What every match detail feed shares: the parse of its name, the lookup of its event, and the
 * version key built from the documents and event data it reads.
 */
import { type DocumentKind, type Lang, type MatchEvent, type Row, RowKey } from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import {
  type CatalogueContext,
  type CatalogueFeed,
  defineFeed,
  parseEventCode,
  parseIndex,
  parseLang,
  parseProjectType,
} from '../registry.ts';

/**
 * The prefix of an event id read from a bare original id (`mtch0001`): the sport is not in the name,
 * so `findEvent` looks the id up in every sport. Not a real event id (`*` is no sport).
 */
const BARE_EVENT_PREFIX = 'g_*_';
const ORIGINAL_ID_RE = /^[A-Za-z0-9]{4,32}$/;

/**
 * The event part of a match detail feed name, already split at `_`, in any of the three forms
 * (issue 16 point 4, docs/decisions.md "Flashscore-format clients"):
 * - ours, `{sportId}_{originalId}` (`1_mtch0001`);
 * - the event id as the `AA` cell carries it, `g_{sportId}_{originalId}` (`g_1_mtch0001`): a client
 *   of Flashscore's feeds builds `df_st_1_{AA}` from it;
 * - the bare original id (`mtch0001`), the form Flashscore's own ids have; resolved by `findEvent`.
 * Returns the event id (or the bare form `g_*_{originalId}`), or null.
 */
export function parseEventParts(parts: readonly string[]): string | null {
  if (parts.length === 3 && parts[0] === 'g') return parseEventCode(`${parts[1]}_${parts[2]}`);
  if (parts.length === 2) return parseEventCode(`${parts[0]}_${parts[1]}`);
  if (parts.length === 1 && parts[0] !== undefined && ORIGINAL_ID_RE.test(parts[0])) {
    return `${BARE_EVENT_PREFIX}${parts[0]}`;
  }
  return null;
}

/**
 * The event a parsed name means: by its id, or for a bare original id the one event of any sport
 * with that original id (none when two sports share it: the name does not say which).
 */
export function findEvent(engine: FeedEngine, eventId: string): MatchEvent | undefined {
  if (!eventId.startsWith(BARE_EVENT_PREFIX)) return engine.events.get(eventId);
  const originalId = eventId.slice(BARE_EVENT_PREFIX.length);
  let found: MatchEvent | undefined;
  for (const sportId of engine.sportIds()) {
    const event = engine.events.get(`g_${sportId}_${originalId}`);
    if (!event) continue;
    if (found) return undefined;
    found = event;
  }
  return found;
}

/** `{type}_{event}`: the standard tail of a df_ name (`{event}` in any form of `parseEventParts`). */
export function parseTypeEvent(parts: readonly string[]): string | null {
  if (parts.length < 2 || !parseProjectType(parts[0])) return null;
  return parseEventParts(parts.slice(1));
}

/** What a feed's body depends on, for its version key. */
export interface Dependencies {
  /** Documents keyed by the event id. */
  documents?: readonly DocumentKind[];
  /** True when the body reads event rows (the sport's change-log version covers them). */
  events?: boolean;
  /** Anything else, already reduced to a short text (a hash, a kind version). */
  extra?: (ctx: CatalogueContext, event: MatchEvent) => string;
}

export interface MatchParams {
  eventId: string;
}

/**
 * A match feed: `parse` gives its params (with the event id), `build` its rows for an event that
 * exists. A missing event is the empty feed `0` under the version 'none'.
 */
export function matchFeed<P extends MatchParams>(options: {
  prefix: string;
  parse(parts: readonly string[]): P | null;
  /** Parts of the name (lang, format) are in the cache key already: only data goes here. */
  uses: Dependencies;
  build(ctx: CatalogueContext, event: MatchEvent, params: P): readonly Row[];
}): CatalogueFeed<unknown> {
  const { uses } = options;
  const versionOf = (ctx: CatalogueContext, event: MatchEvent): string => {
    const parts: string[] = [];
    for (const kind of uses.documents ?? []) parts.push(String(ctx.engine.documentVersion(kind, event.id)));
    if (uses.events) parts.push(ctx.engine.version(event.sportId));
    if (uses.extra) parts.push(uses.extra(ctx, event));
    return parts.join('-');
  };
  return defineFeed<P>({
    prefix: options.prefix,
    parse: (rest) => options.parse(rest.split('_')),
    version(ctx, params) {
      const event = findEvent(ctx.engine, params.eventId);
      return event ? versionOf(ctx, event) : 'none';
    },
    build(ctx, params) {
      const event = findEvent(ctx.engine, params.eventId);
      if (!event) return [];
      const rows = options.build(ctx, event, params);
      // Flashscore's detail feeds end with a signature row, and clients of their format look for it
      // (issue 16 point 4); our readers skip it. An empty body stays `0`.
      if (rows.length === 0) return rows;
      return [...rows, [[RowKey.signature, hashText(`${event.id}.${versionOf(ctx, event)}`)]]];
    },
  });
}

/** The standard df_ feed: `{prefix}_{type}_{event}`. */
export function standardMatchFeed(options: {
  prefix: string;
  uses: Dependencies;
  build(ctx: CatalogueContext, event: MatchEvent): readonly Row[];
}): CatalogueFeed<unknown> {
  return matchFeed<MatchParams>({
    prefix: options.prefix,
    uses: options.uses,
    parse(parts) {
      const eventId = parseTypeEvent(parts);
      return eventId ? { eventId } : null;
    },
    build: (ctx, event) => options.build(ctx, event),
  });
}

/**
 * `{event}_{lang}_{type}` (d_su) and, with `tail` 1, `{event}_{lang}_{type}_{format}` (d_od): the
 * parts after `{type}` are the caller's.
 */
export function parseEventLangType(
  parts: readonly string[],
  tail = 0,
): { eventId: string; lang: Lang } | null {
  const end = parts.length - tail;
  if (end < 3) return null;
  const eventId = parseEventParts(parts.slice(0, end - 2));
  const lang = parseLang(parts[end - 2]);
  if (!eventId || !lang || !parseProjectType(parts[end - 1])) return null;
  return { eventId, lang };
}

/** `{type}_{event}_{n}` (df_lod2 bookmaker, df_lcpo position). */
export function parseTypeEventIndex(
  parts: readonly string[],
  digits: number,
): { eventId: string; index: number } | null {
  if (parts.length < 3) return null;
  const eventId = parseTypeEvent(parts.slice(0, -1));
  const index = parseIndex(parts[parts.length - 1], digits);
  return eventId && index !== null ? { eventId, index } : null;
}

/** Code-unit order: the same on every machine (localeCompare depends on the ICU data). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * FNV-1a of a text, base 36: a short version part for data that has no version of its own
 * (participants), or for a selection over a whole kind (news of two teams).
 */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * Remembers a value computed over a whole document kind per (key, kind version), so a feed whose
 * body depends on a selection (the news of two teams) pays the scan once per change of the kind,
 * not once per request. Bounded: the oldest keys go first.
 */
export class KindMemo<T> {
  // Per engine: two servers in one process (tests) number their kinds independently.
  private readonly byEngine = new WeakMap<FeedEngine, Map<string, { version: number; value: T }>>();

  constructor(private readonly max = 2048) {}

  get(engine: FeedEngine, kind: DocumentKind, key: string, compute: () => T): T {
    let entries = this.byEngine.get(engine);
    if (!entries) {
      entries = new Map();
      this.byEngine.set(engine, entries);
    }
    const version = engine.kindVersion(kind);
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = compute();
    entries.delete(key);
    entries.set(key, { version, value });
    if (entries.size > this.max) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return value;
  }
}
