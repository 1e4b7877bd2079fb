/**
 * The list tabs (spec 2 §3 race categories 0 all, 1 live, 2 finished, 3 scheduled) and the URLs of
 * the board's state. Day and tab live in the query so a board is shareable and works before (and
 * without) JavaScript: every control is a link.
 */
import { CALENDAR_RANGE_DAYS, type MatchEvent, normaliseDay, stageTypeTab } from '@nerali/domain';

export const TABS = ['all', 'live', 'finished', 'scheduled', 'odds', 'mygames'] as const;
export type Tab = (typeof TABS)[number];

export function parseTab(raw: string | null): Tab {
  return TABS.find((tab) => tab === raw) ?? 'all';
}

/** Category 5 (spec 1 §2): the visitor's followed games, drawn by features/favourites, not filtered here. */
export const MY_GAMES_TAB = 'mygames' satisfies Tab;

/**
 * Category 4 (spec 1 §2 "a sub-category of 2 or 3 triggers the odds calendar"): the day's matches with
 * their odds, drawn by features/odds (OddsBoard), shown only where useOddsRules() allows odds.
 */
export const ODDS_TAB = 'odds' satisfies Tab;

/**
 * Whether an event is listed under a tab. `keptLive`: it stopped being live less than 180 s ago and
 * keeps its live flag (spec 1 §4 "Live flag clearing"): still under "live", not yet under "finished".
 */
export function inTab(event: MatchEvent, tab: Tab, keptLive = false): boolean {
  if (tab === MY_GAMES_TAB) return false;
  if (tab === ODDS_TAB) return true;
  if (tab === 'all') return true;
  return (keptLive ? 'live' : stageTypeTab(event)) === tab;
}

/**
 * Spec 2 §9 `SCN_TAB`: what the data layer hears when the visitor moves to another list tab (nothing
 * for a click on the tab already open).
 */
export function tabSwitchData(from: Tab, to: Tab, day: number): { tab: Tab; from: Tab; day: number } | null {
  return from === to ? null : { tab: to, from, day };
}

/** The query of a board state; defaults are left out so the plain page has one URL. */
export function boardSearch(day: number, tab: Tab): string {
  const params = new URLSearchParams();
  if (day !== 0) params.set('day', String(day));
  if (tab !== 'all') params.set('tab', tab);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The query parameter that opens one race of a no-duel board in full (`?all={leagueId}`). */
export const OPEN_RACE_PARAM = 'all';

/** The query of a board state with one race opened in full (or none). */
export function raceSearch(day: number, tab: Tab, leagueId: string | null): string {
  const base = boardSearch(day, tab);
  if (leagueId === null) return base;
  const param = `${OPEN_RACE_PARAM}=${encodeURIComponent(leagueId)}`;
  return base ? `${base}&${param}` : `?${param}`;
}

/** The board state of a query string, plus whether the query was already in canonical form. */
export function readBoardQuery(params: URLSearchParams): { day: number; tab: Tab; canonical: boolean } {
  const rawDay = params.get('day');
  const rawTab = params.get('tab');
  const day = normaliseDay(rawDay);
  const tab = parseTab(rawTab);
  const canonical =
    (rawDay === null || (rawDay === String(day) && day !== 0)) &&
    (rawTab === null || (rawTab === tab && tab !== 'all'));
  return { day, tab, canonical };
}

export const FIRST_DAY = -CALENDAR_RANGE_DAYS;
export const LAST_DAY = CALENDAR_RANGE_DAYS;
