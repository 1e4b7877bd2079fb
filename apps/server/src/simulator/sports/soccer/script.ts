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
/** Of the goals, the share scored from the spot (soccerIncidents). */
const PENALTY_GOAL_SHARE = 0.09;
/** What the match page says of a review (the incidents' notes); the glossary's காணொலி மறுஆய்வு. */
const REVIEW_NOTE = {
  review: { ta: 'கோல்: காணொலி மறுஆய்வில்', en: 'Goal under video review' },
  stands: { ta: 'மறுஆய்வுக்குப் பின் கோல் உறுதி', en: 'Goal stands after review' },
  disallowed: { ta: 'மறுஆய்வுக்குப் பின் கோல் மறுக்கப்பட்டது', en: 'Goal disallowed after review' },
} as const;

export interface SoccerPhase extends Phase {
  /** Running periods: the minute the period starts at (0, 45, 90) and its regular length. */
  clock?: { baseMin: number; regularMin: number };
}

/**
 * [S1 3.15] A video review (VAR) of a goal: from the goal until the decision the row shows the goal
 * under review. A goal that stands is one of `goals`; a disallowed one counts only while it is under
 * review, then the score goes back down (a correction: spec 1 §9 "correction 15").
 */
export interface SoccerReview {
  /** When the ball went in and the review began. */
  t: number;
  side: Side;
  /** When the referee decided. */
  end: number;
  stands: boolean;
}

/** [S1 3.15] A penalty awarded: when, for whom, the goal it became (a penalty goal of the incidents). */
export interface SoccerPenalty {
  t: number;
  side: Side;
  goal: number;
  /** Its incident id: the order of the match's penalties, from 1. */
  id: string;
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
  /** Video reviews of goals, by time (none overlap; none reaches the end of its period). */
  reviews: SoccerReview[];
  /** Penalties awarded, by time. */
  penalties: SoccerPenalty[];
  /** A tie that went to extra time: when the 90 minutes ended (the full-time score is the score then). */
  fullTimeAt?: number;
}

export interface SoccerState {
  phase: SoccerPhase;
  /** Goals shown, with a disallowed goal while it is under review. */
  goals: Pair;
  /** A review under way. */
  review?: SoccerReview;
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
  const script: SoccerScript = {
    phases,
    goals,
    reds,
    kicks,
    addedMin: added,
    end,
    reviews: [],
    penalties: [],
  };
  if (phases.some((p) => p.stage === EventStage.extraTime)) script.fullTimeAt = h2End;
  reviewsAndPenalties(script, fx);
  return script;
}

/** [start, end) of the running period (a half, extra time) that match second t falls in; null: none. */
function periodAt(script: SoccerScript, t: number): [number, number] | null {
  const { phases } = script;
  for (let i = 0; i < phases.length; i++) {
    const phase = phases[i] as SoccerPhase;
    const to = phases[i + 1]?.start ?? script.end;
    if (phase.clock && t >= phase.start && t < to) return [phase.start, to];
  }
  return null;
}

const REVIEW_S: Pair = [60, 180];

/**
 * [S1 3.15] Video reviews and penalties, from their own random stream (the goals, cards and their
 * incidents are drawn as before). About one goal in ten is reviewed and stands; about one match in
 * seven has a goal disallowed after a review. A review ends inside its period, and no other goal falls
 * in it, so the scores the incidents show stay those of the view. The penalty goals are the ones
 * `soccerIncidents` draws (the same stream, in the same order); each was awarded a minute or two before
 * it was scored, in the same period.
 */
