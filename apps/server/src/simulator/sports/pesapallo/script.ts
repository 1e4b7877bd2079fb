/**
 * Pesäpallo (Finnish baseball): two periods of four innings. A period goes to the side that scores
 * more runs in it, and may be tied; the match to the side that wins more periods. If each side wins a
 * period (or both are tied), a super inning decides (one inning each), and if that is level too, a
 * home-run contest (kotiutuslyöntikilpailu) in which each side gets four attempts and then one each
 * until one side is ahead. The order of batting is drawn for the first period and reversed in the
 * second; the super inning is drawn again. As in baseball a period ends at once when the side behind
 * has no half-inning left: its last half is skipped, or ends on the run that puts the other side ahead.
 *
 * Main score: periods won, the super inning or contest counting as a third period (Finnish papers
 * print "2-1 (3-1, 0-2, 1-0)"). Parts: runs per inning 1-8, then the super inning and the contest; the
 * spec counts eleven parts for pesäpallo without saying what they are, so the eleventh stays unused.
 * Stages: the inning being played, extraInning for the super inning and the contest, half time between
 * the periods. Service (a serving sport in the catalogue) marks the side at bat.
 */
import { EventStage, IncidentKind, Winner } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';
import {
  drawRuns,
  type HalfInning,
  inningStage,
  playHalf,
  type RunModel,
  runIncidents,
} from '../shared/innings.ts';

export interface PesapalloScript {
  /** Innings 1-8, then the super inning as inning 9. */
  halves: HalfInning[];
  /** Each period (first, second, super inning, contest) that was played: when it ended, who won it. */
  periods: { end: number; winner: Side | null }[];
  /** Home-run contest attempts in order, empty when there was none. */
  contest: { t: number; side: Side; scored: boolean }[];
  /** Half time between the periods: from the end of inning 4 to the start of inning 5. */
  halfTime: Pair;
  end: number;
}

const HALF_PACE_S: Pair = [200, 420];
const PER_RUN_S = 60;
const BETWEEN_HALVES_S = 90;
const HALF_TIME_S = 600;
const BEFORE_SUPER_S = 300;
const ATTEMPT_S = 75;
const RUNS: RunModel = { zero: 0.42, tail: [45, 28, 15, 8, 4] };
const HOME_EDGE = 0.03;
const SUPER_INNING = 9;
const CONTEST_PART = 9;
const CONTEST_ATTEMPTS = 4;

const winnerOf = (pair: Pair): Side | null => (pair[0] === pair[1] ? null : pair[0] > pair[1] ? 0 : 1);

export function pesapalloScript(fx: Fixture): PesapalloScript {
  const rng = Rng.of(fx.seed, 'pesapallo');
  const ratings: Pair = [fx.home.rating + HOME_EDGE, fx.away.rating];
  const edgeOf = (side: Side) => (ratings[side] ?? 0.5) - (ratings[other(side)] ?? 0.5);
  const halves: HalfInning[] = [];
  const periods: PesapalloScript['periods'] = [];
  let t = 0;
  /** Plays innings [from, to] with `first` batting first, and records who won them. */
  const playPeriod = (from: number, to: number, first: Side): void => {
    const runs: Pair = [0, 0];
    let end = t;
    for (let inning = from; inning <= to; inning++) {
      for (const side of [first, other(first)]) {
        const last = inning === to && side !== first;
        // The side batting last skips its half when it already leads the period.
        if (last && runs[side] > runs[first]) break;
        const walkOff = last ? { deficit: runs[first] - runs[side] } : null;
        const half = playHalf(rng, t, drawRuns(rng, RUNS, edgeOf(side)), HALF_PACE_S, PER_RUN_S, walkOff);
        halves.push({ inning, side, start: t, end: half.end, plays: half.plays });
        for (const play of half.plays) runs[side] += play.runs;
        end = half.end;
        t = half.end + BETWEEN_HALVES_S;
      }
    }
    periods.push({ end, winner: winnerOf(runs) });
    t = end;
  };
  const first: Side = rng.chance(0.5) ? 0 : 1;
  playPeriod(1, 4, first);
  const halfTime: Pair = [t, t + HALF_TIME_S];
  t += HALF_TIME_S;
  playPeriod(5, 8, other(first));
  const won: Pair = [0, 0];
  for (const p of periods) if (p.winner !== null) won[p.winner]++;
  const contest: PesapalloScript['contest'] = [];
  if (won[0] === won[1]) {
    t += BEFORE_SUPER_S;
    playPeriod(SUPER_INNING, SUPER_INNING, rng.chance(0.5) ? 0 : 1);
    if (periods[periods.length - 1]?.winner === null) {
      t += BEFORE_SUPER_S;
      const tally: Pair = [0, 0];
      const attempt = (side: Side) => {
        t += ATTEMPT_S;
        const scored = rng.chance(0.45 + 0.15 * edgeOf(side));
        if (scored) tally[side]++;
        contest.push({ t, side, scored });
      };
      for (let i = 0; i < CONTEST_ATTEMPTS; i++) for (const side of [0, 1] as const) attempt(side);
      while (tally[0] === tally[1]) for (const side of [0, 1] as const) attempt(side);
      periods.push({ end: t, winner: winnerOf(tally) });
    }
  }
  return { halves, periods, contest, halfTime, end: t };
}

