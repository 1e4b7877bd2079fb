/**
 * The spoiler delay in front of the board store: the sync engine writes here instead of to the store,
 * and every write reaches the store N seconds later, in order (delay-queue.ts). With N = 0 a write
 * passes straight through, so the board behaves exactly as without the gate.
 *
 * The gate also decides the board's first state: with N > 0 the outcome of matches that could still
 * change for the fan is held back (spoiler-hold.ts) and revealed N seconds after the board started.
 */
import type { FeedDocument } from '@nerali/domain';
import type { ApplyMode } from './board-data.ts';
import type { BoardStore } from './board-store.ts';
import {
  clampDelayS,
  DelayQueue,
  type DelayTimers,
  followDelay,
  type SpoilerDelaySource,
  SYSTEM_TIMERS,
} from './delay-queue.ts';
import { holdBackDocument } from './spoiler-hold.ts';

export interface SpoilerGateOptions {
  initial: FeedDocument;
  /** The delay the page was rendered with (server and hydration agree on it). */
  delayS: number;
  /** Later changes of the delay; none: it stays `delayS`. */
  source?: SpoilerDelaySource;
  /** Only today's board is live and held; another day's shows what it has. */
  live: boolean;
  timers?: DelayTimers;
  log: Pick<Console, 'error'>;
}

export class SpoilerGate {
  /** What the store starts from: the initial feed, outcome held back where needed. */
  readonly shown: FeedDocument;
  private readonly held: ReadonlySet<string>;
  private readonly queue: DelayQueue;
  private store: Pick<BoardStore, 'applyRows' | 'replaceAll'> | null = null;
  private revealed: boolean;
  private detach: (() => void) | null = null;

  constructor(private readonly options: SpoilerGateOptions) {
    const delayS = options.live ? clampDelayS(options.delayS) : 0;
    const { doc, held } = holdBackDocument(options.initial, delayS);
    this.shown = doc;
    this.held = held;
    this.revealed = held.size === 0;
    this.queue = new DelayQueue(delayS, options.timers ?? SYSTEM_TIMERS, (error) =>
      options.log.error('live: delayed update failed', error),
    );
    // Nothing is written before start(): the sync engine runs only after it.
    this.queue.stop();
  }

  /** Event ids whose outcome the first state holds back until the reveal. */
  get heldAtLoad(): ReadonlySet<string> {
    return this.held;
  }

  attach(store: Pick<BoardStore, 'applyRows' | 'replaceAll'>): void {
    this.store = store;
  }

  applyRows(doc: FeedDocument, mode: ApplyMode): void {
    this.queue.push(() => this.store?.applyRows(doc, mode));
  }

  replaceAll(doc: FeedDocument): void {
    this.queue.push(() => this.store?.replaceAll(doc));
  }

  start(): void {
    if (this.options.source && !this.detach) this.detach = followDelay(this.queue, this.options.source);
    this.queue.start();
    if (!this.revealed) {
      // Due N seconds from now, before anything that arrives later: the held state, as it was at load.
      this.revealed = true;
      this.queue.push(() => this.store?.replaceAll(this.options.initial, { highlight: false }));
    }
  }

  stop(): void {
    this.detach?.();
    this.detach = null;
    this.queue.stop();
  }
}
