/**
 * The ball-by-ball scorecard feed of a cricket match, `df_sc_{type}_{event}` (packages/domain
 * cricket/model.ts "The path from a source to a page"), and the one place the page decodes it: the
 * match page, its header and its live view all read a `Scorecard` from here.
 */
import { decodeScorecard, MatchFeed, matchFeedName, type Scorecard } from '@nerali/domain';

/** `df_sc_1_{event}`: the project type 1 and the event id without `g_`, as every match feed. */
export function scorecardFeedName(eventId: string): string {
  return matchFeedName(MatchFeed.scorecard, eventId);
}

/**
 * The scorecard a feed body carries; null for the empty feed (no ball bowled yet) or a body that
 * cannot be read (the page then says the scorecard has not come, it does not fail).
 */
export function readScorecard(body: string | undefined): Scorecard | null {
  // The empty feed is `0` (spec 1 §5: shorter than 4 characters).
  if (body === undefined || body.length < 4) return null;
  try {
    return decodeScorecard(body);
  } catch {
    return null;
  }
}
