/**
 * Names of the sport page's odds feeds (docs/feeds.md "Odds"): `fo_{sport}_{day}_{tz}_{type}` the
 * day's odds, `uo_{sport}_{sign}_{type}` what moved since a signature. The server parses these in
 * apps/server/src/feeds/catalogue/lists/odds-feeds.ts.
 */
import { PROJECT_TYPE } from '../model.ts';

/** [ODD8] The day's odds of a sport, for a relative day in a time zone (UTC offset, minutes). */
export function dayOddsFeedName(sportId: number, day: number, tzMinutes: number): string {
  return `fo_${sportId}_${day}_${tzMinutes}_${PROJECT_TYPE}`;
}

/** [ODD8] The odds of a sport that changed after `signature` (the `OS` row of the last body). */
export function oddsUpdateFeedName(sportId: number, signature: string): string {
  return `uo_${sportId}_${signature}_${PROJECT_TYPE}`;
}
