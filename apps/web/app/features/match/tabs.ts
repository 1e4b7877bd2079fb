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
import { type DuelFacts, duelFacts, sportFacts } from '../../kit/sport-facts.ts';
import { scorecardFeedName } from './scorecard-feed.ts';

/** The tabs that exist for a sport, in the order of the tab bar. */
export function tabsOfSport(sport: SportInfo): MatchTab[] {
  if (sport.noDuel) return ['summary', 'highlights', 'news'];
  // The sport's line in kit/sport-facts.ts: cricket's scorecard, the point history of the set sports
  // (tennis games, darts legs), line-ups except for one-against-one sports.
  const { match } = duelFacts(sport);
  const tabs: MatchTab[] = ['summary'];
  if (match.scorecard) tabs.push('scorecard');
  tabs.push('odds');
  if (match.history === 'raids') tabs.push('raids');
  else if (match.history !== null) tabs.push('history');
  tabs.push('stats');
  if (match.lineups !== null) tabs.push('lineups');
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

/** A duel's match-page facts; null for a race, whose page has no line-ups, statistics or history. */
function duelMatch(sport: SportInfo): DuelFacts['match'] | null {
  const facts = sportFacts(sport);
  return facts.kind === 'duel' ? facts.match : null;
}

/** The point-history feeds: tennis games and points, darts legs, the other set sports' games. */
function historyFeeds(history: DuelFacts['match']['history']): MatchFeed[] {
  switch (history) {
    case 'tennis':
      return [MatchFeed.matchHistory, MatchFeed.tennisPoints];
    case 'darts':
      return [MatchFeed.dartsHistory];
    case 'sets':
      return [MatchFeed.matchHistory];
    // Kabaddi's raids have their own tab.
    case 'raids':
    case null:
      return [];
  }
}

/**
 * The feeds a tab shows, by name, in the order the tab reads them. None for a tab the sport does not
 * have (line-ups of a tennis match, the history of a football match): nothing to watch for it.
 */
export function tabFeeds(tab: MatchTab, ctx: FeedContext): string[] {
  const { eventId, sport, lang } = ctx;
  const match = duelMatch(sport);
  const name = (feed: MatchFeed) => matchFeedName(feed, eventId, { lang, format: ctx.oddsFormat });
  switch (tab) {
    case 'summary':
      return [name(MatchFeed.summary), name(MatchFeed.preview), name(MatchFeed.report)];
    case 'scorecard':
      // The ball-by-ball scorecard first (it decides whether the tab has data); without one (a source
      // that sends no deliveries) the card is made of the header's innings, the incidents' wickets and
      // boundaries and the line-ups' batting order.
      return [scorecardFeedName(eventId), name(MatchFeed.summary), name(MatchFeed.lineups)];
    case 'odds':
      return [name(MatchFeed.oddsTab)];
    case 'h2h':
      return [name(MatchFeed.headToHead)];
    case 'lineups':
      if (match === null || match.lineups === null) return [];
      return match.lineups.pitchers
        ? [name(MatchFeed.lineups), name(MatchFeed.pitchers)]
        : [name(MatchFeed.lineups)];
    case 'stats':
      if (match === null) return [];
      return match.stats === 'darts'
        ? [name(MatchFeed.dartsStatistics), name(MatchFeed.dartsSetStatistics)]
        : [name(MatchFeed.statistics)];
    case 'standings':
      return ctx.leagueId ? [standingsFeedName(ctx.leagueId, lang)] : [];
    case 'commentary':
      return [name(MatchFeed.commentary)];
    case 'highlights':
      return [name(MatchFeed.highlights)];
    case 'history':
      return match === null ? [] : historyFeeds(match.history).map(name);
    case 'news':
      return [name(MatchFeed.news)];
    case 'raids':
      return match?.history === 'raids' ? [name(MatchFeed.kabaddiRaids)] : [];
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

/** The match feeds' prefixes, longest first (`df_scr` before `df_sc`). */
const PREFIXES: readonly string[] = Object.values(MatchFeed).sort((a, b) => b.length - a.length);

/**
 * The feed prefix of a feed name (`df_li_1_1_x` -> `df_li`), as the push notice names feeds; the
 * standings list feed answers to `ts`.
 */
export function feedPrefix(name: string): string {
  for (const prefix of PREFIXES) {
    if (name.startsWith(`${prefix}_`)) return prefix;
  }
  return name.startsWith('ts_') ? 'ts' : name;
}
