/**
 * Names of the list feeds these pages read (docs/feeds.md "Country and tournament"). The scoreboard's
 * full feed is named by the domain's `formatFeedName`.
 */
import { FEED_PATH_PREFIX, type Lang, PROJECT_TYPE } from '@nerali/domain';

export const leagueFeeds = {
  /** t_: the tournament header (league row with counts, season, standings and draw flags). */
  header: (leagueId: string, lang: Lang) => `t_${leagueId}_${lang}_${PROJECT_TYPE}`,
  /** ts_: standings, group by group. */
  standings: (leagueId: string, lang: Lang) => `ts_${leagueId}_${lang}_${PROJECT_TYPE}`,
  /** td_: the knock-out draw, round by round. */
  draw: (leagueId: string, lang: Lang) => `td_${leagueId}_${lang}_${PROJECT_TYPE}`,
  /** s_: every season or stage sharing the template. */
  series: (leagueId: string, lang: Lang) => `s_${leagueId}_${lang}_${PROJECT_TYPE}`,
  /** tf_: scheduled and live events, soonest first, 50 a page. */
  fixtures: (leagueId: string, page: number, lang: Lang) => `tf_${leagueId}_${page}_${lang}`,
  /** tr_: finished events, newest first, 50 a page. */
  results: (leagueId: string, page: number, lang: Lang) => `tr_${leagueId}_${page}_${lang}`,
  /** cl_: a sport's countries (categories for the category sports), with league and live counts. */
  countries: (sportId: number, lang: Lang) => `cl_${sportId}_${lang}_${PROJECT_TYPE}`,
  /** c_: a country's leagues of a sport. */
  country: (sportId: number, countryId: number, lang: Lang) =>
    `c_${sportId}_${countryId}_${lang}_${PROJECT_TYPE}`,
} as const;

/** The URL the browser fetches a feed from (same origin). */
export function feedUrl(name: string): string {
  return `${FEED_PATH_PREFIX}${name}`;
}
