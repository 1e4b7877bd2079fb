/**
 * Table tennis (ITTF/WTT), on the shared rally rules (rally-sets.ts): games to 11 by two, best of five
 * (WTT events) or seven (world championships, national finals). Service changes every two points and
 * every point from 10-10; the player who served first in a game receives first in the next. A minute
 * between games. The catalogue does not show service for table tennis, so it is never sent.
 *
 * Ultimate Table Tennis plays team ties instead (RallyFormat.teamTie): five matches of three games,
 * every game a point for the team; the first team to eight games wins and dead games are not played.
 * Its main score is games won, its parts the games won in each match, and the points of the game in
 * play go to the game score.
 */
import type { RallyFormat } from '../shared/duel-format.ts';
import { rallySport, TIE_GAMES_PER_MATCH, TIE_MATCHES } from '../shared/rally-sets.ts';

const TIE_GAMES = TIE_MATCHES * TIE_GAMES_PER_MATCH;

export const tableTennis = rallySport({
  name: 'table-tennis',
  rules: (format: RallyFormat) => ({
    setTo: 11,
    decidingTo: 11,
    cap: null,
    setsToWin: format.teamTie ? Math.ceil(TIE_GAMES / 2) : Math.ceil(format.bestOf / 2),
    maxSets: format.teamTie ? TIE_GAMES : format.bestOf,
    service: 'alternate',
    nextSetServer: 'alternate',
  }),
  defaultFormat: { kind: 'rally', bestOf: 5 },
  serveWin: 0.56,
  rallyS: [10, 32],
  setBreakS: 60,
  homeEdge: 0,
});
