import { type MatchEvent, ParticipantStatus, StageType, StatsResultType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { parseTime } from '../format.ts';
import { durationOf, racesOf, rowsAt } from '../testing.ts';
import type { Race } from '../types.ts';

const R = StatsResultType;
const finalRows = (race: Race) => rowsAt(race, durationOf(race) + 1);
const ranked = (rows: readonly MatchEvent[]) =>
  rows.filter((r) => r.rank !== undefined).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));

describe('ski jumping', () => {
  it('jumps two rounds: the top 30 of the first go to the final, ranked by points ahead of the rest', () => {
    for (const race of racesOf(38, 1, 20_522, 2)) {
      const rows = ranked(finalRows(race));
      const finalists = rows.filter((r) => r.results?.[R.jumpRound2] !== undefined);
      expect(finalists.length).toBeLessThanOrEqual(30);
      expect(finalists.length).toBeGreaterThanOrEqual(Math.min(24, rows.length - 1));
      expect(rows.slice(0, finalists.length)).toEqual(finalists);
      const pts = finalists.map((r) => Number(r.results?.[R.points]));
      expect([...pts].sort((a, b) => b - a)).toEqual(pts);
      for (const row of rows) expect(row.results?.[R.jumpRound1]).toMatch(/^\d{2,3}\.[05]$/);
    }
  });
});

describe('alpine skiing', () => {
  it('adds two runs in technical races; outside the top 30 after run 1 is not classified', () => {
    const races = racesOf(39, 2, 20_522, 7).filter(
      (r) => r.format.kind === 'alpine' && ['slalom', 'giantSlalom'].includes(r.format.discipline),
    );
    expect(races.length).toBeGreaterThan(3);
    for (const race of races) {
      const rows = finalRows(race);
      for (const row of ranked(rows)) {
        const [one, two, total] = [R.round1, R.round1 + 1, R.time].map((k) =>
          parseTime(row.results?.[k] ?? ''),
        );
        expect(Math.round(((one ?? 0) + (two ?? 0)) * 100)).toBe(Math.round((total ?? 0) * 100));
      }
      if (race.entrants.length > 30) {
        expect(rows.some((r) => r.participantStatus === ParticipantStatus.notClassified)).toBe(true);
      }
    }
  });

  it('ranks only skiers through both runs while the second run is on (a provisional order)', () => {
    const race = racesOf(39, 3, 20_522, 7).find(
      (r) => r.format.kind === 'alpine' && r.format.discipline === 'slalom' && r.entrants.length >= 40,
    );
    if (!race) throw new Error('no World Cup slalom');
    const rows = rowsAt(race, 3 * 3600 + 15 * 60);
    expect(rows.every((r) => r.stageType === StageType.live)).toBe(true);
    for (const row of ranked(rows)) expect(row.results?.[R.round1 + 1]).toBeDefined();
    expect(ranked(rows).length).toBeGreaterThan(0);
    expect(
      rows.filter((r) => r.results?.[R.round1] && !r.participantStatus && r.rank === undefined).length,
    ).toBeGreaterThan(0);
  });
});

describe('cross-country and biathlon', () => {
  it('[spec 2 §9] gives the live leader the distance covered, in km', () => {
    const massStarts = [...racesOf(40, 4, 20_522, 1), ...racesOf(41, 4, 20_522, 7)].filter(
      (r) =>
        r.format.kind === 'crossCountry' || (r.format.kind === 'biathlon' && r.format.race === 'massStart'),
    );
    expect(massStarts.length).toBeGreaterThan(3);
    for (const race of massStarts) {
      const rows = rowsAt(race, Math.floor(durationOf(race) / 3));
      const leader = rows.find((r) => r.rank === 1) as MatchEvent;
      const km = Number(leader.results?.[R.currentDistance]);
      expect(km).toBeGreaterThan(0);
      expect(km).toBeLessThan(20);
      for (const row of rows) {
        if (row.rank !== undefined && row.rank > 1 && race.format.kind === 'crossCountry') {
          expect(Number(row.results?.[R.currentDistance])).toBeLessThanOrEqual(km);
        }
      }
    }
  });

  it('counts misses per shooting and as many penalty loops', () => {
    for (const race of racesOf(41, 5, 20_522, 7)) {
      if (race.format.kind !== 'biathlon') continue;
      const shootings = race.format.race === 'massStart' ? 4 : 2;
      for (const row of finalRows(race)) {
        const misses = (row.results?.[R.missedShots] ?? '').split('+').map(Number);
        expect(misses).toHaveLength(shootings);
        for (const m of misses) expect(m).toBeLessThanOrEqual(5);
        expect(Number(row.results?.[R.penaltyLaps])).toBe(misses.reduce((a, b) => a + b, 0));
      }
    }
  });

  it('ranks a sprint by net time, though athletes start 30 s apart', () => {
    const race = racesOf(41, 6, 20_522, 7).find(
      (r) => r.format.kind === 'biathlon' && r.format.race === 'sprint',
    );
    if (!race) throw new Error('no sprint');
    const times = ranked(finalRows(race)).map((r) => parseTime(r.results?.[R.time] ?? ''));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
