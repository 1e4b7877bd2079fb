/**
 * Basketball: four quarters (10 minutes FIBA, 12 NBA), 2-minute breaks after the first and third,
 * a 15-minute half-time, and 5-minute overtimes while tied. The client counts the quarter down from
 * `stageStartTime` (reversed time, spec 1 §4), so a quarter lasts exactly its length on the clock;
 * NBA events carry the "12:5" stage-length override in `gameTime`.
 *
 * Parts: one per quarter plus one for all overtimes (score-part count 5).
 */
import { type PointsState, tallyAt } from '../shared/tally.ts';
import { EventStage, SPORT_CARDS, Winner } from '@nerali/domain';
import { phaseAt } from '../../event.ts';
import { clamp, Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Phase,
  type Side,
  type SportRules,
  other,
} from '../../types.ts';

const SHORT_BREAK_S = 2 * 60;
const HALF_TIME_S = 15 * 60;
/** Quarters and overtime are the card's (CAT19): FIBA's 10 and 5 minutes, the NBA's 12 (its variant). */
const { periods } = SPORT_CARDS.basketball;
const NBA = periods.variants.nba;
const OVERTIME_S = periods.overtimeMinutes * 60;
const MAX_OVERTIMES = 6;
const QUARTERS = periods.stages;

export interface BasketballPhase extends Phase {
  /** Index of the part a running period scores into (0-3 quarters, 4 overtime). */
  part?: number;
}

export interface BasketballScript {
  quarterMin: number;
  phases: BasketballPhase[];
  /** Baskets and free throws in order; every step is 1, 2 or 3 points. */
  scores: { t: number; side: Side; points: 1 | 2 | 3; part: number }[];
  end: number;
}

/** Possessions from `from` to `to`: a basket, a trip to the line, or nothing. */
function playPeriod(
  rng: Rng,
  fx: Fixture,
  from: number,
  to: number,
  part: number,
  scores: BasketballScript['scores'],
  stepS: Pair,
): void {
  const ratings: Pair = [fx.home.rating + 0.03, fx.away.rating];
  let attack: Side = rng.chance(0.5) ? 0 : 1;
  let t = from;
  for (;;) {
    t += rng.int(stepS[0], stepS[1]);
    if (t >= to) return;
    const edge = (ratings[attack] ?? 0.5) - (ratings[other(attack)] ?? 0.5);
    const r = rng.next();
    const three = clamp(0.13 + 0.04 * edge, 0.08, 0.18);
    const two = clamp(0.3 + 0.08 * edge, 0.2, 0.4);
    if (r < three) scores.push({ t, side: attack, points: 3, part });
    else if (r < three + two) scores.push({ t, side: attack, points: 2, part });
    else if (r < three + two + 0.1) {
      // Two free throws, a second apart, each made three times in four.
      for (const dt of [0, 1]) {
        if (t + dt < to && rng.chance(0.75)) scores.push({ t: t + dt, side: attack, points: 1, part });
      }
    } else if (rng.chance(0.25)) continue; // offensive rebound: same side attacks again
    attack = other(attack);
  }
}

export function basketballScript(fx: Fixture): BasketballScript {
  const rng = Rng.of(fx.seed, 'basketball');
  const quarterMin = fx.format.sport === 'basketball' ? fx.format.quarterMin : periods.minutes;
  const quarterS = quarterMin * 60;
  // NBA games have more possessions per minute than FIBA games.
  const stepS: Pair = quarterMin === NBA.minutes ? [8, 21] : [9, 24];
  const phases: BasketballPhase[] = [];
  const scores: BasketballScript['scores'] = [];
  let t = 0;
  QUARTERS.forEach((stage, q) => {
    phases.push({ start: t, stage, part: q });
    playPeriod(rng, fx, t, t + quarterS, q, scores, stepS);
    t += quarterS;
    if (q === 1) phases.push({ start: t, stage: EventStage.halfTime });
    if (q === 0 || q === 2) phases.push({ start: t, stage: EventStage.breakTime });
    if (q !== 3) t += q === 1 ? HALF_TIME_S : SHORT_BREAK_S;
  });
  const total = (side: Side) => scores.reduce((sum, s) => sum + (s.side === side ? s.points : 0), 0);
  let overtimes = 0;
  while (total(0) === total(1)) {
    if (overtimes === MAX_OVERTIMES) {
      // Never seen in practice; keeps the loop finite: a last free throw decides.
      scores.push({ t: t - 1, side: rng.chance(0.5) ? 0 : 1, points: 1, part: 4 });
      break;
    }
    phases.push({ start: t, stage: EventStage.breakTime });
    t += SHORT_BREAK_S;
    phases.push({ start: t, stage: EventStage.extraTime, part: 4 });
    playPeriod(rng, fx, t, t + OVERTIME_S, 4, scores, stepS);
    t += OVERTIME_S;
    overtimes++;
  }
  phases.push({ start: t, stage: overtimes > 0 ? EventStage.afterExtraTime : EventStage.finished });
  scores.sort((a, b) => a.t - b.t);
  return { quarterMin, phases, scores, end: t };
}

export type BasketballState = PointsState<BasketballPhase>;

export function basketballStateAt(script: BasketballScript, t: number): BasketballState {
  return tallyAt(script.phases, phaseAt(script.phases, t), script.scores, script.end, t);
}

export function basketballView(script: BasketballScript, t: number): MatchView {
  const state = basketballStateAt(script, t);
  const view: MatchView = {
    stage: state.phase.stage,
    stageStart: state.phase.start,
    homeScore: String(state.score[0]),
    awayScore: String(state.score[1]),
    homeParts: state.parts[0],
    awayParts: state.parts[1],
  };
  // The spec's reversed-time default is 10-minute quarters and 5-minute overtimes: override for NBA.
  if (script.quarterMin !== periods.minutes && !state.finished) {
    view.gameTime = `${script.quarterMin}:${periods.overtimeMinutes}`;
  }
  if (state.lastScore !== undefined) view.scoreChanged = state.lastScore;
  if (state.finished) view.winner = state.score[0] > state.score[1] ? Winner.home : Winner.away;
  return view;
}

export const basketball: SportRules<BasketballScript> = {
  script: basketballScript,
  duration: (script) => script.end,
  view: basketballView,
};
