/**
 * Tennis, point by point. `applyPoint` is the whole scoring rule book (games to 4 by 2 with deuce and
 * advantage, sets to 6 by 2, a tie-break at 6-6 to 7 by 2, or to 10 in the deciding set of a Grand
 * Slam); the script is just the list of who won each point and when, so the state at any instant is a
 * replay of the points played so far.
 *
 * Service: the server changes every game. In a tie-break the player due to serve serves the first
 * point, then the players alternate every two points; the other player serves first in the next set.
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

export interface TennisRules {
  bestOf: 3 | 5;
  /** Points to win the deciding set's tie-break (10 at the Grand Slams since 2022). */
  finalSetTiebreakTo: 7 | 10;
}

export interface TennisState {
  rules: TennisRules;
  /** Games per set; the last entry is the set in play (or the last set once the match is won). */
  sets: Pair[];
  /** Tie-break points per set, null for a set without one. */
  tiebreaks: (Pair | null)[];
  /** Points of the game (or tie-break) in play. */
  points: Pair;
  /** Server of the game in play; in a tie-break, the player who served its first point. */
  server: Side;
  setsWon: Pair;
  winner: Side | null;
}

export function newTennisState(rules: TennisRules, firstServer: Side): TennisState {
  return {
    rules,
    sets: [[0, 0]],
    tiebreaks: [null],
    points: [0, 0],
    server: firstServer,
    setsWon: [0, 0],
    winner: null,
  };
}

const setsToWin = (rules: TennisRules) => Math.ceil(rules.bestOf / 2);
const currentSet = (s: TennisState): Pair => s.sets[s.sets.length - 1] ?? [0, 0];

export function inTiebreak(s: TennisState): boolean {
  const [a, b] = currentSet(s);
  return s.winner === null && a === 6 && b === 6;
}

export function tiebreakTarget(s: TennisState): number {
  return s.sets.length === s.rules.bestOf ? s.rules.finalSetTiebreakTo : 7;
}

/** Who serves the next point. */
export function servingNow(s: TennisState): Side {
  if (!inTiebreak(s)) return s.server;
  const played = s.points[0] + s.points[1];
  return ((played + 1) >> 1) % 2 === 0 ? s.server : other(s.server);
}

/** The state after `side` wins a point. Pure: the input is not changed. */
export function applyPoint(prev: TennisState, side: Side): TennisState {
  const s: TennisState = {
    ...prev,
    sets: prev.sets.map((g) => [g[0], g[1]]),
    tiebreaks: prev.tiebreaks.map((tb) => (tb ? [tb[0], tb[1]] : null)),
    points: [prev.points[0], prev.points[1]],
    setsWon: [prev.setsWon[0], prev.setsWon[1]],
  };
  scorePoint(s, side);
  return s;
}

/** The rules, applied in place (the replay of a whole match allocates no state per point). */
function scorePoint(s: TennisState, side: Side): void {
  if (s.winner !== null) return;
  const games = currentSet(s);
  const setIndex = s.sets.length - 1;
  const tiebreak = inTiebreak(s);
  const target = tiebreakTarget(s);
  s.points[side]++;
  const won = s.points[side];
  const lost = s.points[other(side)];
  if (tiebreak) s.tiebreaks[setIndex] = [s.points[0], s.points[1]];
  const gameOver = tiebreak ? won >= target && won - lost >= 2 : won >= 4 && won - lost >= 2;
  if (!gameOver) return;
  games[side]++;
  s.points = [0, 0];
  s.server = other(s.server);
  const setOver = tiebreak || (games[side] >= 6 && games[side] - games[other(side)] >= 2);
  if (!setOver) return;
  s.setsWon[side]++;
  if (s.setsWon[side] === setsToWin(s.rules)) {
    s.winner = side;
  } else {
    s.sets.push([0, 0]);
    s.tiebreaks.push(null);
  }
}

const POINT_NAMES = ['0', '15', '30', '40'];

/** The game score as the scoreboard shows it: "0".."40", "A"; tie-break points as numbers. */
export function gameScore(s: TennisState): [string, string] {
  const [a, b] = s.points;
  if (inTiebreak(s)) return [String(a), String(b)];
  if (a >= 3 && b >= 3) return a === b ? ['40', '40'] : a > b ? ['A', '40'] : ['40', 'A'];
  return [POINT_NAMES[a] ?? '40', POINT_NAMES[b] ?? '40'];
}

export interface TennisScript {
  rules: TennisRules;
  firstServer: Side;
  /** Points in order: when each ended (match seconds) and who won it. */
  points: { t: number; side: Side }[];
  /** A player who retired, and when (after the last point before `t`). */
  retired?: { t: number; side: Side };
  end: number;
}

const POINT_S: Pair = [22, 50];
const AFTER_GAME_S = 20;
const CHANGEOVER_S = 90;
const SET_BREAK_S = 120;

