/**
 * Which sports the site shows, in which order, and where their pages live.
 *
 * Every sport of the catalogue has a page: a board of its events, or, for the two umbrella sports
 * (motorsport 31, winter sports 37), a category page that links their children, which own the events.
 */
import { childSports, type Lang, SPORTS, type SportInfo, type SportKey, sportBySlug } from '@nerali/domain';
import { raceFacts } from './sport-facts.ts';

/** `/ta/` is the football page; `/ta/football/` redirects there. */
export const DEFAULT_SPORT_SLUG = 'football';

/** The sports of these keys, in this order. Keys, not ids: a misspelt or removed sport does not compile. */
function byKeys(keys: readonly SportKey[]): readonly SportInfo[] {
  const byKey = new Map(SPORTS.map((s) => [s.key, s]));
  return keys.map((key) => byKey.get(key)).filter((s): s is SportInfo => s !== undefined);
}

/** The menu's first five, always visible: the Indian reader's favourites, football first (the home page). */
export const FAVOURITE_SPORTS: readonly SportInfo[] = byKeys([
  'soccer',
  'cricket',
  'kabaddi',
  'tennis',
  'basketball',
]);

/**
 * Everything else under "more", top-level sports only (a child sport is one click away on its parent's
 * category page). Order: what Indian readers follow first. Hockey leads: in India "hockey" is field
 * hockey (the national game, `ஹாக்கி`); ice hockey sits in the middle. Then the Olympic and racket
 * sports India wins medals in, the racing families, cue sports and combat sports, and the sports with
 * little Indian following last. A sport added to the catalogue later and missing here still shows: it is
 * appended in catalogue order.
 */
const MORE_ORDER: readonly SportKey[] = [
  'field-hockey',
  'badminton',
  'volleyball',
  'table-tennis',
  'motorsport',
  'horse-racing',
  'esports',
  'boxing',
  'snooker',
  'golf',
  'hockey',
  'handball',
  'beach-volleyball',
  'mma',
  'darts',
  'cycling',
  'baseball',
  'american-football',
  'rugby-union',
  'rugby-league',
  'futsal',
  'beach-soccer',
  'netball',
  'water-polo',
  'winter-sports',
  'aussie-rules',
  'floorball',
  'bandy',
  'pesapallo',
];

export const MORE_SPORTS: readonly SportInfo[] = (() => {
  const favourites = new Set(FAVOURITE_SPORTS.map((s) => s.id));
  const topLevel = SPORTS.filter((s) => s.parentId === null && !favourites.has(s.id));
  const ordered = byKeys(MORE_ORDER).filter((s) => topLevel.includes(s));
  return [...ordered, ...topLevel.filter((s) => !ordered.includes(s))];
})();

export function isFavourite(sport: SportInfo): boolean {
  return FAVOURITE_SPORTS.includes(sport);
}

/** Umbrella sports (motorsport, winter sports): a page of links to their children, no board. */
export function isCategorySport(sport: SportInfo): boolean {
  return childSports(sport.id).length > 0;
}

export function sportFromSlug(slug: string | undefined): SportInfo | undefined {
  return sportBySlug(slug ?? DEFAULT_SPORT_SLUG);
}

/** The canonical path of a sport page: /ta/ for football, /ta/tennis/ otherwise. */
export function sportPath(lang: Lang, sport: SportInfo): string {
  return sport.slug === DEFAULT_SPORT_SLUG ? `/${lang}/` : `/${lang}/${sport.slug}/`;
}

/**
 * How many rows of one race (a league of a no-duel sport) the board shows before "show all" (spec 1 §9
 * "Events per page without duels": main default 40, golf 30, cycling and winter sports 10; the
 * sport's `rowLimit` in kit/sport-facts.ts). The spec's limit is per page of the original; we apply it
 * per race, which is what keeps a 150-player golf field or a 170-rider stage from burying the races
 * below it.
 */
export function raceRowLimit(sport: SportInfo): number {
  return raceFacts(sport).rowLimit;
}
