import { describe, expect, it } from 'vitest';
import { formatKickoff, formatShortDay, isoAtOffset, isoDate } from './format.ts';

// 2026-11-22 18:45 UTC: already the 23rd in India (00:15 IST), still the 22nd in New York.
const T = Date.UTC(2026, 10, 22, 18, 45) / 1000;

describe('times in the visitor zone (offset only)', () => {
  it('India is UTC+5:30, the half hour included', () => {
    expect(formatKickoff(T, 330, 'ta')).toBe('00:15');
    expect(isoAtOffset(T, 330)).toBe('2026-11-23T00:15+05:30');
  });

  it('negative and zero offsets', () => {
    expect(formatKickoff(T, -300, 'en')).toBe('13:45');
    expect(isoAtOffset(T, -300)).toBe('2026-11-22T13:45-05:00');
    expect(isoAtOffset(T, 0)).toBe('2026-11-22T18:45+00:00');
  });

  it('"today" is the visitor’s own date around midnight', () => {
    expect(isoDate(T, 0, 330)).toBe('2026-11-23');
    expect(isoDate(T, 0, -300)).toBe('2026-11-22');
    expect(isoDate(T, -1, 330)).toBe('2026-11-22');
  });

  it('the short day is weekday and day/month in the page language', () => {
    expect(formatShortDay(T, 0, 330, 'en')).toBe('Mon 23/11');
    expect(formatShortDay(T, 0, 330, 'ta')).toMatch(/^திங்.* 23\/11$/);
  });
});
