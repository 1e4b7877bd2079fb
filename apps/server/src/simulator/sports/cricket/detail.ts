/**
 * What cricket adds to its detail documents: the home side's chance in play and, in a match of days, the
 * chance of a draw, for the odds; the match report (result, margin, top scorer, best bowler).
 */
import { EventStage, Winner } from '@nerali/domain';
import { clamp } from '../../prng.ts';
import type { Fixture, MatchView } from '../../types.ts';
import { type CricketScript, DAY_S } from './script.ts';

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

/**
 * The chance of a draw in a match of days (a Test, a first-class match); undefined in a limited-overs
 * match, which has no draw to price. Before the start a five-day Test is drawn about one time in five,
 * a four-day match one in three. In play it weighs the time left against the innings still to bat (an
 * innings takes about a fifth of the scheduled time): a third innings begun late on the last day is
 * heading for a draw, a fourth innings on the third day is not. Settled at the end.
 */
export function cricketDrawChance(fx: Fixture, view: MatchView | undefined, t: number): number | undefined {
  if (fx.format.sport !== 'cricket' || fx.format.days === 0) return undefined;
  const days = fx.format.days;
  const prior = days >= 5 ? 0.2 : 0.33;
  if (!view) return prior;
  if (view.stage === EventStage.finished) return view.winner === Winner.draw ? 1 : 0;
  const c = view.cricket;
  const innings = (c?.home.length ?? 0) + (c?.away.length ?? 0);
  const need = ((Math.max(0, 4 - innings) + 0.5) / 4) * 0.85 * days;
  const have = days * (1 - clamp(t / (days * DAY_S), 0, 1));
  const z = (need - have) / (0.1 * days + 0.3);
  const offset = Math.log(prior / (1 - prior)) + 0.4;
  return clamp(1 / (1 + Math.exp(-(1.5 * z + offset))), 0.02, 0.95);
}
