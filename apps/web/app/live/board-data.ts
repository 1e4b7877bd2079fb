/**
 * Pure functions over the board's data: events from a full feed, rows of an update or repair feed applied to
 * events, display order, and which changes count as a score change (for the goal highlight).
 * No clock and no I/O: the store (board-store.ts) owns time and copies.
 */
import {
  applyEventPatch,
  type DecodedEvent,
  type FeedDocument,
  type FeedLeague,
  isValueChange,
  scoreWentDown,
  type MatchEvent,
} from '@nerali/domain';
import type { BoardLeague } from './types.ts';

export interface BoardData {
  leagues: Map<string, FeedLeague>;
  events: Map<string, MatchEvent>;
}

/** Leagues and events of a full feed. Events before any league row, or of an unknown league, are dropped. */
export function dataFromFullFeed(doc: FeedDocument): BoardData {
  const leagues = new Map<string, FeedLeague>();
  for (const league of doc.leagues) leagues.set(league.id, league);
  const events = new Map<string, MatchEvent>();
  for (const { sportId, leagueId, patch } of doc.events) {
    if (leagueId === null || !leagues.has(leagueId)) continue;
    events.set(patch.id, applyEventPatch(undefined, patch, { sportId, leagueId }));
  }
  return { leagues, events };
}

/**
 * How rows of an update or repair feed apply:
 * - 'patch' (update feed, push message): the row holds changed cells only; an empty cell removes a field.
 * - 'replace' (repair feed): the row is the event's whole current state, so fields it lacks are gone.
 */
export type ApplyMode = 'patch' | 'replace';

export interface EventChange {
  before: MatchEvent;
  after: MatchEvent;
}

/**
 * The events that an update/repair document really changes. Unknown events are skipped (spec §4 Event
 * parsing: update rows carry no league, so a new event can only arrive with a full feed). A row that changes
 * nothing yields no change, so an unchanged event keeps its object identity (React rows stay memoised).
 */
export function changesFromDocument(
  events: ReadonlyMap<string, MatchEvent>,
  rows: readonly DecodedEvent[],
  mode: ApplyMode,
): EventChange[] {
  const changes: EventChange[] = [];
  // Within one document a later row for the same event applies on top of the earlier one.
  const working = new Map<string, MatchEvent>();
  for (const { patch } of rows) {
    const current = working.get(patch.id) ?? events.get(patch.id);
    if (!current) continue;
    const context = { sportId: current.sportId, leagueId: current.leagueId };
    working.set(patch.id, applyEventPatch(mode === 'replace' ? undefined : current, patch, context));
  }
  for (const [id, after] of working) {
    const before = events.get(id) as MatchEvent;
    if (!sameValue(before, after)) changes.push({ before, after });
  }
  return changes;
}

/** Structural equality of plain feed data (strings, numbers, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => sameValue(v, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  return keys.every((k) => Object.hasOwn(rb, k) && sameValue(ra[k], rb[k]));
}

function partsChanged(
  before: readonly (number | null)[] | undefined,
  after: readonly (number | null)[] | undefined,
): boolean {
  const n = Math.max(before?.length ?? 0, after?.length ?? 0);
  for (let i = 0; i < n; i++) if (isValueChange(before?.[i], after?.[i])) return true;
  return false;
}

function cricketRunsChanged(before: MatchEvent['cricket'], after: MatchEvent['cricket']): boolean {
  if (!after) return false;
  for (const side of ['home', 'away'] as const) {
    const n = Math.max(before?.[side].length ?? 0, after[side].length);
    for (let i = 0; i < n; i++) {
      if (isValueChange(before?.[side][i]?.runs, after[side][i]?.runs)) return true;
    }
  }
  return false;
}

/**
 * A score change worth the goal highlight (spec §9 "Goal highlight 60"), by the value-change rule (a new
 * '0' against an empty old value is a kick-off, not a goal): the main score (its text also carries cricket's
 * "186/4"), the period parts (a tennis game lands in the set parts before the set score moves) and
 * cricket innings runs.
 */
