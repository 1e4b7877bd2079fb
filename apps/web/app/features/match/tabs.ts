/**
 * Which tabs a match page has, and which feeds each tab reads (docs/feeds.md "Match detail feeds").
 *
 * Two questions, kept apart:
 * - does the tab apply to the sport at all (`tabsOfSport`)? A tab the sport lacks is a 404 (a cricket
 *   scorecard of a football match does not exist);
 * - does it have data now (`hasData` over its feeds' bodies)? A tab that applies but has no data yet is
 *   left out of the tab bar, and its URL shows a Tamil empty state (line-ups before they are announced).
 */
import { type Lang, matchFeedName, MatchFeed, type OddsFormatCode, type SportInfo } from '@nerali/domain';
import type { MatchTab } from '../../kit/paths.ts';

/** One-against-one sports: no line-ups of a team. */
const INDIVIDUAL_DUELS: ReadonlySet<string> = new Set([
  'tennis',
  'darts',
  'snooker',
  'boxing',
  'badminton',
  'table-tennis',
  'mma',
]);

/** Sports whose points or legs the point-history feeds carry (tennis games, darts legs). */
const HISTORY_SPORTS: ReadonlySet<string> = new Set([
  'tennis',
  'darts',
  'badminton',
  'table-tennis',
  'volleyball',
  'beach-volleyball',
]);

/** The tabs that exist for a sport, in the order of the tab bar. */
export function tabsOfSport(sport: SportInfo): MatchTab[] {
  if (sport.noDuel) return ['summary', 'highlights', 'news'];
  const tabs: MatchTab[] = ['summary'];
  if (sport.key === 'cricket') tabs.push('scorecard');
  tabs.push('odds');
  if (HISTORY_SPORTS.has(sport.key)) tabs.push('history');
  tabs.push('stats');
  if (!INDIVIDUAL_DUELS.has(sport.key)) tabs.push('lineups');
  tabs.push('commentary', 'h2h', 'standings', 'highlights', 'news');
  return tabs;
}

export interface FeedContext {
  eventId: string;
  sport: SportInfo;
  leagueId: string;
  lang: Lang;
  oddsFormat: OddsFormatCode;
}

/** The standings of the match's league (list feed `ts_{league}_{lang}_{type}`). */
export function standingsFeedName(leagueId: string, lang: Lang): string {
  return `ts_${leagueId}_${lang}_1`;
}

/** The feeds a tab shows, by name, in the order the tab reads them. */
export function tabFeeds(tab: MatchTab, ctx: FeedContext): string[] {
  const { eventId, sport, lang } = ctx;
  const name = (feed: MatchFeed) => matchFeedName(feed, eventId, { lang, format: ctx.oddsFormat });
  switch (tab) {
    case 'summary':
      return [name(MatchFeed.summary), name(MatchFeed.preview), name(MatchFeed.report)];
    case 'scorecard':
      // The header carries the innings; the incidents the wickets and boundaries; the line-ups the
      // batting order.
      return [name(MatchFeed.summary), name(MatchFeed.lineups)];
    case 'odds':
      return [name(MatchFeed.oddsTab)];
    case 'h2h':
      return [name(MatchFeed.headToHead)];
    case 'lineups':
      return sport.key === 'baseball'
        ? [name(MatchFeed.lineups), name(MatchFeed.pitchers)]
        : [name(MatchFeed.lineups)];
    case 'stats':
      return sport.key === 'darts'
        ? [name(MatchFeed.dartsStatistics), name(MatchFeed.dartsSetStatistics)]
        : [name(MatchFeed.statistics)];
    case 'standings':
      return ctx.leagueId ? [standingsFeedName(ctx.leagueId, lang)] : [];
    case 'commentary':
      return [name(MatchFeed.commentary)];
    case 'highlights':
      return [name(MatchFeed.highlights)];
    case 'history':
      if (sport.key === 'tennis') return [name(MatchFeed.matchHistory), name(MatchFeed.tennisPoints)];
      if (sport.key === 'darts') return [name(MatchFeed.dartsHistory)];
      return [name(MatchFeed.matchHistory)];
    case 'news':
      return [name(MatchFeed.news)];
  }
}

/** The feed whose body decides whether a tab has data (the first one, but the summary's incidents). */
export function presenceFeed(tab: MatchTab, ctx: FeedContext): string | null {
  return tabFeeds(tab, ctx)[0] ?? null;
}

/** A body with data: not the empty feed (`0`, or shorter than 4 characters: spec 1 §5). */
export function hasData(body: string | undefined): body is string {
  return body !== undefined && body.length >= 4;
}

/**
 * The feed prefix of a feed name (`df_li_1_1_x` -> `df_li`), as the push notice names feeds; the
 * standings list feed answers to `ts`.
 */
export function feedPrefix(name: string): string {
  for (const prefix of Object.values(MatchFeed).sort((a, b) => b.length - a.length)) {
    if (name.startsWith(`${prefix}_`)) return prefix;
  }
  return name.startsWith('ts_') ? 'ts' : name;
}
