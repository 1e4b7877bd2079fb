import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alnumId, hash32, Rng } from './prng.ts';

describe('prng', () => {
  it('gives the same stream for the same parts and another for other parts', () => {
    const draw = (rng: Rng) => Array.from({ length: 5 }, () => rng.next());
    expect(draw(Rng.of(7, 'match', 'g_1_abc'))).toEqual(draw(Rng.of(7, 'match', 'g_1_abc')));
    expect(draw(Rng.of(7, 'match', 'g_1_abc'))).not.toEqual(draw(Rng.of(8, 'match', 'g_1_abc')));
    expect(hash32('a', 'bc')).not.toBe(hash32('ab', 'c'));
  });

  it('keeps int() inside its bounds and next() in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.nat(100), (seed, lo, span) => {
        const rng = new Rng(seed);
        for (let i = 0; i < 20; i++) {
          const x = rng.int(lo, lo + span);
          expect(x).toBeGreaterThanOrEqual(lo);
          expect(x).toBeLessThanOrEqual(lo + span);
          const u = rng.next();
          expect(u >= 0 && u < 1).toBe(true);
        }
      }),
    );
  });

  it('makes 8-character alphanumeric ids', () => {
    fc.assert(fc.property(fc.string(), (s) => /^[A-Za-z0-9]{8}$/.test(alnumId(s))));
  });

  it('weighted() never picks a zero-weight item when another has weight', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 200; i++)
      expect(rng.weighted(['a', 'b', 'c'], (x) => (x === 'b' ? 0 : 1))).not.toBe('b');
  });
});
