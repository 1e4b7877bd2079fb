/**
 * Snooker: a match is the best of an odd number of frames (7 to 11 in most ranking events, 19 in
 * the first round of the World Championship). A frame is won on points, built in breaks; the player
 * behind concedes when the balls left cannot save it, so a frame ends on the winner's last visit.
 * There is a 15-minute mid-session interval after the fourth frame of a session; the long matches
 * are played in sessions of nine frames with a two-hour gap between them.
 *
 * The view: the main score is frames, so the domain's frame clock (CLK7: home + away + 1) is the
 * frame in play. Snooker has no score parts (catalogue), and is not a serving sport; the points of the
 * frame in play go to the game score, as a scoreboard shows them.
 */
import { EventStage, IncidentKind, Winner } from '@nerali/domain';
import { clamp, Rng } from '../../prng.ts';
import {
  type Fixture,
  type MatchView,
  type Pair,
  type Side,
  type SimIncident,
  type SportRules,
  other,
} from '../../types.ts';
import type { SnookerFormat } from '../shared/duel-format.ts';

export interface Frame {
  start: number;
  /** Scoring visits in order; the last is the winner's and ends the frame. */
  visits: { t: number; side: Side; points: number }[];
  winner: Side;
}

export interface SnookerScript {
  bestOf: number;
  frames: Frame[];
  /** Intervals and session breaks: [start, end). */
  pauses: Pair[];
  end: number;
}

const DEFAULT_FORMAT: SnookerFormat = { kind: 'snooker', bestOf: 7 };
const FRAME_S: Pair = [9 * 60, 30 * 60];
const BETWEEN_FRAMES_S: Pair = [50, 100];
const INTERVAL_S = 15 * 60;
const SESSION_BREAK_S = 2 * 3600;
const SESSION_FRAMES = 9;
const INTERVAL_AFTER = 4;

/** Splits `total` points into up to `count` breaks of at least a point each. */
function splitPoints(rng: Rng, total: number, count: number): number[] {
  const parts: number[] = [];
  let left = total;
  for (let i = Math.min(count, total); i > 1; i--) {
    const n = clamp(Math.round(left * (0.35 + 0.4 * rng.next())), 1, left - (i - 1));
    parts.push(n);
    left -= n;
  }
  parts.push(left);
  return parts;
}

/** One frame from `start`: who won it and the scoring visits that got there. */
export function playFrame(rng: Rng, start: number, winner: Side): Frame {
  const length = rng.int(FRAME_S[0], FRAME_S[1]);
  // A frame-winning total between a scrappy 55 and a total clearance with extras; the loser never
  // more than the winner (the winner does not concede).
  const won = rng.chance(0.12) ? rng.int(100, 140) : rng.int(55, 99);
  const lost = rng.chance(0.25) ? 0 : rng.int(1, Math.min(won - 1, 80));
  const winnerBreaks = splitPoints(rng, won, rng.int(1, 4));
  const loserBreaks = lost > 0 ? splitPoints(rng, lost, rng.int(1, 3)) : [];
  const last = winnerBreaks.pop() ?? won;
  const order = [
    ...winnerBreaks.map((points) => ({ side: winner, points })),
    ...loserBreaks.map((points) => ({ side: other(winner), points })),
  ]
    .map((v) => ({ v, key: rng.next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ v }) => v);
  order.push({ side: winner, points: last });
  const visits = order.map((v, i) => ({
    ...v,
    t: start + Math.round((length * (i + 1)) / order.length),
  }));
  return { start, visits, winner };
}

export function snookerScript(fx: Fixture): SnookerScript {
  const rng = Rng.of(fx.seed, 'snooker');
  const { bestOf } =
    fx.format.sport === 'duel' && fx.format.rules.kind === 'snooker' ? fx.format.rules : DEFAULT_FORMAT;
  const need = Math.ceil(bestOf / 2);
  const edge = fx.home.rating - fx.away.rating;
  const won: Pair = [0, 0];
  const frames: Frame[] = [];
  const pauses: Pair[] = [];
  const sessionFrames = bestOf > 11 ? SESSION_FRAMES : bestOf;
  let t = 0;
  while (won[0] < need && won[1] < need) {
    const winner: Side = rng.chance(clamp(0.5 + 0.35 * edge, 0.15, 0.85)) ? 0 : 1;
    const frame = playFrame(rng, t, winner);
    frames.push(frame);
    won[winner]++;
    t = frame.visits[frame.visits.length - 1]?.t ?? t;
    if (won[0] === need || won[1] === need) break;
    const played = frames.length;
    const inSession = played % sessionFrames;
    if (inSession === 0) {
      pauses.push([t, t + SESSION_BREAK_S]);
      t += SESSION_BREAK_S;
    } else if (inSession === INTERVAL_AFTER) {
      pauses.push([t, t + INTERVAL_S]);
      t += INTERVAL_S;
    } else {
      t += rng.int(BETWEEN_FRAMES_S[0], BETWEEN_FRAMES_S[1]);
    }
  }
  return { bestOf, frames, pauses, end: t };
}

export interface SnookerState {
  frames: Pair;
  /** Points of the frame in play (0-0 between frames). */
  points: Pair;
  lastFrame?: number;
  finished: boolean;
}

export function snookerStateAt(script: SnookerScript, t: number): SnookerState {
  const state: SnookerState = { frames: [0, 0], points: [0, 0], finished: t >= script.end };
  for (const frame of script.frames) {
    if (frame.start > t) break;
    const end = frame.visits[frame.visits.length - 1]?.t ?? frame.start;
    if (end <= t) {
      state.frames[frame.winner]++;
      state.lastFrame = end;
      continue;
    }
    for (const visit of frame.visits) if (visit.t <= t) state.points[visit.side] += visit.points;
  }
  return state;
}

export function snookerView(script: SnookerScript, t: number): MatchView {
  const state = snookerStateAt(script, t);
  const pause = script.pauses.find(([from, to]) => t >= from && t < to);
  const resumed = script.pauses.filter(([, to]) => to <= t).pop();
  const view: MatchView = {
    stage: state.finished ? EventStage.finished : pause ? EventStage.breakTime : EventStage.live,
    stageStart: state.finished ? script.end : pause ? pause[0] : (resumed?.[1] ?? 0),
    homeScore: String(state.frames[0]),
    awayScore: String(state.frames[1]),
  };
  if (!state.finished)
    [view.homeGameScore, view.awayGameScore] = [String(state.points[0]), String(state.points[1])];
  if (state.lastFrame !== undefined) view.scoreChanged = state.lastFrame;
  if (state.finished) view.winner = state.frames[0] > state.frames[1] ? Winner.home : Winner.away;
  return view;
}

/** [DET1] Frames won (the main score) and century breaks, at the visit that made them. */
export function snookerIncidents(script: SnookerScript): SimIncident[] {
  const out: SimIncident[] = [];
  const won: Pair = [0, 0];
  for (const frame of script.frames) {
    for (const visit of frame.visits) {
      if (visit.points >= 100)
        out.push({ t: visit.t, side: visit.side, kind: IncidentKind.century, value: visit.points });
    }
    won[frame.winner]++;
    const end = frame.visits[frame.visits.length - 1]?.t ?? frame.start;
    out.push({
      t: end,
      side: frame.winner,
      kind: IncidentKind.frameWon,
      points: 1,
      time: `${won[0]}-${won[1]}`,
    });
  }
  return out;
}

export const snooker: SportRules<SnookerScript> = {
  script: snookerScript,
  duration: (script) => script.end,
  view: snookerView,
  incidents: snookerIncidents,
};