export function tennisScript(fx: Fixture): TennisScript {
  const rng = Rng.of(fx.seed, 'tennis');
  const rules: TennisRules =
    fx.format.sport === 'tennis'
      ? { bestOf: fx.format.bestOf, finalSetTiebreakTo: fx.format.finalSetTiebreakTo }
      : { bestOf: 3, finalSetTiebreakTo: 7 };
  const ratings: Pair = [fx.home.rating, fx.away.rating];
  const firstServer: Side = rng.chance(0.5) ? 0 : 1;
  // About one match in forty ends in a retirement, after at least a set's worth of points.
  const retireAfter = rng.chance(0.025) ? rng.int(40, 220) : -1;
  const points: TennisScript['points'] = [];
  const state = newTennisState(rules, firstServer);
  let t = 0;
  while (state.winner === null) {
    const server = servingNow(state);
    const edge = (ratings[server] ?? 0.5) - (ratings[other(server)] ?? 0.5);
    const side = rng.chance(clamp(0.63 + 0.22 * edge, 0.45, 0.8)) ? server : other(server);
    t += rng.int(POINT_S[0], POINT_S[1]);
    points.push({ t, side });
    const [setsBefore, serverBefore] = [state.sets.length, state.server];
    scorePoint(state, side);
    if (state.sets.length !== setsBefore) t += SET_BREAK_S;
    else if (state.server !== serverBefore) {
      // Players change ends after odd games; there is no rest after the first game of a set.
      const played = currentSet(state)[0] + currentSet(state)[1];
      t += played % 2 === 1 && played > 1 ? CHANGEOVER_S : AFTER_GAME_S;
    }
    if (points.length === retireAfter && state.winner === null) {
      return {
        rules,
        firstServer,
        points,
        retired: { t: t + 60, side: rng.chance(0.5) ? 0 : 1 },
        end: t + 60,
      };
    }
  }
  return { rules, firstServer, points, end: points[points.length - 1]?.t ?? 0 };
}

export interface TennisReplay {
  state: TennisState;
  /** Match second the set in play started. */
  setStart: number;
  /** Match second the last game was won (games and sets are the "score"; points are not). */
  lastGame?: number;
  retired?: Side;
  finished: boolean;
}

export function tennisStateAt(script: TennisScript, t: number): TennisReplay {
  const state = newTennisState(script.rules, script.firstServer);
  let setStart = 0;
  let lastGame: number | undefined;
  for (const point of script.points) {
    if (point.t > t) break;
    const [setsBefore, serverBefore] = [state.sets.length, state.server];
    scorePoint(state, point.side);
    if (state.server !== serverBefore || state.winner !== null) lastGame = point.t;
    if (state.sets.length !== setsBefore) setStart = point.t;
  }
  const retired = script.retired && script.retired.t <= t ? script.retired.side : undefined;
  const replay: TennisReplay = { state, setStart, finished: state.winner !== null || retired !== undefined };
  if (lastGame !== undefined) replay.lastGame = lastGame;
  if (retired !== undefined) replay.retired = retired;
  return replay;
}

export function tennisView(script: TennisScript, t: number): MatchView {
  const { state, setStart, lastGame, retired, finished } = tennisStateAt(script, t);
  const winnerSide = retired !== undefined ? other(retired) : state.winner;
  const view: MatchView = {
    stage: finished
      ? retired !== undefined
        ? EventStage.retired
        : EventStage.finished
      : ((EventStage.firstSet + state.sets.length - 1) as EventStage),
    stageStart: finished ? script.end : setStart,
    homeScore: String(state.setsWon[0]),
    awayScore: String(state.setsWon[1]),
    homeParts: state.sets.map((g) => g[0]),
    awayParts: state.sets.map((g) => g[1]),
  };
  if (state.tiebreaks.some((tb) => tb !== null)) {
    view.homeTiebreaks = state.tiebreaks.map((tb) => (tb ? tb[0] : null));
    view.awayTiebreaks = state.tiebreaks.map((tb) => (tb ? tb[1] : null));
  }
  if (!finished) {
    [view.homeGameScore, view.awayGameScore] = gameScore(state);
    view.service = servingNow(state) === 0 ? 1 : 2;
  }
  if (lastGame !== undefined) view.scoreChanged = lastGame;
  if (finished && winnerSide !== null) view.winner = winnerSide === 0 ? Winner.home : Winner.away;
  return view;
}

/**
 * [DET1] Sets won (one point of the main score each, timed with the set's games "6-4") and breaks of
 * serve (a game won by the receiver, timed with the games after it).
 */
export function tennisIncidents(script: TennisScript): SimIncident[] {
  const state = newTennisState(script.rules, script.firstServer);
  const out: SimIncident[] = [];
  for (const point of script.points) {
    const [setsBefore, server, tiebreak] = [state.sets.length, state.server, inTiebreak(state)];
    const won = state.setsWon[point.side];
    scorePoint(state, point.side);
    const games = state.setsWon[point.side] > won ? state.sets[setsBefore - 1] : currentSet(state);
    const gamesText = games ? `${games[0]}-${games[1]}` : '';
    if (state.server !== server && !tiebreak && point.side !== server) {
      out.push({ t: point.t, side: point.side, kind: IncidentKind.breakOfServe, time: gamesText });
    }
    if (state.setsWon[point.side] > won) {
      out.push({ t: point.t, side: point.side, kind: IncidentKind.setWon, points: 1, time: gamesText });
    }
  }
  return out;
}

export const tennis: SportRules<TennisScript> = {
  script: tennisScript,
  duration: (script) => script.end,
  view: tennisView,
  incidents: tennisIncidents,
};
