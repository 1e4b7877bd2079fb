/**
 * Points of one result in a league table (CAT15): the rules a sport's card names. A result is seen from
 * one side; how it was decided (extra time, a shoot-out) matters to some sports.
 */

export type Outcome = 'W' | 'D' | 'L';

/** A finished match as a table counts it, from one side's point of view. */
export interface SideResult {
  outcome: Outcome;
  scoreFor: number;
  scoreAgainst: number;
  /** Decided in extra time or by a shoot-out. */
  overtime: boolean;
  /** Decided by a shoot-out. */
  shootout?: boolean;
}

/** Points of one result under a sport's (or a competition's) rules. */
export type PointsRule = (r: SideResult) => number;

/** Football and most goal sports: three for a win, one for a draw. */
export const threeOneZero: PointsRule = (r) => (r.outcome === 'W' ? 3 : r.outcome === 'D' ? 1 : 0);
export const twoOneZero: PointsRule = (r) => (r.outcome === 'W' ? 2 : r.outcome === 'D' ? 1 : 0);
export const fourTwoZero: PointsRule = (r) => (r.outcome === 'W' ? 4 : r.outcome === 'D' ? 2 : 0);
/** Franchise leagues ranked by wins (basketball, baseball, american football, esports). */
export const winsOnly: PointsRule = (r) => (r.outcome === 'W' ? 1 : 0);
