/**
 * [SRT5-SRT7] Comparators of the list pages (countries, leagues, events inside a league block).
 *
 * Text compares by UTF-16 code unit, not by locale. WARNING: that is not Tamil dictionary order, but
 * it is the same on the server (SSR) and in every browser, so the page never re-orders on hydration.
 * Orders from the data (country order, league order) decide first; names only break ties.
 */

/** Code-unit order: negative, zero or positive like `localeCompare`, but the same everywhere. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What `compareLeagues` reads; `FeedLeague` (decoded feed) fits as it is. */
export interface LeagueSortFields {
  countryOrder: number;
  countryName: string;
  order: number;
  name: string;
  id?: string;
}

/**
 * [SRT5] Countries by their order then name; inside a country, leagues by order then name. The id breaks
 * the last tie so the order is total (two leagues of one name in one country).
 */
export function compareLeagues(a: LeagueSortFields, b: LeagueSortFields): number {
  return (
    a.countryOrder - b.countryOrder ||
    compareText(a.countryName, b.countryName) ||
    a.order - b.order ||
    compareText(a.name, b.name) ||
    compareText(a.id ?? '', b.id ?? '')
  );
}

/** What `compareEvents` reads; `MatchEvent` fits as it is. */
export interface EventCompareFields {
  startTime: number;
  homeName: string;
  id?: string;
}

/** [SRT6] Events of a league block by start time, then home name, then id (a total order). */
export function compareEvents(a: EventCompareFields, b: EventCompareFields): number {
  return (
    a.startTime - b.startTime || compareText(a.homeName, b.homeName) || compareText(a.id ?? '', b.id ?? '')
  );
}
