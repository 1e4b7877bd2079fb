import { type EventStage, StageType, StatsResultType } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RACE_SPORTS } from '../sports/index.ts';
import { checkFinished, checkRows, durationOf, racesOf, rowsAt, rulesOf, TEST_DAY } from './testing.ts';
import type { Race } from './types.ts';

/** Race seconds at which to look at a race: before, at the start, through it, after it. */
function instants(race: Race, samples: number): number[] {
  const end = durationOf(race);
  const out = [-60, 0];
  for (let k = 1; k < samples; k++) out.push(Math.floor((end * k) / samples));
  out.push(end + 1, end + 60);
  return out;
}

describe('every no-duel race', () => {
  it('[CDC9] shows one row per entrant with consistent ranks at every instant, and one winner at the end', () => {
    for (const sport of RACE_SPORTS) {
      for (const race of racesOf(sport, 7, TEST_DAY, 7).filter((_, i) => i % 5 === 0)) {
        const script = rulesOf(race).script(race);
        for (const t of instants(race, 12)) {
          const rows = rowsAt(race, t, t >= 0 ? script : undefined);
          checkRows(race, rows);
          if (t < 0) expect(rows.every((r) => r.stageType === StageType.scheduled)).toBe(true);
        }
        checkFinished(race, rowsAt(race, durationOf(race) + 1, script));
      }
    }
  });

  it('keeps the same invariants for any seed, race and instant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...RACE_SPORTS),
        fc.nat(6),
        fc.nat(1000),
        fc.double({ min: 0, max: 1.05, noNaN: true }),
        (seed, sport, dayOffset, pick, share) => {
          const races = racesOf(sport, seed, TEST_DAY + dayOffset, 1);
          const race = races[pick % Math.max(1, races.length)];
          if (!race) return; // golf has days without a first round
          const end = durationOf(race);
          const rows = rowsAt(race, share >= 1 ? end + 1 : Math.floor(end * share));
          checkRows(race, rows);
          if (share >= 1) checkFinished(race, rows);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is a pure function of the seed: the same rows for the same seed, other results for another', () => {
    for (const sport of RACE_SPORTS) {
      const [a] = racesOf(sport, 11, TEST_DAY + 2, 2);
      const [b] = racesOf(sport, 11, TEST_DAY + 2, 2);
      const [c] = racesOf(sport, 12, TEST_DAY + 2, 2);
      if (!a || !b || !c) throw new Error(`no race of sport ${sport}`);
      const end = durationOf(a) + 1;
      expect(rowsAt(a, end)).toEqual(rowsAt(b, end));
      expect(a.league).toEqual(c.league); // the calendar does not depend on the seed
      const ranks = (race: Race) => rowsAt(race, durationOf(race) + 1).map((r) => [r.homeId, r.rank]);
      expect(ranks(a)).not.toEqual(ranks(c));
    }
  });

  it('moves forward only: laps, holes in a round, distance covered and heats ridden never go back', () => {
    const progress = (row: ReturnType<typeof rowsAt>[number]) => [
      row.laps ?? 0,
      Number(row.results?.[StatsResultType.currentDistance] ?? 0),
      // Rounds done: golf rounds, alpine runs, speedway heats.
      Object.keys(row.results ?? {}).filter(
        (k) => Number(k) >= StatsResultType.round1 && Number(k) <= StatsResultType.round20,
      ).length,
    ];
    for (const sport of RACE_SPORTS) {
      const race = racesOf(sport, 3, TEST_DAY + 3, 1)[0];
      if (!race) continue;
      const script = rulesOf(race).script(race);
      let previous = new Map<string, { stage: EventStage; holes: number; progress: number[] }>();
      for (const t of instants(race, 60)) {
        const next = new Map<string, { stage: EventStage; holes: number; progress: number[] }>();
        for (const row of rowsAt(race, t, t >= 0 ? script : undefined)) {
          const now = { stage: row.stage, holes: row.holesPlayed ?? 0, progress: progress(row) };
          const before = previous.get(row.id);
          if (before && before.stage === now.stage) {
            expect(now.holes).toBeGreaterThanOrEqual(before.holes);
            now.progress.forEach((value, k) => expect(value).toBeGreaterThanOrEqual(before.progress[k] ?? 0));
          }
          next.set(row.id, now);
        }
        previous = next;
      }
    }
  });

  it('has row ids unique across races and days', () => {
    const ids = new Set<string>();
    for (const sport of RACE_SPORTS) {
      for (const race of racesOf(sport, 5)) {
        for (const entrant of race.entrants) {
          expect(ids.has(entrant.eventId)).toBe(false);
          ids.add(entrant.eventId);
        }
      }
    }
    expect(ids.size).toBeGreaterThan(5000);
  });
});
