/** The win probability row (`WP`) of a df_sc or df_kb body, for the bar (WinBar.tsx). */
import { decodeWinChances, type WinChances } from '@nerali/domain';

/** The chances the body carries; null for the empty feed, a body without the row or one that cannot be read. */
export function readWinChances(body: string | undefined): WinChances | null {
  // The empty feed is `0` (spec 1 §5: shorter than 4 characters).
  if (body === undefined || body.length < 4) return null;
  try {
    const chances = decodeWinChances(body);
    // A row that does not add up is not shown: the bar would not fill or would overflow.
    return chances && chances.home + chances.draw + chances.away === 1000 ? chances : null;
  } catch {
    return null;
  }
}
