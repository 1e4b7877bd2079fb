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

describe('12-hour clock (settings)', () => {
  const at = (h: number, m = 5) => Date.UTC(2026, 10, 22, h, m) / 1000;
  it('Tamil: the part of the day as papers write it, no Latin letter', () => {
    expect(formatKickoff(at(0, 30), 0, 'ta', '12')).toBe('நள்ளிரவு 12:30');
    expect(formatKickoff(at(4), 0, 'ta', '12')).toBe('அதிகாலை 4:05');
    expect(formatKickoff(at(9), 0, 'ta', '12')).toBe('காலை 9:05');
    expect(formatKickoff(at(12), 0, 'ta', '12')).toBe('மதியம் 12:05');
    expect(formatKickoff(at(17), 0, 'ta', '12')).toBe('மாலை 5:05');
    expect(formatKickoff(at(19, 30), 0, 'ta', '12')).toBe('இரவு 7:30');
  });
  it('English: am and pm; 24 hours stays the default', () => {
    expect(formatKickoff(at(0, 30), 0, 'en', '12')).toBe('12:30 am');
    expect(formatKickoff(at(12), 0, 'en', '12')).toBe('12:05 pm');
    expect(formatKickoff(at(19, 30), 0, 'en', '12')).toBe('7:30 pm');
    expect(formatKickoff(at(19, 30), 0, 'ta')).toBe('19:30');
  });
  it('in the visitor’s zone: 14:00 UTC is இரவு 7:30 in India', () => {
    expect(formatKickoff(at(14, 0), 330, 'ta', '12')).toBe('இரவு 7:30');
  });
});
