/**
 * The spoiler delay (beyond the spec, PRODUCT.md "Spoiler guard"): a fan watching a stream that runs
 * N seconds behind sets N, and everything the live client would show (scores, incidents, status
 * changes, sounds, alerts) reaches the screen N seconds after it arrived here.
 *
 * A timed FIFO: each item is stamped with its arrival time and runs at arrival + N, where N is read
 * when the queue is checked, not when the item came. So
 * - items always run in arrival order (every item has the same N, and arrivals only grow);
 * - lowering N releases what is now due at once, in order; raising N holds waiting items longer
 *   (the screen pauses until the new lag is reached: it cannot go back in time);
 * - N = 0 with nothing waiting runs the item synchronously, exactly as without the queue.
 *
 * Time and timers are injected (STYLE habit 3) so tests walk exact sequences with a fake clock.
 */

/** The delay in force, in seconds, and its changes (the settings store provides one). */
export interface SpoilerDelaySource {
  get(): number;
  subscribe(listener: () => void): () => void;
}

export interface DelayTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const SYSTEM_TIMERS: DelayTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The largest delay a fan may set (issue 4: 0 to 120 s). */
export const SPOILER_DELAY_MAX_S = 120;

/** A delay as the queue uses it: whole seconds from 0 to 120 (anything else is 0 or the bound). */
export function clampDelayS(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(SPOILER_DELAY_MAX_S, Math.floor(value));
}

interface Waiting {
  arrivedMs: number;
  run: () => void;
}

export class DelayQueue {
  private readonly items: Waiting[] = [];
  private timer: unknown = undefined;
  private delayMs: number;
  private stopped = false;

  constructor(
    delayS: number,
    private readonly timers: DelayTimers = SYSTEM_TIMERS,
    private readonly onError: (error: unknown) => void = (error) =>
      console.error('live: delayed update failed', error),
  ) {
    this.delayMs = clampDelayS(delayS) * 1000;
  }

  /** Items waiting for their time. */
  get size(): number {
    return this.items.length;
  }

  /** Arrival time of the oldest waiting item (unix ms), or null. */
  get oldestArrivalMs(): number | null {
    return this.items[0]?.arrivedMs ?? null;
  }

  /** Runs `run` N seconds from now, after everything that arrived before it. */
  push(run: () => void): void {
    if (this.delayMs === 0 && this.items.length === 0 && !this.stopped) {
      this.runSafely(run);
      return;
    }
    this.items.push({ arrivedMs: this.timers.now(), run });
    if (this.items.length === 1 && !this.stopped) this.schedule();
  }

  /** A new N: what is due now runs at once (in order), the rest waits for the new time. */
  setDelay(delayS: number): void {
    const next = clampDelayS(delayS) * 1000;
    if (next === this.delayMs) return;
    this.delayMs = next;
    if (!this.stopped) this.release();
  }

  /**
   * Pauses: nothing runs until start(); what waits (and what arrives meanwhile) is kept, because the
   * sync engine's signature already counts it (React StrictMode stops and starts a board once).
   */
  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  /** Runs again: what fell due while stopped runs at once, in order. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.release();
  }

  /** Forgets everything waiting (alerts of a page that goes away). */
  clear(): void {
    this.items.length = 0;
    this.cancelTimer();
  }

  private release(): void {
    this.cancelTimer();
    const now = this.timers.now();
    // One at a time: an item's run may push another (it then waits behind the rest, in order).
    while (this.items.length > 0) {
      const first = this.items[0] as Waiting;
      if (first.arrivedMs + this.delayMs > now) break;
      this.items.shift();
      this.runSafely(first.run);
      if (this.stopped) return;
    }
    this.schedule();
  }

  private schedule(): void {
    this.cancelTimer();
    if (this.stopped) return;
    const first = this.items[0];
    if (!first) return;
    const wait = Math.max(0, first.arrivedMs + this.delayMs - this.timers.now());
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.release();
    }, wait);
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private runSafely(run: () => void): void {
    // One failing item (a render bug) must not hold back the ones behind it.
    try {
      run();
    } catch (error) {
      this.onError(error);
    }
  }
}

/** A queue that follows a delay source until `detach()` (board and alerts use one each). */
export function followDelay(queue: DelayQueue, source: SpoilerDelaySource): () => void {
  queue.setDelay(source.get());
  return source.subscribe(() => queue.setDelay(source.get()));
}
