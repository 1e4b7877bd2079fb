/**
 * The spoiler delay on the match page, with the boards' own layer (live/delay-queue.ts,
 * live/spoiler-hold.ts; docs/decisions.md "Settings, sounds, notifications, spoiler delay"):
 *
 * - every change the live client brings (a scoreboard delta, a re-fetched feed, the header) runs
 *   N seconds after it arrived, in arrival order, through one `DelayQueue` that follows the setting;
 * - on a fresh load with N > 0, a match that could be ahead of the fan's stream (live, or whose score
 *   changed in the last N seconds: `isSpoilerSensitive`, as on the boards) shows its names, status and
 *   clock but not its outcome: the scoreboard row loses its outcome fields (`holdBackPatch`) and the
 *   feeds that tell how it goes (incidents, report, statistics, commentary, point history, the league
 *   table) are held. N seconds after the page started, the state it loaded with is revealed; every
 *   later change follows N seconds after it came, so the page is exactly N seconds behind, like a board.
 *
 * Pure but for the queue's timers, which are injected (tests walk it with a fake clock).
 */
import { type EventPatch, MatchFeed } from '@nerali/domain';
import {
  clampDelayS,
  DelayQueue,
  type DelayTimers,
  followDelay,
  type SpoilerDelaySource,
  SYSTEM_TIMERS,
} from '../../live/delay-queue.ts';
import { holdBackPatch, isSpoilerSensitive } from '../../live/spoiler-hold.ts';
import { feedPrefix } from './tabs.ts';

/** Feeds whose content says how the match is going (by the prefix push notices use). */
const OUTCOME_FEEDS: ReadonlySet<string> = new Set<string>([
  MatchFeed.summary,
  MatchFeed.report,
  MatchFeed.statistics,
  MatchFeed.dartsStatistics,
  MatchFeed.dartsSetStatistics,
  MatchFeed.commentary,
  MatchFeed.matchHistory,
  MatchFeed.tennisPoints,
  MatchFeed.dartsHistory,
  MatchFeed.dartsLegs,
  MatchFeed.kabaddiRaids,
  'ts',
]);

/** Does this feed tell the outcome (held on a fresh load with a delay)? */
export function isOutcomeFeed(name: string): boolean {
  return OUTCOME_FEEDS.has(feedPrefix(name));
}

export interface HeldMatch {
  /** The scoreboard row to show until the reveal (outcome taken out). */
  event: EventPatch;
  /** Names of the shown feeds held until the reveal. */
  feeds: ReadonlySet<string>;
}

/**
 * What a fresh load holds back: null when nothing (no delay, or the match cannot be ahead of the
 * fan's stream: not started, or finished longer than N seconds ago).
 */
export function holdMatch(
  event: EventPatch | null | undefined,
  feedNames: readonly string[],
  serverNowS: number,
  delayS: number,
): HeldMatch | null {
  const n = clampDelayS(delayS);
  if (n === 0 || !event || !isSpoilerSensitive(event, serverNowS, n)) return null;
  return { event: holdBackPatch(event), feeds: new Set(feedNames.filter(isOutcomeFeed)) };
}

export interface MatchDelayOptions {
  /** The delay the page was rendered with (server and hydration agree on it). */
  delayS: number;
  /** Later changes of the delay; none: it stays `delayS`. */
  source?: SpoilerDelaySource | null;
  timers?: DelayTimers;
  log?: Pick<Console, 'error'>;
}

/**
 * The queue between the match page's live client and its state. Stopped until `start`, like the
 * board's gate, so nothing runs during hydration; `start(reveal)` schedules the reveal of a held load
 * N seconds on, ahead of anything that arrives later.
 */
export class MatchDelay {
  private readonly queue: DelayQueue;
  private detach: (() => void) | null = null;
  private revealPending = true;

  constructor(private readonly options: MatchDelayOptions) {
    const log = options.log ?? console;
    this.queue = new DelayQueue(options.delayS, options.timers ?? SYSTEM_TIMERS, (error) =>
      log.error('match: delayed update failed', error),
    );
    this.queue.stop();
  }

  /** Runs `run` N seconds from now, after everything that came before it (at once when N = 0). */
  push(run: () => void): void {
    this.queue.push(run);
  }

  /** Items waiting for their time. */
  get waiting(): number {
    return this.queue.size;
  }

  start(reveal?: () => void): void {
    if (this.options.source && !this.detach) this.detach = followDelay(this.queue, this.options.source);
    this.queue.start();
    if (reveal && this.revealPending) {
      this.revealPending = false;
      this.queue.push(reveal);
    }
  }

  stop(): void {
    this.detach?.();
    this.detach = null;
    this.queue.stop();
  }
}
