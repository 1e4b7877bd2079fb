/**
 * Fixed-window counters for the account endpoints: requests per address, failed sign-ins per account
 * and per address (XE13), mails per recipient. The store is a seam: `MemoryCounterStore` counts in this
 * process (bounded: the oldest windows are dropped first); a shared store (Redis INCR + PEXPIRE, one
 * round trip) fits the same interface when several servers must count together (REDIS_URL, not built
 * yet: each server then counts alone, so the effective limits are N times higher).
 *
 * Addresses are counted per IPv4 address and per IPv6 /64 (one subscriber usually holds a whole /64).
 */
export interface CounterStore {
  /** Adds `by` to the counter of `key` in the window that contains `nowMs`; returns the new count. */
  hit(key: string, windowMs: number, nowMs: number, by?: number): Promise<{ count: number; resetMs: number }>;
  /** The count without adding. */
  peek(key: string, windowMs: number, nowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

const MAX_KEYS = 100_000;

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { start: number; count: number; windowMs: number }>();

  async hit(
    key: string,
    windowMs: number,
    nowMs: number,
    by = 1,
  ): Promise<{ count: number; resetMs: number }> {
    const start = nowMs - (nowMs % windowMs);
    let w = this.windows.get(key);
    if (!w || w.start !== start) {
      w = { start, count: 0, windowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
      if (this.windows.size > MAX_KEYS) this.evict(nowMs);
    }
    w.count += by;
    return { count: w.count, resetMs: start + windowMs };
  }

  async peek(key: string, windowMs: number, nowMs: number): Promise<number> {
    const w = this.windows.get(key);
    return w && w.start === nowMs - (nowMs % windowMs) ? w.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private evict(nowMs: number): void {
    for (const [k, w] of this.windows) if (w.start + w.windowMs <= nowMs) this.windows.delete(k);
    while (this.windows.size > MAX_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}

/** The counted form of a client address: IPv4 as it is, IPv6 by its /64. */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4?.[1]) return v4[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
