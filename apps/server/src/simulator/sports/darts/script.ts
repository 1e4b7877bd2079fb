/**
 * Darts (PDC): a match of legs (first to N legs: Premier League, Players Championships, the Matchplay)
 * or of sets (first to N sets, each first to three legs: the World Championship). Players throw three
 * darts a visit, alternately; the throw at the start of a leg alternates leg by leg, and in a match of
 * sets the first throw of a set alternates set by set. A leg is a race from 501 to zero: its winner
 * needed some visits (a nine-darter is three, a good leg five, a scrappy one nine), the loser one
 * fewer when the winner threw first.
 *
 * The view: the main score is sets (legs in a match of legs), so the domain's leg clock (CLK8: home +
 * away + 1) is the leg in play in a match of legs. In a match of sets the legs of the set in play go
 * to the game score; WARNING: CLK8's sum then counts sets, not legs (the rule would have to add the
 * game score to name the leg). The service dot (darts is a serving sport) marks the player at the
 * oche. What each visit scored (averages, 180s, checkouts) is drawn from these legs in throws.ts.
 */
import { EventStage, IncidentKind, Winner } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import { type DartsScript, type DartsTally, type Leg, newTally, nextThrower, scoreLeg } from './legs.ts';
import { dartsThrows } from './throws.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';
import type { DartsFormat } from '../shared/duel-format.ts';

export { type DartsScript, type DartsTally, type Leg, newTally, nextThrower, scoreLeg } from './legs.ts';

const DEFAULT_FORMAT: DartsFormat = { kind: 'darts', sets: 0, legs: 6 };
const VISIT_S: Pair = [13, 22];
const BETWEEN_LEGS_S: Pair = [25, 45];
const BETWEEN_SETS_S: Pair = [90, 150];
/** Visits the winner of a leg needed, by weight: 3 (nine-darter) to 9. */
const WINNING_VISITS = [
  { visits: 3, w: 0.2 },
  { visits: 4, w: 8 },
  { visits: 5, w: 30 },
  { visits: 6, w: 30 },
  { visits: 7, w: 17 },
  { visits: 8, w: 9 },
  { visits: 9, w: 5 },
] as const;

export function dartsScript(fx: Fixture): DartsScript {
  const rng = Rng.of(fx.seed, 'darts');
  const format =
    fx.format.sport === 'duel' && fx.format.rules.kind === 'darts' ? fx.format.rules : DEFAULT_FORMAT;
  const ratings: Pair = [fx.home.rating, fx.away.rating];
  const first: Side = rng.chance(0.5) ? 0 : 1; // the bull-up
  const tally = newTally();
  const legs: Leg[] = [];
  let t = 0;
  while (tally.winner === null) {
    const thrower = nextThrower(tally, format, first);
    const edge = (ratings[thrower] ?? 0.5) - (ratings[other(thrower)] ?? 0.5);
    // Holding the throw wins about three legs in five between equals.
    const winner = rng.chance(clamp(0.6 + 0.3 * edge, 0.3, 0.9)) ? thrower : other(thrower);
    const need = rng.weighted(WINNING_VISITS, (v) => v.w).visits;
    const count = winner === thrower ? 2 * need - 1 : 2 * need;
    const visits: number[] = [];
    for (let i = 0; i < count; i++) {
      t += rng.int(VISIT_S[0], VISIT_S[1]);
      visits.push(t);
    }
    legs.push({ thrower, visits, winner });
    const setsBefore = tally.sets[0] + tally.sets[1];
    scoreLeg(tally, format, winner);
    if (tally.winner === null) {
      const gap = tally.sets[0] + tally.sets[1] !== setsBefore ? BETWEEN_SETS_S : BETWEEN_LEGS_S;
      t += rng.int(gap[0], gap[1]);
    }
  }
  return { format, legs, end: t };
}

export interface DartsState {
  tally: DartsTally;
  /** Who throws the next visit. */
  atOche: Side;
  lastLeg?: number;
  finished: boolean;
}

export function dartsStateAt(script: DartsScript, t: number): DartsState {
  const tally = newTally();
  let lastLeg: number | undefined;
  let atOche: Side = script.legs[0]?.thrower ?? 0;
  for (const leg of script.legs) {
    const end = leg.visits[leg.visits.length - 1] ?? 0;
    if (end <= t) {
      scoreLeg(tally, script.format, leg.winner);
      lastLeg = end;
      continue;
    }
    let thrown = 0;
    while (thrown < leg.visits.length && (leg.visits[thrown] ?? 0) <= t) thrown++;
    atOche = thrown % 2 === 0 ? leg.thrower : other(leg.thrower);
    break;
  }
  const state: DartsState = { tally, atOche, finished: t >= script.end };
  if (lastLeg !== undefined) state.lastLeg = lastLeg;
  return state;
}

export function dartsView(script: DartsScript, t: number): MatchView {
  const { tally, atOche, lastLeg, finished } = dartsStateAt(script, t);
  const bySets = script.format.sets > 0;
  const main = bySets ? tally.sets : tally.legs;
  const view: MatchView = {
    stage: finished ? EventStage.finished : EventStage.live,
    stageStart: finished ? script.end : 0,
    homeScore: String(main[0]),
    awayScore: String(main[1]),
  };
  if (!finished) {
    if (bySets) [view.homeGameScore, view.awayGameScore] = [String(tally.legs[0]), String(tally.legs[1])];
    view.service = atOche === 0 ? 1 : 2;
  }
  if (lastLeg !== undefined) view.scoreChanged = lastLeg;
  if (tally.winner !== null) view.winner = tally.winner === 0 ? Winner.home : Winner.away;
  return view;
}

/**
 * [DET1] Legs won (and sets, in a match of sets), each worth one of the main score where it is the
 * main score; the checkout of every leg and every 180, read from the visits (throws.ts).
 */
export function dartsIncidents(script: DartsScript, fx: Fixture): SimIncident[] {
  const throws = dartsThrows(script, fx);
  const tally = newTally();
  const bySets = script.format.sets > 0;
  const out: SimIncident[] = [];
  script.legs.forEach((leg, n) => {
    const thrown = throws[n]?.visits ?? [];
    leg.visits.forEach((t, i) => {
      const visit = thrown[i];
      if (visit && visit.score === 180) out.push({ t, side: visit.side, kind: IncidentKind.oneEighty });
    });
    const end = leg.visits[leg.visits.length - 1] ?? 0;
    const checkout = throws[n]?.checkout ?? 0;
    out.push({ t: end, side: leg.winner, kind: IncidentKind.checkout, value: checkout });
    const sets = tally.sets[leg.winner];
    scoreLeg(tally, script.format, leg.winner);
    const legs = `${tally.legs[0]}-${tally.legs[1]}`;
    out.push({ t: end, side: leg.winner, kind: IncidentKind.legWon, points: bySets ? 0 : 1, time: legs });
    if (bySets && tally.sets[leg.winner] > sets) {
      const setsText = `${tally.sets[0]}-${tally.sets[1]}`;
      out.push({ t: end, side: leg.winner, kind: IncidentKind.setWon, points: 1, time: setsText });
    }
  });
  return out;
}

export const darts: SportRules<DartsScript> = {
  script: dartsScript,
  duration: (script) => script.end,
  view: dartsView,
  incidents: dartsIncidents,
};
