/**
 * How the odds model prices a sport (each sport's room names its family; the model is odds.ts):
 * - `stream`: the score grows by scoring plays (goals, points); `mean` is the main score's total per
 *   match between equal sides, `perScore` the average points of one play, `draws` whether the model
 *   prices a draw (1x2 and double chance) or only home/away;
 * - `race`: a race to a number of units (sets, legs, frames, maps);
 * - `simple`: one home/away line from the ratings (or the state the sport's room reads: cricket's
 *   chase, a fight's knockdowns); three ways (1x2) where the room's `drawChance` gives a draw (a Test).
 */
export type OddsFamily =
  | { kind: 'stream'; mean: number; perScore: number; draws: boolean }
  | { kind: 'race'; unit: number }
  | { kind: 'simple'; draws: boolean };
