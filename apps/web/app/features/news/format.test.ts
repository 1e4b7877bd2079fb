import { describe, expect, it } from 'vitest';
import { formatDuration, formatPublished, isoUtc } from './format.ts';

const NOW_S = 1_795_348_800; // 2026-11-22 12:00 UTC

describe('news dates and lengths', () => {
  it('writes the time in the visitor’s zone: India is UTC+5:30', () => {
    expect(formatPublished(NOW_S, NOW_S, 330, 'ta')).toBe('22 நவம்பர், 17:30');
    expect(formatPublished(NOW_S, NOW_S, 0, 'en')).toBe('22 November, 12:00');
  });

  it('crosses midnight with the zone, and names the year only when it is another', () => {
    expect(formatPublished(NOW_S + 7 * 3600, NOW_S, 330, 'ta')).toBe('23 நவம்பர், 00:30');
    expect(formatPublished(NOW_S - 365 * 86_400, NOW_S, 330, 'en')).toBe('22 November 2025, 17:30');
  });

  it('writes lengths as players show them, and times for machines in UTC', () => {
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3727)).toBe('1:02:07');
    expect(isoUtc(NOW_S)).toBe('2026-11-22T12:00:00Z');
  });
});
