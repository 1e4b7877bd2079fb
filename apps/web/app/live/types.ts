/**
 * The contract between the live client (this folder) and the pages that show it.
 * A page renders from a `BoardSnapshot`; the `LiveBoard` keeps it current from the update feed,
 * the push socket and repair feeds.
 */
import type { FeedLeague, MatchEvent } from '@nerali/domain';
import type { SpoilerDelaySource } from './delay-queue.ts';
import type { PushSwitchSource } from './push-switch.ts';

export type ConnectionState =
  /** Push socket open and subscribed. */
  | 'push'
  /** Socket down: polling the update feed on a timer. */
  | 'polling'
  /** Not today's board (another day): no live updates, as the spec says. */
  | 'static'
  /** Network gone (browser offline or repeated failures). */
  | 'offline';

export interface BoardLeague extends FeedLeague {
  /** Event ids of the league, in display order. */
  eventIds: readonly string[];
}

/**
 * Marks of a row besides the goal highlight, each the unix ms until which it shows (spec 1 §9): a
 * corrected score (15 s), a penalty awarded (60 s), a period update (the counter, 60 s).
 */
export interface RowMarksUntil {
  correction?: number;
  penalty?: number;
  counter?: number;
}
export type RowMarkKind = keyof RowMarksUntil;

export interface BoardSnapshot {
  sportId: number;
  day: number;
  tzMinutes: number;
  /** Leagues in display order (by country order, country name, league order, league name). */
  leagues: readonly BoardLeague[];
  events: ReadonlyMap<string, MatchEvent>;
  /** Event id -> unix ms until which its score is highlighted (a goal: 60 s). */
  highlightedUntil: ReadonlyMap<string, number>;
  /**
   * Event id -> unix ms until which an event that has just stopped being live keeps its live flag
   * (spec 1 §4 "Live flag clearing": 180 s), so a match that just ended stays in the live tab, marked
   * live, under the reader's eyes. Only changes seen on this board: the server's first render has none.
   */
  keptLiveUntil: ReadonlyMap<string, number>;
  /** Event id -> its row's other marks (a corrected score, a penalty, a period update) and their ends. */
  marksUntil: ReadonlyMap<string, RowMarksUntil>;
  /** Server time estimate in unix seconds at the moment the snapshot was made (clock skew corrected). */
  serverNowS: number;
  connection: ConnectionState;
  /**
   * Spec 1 §3/§4 service status `sst` of the system feed (or the `service` push subject): true while the
   * last value said the service is not running (0 or less; 1 is running). The page says so under the
   * board (ServiceNotice). Always false before the first value and on another day's board.
   */
  serviceDown: boolean;
}

export interface LiveBoardOptions {
  /** The full feed body the page was rendered from (also used for hydration). */
  initialFeed: string;
  sportId: number;
  day: number;
  tzMinutes: number;
  lang: 'ta' | 'en';
  /** Origin for feeds and push, '' for same origin. */
  origin?: string;
  /**
   * Spoiler delay in seconds when the board is made (0 or absent: none). The server renders with it
   * (a cookie), so it must be the same value on both sides; `spoilerDelay` brings later changes.
   */
  spoilerDelayS?: number;
  spoilerDelay?: SpoilerDelaySource;
  /** Spec 1 §4 the visitor's push switch (push-switch.ts); absent: push is on. */
  pushSwitch?: PushSwitchSource;
  /** Injected for tests; defaults to globalThis.fetch / WebSocket / Date.now. */
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
  now?: () => number;
}

export interface LiveBoard {
  getSnapshot(): BoardSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts live updates (only for today's board); idempotent. */
  start(): void;
  stop(): void;
}
