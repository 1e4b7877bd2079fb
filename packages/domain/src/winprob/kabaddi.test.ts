import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docArb } from '../kabaddi/test-support.ts';
import { clockSeconds, kabaddiChances, kabaddiWinProbability } from './kabaddi.ts';
import { perMille } from './model.ts';

const lead = fc.integer({ min: -40, max: 40 });
const left = fc.integer({ min: 0, max: 2400 });

describe('kabaddi win probability', () => {
  it('chances in [0, 1] summing to 1; a point more of lead raises the home side’s chance', () => {
    fc.assert(
      fc.property(lead, left, (d, s) => {
        const p = kabaddiChances(d, s);
        for (const x of [p.home, p.draw, p.away]) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
        }
        expect(p.home + p.draw + p.away).toBeCloseTo(1, 9);
        expect(kabaddiChances(d + 1, s).home).toBeGreaterThanOrEqual(p.home);
      }),
    );
  });

  it('a lead is worth more the less time is left; the sides are alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 2400 }), (d, s) => {
        expect(kabaddiChances(d, s - 1).home).toBeGreaterThanOrEqual(kabaddiChances(d, s).home);
        expect(kabaddiChances(-d, s).away).toBeCloseTo(kabaddiChances(d, s).home, 9);
      }),
    );
  });

  it('no time left: the score decides; level at the end of extra time is half each (golden raid)', () => {
    expect(kabaddiChances(3, 0)).toEqual({ home: 1, draw: 0, away: 0 });
    expect(kabaddiChances(0, 0)).toEqual({ home: 0, draw: 1, away: 0 });
    expect(kabaddiChances(0, 0, true)).toEqual({ home: 0.5, draw: 0, away: 0.5 });
    const start = kabaddiChances(0, 2400);
    expect(start.home).toBeCloseTo(start.away, 9);
    expect(start.home).toBeGreaterThan(0.4);
  });

  it('from the raids document: a finished match is certain, a live one sums to 1', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const p = kabaddiWinProbability(doc);
        expect(p.home + p.draw + p.away).toBeCloseTo(1, 9);
        const done = kabaddiWinProbability(doc, { finished: true });
        expect([done.home, done.draw, done.away].sort()).toEqual([0, 0, 1]);
        expect(kabaddiWinProbability(doc, { finished: true, result: 'away' }).away).toBe(1);
      }),
      { numRuns: 100 },
    );
  });

  it('reads the clock as fans write it', () => {
    expect(clockSeconds('23:14')).toBe(23 * 60 + 14);
    expect(clockSeconds('nonsense')).toBe(0);
  });
});

describe('per mille', () => {
  it('sums to 1000; a possible outcome never shows 0 nor a possible loss 1000', () => {
    const probability = fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([a, b]) => {
        const [x, y] = a < b ? [a, b] : [b, a];
        return { home: x, draw: y - x, away: 1 - y };
      });
    fc.assert(
      fc.property(probability, (p) => {
        const m = perMille(p);
        expect(m.home + m.draw + m.away).toBe(1000);
        for (const k of ['home', 'draw', 'away'] as const) {
          if (p[k] > 0) expect(m[k]).toBeGreaterThan(0);
          expect(Math.abs(m[k] - p[k] * 1000)).toBeLessThanOrEqual(2);
        }
      }),
    );
    expect(perMille({ home: 0.9999, draw: 0, away: 0.0001 })).toEqual({ home: 999, draw: 0, away: 1 });
  });
});
