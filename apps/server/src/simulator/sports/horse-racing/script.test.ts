import { type MatchEvent, ParticipantStatus, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { durationOf, racesOf, rowsAt } from '../../no-duel/testing.ts';
import { fractionalPrice } from './script.ts';

const HORSE = 35;
const races = racesOf(HORSE, 21, 20_522, 3);
const finalRows = (race: (typeof races)[number]) => rowsAt(race, durationOf(race) + 1);

describe('horse racing', () => {
  it('shows non-runners before and after the off, never with a rank or a starting price', () => {
    let nonRunners = 0;
    for (const race of races.slice(0, 40)) {
      const before = rowsAt(race, -60);
      const declared = new Set(
        before.filter((r) => r.participantStatus === ParticipantStatus.nonRunner).map((r) => r.id),
      );
      nonRunners += declared.size;
      for (const row of [...rowsAt(race, 30), ...finalRows(race)]) {
        if (!declared.has(row.id)) continue;
        expect(row.participantStatus).toBe(ParticipantStatus.nonRunner);
        expect(row.rank).toBeUndefined();
        expect(row.startingPrice).toBeUndefined();
      }
    }
    expect(nonRunners).toBeGreaterThan(5);
  });

  it('carries weight and age from the declarations, the starting price from the off', () => {
    for (const race of races.slice(0, 20)) {
      for (const row of rowsAt(race, -60)) {
        expect(row.weight).toMatch(/^(\d{2}(\.5)?|\d{1,2}-\d{1,2}|1\d\d)$/);
        expect(row.age).toBeGreaterThanOrEqual(3);
        expect(row.startingPrice).toBeUndefined();
        expect(row.stageType).toBe(StageType.scheduled);
      }
      for (const row of rowsAt(race, 1)) {
        if (row.participantStatus === undefined) expect(row.startingPrice).toMatch(/^(\d+\/\d+|evs)$/);
      }
    }
    const indian = racesOf(HORSE, 21, 20_515, 14).find((r) =>
      r.league.name.en.startsWith('Chennai (Guindy)'),
    );
    if (!indian) throw new Error('no race at Guindy');
    expect(indian.league.name.ta).toMatch(/^சென்னை \(கிண்டி\) — பந்தயம் \d$/);
    expect(rowsAt(indian, -1)[0]?.weight).toMatch(/^\d{2}(\.5)?$/);
  });

  it('prints starting prices as racecourses do', () => {
    expect(fractionalPrice(2)).toBe('evs');
    expect(fractionalPrice(3.5)).toBe('5/2');
    expect(fractionalPrice(11)).toBe('10/1');
    expect(fractionalPrice(1.2)).toBe('1/5');
    expect(fractionalPrice(500)).toBe('100/1');
  });

  it('finishes each race in 1-5 minutes; over jumps some fall, unseat or are pulled up', () => {
    const outs = new Set<number>();
    for (const race of racesOf(HORSE, 4, 20_515, 14)) {
      const seconds = durationOf(race);
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThan(360);
      if (race.format.kind !== 'horse' || !race.format.jumps) continue;
      for (const row of finalRows(race)) {
        if (row.participantStatus !== undefined && row.participantStatus !== ParticipantStatus.nonRunner) {
          outs.add(row.participantStatus);
        }
      }
    }
    expect([...outs]).toEqual(expect.arrayContaining([ParticipantStatus.fall, ParticipantStatus.pulledUp]));
  });

  it('runs favourites home more often than outsiders', () => {
    let favouriteWins = 0;
    let outsiderWins = 0;
    const decimal = (row: MatchEvent) => {
      const sp = row.startingPrice ?? '';
      if (sp === 'evs') return 2;
      const [a, b] = sp.split('/').map(Number);
      return 1 + (a ?? 0) / (b ?? 1);
    };
    for (const race of racesOf(HORSE, 8, 20_515, 7)) {
      const rows = finalRows(race).filter((r) => r.startingPrice);
      const sorted = [...rows].sort((a, b) => decimal(a) - decimal(b));
      const winner = rows.find((r) => r.rank === 1);
      if (winner === sorted[0]) favouriteWins++;
      if (winner === sorted[sorted.length - 1]) outsiderWins++;
    }
    expect(favouriteWins).toBeGreaterThan(3 * outsiderWins);
  });
});
