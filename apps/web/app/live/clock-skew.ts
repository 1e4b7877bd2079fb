/**
 * Clock-skew estimate: how far the server's clock is ahead of this device's (a phone set by hand can be
 * minutes off, and game clocks are computed from server timestamps).
 *
 * Samples come from a response's `Date` header and a feed's A2 row, both in whole seconds, so one sample
 * is only good to ±1 s (plus the request's latency). We keep the median of the last few samples: one slow
 * response or a cached body (whose A2 is old) cannot drag the estimate.
 */

const SAMPLES_KEPT = 7;

export interface ClockSkew {
  /** Adds a sample: the server said `serverS` (whole unix seconds) at about local time `localMs`. */
  sample(serverS: number, localMs: number): void;
  /** True once at least one sample exists. */
  readonly known: boolean;
  /** Server minus local, ms; 0 until known. */
  readonly offsetMs: number;
  /** The server's time now, unix ms. */
  serverNowMs(): number;
}

export function createClockSkew(now: () => number): ClockSkew {
  const samples: number[] = [];
  let offsetMs = 0;
  return {
    sample(serverS, localMs) {
      if (!Number.isFinite(serverS) || serverS <= 0) return;
      // The server truncated to the second: the true time is on average half a second later.
      samples.push(serverS * 1000 + 500 - localMs);
      if (samples.length > SAMPLES_KEPT) samples.shift();
      const sorted = [...samples].sort((a, b) => a - b);
      offsetMs = sorted[Math.floor(sorted.length / 2)] as number;
    },
    get known() {
      return samples.length > 0;
    },
    get offsetMs() {
      return offsetMs;
    },
    serverNowMs() {
      return now() + offsetMs;
    },
  };
}

/** Unix seconds from an HTTP `Date` header; null when absent or unreadable. */
export function parseHttpDateS(header: string | null): number | null {
  if (!header) return null;
  const ms = Date.parse(header);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}
