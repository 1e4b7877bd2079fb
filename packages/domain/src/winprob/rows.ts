/**
 * The win-probability row `WP` (docs/feeds.md, "WP — win probability"), one kind for the two feeds
 * that carry it: cricket's df_sc (after the scorecard's rows) and kabaddi's df_kb (after the log).
 * The chances are whole per mille summing to 1000, so a page draws the bar and writes the numbers
 * without a rounding of its own; the server writes the row only while the match is live or finished.
 */
import { decodeFeed, type Row } from '../codec/feed-codec.ts';
import { field, rowKind } from '../codec/row-schema.ts';
import { perMille, type WinChances, type WinProbability } from './model.ts';

export const WinProbabilityRows = {
  chances: rowKind({
    home: field.count('WP').describe('home side wins, per mille'),
    draw: field.count('WPD').describe('a draw (Test) or a tie, per mille'),
    away: field.count('WPA').describe('away side wins, per mille; the three sum to 1000'),
  }),
};

/** The row of the chances (rounded to per mille summing to 1000). */
export function encodeWinProbability(p: WinProbability): Row {
  return WinProbabilityRows.chances.encode(perMille(p));
}

/** The chances a feed body carries, or null when it has no `WP` row (not started, no estimate). */
export function decodeWinChances(body: string): WinChances | null {
  let found: WinChances | null = null;
  for (const row of decodeFeed(body)) {
    const chances = WinProbabilityRows.chances.decode(row);
    if (chances) found = chances;
  }
  return found;
}
