/**
 * Which way a price moved (ODD7). The arrow beside a price says whether it went up or down since the
 * price before it: on a first load that is the feed's previous price (`Q_…`); on updates the spec
 * ignores the feed's previous keys (S1 §4 "Previous-odds keys are ignored on updates") and the price
 * the page held before is compared instead.
 */
import { OddsMove } from '../detail/match-keys.ts';

/** [ODD7] Up, down or none; an unknown or unreadable price before is no move. */
export function oddsMove(before: number | undefined, now: number): OddsMove {
  if (before === undefined || !Number.isFinite(before) || !Number.isFinite(now) || before === now) {
    return OddsMove.none;
  }
  return now > before ? OddsMove.up : OddsMove.down;
}
