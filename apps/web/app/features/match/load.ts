/**
 * The match page's loader, apart from the route so it can be tested with a fake feed store.
 *
 * It reads the common header (`dc_`), then the feeds of every tab the sport has, in parallel: the
 * feed store answers from memory (bodies built once per version), so knowing which tabs have data
 * costs a dozen map lookups, and the tab bar of the first HTML is the true one. Only the open tab's
 * bodies travel to the browser; another tab is another navigation.
 */
import { decodeMatchHeader, type Lang, MatchFeed, matchFeedName, type OddsFormatCode } from '@nerali/domain';
import type { NeraliLoadContext } from '../../load-context.ts';
import type { MatchTab } from '../../kit/paths.ts';
import { paths } from '../../kit/paths.ts';
import { scorecardFeedName } from './scorecard-feed.ts';
import { type FeedContext, hasData, presenceFeed, tabFeeds, tabsOfSport } from './tabs.ts';
import { parseEventId, parseTab } from './url.ts';

export type MatchLoad =
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string }
  | { kind: 'failed' }
  | { kind: 'match'; data: MatchData };

export interface MatchData {
  eventId: string;
  sportId: number;
  tab: MatchTab;
  /** The `dc_` body: league, country, participants and the scoreboard row. */
  header: string;
  leagueId: string;
  /** Tabs with data, in tab-bar order (always the summary; the open tab even when empty). */
  tabs: MatchTab[];
  /** Bodies of the open tab's feeds by name ('0' when a feed has nothing). */
  feeds: Record<string, string>;
  oddsFormat: OddsFormatCode;
  /** Whether the odds tab was allowed for this visitor (their region's rules). */
  oddsAllowed: boolean;
  /**
   * [S2 3.18] The summary's main odds: the `mop_` body of the region's main bookmaker, only on the
   * summary tab of a visitor whose rules show that line (never in a shipped group).
   */
  mainOdds?: string;
}

export interface MatchRequest {
  lang: Lang;
  eventId: string | undefined;
  tab: string | undefined;
  pathname: string;
  search: string;
  oddsFormat: OddsFormatCode;
  oddsAllowed: boolean;
  /** [S2 3.18] The main bookmaker whose line the summary shows; null: no such line for this visitor. */
  mainBookmakerId?: number | null;
  getFeed: NeraliLoadContext['getFeed'];
}

type FeedAnswer = { ok: true; body: string } | { ok: false; status?: number };

async function read(getFeed: MatchRequest['getFeed'], name: string): Promise<FeedAnswer> {
  try {
    const feed = await getFeed(name);
    if (feed.status === 204) return { ok: true, body: '0' };
    if (feed.status !== 200) return { ok: false, status: feed.status };
    return { ok: true, body: hasData(feed.body) ? feed.body : '0' };
  } catch {
    return { ok: false };
  }
}

export async function loadMatch(req: MatchRequest): Promise<MatchLoad> {
  const address = parseEventId(req.eventId);
  const tab = parseTab(req.tab);
  if (!address || !tab) return { kind: 'notFound' };
  const { sport, eventId } = address;
  const sportTabs = tabsOfSport(sport);
  if (!sportTabs.includes(tab)) return { kind: 'notFound' };
  // The odds tab of a visitor whose region forbids odds does not exist for them.
  if (tab === 'odds' && !req.oddsAllowed) return { kind: 'notFound' };
  const canonical = paths.match(req.lang, eventId, tab);
  if (req.pathname !== canonical) {
    // One URL per page: /ta/match/g_1_x -> /ta/match/g_1_x/ (the query, ?popup=1, is kept).
    return { kind: 'redirect', to: `${canonical}${req.search}` };
  }

  const header = await read(req.getFeed, `dc_1_${eventId.slice(2)}`);
  if (!header.ok) return { kind: 'failed' };
  if (!hasData(header.body)) return { kind: 'notFound' };
  const decoded = decodeMatchHeader(header.body);
  if (!decoded?.event) return { kind: 'notFound' };

  const ctx: FeedContext = {
    eventId,
    sport,
    leagueId: decoded.leagueId,
    lang: req.lang,
    oddsFormat: req.oddsFormat,
  };
  const candidates = sportTabs.filter((t) => t !== 'summary' && (t !== 'odds' || req.oddsAllowed));
  const names = new Set<string>(tabFeeds(tab, ctx));
  const mainOddsName =
    tab === 'summary' && req.mainBookmakerId
      ? `${matchFeedName(MatchFeed.oddsPreview, eventId)}_${req.mainBookmakerId}`
      : null;
  if (mainOddsName) names.add(mainOddsName);
  for (const t of candidates) {
    const name = presenceFeed(t, ctx);
    if (name) names.add(name);
  }
  const answers = new Map<string, FeedAnswer>();
  await Promise.all(
    [...names].map(async (name) => {
      answers.set(name, await read(req.getFeed, name));
    }),
  );

  const feeds: Record<string, string> = {};
  for (const name of tabFeeds(tab, ctx)) {
    const answer = answers.get(name);
    if (!answer?.ok && name === scorecardFeedName(eventId)) {
      // The ball-by-ball scorecard is one source among three for the tab: a source that sends no
      // deliveries has no such feed (404, said as empty); another failure is said on the tab ('').
      feeds[name] = answer?.status === 404 ? '0' : '';
      continue;
    }
    // The open tab's own feed failed: the page says so (error boundary), it does not pretend empty.
    if (!answer?.ok) return { kind: 'failed' };
    feeds[name] = answer.body;
  }
  const withData = new Set<MatchTab>(['summary', tab]);
  for (const t of candidates) {
    const name = presenceFeed(t, ctx);
    const answer = name ? answers.get(name) : undefined;
    if (answer?.ok && hasData(answer.body)) withData.add(t);
  }
  // The main odds are an extra of the summary: a failure leaves the line out, not the page.
  const mainOdds = mainOddsName ? answers.get(mainOddsName) : undefined;
  // The scorecard needs no feed of its own: the header's innings are enough once play has begun.
  if (sportTabs.includes('scorecard') && decoded.event.cricket) withData.add('scorecard');

  return {
    kind: 'match',
    data: {
      eventId,
      sportId: sport.id,
      tab,
      header: header.body,
      leagueId: decoded.leagueId,
      tabs: sportTabs.filter((t) => withData.has(t)),
      feeds,
      oddsFormat: req.oddsFormat,
      oddsAllowed: req.oddsAllowed,
      ...(mainOdds?.ok && hasData(mainOdds.body) ? { mainOdds: mainOdds.body } : {}),
    },
  };
}
