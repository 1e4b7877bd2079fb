/**
 * The odds tab's data for a sport page's loader: the day's odds (`fo_`) when this visitor may see
 * them, so that the first HTML already holds the prices, in the visitor's format. When they may not
 * (region, age gate not passed, a sport without the tab), the loader sends them to the plain board.
 */
import { dayOddsFeedName, isEmptyFeed, type SportInfo } from '@nerali/domain';
import type { NeraliLoadContext } from '../../load-context.ts';
import { oddsPrefsFromRequest } from './prefs.ts';
import { oddsRulesOf } from './rules.ts';
import { oddsTabShown } from './tab.ts';

export type DayOddsLoad =
  /** Not for this visitor or sport: no odds anywhere on the page. */
  | { kind: 'hidden' }
  /** The `fo_` body, or null when the feed store failed (the tab then loads it itself). */
  | { kind: 'odds'; body: string | null };

export async function loadDayOdds(
  nerali: NeraliLoadContext,
  request: Request,
  sport: SportInfo,
  day: number,
  tzMinutes: number,
): Promise<DayOddsLoad> {
  const rules = oddsRulesOf(nerali.visitor, oddsPrefsFromRequest(request));
  if (!oddsTabShown(rules, sport)) return { kind: 'hidden' };
  try {
    const feed = await nerali.getFeed(dayOddsFeedName(sport.id, day, tzMinutes));
    if (feed.status !== 200 && feed.status !== 204) return { kind: 'odds', body: null };
    return { kind: 'odds', body: isEmptyFeed(feed.body) ? '0' : feed.body };
  } catch {
    return { kind: 'odds', body: null };
  }
}
