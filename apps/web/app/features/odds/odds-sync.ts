/**
 * Keeps the odds tab's prices current on their own timer (S1 §4 "Prematch odds refresh on their own
 * timer"; §9 "Prematch odds sync 60, cache 180"):
 *
 * - without odds from the server (the visitor switched to the tab in the page), `fo_` is fetched
 *   after 100 ms (S1 §4 "odds page loading starts after 100 ms");
 * - every 60 s, `uo_` since the last signature; when the last good sync is older than the 180 s cache
 *   time (a sleeping laptop, a hidden tab), or the server asks for it, `fo_` again;
 * - past days do not move: no timer (as the scoreboard's update feeds, S1 §4 Page start-up);
 * - a hidden page skips its ticks; a failed request keeps the prices shown and tries at the next tick.
 */
import { dayOddsFeedName, oddsUpdateFeedName } from '@nerali/domain';
import { fetchFeed } from '../../live/http-feed.ts';
import { applyOddsUpdate, type DayOdds, NO_ODDS, readDayOdds } from './day-odds.ts';

/** S1 §9 "Prematch odds sync 60". */
export const PREMATCH_ODDS_SYNC_MS = 60_000;
/** S1 §9 "Prematch odds ... cache 180": older than this, the day's odds are read again whole. */
export const PREMATCH_ODDS_CACHE_MS = 180_000;
/** S1 §4 "odds page loading starts after 100 ms". */
export const ODDS_FIRST_LOAD_DELAY_MS = 100;

export type OddsSyncState = 'loading' | 'ready' | 'error';

export interface OddsSnapshot {
  odds: DayOdds;
  state: OddsSyncState;
}

export interface OddsSyncOptions {
  /** The `fo_` body the page was rendered with, or null when the tab was opened in the page. */
  initialBody: string | null;
  /**
   * When `initialBody` was read (the loader's server time, ms). A tab opened again in the page gets the
   * loader's body of minutes ago: it is brought up to date at once rather than at the next tick.
   */
  loadedAtMs?: number;
  sportId: number;
  day: number;
  tzMinutes: number;
  /** Injected for tests. */
  fetch?: typeof fetch;
  now?: () => number;
  isHidden?: () => boolean;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
}

const FEED_PATH = '/x/feed/';

export class OddsSync {
  private snapshot: OddsSnapshot;
  private readonly listeners = new Set<() => void>();
  private syncedAtMs: number;
  private timers: unknown[] = [];
  private controller: AbortController | null = null;
  private busy = false;
  private running = false;

  constructor(private readonly options: OddsSyncOptions) {
    const initial = options.initialBody;
    this.snapshot =
      initial === null ? { odds: NO_ODDS, state: 'loading' } : { odds: readDayOdds(initial), state: 'ready' };
    this.syncedAtMs = initial === null ? 0 : (options.loadedAtMs ?? this.now());
  }

  getSnapshot = (): OddsSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.running) return;
    this.running = true;
    const setTimer = this.options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
    const setRepeat = this.options.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    if (this.snapshot.state !== 'ready') {
      this.timers.push(setTimer(() => void this.sync(true), ODDS_FIRST_LOAD_DELAY_MS));
    } else if (this.options.day >= 0 && this.now() - this.syncedAtMs >= PREMATCH_ODDS_SYNC_MS) {
      this.timers.push(setTimer(() => void this.tick(), ODDS_FIRST_LOAD_DELAY_MS));
    }
    if (this.options.day >= 0) this.timers.push(setRepeat(() => void this.tick(), PREMATCH_ODDS_SYNC_MS));
  }

  stop(): void {
    this.running = false;
    const clearTimer = this.options.clearTimeout ?? ((id) => clearTimeout(id as number));
    const clearRepeat = this.options.clearInterval ?? ((id) => clearInterval(id as number));
    // A timer id is cleared by both kinds: browsers share one id space; our fakes ignore unknown ids.
    for (const id of this.timers) {
      clearTimer(id);
      clearRepeat(id);
    }
    this.timers = [];
    this.controller?.abort();
    this.controller = null;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private tick(): Promise<void> {
    if (this.options.isHidden?.() ?? (typeof document !== 'undefined' && document.hidden)) {
      return Promise.resolve();
    }
    const stale =
      this.snapshot.odds.signature === null || this.now() - this.syncedAtMs > PREMATCH_ODDS_CACHE_MS;
    return this.sync(stale);
  }

  private async sync(whole: boolean): Promise<void> {
    if (this.busy || !this.running) return;
    this.busy = true;
    const { sportId, day, tzMinutes } = this.options;
    const signature = this.snapshot.odds.signature;
    const name =
      whole || signature === null
        ? dayOddsFeedName(sportId, day, tzMinutes)
        : oddsUpdateFeedName(sportId, signature);
    const controller = new AbortController();
    this.controller = controller;
    let reload = false;
    try {
      const result = await fetchFeed(this.options.fetch ?? globalThis.fetch.bind(globalThis), {
        url: FEED_PATH + name,
        signal: controller.signal,
        // fo_ may be revalidated by ETag; uo_'s answer for one signature grows as odds move.
        cache: whole ? 'no-cache' : 'no-store',
      });
      if (!this.running) return;
      const body = result.kind === 'body' ? result.body : '0';
      if (whole || signature === null) {
        this.publish({ odds: readDayOdds(body), state: 'ready' });
      } else {
        const next = applyOddsUpdate(this.snapshot.odds, body);
        if (next === 'reload') reload = true;
        else if (next !== this.snapshot.odds) this.publish({ odds: next, state: 'ready' });
      }
      if (!reload) this.syncedAtMs = this.now();
    } catch {
      // Prices already shown stay (they are a minute or two old at most); a first load that failed
      // says so. The next tick tries again.
      if (this.running && this.snapshot.state === 'loading')
        this.publish({ ...this.snapshot, state: 'error' });
    } finally {
      if (this.controller === controller) this.controller = null;
      this.busy = false;
    }
    if (reload) await this.sync(true);
  }

  private publish(next: OddsSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
