/**
 * The shape of a cricket match as script.ts plays it: its own file so that the ball-by-ball play
 * (play.ts), which script.ts calls, can name it without a circle of imports.
 */
import type { CricketGameType, Winner } from '@nerali/domain';
import type { Phase, Side } from '../../types.ts';

/** Stumps: the end of a multi-day match's last play window, seconds into its day (script.ts SESSIONS). */
export const CRICKET_STUMPS_S = 25_200;

export interface CricketBall {
  t: number;
  innings: number;
  runs: number;
  legal: boolean;
  wicket: boolean;
}

export interface CricketPhase extends Phase {
  /** Side at the crease as the model writes it: 1 home, 2 away, 0 nobody. */
  batting: 0 | 1 | 2;
}

export interface CricketInnings {
  side: Side;
  start: number;
  /** When it closed (all out, declared, overs used up, target reached); absent if unfinished. */
  end?: number;
  declared: boolean;
}

export interface CricketScript {
  /** The fixture's seed: the ball-by-ball play (play.ts) draws its own stream from it. */
  seed: number;
  gameType: CricketGameType;
  /** Overs per innings; 0 for multi-day matches (no limit). */
  overs: number;
  innings: CricketInnings[];
  balls: CricketBall[];
  phases: CricketPhase[];
  /** Runs the side batting last must reach, known from `targetFrom`. */
  target?: { runs: number; from: number };
  winner: Winner;
  end: number;
  /** [S1 3.15] Starts of the breaks (phases) during which rain came: the row says "play stopped by rain". */
  rain?: number[];
}
