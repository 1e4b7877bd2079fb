import { describe, expect, it } from 'vitest';
import { compareRatchet, formatTally, tally } from './report.ts';

const v = (sportId: number, check: string, subject: string) => ({
  sportId,
  check,
  subject,
  detail: `${subject} broke ${check}`,
});

describe('report', () => {
  it('counts by sport key and check, with the first examples by subject', () => {
    const t = tally(
      [v(42, 'calendar.overlap', 'b'), v(42, 'calendar.overlap', 'a'), v(1, 'money.currency', 'x')],
      1,
    );
    expect(t.counts).toEqual({ kabaddi: { 'calendar.overlap': 2 }, soccer: { 'money.currency': 1 } });
    expect(t.examples.kabaddi?.['calendar.overlap']).toEqual(['a broke calendar.overlap']);
    expect(formatTally(t)).toContain('total 3 violations; by sport: kabaddi 2, soccer 1');
  });
  it('the ratchet fails on a count that rose or a new one, and tells what fell', () => {
    const ratchet = { kabaddi: { 'calendar.overlap': 2, 'calendar.rest': 5 } };
    expect(compareRatchet({ kabaddi: { 'calendar.overlap': 2, 'calendar.rest': 4 } }, ratchet)).toEqual({
      rose: [],
      fell: ['kabaddi calendar.rest: 4 (was 5)'],
    });
    expect(
      compareRatchet(
        { kabaddi: { 'calendar.overlap': 3, 'calendar.rest': 5 }, soccer: { 'draw.allowed': 1 } },
        ratchet,
      ).rose,
    ).toEqual(['kabaddi calendar.overlap: 3 (allowed 2)', 'soccer draw.allowed: 1 (allowed 0)']);
  });
});
