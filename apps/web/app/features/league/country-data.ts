/**
 * The data of a country page (and of a category page, which is the same page for the category sports:
 * docs/decisions.md "Tournament, country and category pages"), read on the server.
 *
 * Tabs (spec 1 §2 categories 0, 6 and 7): the default tab is the chosen day's matches of the
 * country's leagues, cut from the sport's full feed of that day and kept live on today; "finished" is
 * each league's latest results and "scheduled" its next matches, across days, from tr_ and tf_. For a
 * no-duel sport a league is one race, so those two tabs list the races run and still to run.
 */
import {
  type CountryItem,
  decodeListFeed,
  decodeSportCountries,
  formatFeedName,
  type Lang,
  type MatchEvent,
  PROJECT_TYPE,
  type SportCountryItem,
  type SportInfo,
  StageType,
  type TournamentType,
} from '@nerali/domain';
import { cutFullFeed } from './cut-feed.ts';
import { leagueFeeds } from './feed-names.ts';
import { type GetFeed, readEventPage, readFeed } from './feed-read.ts';
import type { CountryTab } from './route-params.ts';

/** Matches per league on the finished and scheduled tabs; the league's own pages have the rest. */
export const COUNTRY_TAB_LIMIT = 10;

export interface CountryLeague {
  id: string;
  name: string;
  /** The tournament template key ({sportId}_{template}): what its pin keeps (LeaguePin). */
  templateKey: string;
  tournamentType: TournamentType;
  season: string | null;
  eventCount: number;
  liveCount: number;
  firstStart: number | null;
  lastStart: number | null;
}

export interface LeagueEvents {
  league: CountryLeague;
  events: MatchEvent[];
  /** All such events of the league (the tab shows the first COUNTRY_TAB_LIMIT). */
  total: number;
}

export type CountryTabData =
  | { kind: 'day'; day: number; feed: string }
  | { kind: 'matches'; tab: 'finished' | 'scheduled'; groups: LeagueEvents[] }
  /** No-duel sports: races run (newest first) or still to run (soonest first). */
  | { kind: 'races'; tab: 'finished' | 'scheduled'; races: CountryLeague[] };

export interface CountryPageData {
  country: CountryItem;
  leagues: CountryLeague[];
  /** Every country (category) of the sport, this one included, for browsing (`cl_`). */
  countries: SportCountryItem[];
  data: CountryTabData;
}

export function readCountry(body: string): { country: CountryItem; leagues: CountryLeague[] } | null {
  const doc = decodeListFeed(body);
  if (!doc.country) return null;
  return {
    country: doc.country,
    leagues: doc.leagues.map((l) => ({
      id: l.id,
      name: l.name,
      templateKey: l.templateKey,
      tournamentType: l.tournamentType,
      season: l.extra?.season ?? null,
      eventCount: l.extra?.eventCount ?? 0,
      liveCount: l.extra?.liveCount ?? 0,
      firstStart: l.extra?.firstStart ?? null,
      lastStart: l.extra?.lastStart ?? null,
    })),
  };
}

export interface CountryLoadInput {
  getFeed: GetFeed;
  sport: SportInfo;
  countryId: number;
  tab: CountryTab;
  day: number;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
}

/** null: no such country, or it has no league of this sport (a 404). */
export async function loadCountry(input: CountryLoadInput): Promise<CountryPageData | null> {
  const { getFeed, sport, countryId, lang } = input;
  const [body, countriesBody] = await Promise.all([
    readFeed(getFeed, leagueFeeds.country(sport.id, countryId, lang)),
    readFeed(getFeed, leagueFeeds.countries(sport.id, lang)),
  ]);
  const read = body === null ? null : readCountry(body);
  if (!read || read.leagues.length === 0) return null;
  const countries = countriesBody === null ? [] : decodeSportCountries(countriesBody).countries;
  return { ...read, countries, data: await tabData(input, read.leagues) };
}

async function tabData(input: CountryLoadInput, leagues: CountryLeague[]): Promise<CountryTabData> {
  const { getFeed, sport, countryId, lang, tab, nowS } = input;
  if (tab === 'all') {
    const name = formatFeedName({
      kind: 'full',
      sportId: sport.id,
      day: input.day,
      tzMinutes: input.tzMinutes,
      lang,
      projectType: PROJECT_TYPE,
    });
    const full = await readFeed(getFeed, name);
    const feed = full === null ? '0' : cutFullFeed(full, (l) => l.countryId === countryId);
    return { kind: 'day', day: input.day, feed };
  }
  if (sport.noDuel) return { kind: 'races', tab, races: racesOf(leagues, tab, nowS) };
  const groups = await Promise.all(
    leagues.map(async (league): Promise<LeagueEvents> => {
      const feed = tab === 'finished' ? leagueFeeds.results : leagueFeeds.fixtures;
      const page = readEventPage(await readFeed(getFeed, feed(league.id, 1, lang)));
      // Scheduled means still to start: the default tab has the live ones.
      const events =
        tab === 'finished' ? page.events : page.events.filter((e) => e.stageType === StageType.scheduled);
      const removed = page.events.length - events.length;
      return { league, events: events.slice(0, COUNTRY_TAB_LIMIT), total: page.total - removed };
    }),
  );
  return { kind: 'matches', tab, groups: groups.filter((g) => g.events.length > 0) };
}

/**
 * A race has run when its entries started before now and none is live; it is still to run when its
 * first entry starts after now. The league's extra cells say both, no event feed needed.
 */
export function racesOf(leagues: readonly CountryLeague[], tab: 'finished' | 'scheduled', nowS: number) {
  if (tab === 'finished') {
    return leagues
      .filter((l) => l.lastStart !== null && l.lastStart <= nowS && l.liveCount === 0)
      .sort((a, b) => (b.lastStart ?? 0) - (a.lastStart ?? 0));
  }
  return leagues
    .filter((l) => l.firstStart !== null && l.firstStart > nowS)
    .sort((a, b) => (a.firstStart ?? 0) - (b.firstStart ?? 0));
}
