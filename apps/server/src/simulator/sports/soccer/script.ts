/**
 * Soccer: two 45-minute halves with added time, a 15-minute break, and in cup ties extra time
 * (30 minutes from the 90th) and a penalty shoot-out. Score-part count is 1: the parts hold the
 * first-half goals.
 *
 * WARNING: the shoot-out score has no field in the model; the main score stays the score after 120
 * minutes and the shoot-out only decides `winner` (stage "after penalties").
 */
import { EventStage, IncidentKind, SPORT_CARDS, Winner } from '@nerali/domain';
import { countedMinute, phaseAt } from '../../event.ts';
import { clamp, Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Phase,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';

/** The halves and extra time are the card's (CAT19): 45 and 30 minutes, written once in the domain. */
const { periods } = SPORT_CARDS.soccer;
const HALF_MIN = periods.minutes;
const EXTRA_TIME_MIN = periods.overtimeMinutes;
const HALF_S = HALF_MIN * 60;
const HALF_TIME_S = 15 * 60;
const BEFORE_EXTRA_TIME_S = 5 * 60;
const EXTRA_TIME_S = EXTRA_TIME_MIN * 60;
const KICK_S = 60;

export interface SoccerPhase extends Phase {
  /** Running periods: the minute the period starts at (0, 45, 90) and its regular length. */
  clock?: { baseMin: number; regularMin: number };
}

export interface SoccerScript {
  phases: SoccerPhase[];
  /** Sorted by time. */
  goals: { t: number; side: Side }[];
  reds: { t: number; side: Side }[];
  /** Penalty kicks in order; empty unless the tie went to a shoot-out. */
  kicks: { t: number; side: Side; scored: boolean }[];
  /** Added minutes announced for each period (first half, second half, extra time). */
  addedMin: number[];
  /** Match second of the final whistle; the first half ends at phases[1].start. */
  end: number;
}

export interface SoccerState {
  phase: SoccerPhase;
  goals: Pair;
  firstHalf: Pair;
  reds: Pair;
  shootout: Pair;
  lastGoal?: number;
  finished: boolean;
}

/** Spreads `count` random instants over the playing periods [from, to). */
function instants(rng: Rng, count: number, periods: readonly [number, number][]): number[] {
  const total = periods.reduce((sum, [from, to]) => sum + (to - from), 0);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    let u = Math.floor(rng.next() * total);
    for (const [from, to] of periods) {
      if (u < to - from) {
        out.push(from + u);
        break;
      }
      u -= to - from;
    }
  }
  return out;
}

function shootout(rng: Rng, from: number): SoccerScript['kicks'] {
  const kicks: SoccerScript['kicks'] = [];
  const first: Side = rng.chance(0.5) ? 0 : 1;
  const score: Pair = [0, 0];
  const taken: Pair = [0, 0];
  let t = from;
  for (let k = 0; ; k++) {
    const side: Side = k % 2 === 0 ? first : other(first);
    const scored = rng.chance(0.76);
    t += KICK_S;
    kicks.push({ t, side, scored });
    taken[side]++;
    if (scored) score[side]++;
    const [a, b] = score;
    if (taken[0] <= 5 && taken[1] <= 5) {
      // Best of five: stop as soon as one side cannot be caught.
      if (a > b + (5 - taken[1]) || b > a + (5 - taken[0])) return kicks;
    } else if (taken[0] === taken[1] && a !== b) {
      return kicks; // sudden death: after each pair
    }
  }
}