export function isScoreChange(before: MatchEvent, after: MatchEvent): boolean {
  return (
    isValueChange(before.homeScore, after.homeScore) ||
    isValueChange(before.awayScore, after.awayScore) ||
    partsChanged(before.homeParts, after.homeParts) ||
    partsChanged(before.awayParts, after.awayParts) ||
    cricketRunsChanged(before.cricket, after.cricket)
  );
}

function countsChanged(before: MatchEvent, after: MatchEvent): boolean {
  return (
    isValueChange(before.homeHits, after.homeHits) ||
    isValueChange(before.awayHits, after.awayHits) ||
    isValueChange(before.homeErrors, after.homeErrors) ||
    isValueChange(before.awayErrors, after.awayErrors)
  );
}

/**
 * What kind of score change an update is (spec §9), or null for none:
 * - 'correction': a side's main score went down (a goal taken back after a video review, a goal moved
 *   to the other side): "correction 15";
 * - 'goal': the main score moved otherwise: "goal highlight 60";
 * - 'scores': only the other scores moved (parts, cricket runs, hits and errors): "scores-changed 60".
 * A cricket score's wickets change its text but not its runs: that is a 'goal' (its text moved).
 */
export function scoreChangeKind(
  before: MatchEvent,
  after: MatchEvent,
): 'correction' | 'goal' | 'scores' | null {
  if (scoreWentDown(before.homeScore, after.homeScore) || scoreWentDown(before.awayScore, after.awayScore)) {
    return 'correction';
  }
  if (isValueChange(before.homeScore, after.homeScore) || isValueChange(before.awayScore, after.awayScore)) {
    return 'goal';
  }
  if (isScoreChange(before, after) || countsChanged(before, after)) return 'scores';
  return null;
}

/** A change that can move an event inside its league's list. */
export function isOrderChange(before: MatchEvent, after: MatchEvent): boolean {
  return (
    before.startTime !== after.startTime ||
    before.homeName !== after.homeName ||
    before.leagueId !== after.leagueId
  );
}

/**
 * Plain code-unit comparison, deliberately not `localeCompare`: the order must be identical on the server
 * (SSR) and in every browser, or hydration breaks, and ICU collation differs between them. The sort keys
 * (country order, league order, start time) decide almost everything; names only break ties.
 */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareLeagues(a: FeedLeague, b: FeedLeague): number {
  return (
    a.countryOrder - b.countryOrder ||
    compareText(a.countryName, b.countryName) ||
    a.order - b.order ||
    compareText(a.name, b.name) ||
    compareText(a.id, b.id)
  );
}

function compareEvents(a: MatchEvent, b: MatchEvent): number {
  return a.startTime - b.startTime || compareText(a.homeName, b.homeName) || compareText(a.id, b.id);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Leagues in display order with their events in display order. Reuses the previous objects (and the previous
 * array) where nothing moved, so memoised league blocks do not re-render.
 */
export function orderBoard(data: BoardData, previous: readonly BoardLeague[]): readonly BoardLeague[] {
  const byLeague = new Map<string, MatchEvent[]>();
  for (const event of data.events.values()) {
    const list = byLeague.get(event.leagueId);
    if (list) list.push(event);
    else byLeague.set(event.leagueId, [event]);
  }
  const previousById = new Map(previous.map((l) => [l.id, l]));
  const ordered = [...data.leagues.values()].sort(compareLeagues);
  const out: BoardLeague[] = ordered.map((league) => {
    const eventIds = (byLeague.get(league.id) ?? []).sort(compareEvents).map((e) => e.id);
    const old = previousById.get(league.id);
    if (
      old &&
      sameIds(old.eventIds, eventIds) &&
      sameValue({ ...old, eventIds: [] }, { ...league, eventIds: [] })
    ) {
      return old;
    }
    return { ...league, eventIds };
  });
  const unchanged = out.length === previous.length && out.every((l, i) => l === previous[i]);
  return unchanged ? previous : out;
}
