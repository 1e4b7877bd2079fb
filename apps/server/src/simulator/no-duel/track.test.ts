import { type MatchEvent, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../simulator.ts';
import { createRecordingPort } from '../testing.ts';
import { DAY_S } from './calendar.ts';
import { RACE_SPORTS } from '../sports/index.ts';
import { createRaceTrack } from './track.ts';

const T0 = Date.UTC(2026, 2, 12, 9, 30); // a Thursday, 15:00 in India
const WINDOW = { keepPastS: 8 * DAY_S, aheadS: 7 * DAY_S };

function track(sports: readonly number[], seed = 2026) {
  const t = createRaceTrack({ seed, speed: 1, sports, ...WINDOW });
  const rows = new Map<string, MatchEvent>();
  const leagues = new Set<string>();
  return {
    step(nowMs: number) {
      const step = t.tick(nowMs);
      for (const league of step.leagues) leagues.add(league.id);
      for (const row of step.changed) {
        // A row's league has been handed over by the time the row is.
        expect(leagues.has(row.leagueId)).toBe(true);
        rows.set(row.id, row);
      }
      for (const id of step.removed) rows.delete(id);
      return step;
    },
    rows,
    participants: t.participants,
  };
}

describe('race track', () => {
  it('holds 7 days of results and 7 days of fixtures, scheduled rows without rank', () => {
    const t = track(RACE_SPORTS);
    t.step(T0);
    const nowS = T0 / 1000;
    for (const sport of RACE_SPORTS) {
      const rows = [...t.rows.values()].filter((r) => r.sportId === sport);
      const past = rows.filter((r) => r.stageType === StageType.finished);
      const future = rows.filter((r) => r.stageType === StageType.scheduled);
      expect(Math.min(...past.map((r) => r.startTime)), `sport ${sport}`).toBeLessThan(nowS - 6 * DAY_S);
      expect(Math.max(...future.map((r) => r.startTime)), `sport ${sport}`).toBeGreaterThan(nowS + 5 * DAY_S);
      for (const row of future) expect(row.rank).toBeUndefined();
      for (const row of rows) if (row.startTime > nowS) expect(row.stageType).toBe(StageType.scheduled);
    }
    expect(t.participants.length).toBeGreaterThan(1000);
  });

  it('hands over only rows that changed, and nothing for an instant already shown', () => {
    const t = track([35, 39]);
    const first = t.step(T0);
    expect(first.changed.length).toBe(t.rows.size);
    expect(t.step(T0).changed).toEqual([]);
    let changed = 0;
    for (let s = 1; s <= 1800; s += 10) changed += t.step(T0 + s * 1000).changed.length;
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(t.rows.size);
  });

  it('slides: a day later the oldest races leave and a new day of races enters', () => {
    const t = track([34, 35]);
    t.step(T0);
    const before = new Set(t.rows.keys());
    const later = t.step(T0 + DAY_S * 1000);
    expect(later.removed.length).toBeGreaterThan(100);
    for (const id of later.removed) expect(before.has(id)).toBe(true);
    expect(later.leagues.length).toBeGreaterThan(20);
    for (const row of t.rows.values())
      expect(row.startTime).toBeGreaterThanOrEqual(T0 / 1000 - WINDOW.keepPastS);
  });

  it('plays the same sequence for the same seed', () => {
    const sequence = (seed: number) => {
      const t = track([23, 32], seed);
      const out: unknown[] = [];
      for (let s = 0; s < 4 * 3600; s += 600) out.push(t.step(T0 + s * 1000).changed);
      return out;
    };
    expect(sequence(4)).toEqual(sequence(4));
    expect(sequence(4)).not.toEqual(sequence(5));
  });
});

describe('simulator with race sports', () => {
  it('feeds the engine the rows of races, their leagues and participants, beside the matches', () => {
    const port = createRecordingPort();
    const sim = createSimulator({ seed: 1, clock: () => T0, port, sports: [42, 23, 35] });
    sim.tick();
    const leagueIds = new Set(port.leagues.map((l) => l.id));
    const participantIds = new Set(port.participants.map((p) => p.id));
    const sports = new Set([...port.events.values()].map((e) => e.sportId));
    expect([...sports].sort((a, b) => a - b)).toEqual([23, 35, 42]);
    for (const e of port.events.values()) {
      expect(leagueIds.has(e.leagueId)).toBe(true);
      if (e.sportId !== 42) expect(participantIds.has(e.homeId)).toBe(true);
    }
  });

  it('refuses the umbrella sports (motorsport 31, winter sports 37): their rows are their children’s', () => {
    const port = createRecordingPort();
    expect(() => createSimulator({ seed: 1, clock: () => T0, port, sports: [31] })).toThrow(RangeError);
    expect(() => createSimulator({ seed: 1, clock: () => T0, port, sports: [37] })).toThrow(RangeError);
  });
});
