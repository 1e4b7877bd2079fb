/**
 * The data of a tournament page, read on the server from the list feeds (t_, s_, tf_, tr_, ts_, td_)
 * and the sport's full feed of today, and shaped for the page. Which tabs exist is decided here: a tab
 * without data is not shown, and its URL is a 404 (the route asks `hasTab`).
 *
 * Cost per request: a handful of in-process feed reads, each a cached body of the server's feed
 * service (built once per version, never per request).
 */
import {
  decodeListFeed,
  formatFeedName,
  type Lang,
  type MatchEvent,
  PROJECT_TYPE,
  type SportInfo,
  StageType,
  type TournamentType,
  dayBounds,
} from '@nerali/domain';
import type { LeagueTab } from '../../kit/paths.ts';
import { cutFullFeed } from './cut-feed.ts';
import { leagueFeeds } from './feed-names.ts';
import { type GetFeed, readEventPage, readFeed } from './feed-read.ts';

/** Spec 1 §9 "Tournament pages: summary block limit 10". */
export const SUMMARY_LIMIT = 10;
/** Rows of the table shown on the summary. */
export const SUMMARY_TABLE_ROWS = 5;
/** A race of a no-duel sport not run today is read from its result pages, at most this many. */
const RACE_PAGES_MAX = 5;

export interface LeagueHeader {
  id: string;
  sportId: number;
  name: string;
  templateKey: string;
  tournamentType: TournamentType;
  countryId: number;
  countryName: string;
  countryCode: string;
  season: string | null;
  eventCount: number;
  liveCount: number;
  firstStart: number | null;
  lastStart: number | null;
  hasStandings: boolean;
  hasDraw: boolean;
}

export interface LeagueTabsAvailable {
  results: boolean;
  fixtures: boolean;
  standings: boolean;
  draw: boolean;
  archive: boolean;
}

export interface ArchiveItem {
  id: string;
  name: string;
  season: string | null;
  firstStart: number | null;
  lastStart: number | null;
  eventCount: number;
  liveCount: number;
}

export type LeagueTabData =
  | {
      tab: 'summary';
      /** The sport's full feed of today cut to this league ('0' when it plays nobody today). */
      today: string;
      next: MatchEvent[];
      latest: MatchEvent[];
      /** No-duel: the race's entries when it is not run today (today's come live from `today`). */
      race: MatchEvent[] | null;
      /** ts_ body, or null. */
      standings: string | null;
    }
  | { tab: 'results' | 'fixtures'; events: MatchEvent[]; page: number; pageCount: number; total: number }
  | { tab: 'standings'; standings: string }
  | { tab: 'draw'; draw: string }
  | { tab: 'archive'; items: ArchiveItem[] };

export interface LeaguePageData {
  league: LeagueHeader;
  tabs: LeagueTabsAvailable;
  /**
   * The "tournament passive table" (spec 1 §2): nothing of this season is live or still to play, so
   * its table and draw are final and the page neither refreshes nor says "live".
   */
  passive: boolean;
  data: LeagueTabData;
}

export function readHeader(body: string): LeagueHeader | null {
  const doc = decodeListFeed(body);
  const league = doc.leagues[0];
  if (!league) return null;
  const extra = league.extra;
  return {
    id: league.id,
    sportId: league.sportId,
    name: league.name,
    templateKey: league.templateKey,
    tournamentType: league.tournamentType,
    countryId: league.countryId,
    countryName: league.countryName,
    countryCode: league.countryCode,
    season: extra?.season ?? null,
    eventCount: extra?.eventCount ?? 0,
    liveCount: extra?.liveCount ?? 0,
    firstStart: extra?.firstStart ?? null,
    lastStart: extra?.lastStart ?? null,
    hasStandings: extra?.hasStandings ?? false,
    hasDraw: extra?.hasDraw ?? false,
  };
}

export function readArchive(body: string | null): ArchiveItem[] {
  if (body === null) return [];
  return decodeListFeed(body).leagues.map((l) => ({
    id: l.id,
    name: l.name,
    season: l.extra?.season ?? null,
    firstStart: l.extra?.firstStart ?? null,
    lastStart: l.extra?.lastStart ?? null,
    eventCount: l.extra?.eventCount ?? 0,
    liveCount: l.extra?.liveCount ?? 0,
  }));
}

export function hasTab(tabs: LeagueTabsAvailable, tab: LeagueTab): boolean {
  return tab === 'summary' || tabs[tab];
}

export interface LeagueLoadInput {
  getFeed: GetFeed;
  sport: SportInfo;
  leagueId: string;
  tab: LeagueTab;
  page: number;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
}

export type LeagueLoadResult =
  | { kind: 'ok'; page: LeaguePageData }
  /** No such league, no such tab for it, or a page past the last. */
  | { kind: 'notFound' };

