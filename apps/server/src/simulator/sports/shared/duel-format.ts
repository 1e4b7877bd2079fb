/**
 * How a league of one of the "counted" duel sports plays its matches: sets of rally points, innings,
 * legs, frames, rounds or maps. It sits in MatchFormat as `{ sport: 'duel', sportId, rules }`, so the
 * shared union grows by one line however many of these sports there are.
 */
import type { SportId } from '@nerali/domain';

/** Volleyball, beach volleyball, badminton, table tennis (shared/rally-sets.ts). */
export interface RallyFormat {
  kind: 'rally';
  /** Sets (games) in the longest match: 3, 5 or 7. */
  bestOf: 3 | 5 | 7;
  /**
   * A team tie of Ultimate Table Tennis: five matches of three games, every game a point for the team,
   * the first team to eight games wins the tie.
   */
  teamTie?: boolean;
}

export interface BaseballFormat {
  kind: 'baseball';
  /** The last inning a regular-season game may reach before it is a tie (NPB 12, KBO 11); null: none. */
  maxInnings: number | null;
  /** Extra innings start with a runner on second base (MLB since 2020): they score more. */
  ghostRunner: boolean;
}

export interface PesapalloFormat {
  kind: 'pesapallo';
}

export interface DartsFormat {
  kind: 'darts';
  /** Sets needed to win the match; 0 for a match of legs only. */
  sets: number;
  /** Legs needed to win a set (or the match, when `sets` is 0). */
  legs: number;
}

export interface SnookerFormat {
  kind: 'snooker';
  /** Frames in the longest match (odd). */
  bestOf: number;
}

export interface CombatFormat {
  kind: 'combat';
  discipline: 'boxing' | 'mma';
  /** Scheduled rounds of an ordinary bout on the card. */
  rounds: number;
  roundMin: 2 | 3 | 5;
  /** Main events and title fights: their rounds, and their share of the league's bouts. */
  titleRounds?: number;
  titleShare?: number;
}

export type EsportsGame = 'cs2' | 'valorant' | 'dota2';

export interface EsportsFormat {
  kind: 'esports';
  game: EsportsGame;
  bestOf: 1 | 3 | 5;
  /** Share of the league's series that are best-of-five finals. */
  finalShare?: number;
}

export type DuelRules =
  RallyFormat | BaseballFormat | PesapalloFormat | DartsFormat | SnookerFormat | CombatFormat | EsportsFormat;

/** The MatchFormat of a league of one of these sports. */
export const duel = (sportId: SportId, rules: DuelRules) => ({ sport: 'duel', sportId, rules }) as const;
