/** Timers for tests of the spoiler delay and the alerts: a clock that moves only when told. */
import type { DelayTimers } from '../delay-queue.ts';

/** A clock that moves only when told; timers fire in time order, as a browser's would. */
export class FakeTimers implements DelayTimers {
  private nowMs = 1_000_000;
  private seq = 0;
  private readonly pending = new Map<number, { at: number; run: () => void }>();

  now = (): number => this.nowMs;

  setTimeout = (run: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.pending.set(id, { at: this.nowMs + ms, run });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.pending.delete(handle as number);
  };

  get timerCount(): number {
    return this.pending.size;
  }

  advance(ms: number): void {
    const until = this.nowMs + ms;
    for (;;) {
      let next: [number, { at: number; run: () => void }] | null = null;
      for (const entry of this.pending)
        if (entry[1].at <= until && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) break;
      this.pending.delete(next[0]);
      this.nowMs = Math.max(this.nowMs, next[1].at);
      next[1].run();
    }
    this.nowMs = until;
  }
}
