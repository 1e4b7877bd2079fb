/**
 * Kabaddi's live win probability: the score difference still to come as a normal variable whose
 * variance grows with the time left. With the home side `d` points ahead and `s` seconds of the match
 * left, the final difference is D = d + Y, Y ~ N(0, σ² s), and (points are whole, a draw is level)
 *   home = P(D >= 0.5) = Φ((d - 0.5) / σ√s),  away = P(D <= -0.5) = Φ((-d - 0.5) / σ√s),
 *   draw = the rest.
 * σ² (`KABADDI_VARIANCE_PER_S`) is fitted from simulated matches (bench/winprob.ts prints the fit).
 * The mean of Y is 0: the model knows nothing of the sides' strength, nor of who raids next, the
 * players on court (an all out coming is two points and a court back), or a do-or-die raid.
 *
 * Time: regular time is 40 minutes; a raid in extra time (half 3, 6 minutes) counts against 46, and
 * there a level score is settled by golden raids, so the draw's share goes half to each side. A
 * knock-out match level at 40 minutes goes to extra time: the model, which is not told the match is a
 * knock-out, shows that share as a draw.
 */
import { kabaddiFigures } from '../kabaddi/figures.ts';
import type { KabaddiRaids } from '../kabaddi/model.ts';
import { certain, normalCdf, type WinProbability } from './model.ts';

/**
 * Variance of the score difference per second of play still to come (points² / s): the value with the
 * lowest Brier score over 3,000 simulated league matches (bench/winprob.ts prints the sweep). The raw
 * variance of what is still to come is about twice this (0.11), but a lead also tells which side is
 * the stronger, so less is open than that: the wider spread makes the model too unsure.
 */
export const KABADDI_VARIANCE_PER_S = 0.05;
/** Regular time and the end of extra time, in seconds played. */
const REGULAR_S = 40 * 60;
const EXTRA_END_S = 46 * 60;

/** Seconds played of a clock as fans read it ("23:14"); 0 for a clock that cannot be read. */
export function clockSeconds(clock: string): number {
  const match = /^(\d+):(\d{1,2})$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/**
 * The chances from a score difference (home minus away) and the seconds left; `variancePerS` is the
 * model's constant unless a fit (bench/winprob.ts sweeps it) asks for another.
 */
export function kabaddiChances(
  difference: number,
  secondsLeft: number,
  extraTime = false,
  variancePerS = KABADDI_VARIANCE_PER_S,
): WinProbability {
  const spread = Math.sqrt(variancePerS * Math.max(0, secondsLeft));
  let p: WinProbability;
  if (spread === 0) {
    p = certain(difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw');
  } else {
    const home = normalCdf((difference - 0.5) / spread);
    const away = normalCdf((-difference - 0.5) / spread);
    p = { home, away, draw: Math.max(0, 1 - home - away) };
  }
  if (!extraTime) return p;
  return { home: p.home + p.draw / 2, draw: 0, away: p.away + p.draw / 2 };
}

/** What the model reads beside the document: the match over and its result, as the event has them. */
export interface KabaddiWinContext {
  finished?: boolean;
  result?: 'home' | 'draw' | 'away';
}

/**
 * The chances of a kabaddi match from its raids document: the score from the computed figures
 * (technical and all-out points included), the time from the last entry's clock. A finished match is
 * certain: the result given, or the score's.
 */
export function kabaddiWinProbability(doc: KabaddiRaids, context: KabaddiWinContext = {}): WinProbability {
  const figures = kabaddiFigures(doc);
  const difference = figures.teams[0].total - figures.teams[1].total;
  if (context.finished) {
    return certain(context.result ?? (difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw'));
  }
  const last = doc.entries.at(-1);
  const played = last ? clockSeconds(last.clock) : 0;
  const extraTime = (last?.half ?? 1) >= 3;
  const left = (extraTime ? EXTRA_END_S : REGULAR_S) - played;
  return kabaddiChances(difference, left, extraTime);
}
