import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareEvents, compareLeagues, compareText, type LeagueSortFields } from './compare.ts';
import { T0 } from './test-support.ts';

const league = (overrides: Partial<LeagueSortFields>): LeagueSortFields => ({
  countryOrder: 10,
  countryName: 'இந்தியா',
  order: 1,
  name: 'ISL',
  id: '1_100',
  ...overrides,
});

describe('list comparators', () => {
  it('[SRT5] sorts countries by their order before their name', () => {
    const india = league({ countryOrder: 1, countryName: 'India' });
    const england = league({ countryOrder: 2, countryName: 'England' });
    const spain = league({ countryOrder: 2, countryName: 'Spain' });
    expect([spain, england, india].sort(compareLeagues)).toEqual([india, england, spain]);
  });

  it('[SRT5] sorts leagues of a country by order, then name, then id', () => {
    const isl = league({ order: 1, name: 'ISL' });
    const iLeague = league({ order: 2, name: 'I-League' });
    const cup = league({ order: 2, name: 'Durand Cup', id: '1_300' });
    const cupB = league({ order: 2, name: 'Durand Cup', id: '1_301' });
    expect([iLeague, cupB, cup, isl].sort(compareLeagues)).toEqual([isl, cup, cupB, iLeague]);
  });

  it('[SRT6] sorts events by start time, then home name, then id', () => {
    const a = { id: 'g_1_b', startTime: T0, homeName: 'Goa' };
    const b = { id: 'g_1_a', startTime: T0, homeName: 'Bengaluru' };
    const c = { id: 'g_1_c', startTime: T0 - 60, homeName: 'Odisha' };
    const d = { id: 'g_1_0', startTime: T0, homeName: 'Goa' };
    expect([a, b, c, d].sort(compareEvents)).toEqual([c, b, d, a]);
  });

  it('[SRT7] compares text by code unit, the same on server and browser', () => {
    expect(compareText('a', 'b')).toBeLessThan(0);
    expect(compareText('B', 'a')).toBeLessThan(0);
    expect(compareText('கபடி', 'கபடி')).toBe(0);
    expect(compareText('கால்பந்து', 'கபடி')).toBeGreaterThan(0);
  });

  it('[SRT5] is a total order: antisymmetric and zero only for equal fields', () => {
    const arb = fc.record({
      countryOrder: fc.integer({ min: 0, max: 3 }),
      countryName: fc.constantFrom('A', 'B'),
      order: fc.integer({ min: 0, max: 3 }),
      name: fc.constantFrom('x', 'y'),
      id: fc.constantFrom('1', '2'),
    });
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        const ab = Math.sign(compareLeagues(a, b));
        const ba = Math.sign(compareLeagues(b, a));
        expect(ab + ba).toBe(0); // antisymmetric (written as a sum: -0 and 0 differ for toBe)
        expect(ab === 0).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
    );
  });
});
