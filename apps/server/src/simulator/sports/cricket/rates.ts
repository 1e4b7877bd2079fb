/** How often each thing happens on a ball, by format (read by the script and by the ball-by-ball play). */
import { CricketGameType } from '@nerali/domain';

export interface Rates {
  /** Weight of each number of runs off the bat, 0 to 6 (five, an overthrow oddity, never). */
  runs: readonly number[];
  wicket: number;
  wide: number;
  noBall: number;
  /** Of the legal balls that bring 1 to 4 runs, the share that are leg byes, and byes. */
  legBye: number;
  bye: number;
}

// Leg byes and byes: about 4 and 1 a T20 innings, 6 and 2 in an ODI, 9 and 5 in a Test innings.
export const RATES: Record<CricketGameType, Rates> = {
  [CricketGameType.t20]: {
    runs: [36, 36, 8, 1, 13, 0, 6],
    wicket: 0.042,
    wide: 0.025,
    noBall: 0.006,
    legBye: 0.035,
    bye: 0.01,
  },
  [CricketGameType.odi]: {
    runs: [47, 34, 7, 1, 9, 0, 2],
    wicket: 0.021,
    wide: 0.02,
    noBall: 0.005,
    legBye: 0.035,
    bye: 0.012,
  },
  [CricketGameType.test]: {
    runs: [65, 22, 5, 1, 6, 0, 1],
    wicket: 0.015,
    wide: 0.008,
    noBall: 0.004,
    legBye: 0.045,
    bye: 0.025,
  },
};
