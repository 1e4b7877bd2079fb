/** What tennis adds to its detail documents: the point-by-point history. */
import type { PointHistory, SideNo } from '@nerali/domain';
import { applyPoint, gameScore, newTennisState, servingNow, type TennisScript } from './script.ts';

/** Tennis point by point up to match second t: each game with its server, points and winner. */
export function pointHistory(eventId: string, script: TennisScript, t: number): PointHistory {
  let state = newTennisState(script.rules, script.firstServer);
  const sets: PointHistory['sets'] = [];
  let points: string[] = [];
  let server = servingNow(state);
  for (const point of script.points) {
    if (point.t > t) break;
    const setIndex = state.sets.length;
    const games = state.sets[setIndex - 1] ?? [0, 0];
    const gamesBefore = games[0] + games[1];
    const serverBefore = state.server;
    if (points.length === 0) server = serverBefore;
    state = applyPoint(state, point.side);
    const after = state.sets[setIndex - 1] ?? [0, 0];
    const gameOver =
      state.sets.length !== setIndex || after[0] + after[1] !== gamesBefore || state.winner !== null;
    if (!gameOver) {
      const [a, b] = gameScore(state);
      points.push(`${a}:${b}`);
      continue;
    }
    let set = sets.find((s) => s.set === setIndex);
    if (!set) sets.push((set = { set: setIndex, games: [] }));
    set.games.push({ server: (server + 1) as SideNo, points, winner: (point.side + 1) as SideNo });
    points = [];
  }
  return { eventId, sets };
}
