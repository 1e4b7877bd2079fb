/**
 * What the tournament and country URLs may say, read strictly: anything else is a 404 or a redirect to
 * the one canonical form (docs/decisions.md "URL scheme", "Tournament, country and category pages").
 *
 *   /{lang}/{sport}/league/{sportId}_{stageId}/[results|fixtures|standings|draw|archive/][?page=N]
 *   /{lang}/{sport}/country/{countryId}/[?day=-7..7 | ?tab=finished|scheduled]
 *
 * Pure functions of strings: the loaders and the property tests call the same code.
 */
import { isSportId, normaliseDay } from '@nerali/domain';
import { LEAGUE_TABS, type LeagueTab } from '../../kit/paths.ts';

/** The list feeds' league id: `{sport}_{stage}` (apps/server/src/feeds/catalogue/lists/parse.ts). */
const LEAGUE_ID_RE = /^([1-9][0-9]?)_([A-Za-z0-9]{1,48})$/;
/** Country ids are positive 32-bit integers without a leading zero (0 is "no country", spec 1 §5). */
const COUNTRY_ID_RE = /^[1-9][0-9]{0,9}$/;
const INT32_MAX = 2 ** 31 - 1;
/** Pages count from 1; the feeds serve at most 4 digits. */
const PAGE_RE = /^[1-9][0-9]{0,3}$/;

export interface LeagueRef {
  id: string;
  /** The sport the id names (its first part). */
  sportId: number;
}

/** A league id of the feeds, with the sport it belongs to; null for anything else. */
export function parseLeagueId(raw: string | undefined): LeagueRef | null {
  if (raw === undefined) return null;
  const m = LEAGUE_ID_RE.exec(raw);
  if (!m) return null;
  const sportId = Number(m[1]);
  return isSportId(sportId) ? { id: raw, sportId } : null;
}

/** The tab segment: absent is the summary; `summary` itself is not a URL (redirected). */
export function parseLeagueTab(raw: string | undefined): LeagueTab | null {
  if (raw === undefined) return 'summary';
  return LEAGUE_TABS.find((tab) => tab === raw && tab !== 'summary') ?? null;
}

/** Tabs whose lists are paged by `?page=`. */
export function isPagedTab(tab: LeagueTab): tab is 'results' | 'fixtures' {
  return tab === 'results' || tab === 'fixtures';
}

export type PageQuery =
  /** A valid page; `canonical` is false for `?page=1`, which is the page without the parameter. */
  { ok: true; page: number; canonical: boolean } | { ok: false };

/** `?page=`: absent is 1; `1` is allowed but not canonical; 0, signs, leading zeros, text are no page. */
export function parsePageQuery(raw: string | null): PageQuery {
  if (raw === null) return { ok: true, page: 1, canonical: true };
  if (!PAGE_RE.test(raw)) return { ok: false };
  const page = Number(raw);
  return { ok: true, page, canonical: page !== 1 };
}

/** The query of a page of a paged tab: page 1 has none. */
export function pageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

export function parseCountryId(raw: string | undefined): number | null {
  if (raw === undefined || !COUNTRY_ID_RE.test(raw)) return null;
  const id = Number(raw);
  return id <= INT32_MAX ? id : null;
}

/** Country tabs (spec 1 §2): 0 default (the day's matches), 6 finished, 7 scheduled. */
export const COUNTRY_TABS = ['all', 'finished', 'scheduled'] as const;
export type CountryTab = (typeof COUNTRY_TABS)[number];

export type CountryQuery = { ok: true; tab: CountryTab; day: number; canonical: boolean } | { ok: false };

/**
 * `?tab=` and `?day=` of a country page. An unknown tab is no page (404). The day belongs to the
 * default tab only (finished and scheduled span several days): a day beside another tab, `?tab=all`,
 * `?day=0` or a day written otherwise than canonically is redirected, as on the sport page.
 */
export function readCountryQuery(params: URLSearchParams): CountryQuery {
  const rawTab = params.get('tab');
  const rawDay = params.get('day');
  const tab = rawTab === null ? 'all' : COUNTRY_TABS.find((t) => t === rawTab);
  if (tab === undefined) return { ok: false };
  const day = tab === 'all' ? normaliseDay(rawDay) : 0;
  const canonical =
    (rawTab === null || tab !== 'all') &&
    (rawDay === null || (tab === 'all' && rawDay === String(day) && day !== 0));
  return { ok: true, tab, day, canonical };
}

/** The query of a country page's state; defaults are left out so each state has one URL. */
export function countrySearch(tab: CountryTab, day: number): string {
  if (tab !== 'all') return `?tab=${tab}`;
  return day !== 0 ? `?day=${day}` : '';
}