export function soccerScript(fx: Fixture): SoccerScript {
  const rng = Rng.of(fx.seed, 'soccer');
  const edge = fx.home.rating - fx.away.rating;
  const mean: Pair = [clamp(1.45 + 1.3 * edge, 0.35, 3.4), clamp(1.15 - 1.3 * edge, 0.3, 3.2)];
  const added = [rng.int(0, 4), rng.int(1, 7)];
  // The whistle goes during the last added minute, so the clock never shows more than announced.
  const periodS = (regularS: number, addedMin: number) =>
    regularS + addedMin * 60 - (addedMin > 0 ? rng.int(1, 40) : 0);
  const h1End = periodS(HALF_S, added[0] ?? 0);
  const h2Start = h1End + HALF_TIME_S;
  const h2End = h2Start + periodS(HALF_S, added[1] ?? 0);
  const phases: SoccerPhase[] = [
    { start: 0, stage: EventStage.firstHalf, clock: { baseMin: 0, regularMin: HALF_MIN } },
    { start: h1End, stage: EventStage.halfTime },
    { start: h2Start, stage: EventStage.secondHalf, clock: { baseMin: HALF_MIN, regularMin: HALF_MIN } },
  ];
  const goals: SoccerScript['goals'] = [];
  const reds: SoccerScript['reds'] = [];
  const regulation: [number, number][] = [
    [0, h1End],
    [h2Start, h2End],
  ];
  for (const side of [0, 1] as const) {
    for (const t of instants(rng, rng.poisson(mean[side]), regulation)) goals.push({ t, side });
    if (rng.chance(0.08)) reds.push(...instants(rng, 1, regulation).map((t) => ({ t, side })));
  }
  let end = h2End;
  let kicks: SoccerScript['kicks'] = [];
  const tied = () => goals.filter((g) => g.side === 0).length * 2 === goals.length;
  if (fx.format.sport === 'soccer' && fx.format.knockout && tied()) {
    const etStart = h2End + BEFORE_EXTRA_TIME_S;
    added.push(rng.int(0, 3));
    const etEnd = etStart + periodS(EXTRA_TIME_S, added[2] ?? 0);
    phases.push({ start: h2End, stage: EventStage.breakTime });
    phases.push({
      start: etStart,
      stage: EventStage.extraTime,
      clock: { baseMin: 2 * HALF_MIN, regularMin: EXTRA_TIME_MIN },
    });
    for (const side of [0, 1] as const) {
      for (const t of instants(rng, rng.poisson((mean[side] ?? 1) / 3), [[etStart, etEnd]])) {
        goals.push({ t, side });
      }
    }
    end = etEnd;
    if (tied()) {
      phases.push({ start: etEnd, stage: EventStage.penalties });
      kicks = shootout(rng, etEnd + 2 * 60);
      end = (kicks[kicks.length - 1]?.t ?? etEnd) + 30;
      phases.push({ start: end, stage: EventStage.afterPenalties });
    } else {
      phases.push({ start: end, stage: EventStage.afterExtraTime });
    }
  } else {
    phases.push({ start: end, stage: EventStage.finished });
  }
  goals.sort((a, b) => a.t - b.t);
  reds.sort((a, b) => a.t - b.t);
  return { phases, goals, reds, kicks, addedMin: added, end };
}

export function soccerStateAt(script: SoccerScript, t: number): SoccerState {
  const phase = phaseAt(script.phases, t);
  const h1End = script.phases[1]?.start ?? 0;
  const state: SoccerState = {
    phase,
    goals: [0, 0],
    firstHalf: [0, 0],
    reds: [0, 0],
    shootout: [0, 0],
    finished: t >= script.end,
  };
  for (const goal of script.goals) {
    if (goal.t > t) break;
    state.goals[goal.side]++;
    if (goal.t < h1End) state.firstHalf[goal.side]++;
    state.lastGoal = goal.t;
  }
  for (const red of script.reds) if (red.t <= t) state.reds[red.side]++;
  for (const kick of script.kicks) if (kick.t <= t && kick.scored) state.shootout[kick.side]++;
  return state;
}

function winnerOf(state: SoccerState): Winner {
  const [h, a] = state.goals[0] === state.goals[1] ? state.shootout : state.goals;
  return h > a ? Winner.home : h < a ? Winner.away : Winner.draw;
}

export function soccerView(script: SoccerScript, t: number): MatchView {
  const state = soccerStateAt(script, t);
  const { phase } = state;
  const view: MatchView = {
    stage: phase.stage,
    stageStart: phase.start,
    homeScore: String(state.goals[0]),
    awayScore: String(state.goals[1]),
    homeParts: [state.firstHalf[0]],
    awayParts: [state.firstHalf[1]],
  };
  if (phase.clock) view.minute = countedMinute(t - phase.start, phase.clock.baseMin, phase.clock.regularMin);
  if (state.lastGoal !== undefined) view.scoreChanged = state.lastGoal;
  if (state.reds[0] > 0) view.homeRedCards = state.reds[0];
  if (state.reds[1] > 0) view.awayRedCards = state.reds[1];
  if (state.finished) view.winner = winnerOf(state);
  return view;
}

/**
 * Goals (some from the spot, a few own goals credited to the other side), red cards (some a second
 * yellow) and the shoot-out's kicks. Yellow cards, assists and substitutions do not touch the
 * scoreboard: the detail layer adds them (./detail.ts).
 */
export function soccerIncidents(script: SoccerScript, fx: Fixture): SimIncident[] {
  const rng = Rng.of(fx.seed, 'soccer-incidents');
  const out: SimIncident[] = [];
  for (const goal of script.goals) {
    const r = rng.next();
    const kind = r < 0.09 ? IncidentKind.penaltyGoal : r < 0.13 ? IncidentKind.ownGoal : IncidentKind.goal;
    out.push({ t: goal.t, side: goal.side, kind, points: 1 });
  }
  for (const red of script.reds) {
    const kind = rng.chance(0.45) ? IncidentKind.secondYellow : IncidentKind.redCard;
    out.push({ t: red.t, side: red.side, kind });
  }
  const tally: Pair = [0, 0];
  for (const kick of script.kicks) {
    if (kick.scored) tally[kick.side]++;
    out.push({
      t: kick.t,
      side: kick.side,
      kind: kick.scored ? IncidentKind.shootoutScored : IncidentKind.shootoutMissed,
      time: `${tally[0]}-${tally[1]}`,
    });
  }
  return out.sort((a, b) => a.t - b.t);
}

export const soccer: SportRules<SoccerScript> = {
  script: soccerScript,
  duration: (script) => script.end,
  view: soccerView,
  incidents: soccerIncidents,
};
