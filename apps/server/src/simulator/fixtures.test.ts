import { describe, expect, it } from 'vitest';
import { DAY_S, fixturesForDay } from './fixtures.ts';
import { duelRoomById } from './sports/index.ts';
import { RULES, SIMULATED_SPORTS } from './sports/index.ts';
import { buildWorld } from './world/world.ts';

const world = buildWorld(SIMULATED_SPORTS);
const DAY = 20_522; // 2026-03-10

describe('fixtures', () => {
  it('are a pure function of (seed, sport, day), and change with the seed', () => {
    for (const sport of SIMULATED_SPORTS) {
      expect(fixturesForDay(world, 1, sport, DAY)).toEqual(fixturesForDay(world, 1, sport, DAY));
      expect(fixturesForDay(world, 1, sport, DAY)).not.toEqual(fixturesForDay(world, 2, sport, DAY));
      expect(fixturesForDay(world, 1, sport, DAY)).not.toEqual(fixturesForDay(world, 1, sport, DAY + 1));
    }
  });

  it('number 60 to 150 a sport a day (15 to 40 for the modest ones), all on that day, with unique ids', () => {
    const ids = new Set<string>();
    for (const sport of SIMULATED_SPORTS) {
      // Sports on a grid sparser than 30 minutes (the timed team sports) keep modest days.
      const plan = duelRoomById(sport).plan;
      const [least, most] = plan?.perDay ?? ((plan?.gridMin ?? 0) <= 30 ? [60, 150] : [15, 40]);
      for (let day = DAY; day < DAY + 5; day++) {
        const list = fixturesForDay(world, 42, sport, day);
        expect(list.length).toBeGreaterThanOrEqual(least);
        expect(list.length).toBeLessThanOrEqual(most);
        for (const fx of list) {
          expect(fx.id).toMatch(new RegExp(`^g_${sport}_[A-Za-z0-9]{8,16}$`));
          expect(ids.has(fx.id)).toBe(false);
          ids.add(fx.id);
          expect(Math.floor(fx.startTime / DAY_S)).toBe(day);
          expect(fx.home.id).not.toBe(fx.away.id);
          expect(fx.startTime % 300).toBe(0);
        }
      }
    }
  });

  it('leave no gap between kickoffs longer than the grid allows, across midnight too', () => {
    for (const sport of SIMULATED_SPORTS) {
      const grid = duelRoomById(sport).plan.gridMin;
      const starts = [DAY, DAY + 1]
        .flatMap((d) => fixturesForDay(world, 9, sport, d))
        .map((f) => f.startTime)
        .sort((a, b) => a - b);
      for (let i = 1; i < starts.length; i++) {
        expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeLessThanOrEqual((grid + 5) * 60);
      }
    }
  });

  it('draw a match script that does not depend on the other matches of the day', () => {
    const [a, b] = fixturesForDay(world, 3, 2, DAY);
    const rules = RULES.get(2);
    if (!a || !b || !rules) throw new Error('fixtures expected');
    const alone = rules.script(a);
    rules.script(b);
    expect(rules.script(a)).toEqual(alone);
    expect(a.seed).not.toBe(b.seed);
  });
});
