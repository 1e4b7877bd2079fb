/**
 * The hours a league's matches kick off in. A league's day starts at its first kick-off hour (the
 * NBA's at 23:00 UTC, so its evening round stays one round across UTC midnight); a day's kick-offs
 * are staggered over the window, one match alone at its last hour (the primetime game).
 */
import type { Rng } from '../prng.ts';
import type { LeagueDef } from '../world/league-def.ts';

export const DAY_S = 86_400;

export interface KickoffWindow {
  /** First kick-off, minutes after the league day's UTC midnight (0-1439). */
  startMin: number;
  /** Kick-offs fall in [start, start + width). */
  widthMin: number;
  snapMin: number;
}

/** The league's widest range of hours, narrowed around its middle to at most `maxH` hours. */
export function windowOf(hours: LeagueDef['hours'], maxH: number, snapMin: number): KickoffWindow {
  let best: [number, number] | null = null;
  for (const [from, to] of hours) {
    const width = (to - from + 24) % 24 || 24;
    if (!best || width > best[1]) best = [from, width];
  }
  if (!best) throw new RangeError('simulator: a league without kick-off hours');
  const [from, width] = best;
  const narrowed = Math.min(width, maxH);
  const start = (from + Math.floor((width - narrowed) / 2)) % 24;
  return { startMin: start * 60, widthMin: narrowed * 60, snapMin };
}

/** `count` kick-offs (unix seconds, ascending) on league day `day`. */
export function kickoffs(window: KickoffWindow, day: number, count: number, rng: Rng): number[] {
  const { startMin, widthMin, snapMin } = window;
  const slots = Math.max(1, Math.floor(widthMin / snapMin)); // kick-offs at startMin + k * snapMin, k < slots
  const base = day * DAY_S + startMin * 60;
  if (count === 1) return [base + (slots - 1) * snapMin * 60];
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    // Stratified: the i-th kick-off in the i-th share of the window.
    const lo = Math.floor((i * slots) / count);
    const hi = Math.max(lo, Math.floor(((i + 1) * slots) / count) - 1);
    out.push(base + rng.int(lo, hi) * snapMin * 60);
  }
  return out;
}
