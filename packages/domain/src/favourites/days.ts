/**
 * The day arithmetic of favourites: a game's match day relative to the visitor's today, the moment
 * that day ends, and whether a game may be followed (FAV2-FAV4).
 *
 * "Today" is the visitor's day in their own zone (India is UTC+5:30): a game at 23:45 IST on the
 * 4th is on the 4th, although it is the 4th at 18:15 UTC, and the game's day changes at the
 * visitor's midnight, not at UTC's.
 */
import { dayBounds, relativeDay } from '../feed-names.ts';
import { MY_GAMES_FUTURE_DAYS, MY_GAMES_PAST_DAYS, UNKNOWN_MATCH_DAY } from './constants.ts';

/** [FAV2] m_day: 0 today, positive in the future, negative in the past, -9999 unknown. */
export function matchDay(nowS: number, startS: number | undefined, tzMinutes: number): number {
  if (startS === undefined || !Number.isFinite(startS) || startS <= 0) return UNKNOWN_MATCH_DAY;
  return relativeDay(nowS, startS, tzMinutes);
}

/** [FAV3] m_expire_date: the next local midnight (start of today + 86400 s), unix seconds. */
export function nextLocalMidnight(nowS: number, tzMinutes: number): number {
  return dayBounds(nowS, 0, tzMinutes).end;
}

/** The days a game is played on: its start day and, for a multi-day event, its end day. */
export interface GameDays {
  first: number;
  last: number;
}

export function gameDays(
  nowS: number,
  startS: number | undefined,
  endS: number | undefined,
  tzMinutes: number,
): GameDays | null {
  const first = matchDay(nowS, startS, tzMinutes);
  if (first === UNKNOWN_MATCH_DAY) return null;
  const end = endS !== undefined && endS > (startS ?? 0) ? matchDay(nowS, endS, tzMinutes) : first;
  return { first, last: end === UNKNOWN_MATCH_DAY ? first : end };
}

/** A day the My games range reaches: -past_days..future_days. */
export function isDayInRange(day: number): boolean {
  return day >= -MY_GAMES_PAST_DAYS && day <= MY_GAMES_FUTURE_DAYS;
}

/**
 * [FAV4] A game may be added only if it is known, has match days, and today is among them, or its
 * first day is within -past_days..future_days; for a multi-day event either end qualifies.
 */
export function canFollowOnDays(days: GameDays | null): boolean {
  if (days === null) return false;
  if (days.first <= 0 && days.last >= 0) return true;
  return isDayInRange(days.first) || isDayInRange(days.last);
}
