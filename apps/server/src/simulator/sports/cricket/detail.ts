/** What cricket adds to its detail documents: the home side's chance in play, for the odds. */
import { clamp } from '../../prng.ts';
import type { Fixture, MatchView } from '../../types.ts';
import type { CricketScript } from './script.ts';

/** The home side's chance in a cricket match as the scoreboard shows it (a chase weighs runs, balls, wickets). */
export function cricketChance(fx: Fixture, script: CricketScript, view: MatchView): number {
  const prior = clamp(0.5 + 0.6 * (fx.home.rating - fx.away.rating + 0.03), 0.1, 0.9);
  const c = view.cricket;
  if (!c || c.target === undefined || script.overs === 0) return prior;
  const chaserIsHome =
    c.batting === 1 || (c.batting === 0 && (c.home.length > (c.away.length ?? 0) || c.home.length === 2));
  const inns = chaserIsHome ? c.home[c.home.length - 1] : c.away[c.away.length - 1];
  if (!inns) return prior;
  const legal = Math.floor(Number(inns.overs)) * 6 + Math.round((Number(inns.overs) % 1) * 10);
  const need = c.target - inns.runs;
  const resources = (script.overs * 6 - legal) * 1.25 * ((10 - inns.wickets) / 10) ** 0.6;
  const z = (resources - need) / (0.25 * Math.max(need, 0) + 8);
  const chase = need <= 0 ? 1 : inns.wickets >= 10 ? 0 : 1 / (1 + Math.exp(-1.7 * z));
  return chaserIsHome ? chase : 1 - chase;
}
