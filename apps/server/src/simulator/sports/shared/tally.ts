/**
 * Points sports (basketball, kabaddi): the score and per-period parts at match second `t`, from a
 * time-ordered list of scoring plays. One place for what both sports' states share.
 */
import type { Pair, Phase, Side } from '../../types.ts';

export interface ScoringPlay {
  t: number;
  side: Side;
  points: number;
  part: number;
}

export interface PointsState<P extends Phase> {
  phase: P;
  score: Pair;
  parts: [number[], number[]];
  lastScore?: number;
  finished: boolean;
}

export function tallyAt<P extends Phase & { part?: number }>(
  phases: readonly P[],
  phase: P,
  plays: readonly ScoringPlay[],
  end: number,
  t: number,
): PointsState<P> {
  // Parts exist for every period that has started.
  let started = 0;
  for (const p of phases) if (p.start <= t && p.part !== undefined) started = p.part + 1;
  const state: PointsState<P> = {
    phase,
    score: [0, 0],
    parts: [Array(started).fill(0), Array(started).fill(0)],
    finished: t >= end,
  };
  for (const play of plays) {
    if (play.t > t) break;
    state.score[play.side] += play.points;
    const parts = state.parts[play.side];
    parts[play.part] = (parts[play.part] ?? 0) + play.points;
    state.lastScore = play.t;
  }
  return state;
}
