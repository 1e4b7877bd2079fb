/**
 * Baseball: nine innings, the visitors batting in the top half and the home side in the bottom. The
 * bottom of the ninth is not played when the home side already leads; in the bottom of the ninth or
 * later the game ends the moment the home side goes ahead (a walk-off: on a hit only the winning run
 * counts, on a home run every runner scores). A game tied after nine goes to extra innings, until a
 * full inning ends with a side ahead, or (NPB 12, KBO 11) until the league's last inning, after
 * which it is a tie. MLB starts each extra half-inning with a runner on second, so extras score more.
 *
 * Parts: one per inning 1-9 and one for all extra innings together (the spec's ten). A half-inning
 * not (yet) batted is null, so a skipped bottom of the ninth shows as an empty cell, as on a scoreboard.
 * Stages: the inning being played (firstInning..ninthInning), extraInning from the tenth. The catalogue
 * counts baseball as a serving sport; the service dot marks the side at bat.
 *
 * The half-inning machinery (runs per half, scoring plays, walk-offs) is shared with pesäpallo
 * (shared/innings.ts).
 */
import { EventStage, Winner } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { type Fixture, type MatchView, type Pair, type Side, type SportRules, other } from '../../types.ts';
import type { BaseballFormat } from '../shared/duel-format.ts';
import {
  drawRuns,
  type HalfInning,
  inningStage,
  playHalf,
  type RunModel,
  runIncidents,
} from '../shared/innings.ts';

export {
  drawRuns,
  type HalfInning,
  halfText,
  inningStage,
  playHalf,
  type RunModel,
  runIncidents,
} from '../shared/innings.ts';

export interface BaseballScript {
  halves: HalfInning[];
  end: number;
  /**
   * [S1 3.13] Hits (credited to the batting side) and errors (charged to the fielding side), by time:
   * each scoring play is a hit, more come in any half-inning. Drawn after the runs, from their own
   * stream, so the runs are as before.
   */
  hits: { t: number; side: Side }[];
  errors: { t: number; side: Side }[];
}

const HALF_PACE_S: Pair = [240, 510];
const PER_RUN_S = 90;
const BETWEEN_HALVES_S = 125;
const STRETCH_S = 60;
const RUNS: RunModel = { zero: 0.72, tail: [50, 25, 13, 7, 3, 2] };
const GHOST_RUNS: RunModel = { zero: 0.45, tail: [55, 25, 11, 5, 3, 1] };
const HOME_EDGE = 0.03;

const DEFAULT_FORMAT: BaseballFormat = { kind: 'baseball', maxInnings: null, ghostRunner: true };
/** A limit for leagues without one: never reached in practice, keeps the loop finite. */
const SAFETY_INNINGS = 25;

/** Hits beyond the scoring plays in a half-inning: 0 to 3 (MLB: about eight hits a game a side). */
const EXTRA_HITS = [45, 33, 16, 6];
/** Chance of an error in a half-inning (MLB: about half an error a game a side). */
const ERROR_CHANCE = 0.06;

/** [S1 3.13] Hits and errors of the halves played, at instants inside each half. */
function hitsAndErrors(fx: Fixture, halves: readonly HalfInning[]): Pick<BaseballScript, 'hits' | 'errors'> {
  const rng = Rng.of(fx.seed, 'baseball-hits');
  const hits: BaseballScript['hits'] = [];
  const errors: BaseballScript['errors'] = [];
  for (const half of halves) {
    for (const play of half.plays) hits.push({ t: play.t, side: half.side });
    const extra = rng.weighted([0, 1, 2, 3], (n) => EXTRA_HITS[n] ?? 0);
    for (let k = 0; k < extra; k++)
      hits.push({ t: rng.int(half.start, Math.max(half.start, half.end - 1)), side: half.side });
    if (rng.chance(ERROR_CHANCE)) {
      errors.push({ t: rng.int(half.start, Math.max(half.start, half.end - 1)), side: other(half.side) });
    }
  }
  hits.sort((a, b) => a.t - b.t);
  errors.sort((a, b) => a.t - b.t);
  return { hits, errors };
}

export function baseballScript(fx: Fixture): BaseballScript {
  const game = baseballRuns(fx);
  return { ...game, ...hitsAndErrors(fx, game.halves) };
}

