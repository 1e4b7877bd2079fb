import { StatsResultType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { durationOf, racesOf, rowsAt } from '../testing.ts';
import { HEATS, RIDERS, speedwayScript } from './speedway.ts';

describe('speedway', () => {
  it('uses a heat table where each rider rides five heats and meets every other rider once', () => {
    const met = new Map<string, number>();
    const rides = new Array<number>(RIDERS + 1).fill(0);
    for (const heat of HEATS) {
      for (const a of heat) {
        rides[a] = (rides[a] ?? 0) + 1;
        for (const b of heat) if (a < b) met.set(`${a}-${b}`, (met.get(`${a}-${b}`) ?? 0) + 1);
      }
    }
    expect(rides.slice(1)).toEqual(new Array(RIDERS).fill(5));
    expect(met.size).toBe((RIDERS * (RIDERS - 1)) / 2);
    expect([...met.values()].every((n) => n === 1)).toBe(true);
  });

  it('scores 3-2-1-0 a heat, then classifies by the final, the semi-finals and the points', () => {
    const meetings = racesOf(33, 3, 20_515, 14).filter((r) => r.format.kind === 'speedway');
    expect(meetings.length).toBeGreaterThan(2);
    for (const race of meetings) {
      const script = speedwayScript(race);
      const rows = rowsAt(race, durationOf(race) + 1, script);
      const total = rows.reduce((sum, r) => sum + Number(r.results?.[StatsResultType.points]), 0);
      // 20 heats of 3 + 2 + 1 points, less what fallen riders would have had.
      expect(total).toBeLessThanOrEqual(20 * 6);
      expect(total).toBeGreaterThan(20 * 5);
      const first = rows.find((r) => r.rank === 1);
      expect(first?.homeId).toBe(race.entrants[script.final.order[0] as number]?.participantId);
      for (const row of rows) {
        const heats = [1, 2, 3, 4, 5].map((n) => Number(row.results?.[StatsResultType.round1 + n - 1]));
        expect(heats.reduce((a, b) => a + b, 0)).toBe(Number(row.results?.[StatsResultType.points]));
      }
    }
  });
});