function reviewsAndPenalties(script: SoccerScript, fx: Fixture): void {
  const rng = Rng.of(fx.seed, 'soccer-var');
  const { goals } = script;
  const quiet = (from: number, to: number) =>
    !goals.some((g) => g.t >= from && g.t <= to) && !script.reviews.some((r) => r.t <= to && r.end >= from);
  for (const goal of goals) {
    if (!rng.chance(0.1)) continue;
    const end = goal.t + rng.int(REVIEW_S[0], REVIEW_S[1]);
    const period = periodAt(script, goal.t);
    if (!period || end >= period[1] || !quiet(goal.t + 1, end)) continue;
    script.reviews.push({ t: goal.t, side: goal.side, end, stands: true });
  }
  if (rng.chance(0.15)) {
    const h1End = script.phases[1]?.start ?? 0;
    const h2Start = script.phases[2]?.start ?? 0;
    const h2End = script.phases[3]?.start ?? script.end;
    const [t] = instants(rng, 1, [
      [60, h1End],
      [h2Start + 60, h2End],
    ]);
    const side: Side = rng.chance(0.5 + (fx.home.rating - fx.away.rating) / 2) ? 0 : 1;
    if (t !== undefined) {
      const end = t + rng.int(REVIEW_S[0], REVIEW_S[1]);
      const period = periodAt(script, t);
      if (period && end < period[1] && quiet(t - 30, end + 30)) {
        script.reviews.push({ t, side, end, stands: false });
      }
    }
  }
  script.reviews.sort((a, b) => a.t - b.t);
  // The same draws as soccerIncidents: one per goal, in order.
  const kinds = Rng.of(fx.seed, 'soccer-incidents');
  for (const goal of goals) {
    if (kinds.next() >= PENALTY_GOAL_SHARE) continue;
    const period = periodAt(script, goal.t);
    const t = Math.max(period?.[0] ?? goal.t, goal.t - rng.int(60, 120));
    script.penalties.push({ t, side: goal.side, goal: goal.t, id: String(script.penalties.length + 1) });
  }
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
  for (const review of script.reviews) {
    if (review.t > t) break;
    if (t < review.end) {
      state.review = review;
      if (!review.stands) {
        state.goals[review.side]++;
        if (review.t < h1End) state.firstHalf[review.side]++;
      }
    }
    // A disallowed goal is the last score change while it is under review. Once taken back it never
    // counted: the last change is the last real goal again, so no page says "goal!" for a correction
    // (the boards see the score go down and mark the correction: spec 1 §9 "correction 15").
    if (!review.stands && t < review.end && review.t > (state.lastGoal ?? -1)) state.lastGoal = review.t;
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
  if (state.review) view.goalUnderReview = state.review.side === 0 ? 1 : 2;
  if (script.fullTimeAt !== undefined && t >= script.fullTimeAt) {
    const atFullTime = soccerStateAt(script, script.fullTimeAt - 1).goals;
    view.homeFullTimeScore = String(atFullTime[0]);
    view.awayFullTimeScore = String(atFullTime[1]);
  }
  const penalty = script.penalties.findLast((p) => p.t <= t);
  if (penalty)
    view.penalty = { t: penalty.t, id: penalty.id, stage: phaseAt(script.phases, penalty.t).stage };
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
    const kind =
      r < PENALTY_GOAL_SHARE ? IncidentKind.penaltyGoal : r < 0.13 ? IncidentKind.ownGoal : IncidentKind.goal;
    out.push({ t: goal.t, side: goal.side, kind, points: 1 });
  }
  // [S1 3.15] Video reviews: a disallowed goal counts while under review and is taken back after it
  // (points +1, then -1, so the incidents still sum to the score at every moment).
  for (const review of script.reviews) {
    if (review.stands) {
      out.push({
        t: review.end,
        side: review.side,
        kind: IncidentKind.videoReview,
        note: REVIEW_NOTE.stands,
      });
    } else {
      out.push({
        t: review.t,
        side: review.side,
        kind: IncidentKind.videoReview,
        points: 1,
        note: REVIEW_NOTE.review,
      });
      out.push({
        t: review.end,
        side: review.side,
        kind: IncidentKind.videoReview,
        points: -1,
        note: REVIEW_NOTE.disallowed,
      });
    }
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
