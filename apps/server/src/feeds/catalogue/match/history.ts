/**
 * Match history from the point history document (tennis games and points; darts legs and visits):
 * - df_mh_{type}_{event}: every set with its games (legs): server, winner, running score, breaks;
 * - df_mhs_{type}_{event}: tennis point by point of the current (last) set;
 * - df_mhn_{type}_{event}: darts history: every set and leg with its visits;
 * - df_mhsn_{type}_{event}: darts leg detail: the visits of the current (last) leg.
 * For darts a "game" of the document is a leg, its server the player who threw first and its points
 * the visits as the source writes them.
 */
import {
  type Cell,
  HistoryKey,
  MatchFeed,
  MatchRow,
  type PointHistory,
  type Row,
  sportById,
} from '@nerali/domain';
import { opt, standardMatchFeed } from './common.ts';

type HistorySet = PointHistory['sets'][number];
type HistoryGame = HistorySet['games'][number];

function setScore(games: readonly HistoryGame[]): string {
  let home = 0;
  let away = 0;
  for (const game of games) {
    if (game.winner === 1) home += 1;
    else away += 1;
  }
  return `${home}-${away}`;
}

export function setRow(set: HistorySet): Row {
  return [
    [MatchRow.set, String(set.set)],
    [HistoryKey.setScore, setScore(set.games)],
  ];
}

/** A game (leg) row; `index` is its place in the set from 0, the score is the set's after it. */
export function gameRow(set: HistorySet, index: number, withPoints: boolean): Row {
  const game = set.games[index] as HistoryGame;
  const cells: Cell[] = [
    [MatchRow.game, String(index + 1)],
    [HistoryKey.server, String(game.server)],
    [HistoryKey.winner, String(game.winner)],
    [HistoryKey.score, setScore(set.games.slice(0, index + 1))],
    ...opt(HistoryKey.breakPoints, game.breakPoints),
    [HistoryKey.broken, game.winner !== game.server ? '1' : '0'],
  ];
  if (withPoints) for (const point of game.points) cells.push([HistoryKey.point, point]);
  return cells;
}

export function historyRows(sets: readonly HistorySet[], withPoints: boolean): Row[] {
  const rows: Row[] = [];
  for (const set of [...sets].sort((a, b) => a.set - b.set)) {
    rows.push(setRow(set));
    for (let i = 0; i < set.games.length; i++) rows.push(gameRow(set, i, withPoints));
  }
  return rows;
}

function lastSet(doc: PointHistory): HistorySet | undefined {
  return [...doc.sets].sort((a, b) => a.set - b.set).at(-1);
}

const isDarts = (sportId: number) => sportById(sportId)?.key === 'darts';

export const matchHistoryFeed = standardMatchFeed({
  prefix: MatchFeed.matchHistory,
  uses: { documents: ['pointHistory'] },
  build({ engine }, event) {
    const doc = engine.document('pointHistory', event.id);
    return doc ? historyRows(doc.sets, false) : [];
  },
});

export const tennisPointsFeed = standardMatchFeed({
  prefix: MatchFeed.tennisPoints,
  uses: { documents: ['pointHistory'] },
  build({ engine }, event) {
    const doc = engine.document('pointHistory', event.id);
    const set = doc && !isDarts(event.sportId) ? lastSet(doc) : undefined;
    return set ? historyRows([set], true) : [];
  },
});

export const dartsHistoryFeed = standardMatchFeed({
  prefix: MatchFeed.dartsHistory,
  uses: { documents: ['pointHistory'] },
  build({ engine }, event) {
    const doc = engine.document('pointHistory', event.id);
    return doc && isDarts(event.sportId) ? historyRows(doc.sets, true) : [];
  },
});

export const dartsLegsFeed = standardMatchFeed({
  prefix: MatchFeed.dartsLegs,
  uses: { documents: ['pointHistory'] },
  build({ engine }, event) {
    const doc = engine.document('pointHistory', event.id);
    const set = doc && isDarts(event.sportId) ? lastSet(doc) : undefined;
    if (!set || set.games.length === 0) return [];
    return [setRow(set), gameRow(set, set.games.length - 1, true)];
  },
});