/** Everything a tournament page shows for one tab. */
export async function loadLeague(input: LeagueLoadInput): Promise<LeagueLoadResult> {
  const { getFeed, sport, leagueId, lang } = input;
  const headerBody = await readFeed(getFeed, leagueFeeds.header(leagueId, lang));
  const league = headerBody === null ? null : readHeader(headerBody);
  if (!league) return { kind: 'notFound' };

  const [seriesBody, fixturesBody, resultsBody] = await Promise.all([
    readFeed(getFeed, leagueFeeds.series(leagueId, lang)),
    readFeed(getFeed, leagueFeeds.fixtures(leagueId, 1, lang)),
    readFeed(getFeed, leagueFeeds.results(leagueId, 1, lang)),
  ]);
  const archive = readArchive(seriesBody);
  const fixtures = readEventPage(fixturesBody);
  const results = readEventPage(resultsBody);
  const tabs: LeagueTabsAvailable = {
    // A race of a no-duel sport is one event: its summary shows it whole, finished or not.
    results: !sport.noDuel && results.total > 0,
    fixtures: !sport.noDuel && fixtures.total > 0,
    standings: league.hasStandings,
    draw: league.hasDraw,
    archive: archive.length > 1,
  };
  if (!hasTab(tabs, input.tab)) return { kind: 'notFound' };
  const passive = league.liveCount === 0 && fixtures.total === 0;
  const base = { league, tabs, passive };

  switch (input.tab) {
    case 'summary':
      return { kind: 'ok', page: { ...base, data: await summary(input, league, fixtures.events, results) } };
    case 'results':
    case 'fixtures': {
      const first = input.tab === 'results' ? results : fixtures;
      const paged =
        input.page === 1
          ? first
          : readEventPage(
              await readFeed(
                getFeed,
                (input.tab === 'results' ? leagueFeeds.results : leagueFeeds.fixtures)(
                  leagueId,
                  input.page,
                  lang,
                ),
              ),
            );
      if (paged.events.length === 0) return { kind: 'notFound' };
      return { kind: 'ok', page: { ...base, data: { tab: input.tab, ...paged } } };
    }
    case 'standings': {
      const body = await readFeed(getFeed, leagueFeeds.standings(leagueId, lang));
      if (body === null) return { kind: 'notFound' };
      return { kind: 'ok', page: { ...base, data: { tab: 'standings', standings: body } } };
    }
    case 'draw': {
      const body = await readFeed(getFeed, leagueFeeds.draw(leagueId, lang));
      if (body === null) return { kind: 'notFound' };
      return { kind: 'ok', page: { ...base, data: { tab: 'draw', draw: body } } };
    }
    case 'archive':
      return { kind: 'ok', page: { ...base, data: { tab: 'archive', items: archive } } };
  }
}

async function summary(
  input: LeagueLoadInput,
  league: LeagueHeader,
  fixtures: readonly MatchEvent[],
  results: ReturnType<typeof readEventPage>,
): Promise<Extract<LeagueTabData, { tab: 'summary' }>> {
  const { getFeed, sport, lang, tzMinutes, nowS } = input;
  const fullName = formatFeedName({
    kind: 'full',
    sportId: league.sportId,
    day: 0,
    tzMinutes,
    lang,
    projectType: PROJECT_TYPE,
  });
  const [fullBody, standings] = await Promise.all([
    readFeed(getFeed, fullName),
    league.hasStandings ? readFeed(getFeed, leagueFeeds.standings(league.id, lang)) : Promise.resolve(null),
  ]);
  const today = fullBody === null ? '0' : cutFullFeed(fullBody, (l) => l.id === league.id);
  const { start, end } = dayBounds(nowS, 0, tzMinutes);
  // Today's matches are on the live board; the lists hold the days before and after.
  const isToday = (e: MatchEvent) => e.startTime >= start && e.startTime < end;
  const next = fixtures
    .filter((e) => e.stageType === StageType.scheduled && !isToday(e))
    .slice(0, SUMMARY_LIMIT);
  const latest = results.events.filter((e) => !isToday(e)).slice(0, SUMMARY_LIMIT);

  let race: MatchEvent[] | null = null;
  if (sport.noDuel && today === '0') {
    race = [...fixtures, ...results.events];
    for (let page = 2; page <= Math.min(results.pageCount, RACE_PAGES_MAX); page++) {
      const body = await readFeed(getFeed, leagueFeeds.results(league.id, page, lang));
      race.push(...readEventPage(body).events);
    }
  }
  return {
    tab: 'summary',
    today,
    next: sport.noDuel ? [] : next,
    latest: sport.noDuel ? [] : latest,
    race,
    standings,
  };
}
