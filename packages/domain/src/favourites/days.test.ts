import { describe, expect, it } from 'vitest';
import { canFollowOnDays, gameDays, matchDay, nextLocalMidnight } from './days.ts';
import { UNKNOWN_MATCH_DAY } from './constants.ts';

// 2026-11-22 12:00 UTC = 17:30 in India (+5:30), 07:00 in New York (-5:00).
const NOON_UTC = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;
const IST = 330;
const NEW_YORK = -300;
const at = (iso: string) => Date.parse(iso) / 1000;

describe('favourite game days (FAV2-FAV4)', () => {
  it('[FAV3] m_expire_date is the next local midnight in India (+5:30)', () => {
    expect(nextLocalMidnight(NOON_UTC, IST)).toBe(at('2026-11-22T18:30:00Z'));
    // 23:59:59 IST is still the 22nd: the same midnight.
    expect(nextLocalMidnight(at('2026-11-22T18:29:59Z'), IST)).toBe(at('2026-11-22T18:30:00Z'));
    // 00:00 IST on the 23rd: the next one.
    expect(nextLocalMidnight(at('2026-11-22T18:30:00Z'), IST)).toBe(at('2026-11-23T18:30:00Z'));
  });

  it('[FAV3] m_expire_date is the next local midnight in a negative zone (New York, -5:00)', () => {
    expect(nextLocalMidnight(NOON_UTC, NEW_YORK)).toBe(at('2026-11-23T05:00:00Z'));
    // 01:00 UTC on the 23rd is 20:00 on the 22nd in New York.
    expect(nextLocalMidnight(at('2026-11-23T01:00:00Z'), NEW_YORK)).toBe(at('2026-11-23T05:00:00Z'));
  });

  it('[FAV2] m_day is relative to the visitor’s today: 0 today, negative past, -9999 unknown', () => {
    // 23:45 IST on the 22nd is 18:15 UTC: still today in India.
    expect(matchDay(NOON_UTC, at('2026-11-22T18:15:00Z'), IST)).toBe(0);
    // 00:15 IST on the 23rd (18:45 UTC on the 22nd) is tomorrow in India though the same UTC day.
    expect(matchDay(NOON_UTC, at('2026-11-22T18:45:00Z'), IST)).toBe(1);
    // The same instant is today in New York.
    expect(matchDay(NOON_UTC, at('2026-11-22T18:45:00Z'), NEW_YORK)).toBe(0);
    expect(matchDay(NOON_UTC, at('2026-11-21T12:00:00Z'), IST)).toBe(-1);
    expect(matchDay(NOON_UTC, undefined, IST)).toBe(UNKNOWN_MATCH_DAY);
    expect(matchDay(NOON_UTC, 0, IST)).toBe(UNKNOWN_MATCH_DAY);
  });

  it('[FAV4] a game may be followed today, up to 7 days ahead and 1 day back', () => {
    const ok = (start: number, end?: number) => canFollowOnDays(gameDays(NOON_UTC, start, end, IST));
    expect(ok(NOON_UTC)).toBe(true);
    expect(ok(NOON_UTC + 7 * 86400)).toBe(true);
    expect(ok(NOON_UTC + 8 * 86400)).toBe(false);
    expect(ok(NOON_UTC - 86400)).toBe(true);
    expect(ok(NOON_UTC - 2 * 86400)).toBe(false);
    // A multi-day event that began 3 days ago and ends tomorrow includes today.
    expect(ok(NOON_UTC - 3 * 86400, NOON_UTC + 86400)).toBe(true);
    // Either end qualifies: started 5 days ago, ended yesterday.
    expect(ok(NOON_UTC - 5 * 86400, NOON_UTC - 86400)).toBe(true);
    // Unknown start: no match days.
    expect(canFollowOnDays(gameDays(NOON_UTC, undefined, undefined, IST))).toBe(false);
  });
});
