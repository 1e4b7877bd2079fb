/**
 * Match history from the point history document (tennis games and points; darts legs and visits):
 * - df_mh_{type}_{event}: every set with its games (legs): server, winner, running score, breaks;
 * - df_mhs_{type}_{event}: tennis point by point of the current (last) set;
 * - df_mhn_{type}_{event}: darts history: every set and leg with its visits;
 * - df_mhsn_{type}_{event}: darts leg detail: the visits of the current (last) leg.
 * For darts a "game" of the document is a leg, its server the player who threw first, its points
 * the visits' scores in order, with the checkout and the darts the winner threw.
 */
import { MatchFeed, MatchRows, type PointHistory, type Row, sportById } from '@nerali/domain';
import { standardMatchFeed } from './common.ts';

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
  return MatchRows.set.encode({ set: set.set, score: setScore(set.games) });
}

/** A game (leg) row; `index` is its place in the set from 0, the score is the set's after it. */
export function gameRow(set: HistorySet, index: number, withPoints: boolean): Row {
  const game = set.games[index] as HistoryGame;
  return MatchRows.game.encode({
    game: index + 1,
    server: game.server,
    winner: game.winner,
    score: setScore(set.games.slice(0, index + 1)),
    breakPoints: game.breakPoints,
    // A break: the receiver won the game.
    broken: game.winner !== game.server,
    points: withPoints ? game.points : [],
    ...(game.checkout === undefined ? {} : { checkout: game.checkout }),
    ...(game.darts === undefined ? {} : { darts: game.darts }),
  });
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