function baseballRuns(fx: Fixture): Pick<BaseballScript, 'halves' | 'end'> {
  const rng = Rng.of(fx.seed, 'baseball');
  const format =
    fx.format.sport === 'duel' && fx.format.rules.kind === 'baseball' ? fx.format.rules : DEFAULT_FORMAT;
  const ratings: Pair = [fx.home.rating + HOME_EDGE, fx.away.rating];
  const lastInning = format.maxInnings ?? SAFETY_INNINGS;
  const runs: Pair = [0, 0];
  const halves: HalfInning[] = [];
  let t = 0;
  for (let inning = 1; ; inning++) {
    for (const side of [1, 0] as const) {
      // The bottom of the ninth (or later) is not needed when the home side already leads.
      if (side === 0 && inning >= 9 && runs[0] > runs[1]) return { halves, end: t - BETWEEN_HALVES_S };
      const extra = inning > 9;
      const model = extra && format.ghostRunner ? GHOST_RUNS : RUNS;
      const edge = (ratings[side] ?? 0.5) - (ratings[other(side)] ?? 0.5);
      const walkOff = side === 0 && inning >= 9 ? { deficit: runs[1] - runs[0] } : null;
      const half = playHalf(rng, t, drawRuns(rng, model, edge), HALF_PACE_S, PER_RUN_S, walkOff);
      halves.push({ inning, side, start: t, end: half.end, plays: half.plays });
      for (const play of half.plays) runs[side] += play.runs;
      t = half.end + BETWEEN_HALVES_S + (inning === 7 && side === 1 ? STRETCH_S : 0);
    }
    if (inning >= 9 && (runs[0] !== runs[1] || inning >= lastInning)) {
      return { halves, end: t - BETWEEN_HALVES_S };
    }
  }
}

export interface BaseballState {
  /** The half-inning in play, or the last one started (during a break, or at the end). */
  half: HalfInning;
  runs: Pair;
  /** Runs per part (innings 1-9, then all extra innings); null: not batted yet. */
  parts: [(number | null)[], (number | null)[]];
  lastRun?: number;
  finished: boolean;
}

/** Part index of an inning: innings 1-9 are 0-8, every extra inning adds to part 9. */
const partOf = (inning: number) => Math.min(inning, 10) - 1;

export function baseballStateAt(script: BaseballScript, t: number): BaseballState {
  const first = script.halves[0];
  if (!first) throw new RangeError('baseball: a game without innings');
  const state: BaseballState = { half: first, runs: [0, 0], parts: [[], []], finished: t >= script.end };
  for (const half of script.halves) {
    if (half.start > t) break;
    state.half = half;
    const part = partOf(half.inning);
    for (const parts of state.parts) while (parts.length <= part) parts.push(null);
    const parts = state.parts[half.side];
    parts[part] = parts[part] ?? 0;
    for (const play of half.plays) {
      if (play.t > t) break;
      state.runs[half.side] += play.runs;
      parts[part] = (parts[part] ?? 0) + play.runs;
      state.lastRun = play.t;
    }
  }
  return state;
}

/** Start of the top half of the inning that `half` belongs to. */
function inningStart(script: { halves: readonly HalfInning[] }, half: HalfInning): number {
  return script.halves.find((h) => h.inning === half.inning)?.start ?? half.start;
}

export function baseballView(script: BaseballScript, t: number): MatchView {
  const state = baseballStateAt(script, t);
  const [home, away] = state.runs;
  const view: MatchView = {
    stage: state.finished ? EventStage.finished : inningStage(state.half.inning),
    stageStart: state.finished ? script.end : inningStart(script, state.half),
    homeScore: String(home),
    awayScore: String(away),
    homeParts: state.parts[0],
    awayParts: state.parts[1],
  };
  if (!state.finished) view.service = state.half.side === 0 ? 1 : 2;
  if (state.lastRun !== undefined) view.scoreChanged = state.lastRun;
  if (state.finished) view.winner = home > away ? Winner.home : away > home ? Winner.away : Winner.draw;
  const count = (list: readonly { t: number; side: Side }[], side: Side) =>
    list.filter((x) => x.t <= t && x.side === side).length;
  view.homeHits = count(script.hits, 0);
  view.awayHits = count(script.hits, 1);
  view.homeErrors = count(script.errors, 0);
  view.awayErrors = count(script.errors, 1);
  return view;
}

export const baseball: SportRules<BaseballScript> = {
  script: baseballScript,
  duration: (script) => script.end,
  view: baseballView,
  incidents: (script, fx) => runIncidents(script.halves, fx, 'baseball-incidents'),
};
