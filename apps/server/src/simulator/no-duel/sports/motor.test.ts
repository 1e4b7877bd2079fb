import { type MatchEvent, ParticipantStatus, StatsResultType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { parseTime } from '../format.ts';
import { durationOf, racesOf, rowsAt } from '../testing.ts';
import type { Race } from '../types.ts';

const AUTO = 32;
const MOTO = 33;
const lapsDown = (row: MatchEvent) => Number(row.results?.[StatsResultType.lapDistance] ?? '0');
const finalRows = (race: Race) => rowsAt(race, durationOf(race) + 1);
const byKind = (sport: number, kind: string, seed = 1) =>
  racesOf(sport, seed, 20_517, 14).filter((r) => r.format.kind === kind);

describe('motor racing', () => {
  it('starts a race from its weekend qualifying order', () => {
    const races = byKind(AUTO, 'motorRace').filter((r) => r.gridFrom);
    expect(races.length).toBeGreaterThan(2);
    for (const race of races) {
      const qualifying = new Map(finalRows(race.gridFrom as Race).map((r) => [r.homeId, r.rank]));
      for (const row of rowsAt(race, 0)) expect(row.grid).toBe(qualifying.get(row.homeId));
    }
  });

  it('finishes at the chequered flag: the lapped a lap or more down, retirements out without a rank', () => {
    let lapped = 0;
    let retired = 0;
    for (const race of [...byKind(AUTO, 'motorRace'), ...byKind(MOTO, 'motorRace')]) {
      const rows = finalRows(race);
      const winner = rows.find((r) => r.rank === 1) as MatchEvent;
      expect(winner.laps).toBe(race.format.kind === 'motorRace' ? race.format.laps : -1);
      for (const row of rows) {
        if (row.participantStatus !== undefined) {
          retired++;
          expect([ParticipantStatus.didNotFinish, ParticipantStatus.disqualified]).toContain(
            row.participantStatus,
          );
          expect(row.laps ?? 0).toBeLessThan(winner.laps ?? 0);
          continue;
        }
        // [spec 2 §5] the lap distance is the laps behind the winner; zero means the gap applies.
        expect(lapsDown(row)).toBe((winner.laps ?? 0) - (row.laps ?? 0));
        // A lapped car's gap is in laps (FIA classification: "+1 Lap"), never a time.
        if (lapsDown(row) > 0)
          expect(row.gap).toBe(`+${lapsDown(row)} ${lapsDown(row) === 1 ? 'Lap' : 'Laps'}`);
        if (lapsDown(row) > 0) lapped++;
        expect(row.results?.[StatsResultType.time]).toBeDefined();
      }
      const ranks = rows.filter((r) => r.rank !== undefined).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
      for (let i = 1; i < ranks.length; i++) {
        const [a, b] = [ranks[i - 1] as MatchEvent, ranks[i] as MatchEvent];
        // More laps first; on the same lap, the earlier finisher.
        const time = (r: MatchEvent) => parseTime(r.results?.[StatsResultType.time] ?? '');
        expect((a.laps ?? 0) > (b.laps ?? 0) || time(a) <= time(b)).toBe(true);
      }
    }
    expect(lapped).toBeGreaterThan(0);
    expect(retired).toBeGreaterThan(0);
  });

  it('shows laps, last lap time and pit stops while racing, the leader without a gap', () => {
    const race = byKind(AUTO, 'motorRace').find(
      (r) => r.format.kind === 'motorRace' && r.format.pitStops > 0,
    );
    if (!race) throw new Error('no race with pit stops');
    const rows = rowsAt(race, Math.floor(durationOf(race) * 0.8));
    const leader = rows.find((r) => r.rank === 1) as MatchEvent;
    expect(leader.gap).toBeUndefined();
    expect(leader.laps).toBeGreaterThan(10);
    for (const row of rows.filter((r) => r.rank !== undefined && r.rank > 1)) {
      expect(row.gap).toMatch(/^\+(\d+:)?\d+\.\d{3}$/);
      expect(row.lapTime).toMatch(/^\d:\d\d\.\d{3}$/);
      expect(row.team).toBeTruthy();
    }
    expect(rows.some((r) => (r.pitstops ?? 0) > 0)).toBe(true);
  });

  it('ranks a practice or qualifying session by best lap, the gap to the fastest', () => {
    for (const race of byKind(AUTO, 'motorSession')) {
      const rows = finalRows(race).filter((r) => r.rank !== undefined);
      rows.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
      const laps = rows.map((r) => parseTime(r.lapTime ?? ''));
      expect([...laps].sort((a, b) => a - b)).toEqual(laps);
      expect(rows.length).toBeGreaterThan(10);
    }
  });

  it('times rally stages and the Dakar crew by crew under the super templates (rapid rally, dakar)', () => {
    const stages = [...byKind(AUTO, 'stageRally'), ...byKind(MOTO, 'stageRally')];
    const templates = new Set(stages.map((r) => r.league.templateKey));
    expect([...templates]).toEqual(expect.arrayContaining(['32_6576', '32_7771', '33_7771']));
    const race = stages[0] as Race;
    // Mid-stage, only crews through the finish have a rank; their times rank them.
    const mid = rowsAt(race, Math.floor(durationOf(race) / 2));
    const through = mid.filter((r) => r.rank !== undefined);
    expect(through.length).toBeGreaterThan(0);
    expect(through.length).toBeLessThan(mid.length);
    for (const row of through) expect(row.results?.[StatsResultType.time]).toBeDefined();
  });

  it('runs speedway meetings under the speedway super template', () => {
    const meetings = byKind(MOTO, 'speedway');
    expect(meetings.length).toBeGreaterThan(2);
    expect(new Set(meetings.map((m) => m.league.templateKey))).toEqual(new Set(['33_6578']));
  });
});
