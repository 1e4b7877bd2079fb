/**
 * Feed names and the day/timezone arithmetic behind them (rules FN1-FN5 in SPEC.md).
 *
 * Timezone part (FN2): the visitor's UTC offset in whole minutes, signed, e.g. `330` for India
 * (UTC+5:30), `-300` for New York in winter, `0` for UTC. Range -720..840, a multiple of 15
 * (Nepal is +345, Chatham +765). The spec's "timezone hour" cannot carry India's half hour, so we
 * carry minutes; docs/decisions.md records why. A name in the spec's form is read too (`parseTzPart`):
 * whole hours -12..14 (`f_1_0_3_en_1`, the form clients of Flashscore's feeds send) and quarter hours
 * written as decimals (`5.5`, `5.75`, `-3.5`). The two forms never collide: no real zone is 1 to 14
 * minutes from UTC, and a minute part is a multiple of 15; 0 means UTC in both.
 */
import type { Lang } from './model.ts';
import { LANGS } from './model.ts';

export const FEED_PATH_PREFIX = '/x/feed/';
export const CALENDAR_RANGE_DAYS = 7;
export const TZ_MIN_MINUTES = -720;
export const TZ_MAX_MINUTES = 840;
const DAY_S = 86_400;

export type FeedName =
  | { kind: 'full'; sportId: number; day: number; tzMinutes: number; lang: Lang; projectType: number }
  | { kind: 'update'; sportId: number; projectType: number }
  | { kind: 'repair'; sportId: number; projectType: number }
  | { kind: 'system'; projectType: number };

const INT_RE = /^-?(0|[1-9][0-9]{0,4})$/;

function int(s: string | undefined): number | null {
  if (s === undefined || !INT_RE.test(s)) return null;
  const n = Number(s);
  return Object.is(n, -0) ? null : n;
}

/** [FN2] A valid timezone part. */
export function isValidTzMinutes(tz: number): boolean {
  return Number.isInteger(tz) && tz >= TZ_MIN_MINUTES && tz <= TZ_MAX_MINUTES && tz % 15 === 0;
}

const HOURS_RE = /^-?(0|[1-9]|1[0-4])(\.(25|5|75))?$/;

/**
 * [FN2] The timezone part of a name as minutes: our minutes (`330`), or the spec's hours (`5.5`, `3`,
 * `-5`); null when it is neither, or out of range.
 */
export function parseTzPart(part: string | undefined): number | null {
  // '-0' is no offset written two ways: one name per feed.
  if (part === undefined || part === '-0') return null;
  if (HOURS_RE.test(part)) {
    const minutes = Math.round(Number(part) * 60);
    return isValidTzMinutes(minutes) ? minutes : null;
  }
  const minutes = int(part);
  return minutes !== null && isValidTzMinutes(minutes) ? minutes : null;
}

/**
 * [FN1] Parses a feed name; null for anything malformed (the server answers 404, never 500).
 * `isSport` says which sport ids exist (0, "all sports", is allowed only where the spec allows it).
 */
export function parseFeedName(name: string, isSport: (id: number) => boolean): FeedName | null {
  if (name.length > 64) return null;
  const parts = name.split('_');
  const head = parts[0];
  if (head === 'f' && parts.length === 6) {
    const sportId = int(parts[1]);
    const day = int(parts[2]);
    const tz = parseTzPart(parts[3]);
    const lang = parts[4] as Lang;
    const projectType = int(parts[5]);
    if (sportId === null || day === null || tz === null || projectType === null) return null;
    if (!isSport(sportId) || sportId === 0) return null;
    if (Math.abs(day) > CALENDAR_RANGE_DAYS) return null;
    if (!LANGS.includes(lang) || projectType < 1) return null;
    return { kind: 'full', sportId, day, tzMinutes: tz, lang, projectType };
  }
  if ((head === 'u' || head === 'r') && parts.length === 3) {
    const sportId = int(parts[1]);
    const projectType = int(parts[2]);
    if (sportId === null || projectType === null || projectType < 1) return null;
    if (sportId !== 0 && !isSport(sportId)) return null;
    if (head === 'u' && sportId === 0) return null;
    return { kind: head === 'u' ? 'update' : 'repair', sportId, projectType };
  }
  if (head === 'sys' && parts.length === 2) {
    const projectType = int(parts[1]);
    if (projectType === null || projectType < 1) return null;
    return { kind: 'system', projectType };
  }
  return null;
}

export function formatFeedName(feed: FeedName): string {
  switch (feed.kind) {
    case 'full':
      return `f_${feed.sportId}_${feed.day}_${feed.tzMinutes}_${feed.lang}_${feed.projectType}`;
    case 'update':
      return `u_${feed.sportId}_${feed.projectType}`;
    case 'repair':
      return `r_${feed.sportId}_${feed.projectType}`;
    case 'system':
      return `sys_${feed.projectType}`;
  }
}

/**
 * [FN3] The UTC bounds [start, end) of a relative day (0 = today) in a timezone, unix seconds.
 * "Today" is the visitor's own day: at 23:59 in India (UTC 18:29) today is not UTC's day.
 */
export function dayBounds(nowS: number, day: number, tzMinutes: number): { start: number; end: number } {
  const offsetS = tzMinutes * 60;
  const localMidnight = Math.floor((nowS + offsetS) / DAY_S) * DAY_S;
  const start = localMidnight + day * DAY_S - offsetS;
  return { start, end: start + DAY_S };
}

/** [FN4] The relative day (0 = today) on which a moment falls in a timezone. */
export function relativeDay(nowS: number, atS: number, tzMinutes: number): number {
  const offsetS = tzMinutes * 60;
  return Math.floor((atS + offsetS) / DAY_S) - Math.floor((nowS + offsetS) / DAY_S);
}

/** [FN5] Clamps a day from a URL or storage into the calendar range; anything unparsable is today. */
export function normaliseDay(raw: string | null | undefined): number {
  if (raw == null || !INT_RE.test(raw)) return 0;
  const day = Number(raw);
  // `+ 0` turns the "-0" of a URL into 0: Object.is(-0, 0) is false, and React's state comparison uses it.
  return Math.max(-CALENDAR_RANGE_DAYS, Math.min(CALENDAR_RANGE_DAYS, day)) + 0;
}