export interface PesapalloState {
  half: HalfInning;
  periods: Pair;
  parts: [(number | null)[], (number | null)[]];
  inContest: boolean;
  lastPeriod?: number;
  finished: boolean;
}

export function pesapalloStateAt(script: PesapalloScript, t: number): PesapalloState {
  const first = script.halves[0];
  if (!first) throw new RangeError('pesapallo: a match without innings');
  const contestStart = script.contest[0] ? script.contest[0].t - ATTEMPT_S : Number.POSITIVE_INFINITY;
  const state: PesapalloState = {
    half: first,
    periods: [0, 0],
    parts: [[], []],
    inContest: t >= contestStart,
    finished: t >= script.end,
  };
  for (const period of script.periods) {
    if (period.end > t) break;
    if (period.winner !== null) {
      state.periods[period.winner]++;
      state.lastPeriod = period.end;
    }
  }
  const pad = (index: number) => {
    for (const parts of state.parts) while (parts.length <= index) parts.push(null);
  };
  for (const half of script.halves) {
    if (half.start > t) break;
    state.half = half;
    const part = half.inning - 1;
    pad(part);
    const parts = state.parts[half.side];
    parts[part] = parts[part] ?? 0;
    for (const play of half.plays) if (play.t <= t) parts[part] = (parts[part] ?? 0) + play.runs;
  }
  if (state.inContest) {
    pad(CONTEST_PART);
    state.parts[0][CONTEST_PART] = 0;
    state.parts[1][CONTEST_PART] = 0;
    for (const a of script.contest) {
      if (a.t > t) break;
      if (a.scored) state.parts[a.side][CONTEST_PART] = (state.parts[a.side][CONTEST_PART] ?? 0) + 1;
    }
  }
  return state;
}

export function pesapalloView(script: PesapalloScript, t: number): MatchView {
  const state = pesapalloStateAt(script, t);
  const inHalfTime = t >= script.halfTime[0] && t < script.halfTime[1];
  const contestStart = (script.contest[0]?.t ?? 0) - ATTEMPT_S;
  let stage: EventStage = inningStage(state.half.inning);
  let stageStart = script.halves.find((h) => h.inning === state.half.inning)?.start ?? state.half.start;
  if (state.finished) [stage, stageStart] = [EventStage.finished, script.end];
  else if (inHalfTime) [stage, stageStart] = [EventStage.halfTime, script.halfTime[0]];
  else if (state.inContest) [stage, stageStart] = [EventStage.extraInning, contestStart];
  else if (state.half.inning === SUPER_INNING) stage = EventStage.extraInning;
  const view: MatchView = {
    stage,
    stageStart,
    homeScore: String(state.periods[0]),
    awayScore: String(state.periods[1]),
    homeParts: state.parts[0],
    awayParts: state.parts[1],
  };
  if (!state.finished && !inHalfTime && !state.inContest) view.service = state.half.side === 0 ? 1 : 2;
  if (state.lastPeriod !== undefined) view.scoreChanged = state.lastPeriod;
  if (state.finished) view.winner = state.periods[0] > state.periods[1] ? Winner.home : Winner.away;
  return view;
}

/**
 * [DET1] Runs (they fill the parts, not the main score), periods won (the main score: a period is a
 * "set") and the home-run contest's attempts.
 */
export function pesapalloIncidents(script: PesapalloScript, fx: Fixture): SimIncident[] {
  const runs = runIncidents(script.halves, fx, 'pesapallo-incidents').map((i) => ({
    ...i,
    kind: IncidentKind.run,
    points: 0,
  }));
  const out: SimIncident[] = [...runs];
  const won: Pair = [0, 0];
  for (const period of script.periods) {
    if (period.winner === null) continue;
    won[period.winner]++;
    out.push({
      t: period.end,
      side: period.winner,
      kind: IncidentKind.setWon,
      points: 1,
      time: `${won[0]}-${won[1]}`,
    });
  }
  for (const a of script.contest) {
    out.push({
      t: a.t,
      side: a.side,
      kind: a.scored ? IncidentKind.shootoutScored : IncidentKind.shootoutMissed,
    });
  }
  return out.sort((a, b) => a.t - b.t);
}

export const pesapallo: SportRules<PesapalloScript> = {
  script: pesapalloScript,
  duration: (script) => script.end,
  view: pesapalloView,
  incidents: pesapalloIncidents,
};
