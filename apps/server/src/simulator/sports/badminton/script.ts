/**
 * Badminton (BWF), on the shared rally rules (rally-sets.ts): best of three games, rally scoring to 21
 * by two, capped at 30 (at 29-29 the next point wins). The winner of a rally serves the next, and the
 * winner of a game serves first in the next. A 60-second interval when the leader reaches 11, two
 * minutes between games. Badminton is a serving sport in the catalogue: the service dot is sent.
 */
import type { RallyFormat } from '../shared/duel-format.ts';
import { rallySport } from '../shared/rally-sets.ts';

export const badminton = rallySport({
  name: 'badminton',
  rules: (format: RallyFormat) => ({
    setTo: 21,
    decidingTo: 21,
    cap: 30,
    setsToWin: Math.ceil(format.bestOf / 2),
    maxSets: format.bestOf,
    service: 'rally',
    nextSetServer: 'setWinner',
  }),
  defaultFormat: { kind: 'rally', bestOf: 3 },
  // In singles the receiver wins slightly more rallies than the server.
  serveWin: 0.47,
  rallyS: [16, 52],
  setBreakS: 120,
  interval: { at: 11, s: 60 },
  homeEdge: 0,
});
