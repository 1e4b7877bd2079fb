import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, ODDS_FORMATS, oddsToDecimal, parseOddsFormat } from './format.ts';

/** Decimal prices as bookmakers quote them: cents from 1.01 to 200.00. */
const cents = fc.integer({ min: 101, max: 20_000 });

describe('odds formats', () => {
  // Each line checked by hand against bookmakers' conversion tables.
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
    // Added with the move to the domain: the classic fractions, long shots and the evens boundary.
    [1.25, { eu: '1.25', uk: '1/4', us: '-400', hk: '0.25', ma: '0.25', in: '-4.00' }],
    [1.33, { eu: '1.33', uk: '1/3', us: '-303', hk: '0.33', ma: '0.33', in: '-3.03' }],
    [1.4, { eu: '1.40', uk: '2/5', us: '-250', hk: '0.40', ma: '0.40', in: '-2.50' }],
    [1.67, { eu: '1.67', uk: '2/3', us: '-149', hk: '0.67', ma: '0.67', in: '-1.49' }],
    [1.73, { eu: '1.73', uk: '8/11', us: '-137', hk: '0.73', ma: '0.73', in: '-1.37' }],
    [1.95, { eu: '1.95', uk: '19/20', us: '-105', hk: '0.95', ma: '0.95', in: '-1.05' }],
    [2.1, { eu: '2.10', uk: '11/10', us: '+110', hk: '1.10', ma: '-0.91', in: '1.10' }],
    [2.38, { eu: '2.38', uk: '11/8', us: '+138', hk: '1.38', ma: '-0.72', in: '1.38' }],
    [2.63, { eu: '2.63', uk: '13/8', us: '+163', hk: '1.63', ma: '-0.61', in: '1.63' }],
    [3, { eu: '3.00', uk: '2/1', us: '+200', hk: '2.00', ma: '-0.50', in: '2.00' }],
    [3.75, { eu: '3.75', uk: '11/4', us: '+275', hk: '2.75', ma: '-0.36', in: '2.75' }],
    [4.33, { eu: '4.33', uk: '10/3', us: '+333', hk: '3.33', ma: '-0.30', in: '3.33' }],
    [6.5, { eu: '6.50', uk: '11/2', us: '+550', hk: '5.50', ma: '-0.18', in: '5.50' }],
    [34, { eu: '34.00', uk: '33/1', us: '+3300', hk: '33.00', ma: '-0.03', in: '33.00' }],
    [501, { eu: '501.00', uk: '500/1', us: '+50000', hk: '500.00', ma: '0.00', in: '500.00' }],
    [1.16, { eu: '1.16', uk: '4/25', us: '-625', hk: '0.16', ma: '0.16', in: '-6.25' }],
    [1.37, { eu: '1.37', uk: '3/8', us: '-270', hk: '0.37', ma: '0.37', in: '-2.70' }],
    [0.5, { eu: '0.50', uk: '-', us: '-', hk: '-', ma: '-', in: '-' }],
    [Number.NaN, { eu: '-', uk: '-', us: '-', hk: '-', ma: '-', in: '-' }],
  ] as const)('[ODD1] [ODD2] [ODD3] writes %s in every format', (decimal, expected) => {
    for (const format of ODDS_FORMATS) expect(formatOdds(decimal, format), format).toBe(expected[format]);
  });

  it('[ODD6] parses only the six known formats', () => {
    expect(ODDS_FORMATS.map(parseOddsFormat)).toEqual(ODDS_FORMATS);
    for (const bad of ['', 'EU', 'de', ' eu', undefined, null]) expect(parseOddsFormat(bad)).toBeNull();
  });

  it('[ODD6] any other text is no format', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseOddsFormat(text);
        expect(parsed === null || ODDS_FORMATS.includes(parsed)).toBe(true);
        expect(parsed !== null).toBe((ODDS_FORMATS as readonly string[]).includes(text));
      }),
    );
  });

  it('the fraction stays within half a cent of the profit, and us/hk/ma/in agree in sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000 }), (c) => {
        const decimal = c / 100;
        const [n, d] = formatOdds(decimal, 'uk').split('/').map(Number) as [number, number];
        expect(Math.abs(n / d - (decimal - 1))).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(formatOdds(decimal, 'us').startsWith(decimal >= 2 ? '+' : '-')).toBe(true);
        expect(formatOdds(decimal, 'ma').startsWith('-')).toBe(decimal > 2);
        expect(formatOdds(decimal, 'in').startsWith('-')).toBe(decimal < 2);
      }),
    );
  });

  it.each([
    ['2.50', 'eu', 2.5],
    ['3/2', 'uk', 2.5],
    ['10/11', 'uk', 1 + 10 / 11],
    ['+150', 'us', 2.5],
    ['-200', 'us', 1.5],
    ['1.50', 'hk', 2.5],
    ['0.50', 'ma', 1.5],
    ['-0.50', 'ma', 3],
    ['-2.00', 'in', 1.5],
    ['1.50', 'in', 2.5],
  ] as const)('[ODD4] reads %s (%s) back as %s', (text, format, decimal) => {
    expect(oddsToDecimal(text, format)).toBeCloseTo(decimal, 9);
  });

  it.each([
    ['-', 'eu'],
    ['0/1', 'uk'],
    ['1/0', 'uk'],
    ['1.5', 'uk'],
    ['+50', 'us'],
    ['-99', 'us'],
    ['0.00', 'ma'],
    ['-1.20', 'ma'],
    ['0.50', 'in'],
    ['-0.50', 'in'],
    ['2,50', 'eu'],
    ['', 'hk'],
  ] as const)('[ODD4] %s is no price in %s', (text, format) => {
    expect(oddsToDecimal(text, format)).toBeNull();
  });

  it('[ODD4] round trip: a price written, read back and written again reads the same', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...ODDS_FORMATS), (c, format) => {
        const text = formatOdds(c / 100, format);
        const back = oddsToDecimal(text, format);
        expect(back, `${text} ${format}`).not.toBeNull();
        expect(formatOdds(back as number, format)).toBe(text);
      }),
    );
  });

  it('[ODD4] reading back lands near the price: exact in eu and hk, within the rounding elsewhere', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...ODDS_FORMATS), (c, format) => {
        const decimal = c / 100;
        const back = oddsToDecimal(formatOdds(decimal, format), format) as number;
        const profit = decimal - 1;
        // Two places of -1/profit (ma above evens) are worth 0.005·profit²/(1 - 0.005·profit) of the
        // decimal price: at 41.00 the Malay -0.02 stands for anything from 40.0 to 67.7. The format
        // says no more; everywhere else the error stays within half a cent.
        const tolerance =
          format === 'eu' || format === 'hk'
            ? 1e-9
            : format === 'ma' && profit > 1
              ? (0.005 * profit ** 2) / (1 - 0.005 * profit)
              : 0.00503;
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(tolerance + 1e-9);
      }),
    );
  });

  it('[ODD5] monotone: a longer price never reads as a shorter one in any format', () => {
    fc.assert(
      fc.property(cents, cents, fc.constantFrom(...ODDS_FORMATS), (a, b, format) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowBack = oddsToDecimal(formatOdds(low / 100, format), format) as number;
        const highBack = oddsToDecimal(formatOdds(high / 100, format), format) as number;
        expect(lowBack).toBeLessThanOrEqual(highBack + 1e-12);
      }),
    );
  });
});
