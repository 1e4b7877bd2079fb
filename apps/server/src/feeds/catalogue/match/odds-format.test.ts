import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, ODDS_FORMATS, parseOddsFormat } from './odds-format.ts';

describe('odds formats', () => {
  it.each([
    [2.5, { eu: '2.50', uk: '3/2', us: '+150', hk: '1.50', ma: '-0.67', in: '1.50' }],
    [1.5, { eu: '1.50', uk: '1/2', us: '-200', hk: '0.50', ma: '0.50', in: '-2.00' }],
    [2, { eu: '2.00', uk: '1/1', us: '+100', hk: '1.00', ma: '1.00', in: '1.00' }],
    [1.91, { eu: '1.91', uk: '10/11', us: '-110', hk: '0.91', ma: '0.91', in: '-1.10' }],
    [1.83, { eu: '1.83', uk: '5/6', us: '-120', hk: '0.83', ma: '0.83', in: '-1.20' }],
    [1.85, { eu: '1.85', uk: '17/20', us: '-118', hk: '0.85', ma: '0.85', in: '-1.18' }],
    [2.05, { eu: '2.05', uk: '21/20', us: '+105', hk: '1.05', ma: '-0.95', in: '1.05' }],
    [11, { eu: '11.00', uk: '10/1', us: '+1000', hk: '10.00', ma: '-0.10', in: '10.00' }],
    [1.01, { eu: '1.01', uk: '1/100', us: '-10000', hk: '0.01', ma: '0.01', in: '-100.00' }],
    [1, { eu: '1.00', uk: '-', us: '-', hk: '-', ma: '-', in: '-' }],
  ] as const)('writes %s in every format', (decimal, expected) => {
    for (const format of ODDS_FORMATS) expect(formatOdds(decimal, format), format).toBe(expected[format]);
  });

  it('parses only the six known formats', () => {
    expect(ODDS_FORMATS.map(parseOddsFormat)).toEqual(ODDS_FORMATS);
    for (const bad of ['', 'EU', 'de', undefined]) expect(parseOddsFormat(bad)).toBeNull();
  });

  it('the fraction stays within half a cent of the profit, and us/hk/ma/in agree in sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000 }), (cents) => {
        const decimal = cents / 100;
        const [n, d] = formatOdds(decimal, 'uk').split('/').map(Number) as [number, number];
        expect(Math.abs(n / d - (decimal - 1))).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(formatOdds(decimal, 'us').startsWith(decimal >= 2 ? '+' : '-')).toBe(true);
        expect(formatOdds(decimal, 'ma').startsWith('-')).toBe(decimal > 2);
        expect(formatOdds(decimal, 'in').startsWith('-')).toBe(decimal < 2);
      }),
    );
  });
});
