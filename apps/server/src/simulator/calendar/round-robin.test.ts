import { describe, expect, it } from 'vitest';
import { roundPairs, roundsOf } from './round-robin.ts';

describe('double round robin', () => {
  for (const n of [2, 5, 6, 10, 13, 20, 32]) {
    it(`${n} sides: each plays once a round, meets every other once at home and once away`, () => {
      const rounds = roundsOf(n);
      const home = new Map<string, number>();
      const homeCount = new Array<number>(n).fill(0);
      for (let r = 0; r < rounds; r++) {
        const pairs = roundPairs(n, r);
        const sides = pairs.flat();
        expect(new Set(sides).size).toBe(sides.length);
        expect(sides.length).toBe(n % 2 === 0 ? n : n - 1);
        for (const [h, a] of pairs) {
          home.set(`${h}-${a}`, (home.get(`${h}-${a}`) ?? 0) + 1);
          homeCount[h] = (homeCount[h] ?? 0) + 1;
        }
      }
      expect(home.size).toBe(n * (n - 1));
      for (const count of home.values()) expect(count).toBe(1);
      // Home and away balance: every side at home in half its matches.
      for (const c of homeCount) expect(c).toBe(n - 1);
      // Repeats itself after a full double round robin.
      expect(roundPairs(n, rounds + 3)).toEqual(roundPairs(n, 3));
      expect(roundPairs(n, -1)).toEqual(roundPairs(n, rounds - 1));
    });
  }

  it('never has a side at home (or away) more than three rounds running', () => {
    const n = 20;
    for (let side = 0; side < n; side++) {
      let run = 0;
      let last: boolean | null = null;
      for (let r = 0; r < 2 * roundsOf(n); r++) {
        const pair = roundPairs(n, r).find((p) => p.includes(side));
        if (!pair) continue;
        const atHome = pair[0] === side;
        run = atHome === last ? run + 1 : 1;
        last = atHome;
        expect(run).toBeLessThanOrEqual(3);
      }
    }
  });
});
