/** Draws the race scripts need beyond prng.ts: shuffles and bell curves. */
import type { Rng } from '../prng.ts';

/** A new array with the items in random order (Fisher-Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Standard normal draw (Box-Muller), clamped to +-3 so that no script gets an absurd outlier. */
export function gauss(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-9);
  const v = rng.next();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.max(-3, Math.min(3, z));
}

/** Smooth 0..1 ramp of x over [from, to] (0 before, 1 after). */
export function ramp(x: number, from: number, to: number): number {
  if (x <= from) return 0;
  if (x >= to) return 1;
  const u = (x - from) / (to - from);
  return u * u * (3 - 2 * u);
}
