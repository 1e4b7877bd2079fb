import { ParticipantStatus, StatsResultType } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationOf, racesOf, rowsAt } from '../../no-duel/testing.ts';
import { cyclingGap, grouped } from './script.ts';

const CYCLING = 34;

describe('cycling', () => {
  it('gives riders who finish together the same time, and writes gaps with minutes', () => {
    const stages = racesOf(CYCLING, 2, 20_517, 7);
    let sameTime = 0;
    for (const stage of stages) {
      const rows = rowsAt(stage, durationOf(stage) + 1);
      sameTime += rows.filter((r) => r.gap === '+0:00').length;
      for (const row of rows) {
        if (row.rank === undefined) continue;
        expect(row.results?.[StatsResultType.time]).toMatch(/^\d:\d\d:\d\d$/);
        expect(row.team).toBeTruthy();
      }
    }
    expect(sameTime).toBeGreaterThan(100);
    expect(cyclingGap(12)).toBe('+0:12');
    expect(cyclingGap(245)).toBe('+4:05');
    expect(cyclingGap(3730)).toBe('+1:02:10');
  });

  it('groups riders less than 3 s apart under the first one’s time (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 900, noNaN: true }), { maxLength: 40 }), (gaps) => {
        const out = grouped(gaps);
        const order = gaps.map((g, i) => i).sort((a, b) => (gaps[a] ?? 0) - (gaps[b] ?? 0));
        for (let k = 1; k < order.length; k++) {
          const [a, b] = [order[k - 1] as number, order[k] as number];
          if ((gaps[b] ?? 0) - (gaps[a] ?? 0) <= 3) expect(out[b]).toBe(out[a]);
          else expect(out[b]).toBeGreaterThan(out[a] ?? 0);
        }
      }),
    );
  });

  it('does not start a rider on the stages after the one he abandoned', () => {
    const monday = 20_521; // 2026-03-09
    const [first] = racesOf(CYCLING, 9, monday, 1);
    const tour = first?.league.name.en.split(' — ')[0] ?? '?';
    const week = racesOf(CYCLING, 9, monday, 7).filter((r) => r.league.name.en.startsWith(`${tour} — `));
    expect(week.map((r) => r.league.name.en.split(' — ')[1])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `Stage ${n}`),
    );
    const gone = new Set<string>();
    for (const stage of week) {
      for (const row of rowsAt(stage, durationOf(stage) + 1)) {
        expect(gone.has(row.homeId)).toBe(false);
        if (row.participantStatus === ParticipantStatus.didNotFinish) gone.add(row.homeId);
      }
    }
  });
});
