/** Ages on the visitor's day and the dates of the participant pages. */
import { describe, expect, it } from 'vitest';
import { ageOn, formatIsoDate, formatMatchDay, localIsoDate } from './dates.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const IST = 330;

describe('ageOn', () => {
  it('counts a birthday from the visitor’s midnight, not the server’s', () => {
    // 24 Nov 2026 20:00 UTC is already 25 Nov in India, still 24 Nov in UTC.
    const now = at('2026-11-24T20:00:00Z');
    expect(ageOn('1999-11-25', now, IST)).toBe(27);
    expect(ageOn('1999-11-25', now, 0)).toBe(26);
  });

  it('is one less the day before the birthday, and a 29 February birthday counts from 1 March', () => {
    expect(ageOn('1992-07-24', at('2026-07-23T12:00:00Z'), 0)).toBe(33);
    expect(ageOn('1992-07-24', at('2026-07-24T00:00:00Z'), 0)).toBe(34);
    expect(ageOn('2000-02-29', at('2027-02-28T12:00:00Z'), 0)).toBe(26);
    expect(ageOn('2000-02-29', at('2027-03-01T00:00:00Z'), 0)).toBe(27);
  });

  it('gives nothing for what is not a date or lies ahead', () => {
    expect(ageOn('25/11/1999', at('2026-11-24T00:00:00Z'), 0)).toBeNull();
    expect(ageOn('1999-13-01', at('2026-11-24T00:00:00Z'), 0)).toBeNull();
    expect(ageOn('2030-01-01', at('2026-11-24T00:00:00Z'), 0)).toBeNull();
  });
});

describe('dates', () => {
  it('writes calendar dates in Tamil, and leaves a provider’s own text as it is', () => {
    expect(formatIsoDate('1992-04-12', 'ta')).toMatch(/12/);
    expect(formatIsoDate('1992-04-12', 'ta')).not.toMatch(/[A-Za-z]/);
    expect(formatIsoDate('1992-04-12', 'ta')).toMatch(/1992/);
    expect(formatIsoDate('soon', 'ta')).toBe('soon');
  });

  it('adds the year to a match day only when it is not this year', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(formatMatchDay(at('2026-11-20T12:00:00Z'), now, IST, 'ta')).not.toMatch(/2026/);
    expect(formatMatchDay(at('2025-11-20T12:00:00Z'), now, IST, 'ta')).toMatch(/2025/);
    expect(localIsoDate(at('2026-11-24T20:00:00Z'), IST)).toBe('2026-11-25');
  });
});
