/**
 * Seeded randomness for the simulator. Nothing here reads Math.random: every stream is derived from
 * the operator's seed plus the ids it is about (a sport and a day, a match id), so one match's script
 * never depends on how many numbers another match drew.
 */

/** 32-bit hash of the parts (FNV-1a over the joined text, then murmur3's finaliser for avalanche). */
export function hash32(...parts: readonly (string | number)[]): number {
  const text = parts.join('\u001f');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for game scripts (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next01: () => number;

  constructor(seed: number) {
    this.next01 = mulberry32(seed);
  }

  /** A stream keyed by the parts: `Rng.of(seed, 'match', id)`. */
  static of(...parts: readonly (string | number)[]): Rng {
    return new Rng(hash32(...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.next01();
  }

  /** Uniform integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next01() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next01() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[Math.floor(this.next01() * items.length)] as T;
  }

  /** Picks by non-negative weights; falls back to a uniform pick when all weights are 0. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    if (total <= 0) return this.pick(items);
    let r = this.next01() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** Poisson count (Knuth); fine for the small means of goals and cards. */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next01();
    while (p > limit) {
      k++;
      p *= this.next01();
    }
    return k;
  }
}

const ALNUM = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An 8-character [A-Za-z0-9] id derived from the parts (event, league and participant ids). */
export function alnumId(...parts: readonly (string | number)[]): string {
  const rng = Rng.of('id', ...parts);
  let id = '';
  for (let i = 0; i < 8; i++) id += ALNUM[rng.int(0, ALNUM.length - 1)];
  return id;
}

/** Clamps x into [lo, hi]. */
export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}
