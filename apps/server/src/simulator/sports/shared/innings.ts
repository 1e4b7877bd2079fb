/**
 * Half-innings, shared by baseball and pesäpallo: runs per half, the scoring plays that bring them in
 * (a walk-off ends the half on the winning run), the inning stages, and the runs as incidents.
 */
import { EventStage, IncidentKind } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import type { Fixture, Pair, Side, SimIncident } from '../../types.ts';

export interface ScoringPlay {
  t: number;
  runs: number;
}

/** One side's turn at bat. `inning` counts from 1; `side` is the batting side. */
export interface HalfInning {
  inning: number;
  side: Side;
  start: number;
  end: number;
  plays: ScoringPlay[];
}

/** Chance that a half-inning scores nothing, and how many runs when it does (1, 2, 3 ...). */
export interface RunModel {
  zero: number;
  /** Weights of 1, 2, 3 ... runs in a half-inning that scores. */
  tail: readonly number[];
}

/**
 * Runs of one half-inning. `edge` is the batting side's rating minus the fielding side's, in [-1, 1]:
 * a better lineup is held scoreless less often.
 */
export function drawRuns(rng: Rng, model: RunModel, edge: number): number {
  if (rng.chance(clamp(model.zero - 0.12 * edge, 0.25, 0.9))) return 0;
  return rng.weighted(
    model.tail.map((w, i) => ({ runs: i + 1, w })),
    (x) => x.w,
  ).runs;
}

/** Runs brought in by one scoring play: mostly one, now and then a bases-clearing hit or a home run. */
const PLAY_RUNS = [1, 1, 1, 1, 2, 2, 2, 3, 4] as const;

/**
 * The scoring plays of a half-inning of `runs` runs, and when it ends. A play brings in one to four
 * runs; `walkOffAt` is the lead the batting side must not exceed by more than a hit allows: when a
 * play takes it ahead, the half (and the game) ends there, with only the winning run counted unless
 * the play is a home run.
 */
export function playHalf(
  rng: Rng,
  start: number,
  runs: number,
  paceS: Pair,
  perRunS: number,
  walkOff: { deficit: number } | null,
): { plays: ScoringPlay[]; end: number } {
  const length = rng.int(paceS[0], paceS[1]) + perRunS * runs;
  const counts: number[] = [];
  for (let left = runs; left > 0;) {
    const n = Math.min(left, rng.pick(PLAY_RUNS));
    counts.push(n);
    left -= n;
  }
  const times = counts.map(() => start + rng.int(30, Math.max(31, length - 20))).sort((a, b) => a - b);
  const plays: ScoringPlay[] = [];
  let scored = 0;
  for (let i = 0; i < counts.length; i++) {
    const t = times[i] ?? start;
    let n = counts[i] ?? 1;
    if (walkOff && scored + n > walkOff.deficit) {
      const homeRun = rng.chance(0.35);
      if (!homeRun) n = walkOff.deficit + 1 - scored;
      plays.push({ t, runs: n });
      return { plays, end: t };
    }
    plays.push({ t, runs: n });
    scored += n;
  }
  return { plays, end: start + length };
}

const INNINGS = [
  EventStage.firstInning,
  EventStage.secondInning,
  EventStage.thirdInning,
  EventStage.fourthInning,
  EventStage.fifthInning,
  EventStage.sixthInning,
  EventStage.seventhInning,
  EventStage.eighthInning,
  EventStage.ninthInning,
] as const;

/** The stage of inning n (from 1): the numbered innings, then extraInning. */
export const inningStage = (n: number): EventStage => INNINGS[n - 1] ?? EventStage.extraInning;

/** An inning as the scorecard writes a half of it: "T3" (top, the visitors bat), "B9". */
export const halfText = (half: Pick<HalfInning, 'inning' | 'side'>) =>
  `${half.side === 1 ? 'T' : 'B'}${half.inning}`;

/**
 * [DET1] Every scoring play, worth its runs; some are home runs (a solo shot, or the batter with the
 * runners on base: never more than four runs).
 */
export function runIncidents(halves: readonly HalfInning[], fx: Fixture, stream: string): SimIncident[] {
  const rng = Rng.of(fx.seed, stream);
  const out: SimIncident[] = [];
  for (const half of halves) {
    for (const play of half.plays) {
      const homeRun = play.runs <= 4 && rng.chance(play.runs === 1 ? 0.4 : 0.2);
      const kind = homeRun ? IncidentKind.homeRun : IncidentKind.run;
      out.push({
        t: play.t,
        side: half.side,
        kind,
        points: play.runs,
        value: play.runs,
        time: halfText(half),
      });
    }
  }
  return out.sort((a, b) => a.t - b.t);
}
