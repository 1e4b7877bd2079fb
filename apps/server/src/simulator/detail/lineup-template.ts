/**
 * What a team sheet is drawn from, per sport (each sport's room names its own): a list of starting
 * positions with a bench, or football's formations drawn on the pitch. The drawing is in lineups.ts.
 */

export type LineupTemplate =
  | {
      kind: 'positions';
      /** Starting positions, in the order the sport lists them. */
      starters: readonly string[];
      /** Players on the bench. */
      bench: number;
      /** Position of the bench players, in turn. */
      benchPositions: readonly string[];
    }
  | {
      kind: 'formation';
      /** Formations ('4-3-3') by how often coaches use them; the goalkeeper is not counted. */
      formations: readonly { name: string; w: number }[];
      /** Positions of the bench, in order. */
      bench: readonly string[];
    };

/** A positions template from space-separated codes: `positions('PG SG SF PF C', 7, 'PG SG SF PF C')`. */
export const positions = (starters: string, bench: number, benchPositions: string): LineupTemplate => ({
  kind: 'positions',
  starters: starters.split(' '),
  bench,
  benchPositions: benchPositions.split(' '),
});
