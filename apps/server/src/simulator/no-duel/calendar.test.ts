import { COUNTRY_LIST } from '../world/countries.ts';
import { describe, expect, it } from 'vitest';
import { DAY_S, weekdayOf } from './calendar.ts';
import { RACE_SPORTS, raceRoomById } from '../sports/index.ts';
import { durationOf, racesOf, TEST_DAY } from './testing.ts';

const TAMIL = /[\u0B80-\u0BFF]/;
const LATIN = /[A-Za-z]/;

describe('race calendars', () => {
  it('give each UTC day the races that start on it, each its own league', () => {
    const leagueIds = new Set<string>();
    for (const sport of RACE_SPORTS) {
      for (let day = TEST_DAY; day < TEST_DAY + 14; day++) {
        for (const race of raceRoomById(sport).calendar(3, day)) {
          expect(Math.floor(race.startTime / DAY_S), race.key).toBe(day);
          expect(race.league.id).toMatch(new RegExp(`^${sport}_[A-Za-z0-9]{8}$`));
          expect(leagueIds.has(race.league.id)).toBe(false);
          leagueIds.add(race.league.id);
        }
      }
    }
  });

  it('name leagues in Tamil script without Latin letters, and in English', () => {
    for (const sport of RACE_SPORTS) {
      for (const race of racesOf(sport, 1, TEST_DAY - 3, 14)) {
        const { ta, en } = race.league.name;
        expect(ta, ta).toMatch(TAMIL);
        expect(ta, ta).not.toMatch(LATIN);
        expect(en, en).not.toMatch(TAMIL);
        expect(COUNTRY_LIST.some((c) => c.id === race.league.countryId)).toBe(true);
      }
    }
    const names = RACE_SPORTS.flatMap((s) => racesOf(s, 1, TEST_DAY - 14, 70)).map((r) => r.league.name.en);
    for (const expected of [
      'DP World Tour — Hero Indian Open — Round 1',
      'Formula 1 — Abu Dhabi Grand Prix — Race',
      'Indian Racing League — Chennai Street Circuit — Race 1',
      'MotoGP — Grand Prix of India — Race',
      'Chennai (Guindy) — Race 1',
      'Tour de France — Stage 1',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('keep a series’ template key across its races, the spec’s super templates where they apply', () => {
    const keys = (sport: number, prefix: string) =>
      new Set(
        racesOf(sport, 1, TEST_DAY, 7)
          .filter((r) => r.league.name.en.startsWith(prefix))
          .map((r) => r.league.templateKey),
      );
    expect(keys(32, 'Formula 1')).toEqual(new Set([expect.stringMatching(/^32_[A-Za-z0-9]{8}$/)]));
    expect(keys(32, 'World Rally Championship')).toEqual(new Set(['32_6576']));
    expect(keys(33, 'Speedway')).toEqual(new Set(['33_6578']));
    expect(keys(33, 'Dakar')).toEqual(new Set(['33_7771']));
  });

  it('draw fields from the sport’s participants, and give people their initial and surname', () => {
    for (const sport of RACE_SPORTS) {
      const def = raceRoomById(sport);
      const ids = new Set(def?.participants.map((p) => p.id));
      expect(ids.size).toBe(def?.participants.length);
      for (const p of def?.participants ?? []) {
        expect(p.sportId).toBe(sport);
        expect(COUNTRY_LIST.some((c) => c.id === p.countryId)).toBe(true);
        if (sport !== 35) expect(p.name).toMatch(/^[A-Z]\. \S/);
      }
      for (const race of racesOf(sport, 2, TEST_DAY, 7)) {
        for (const e of race.entrants) expect(ids.has(e.participantId)).toBe(true);
        expect(new Set(race.entrants.map((e) => e.participantId)).size).toBe(race.entrants.length);
      }
    }
  });

  it('have races every day of the week', () => {
    for (const sport of RACE_SPORTS) {
      const days = new Set(
        racesOf(sport, 1, TEST_DAY, 7).map((r) => weekdayOf(Math.floor(r.startTime / DAY_S))),
      );
      expect(days.size, `sport ${sport}`).toBe(7);
    }
  });

  it('have something of each sport live or finished within 12 hours at most hours of a week', () => {
    for (const sport of RACE_SPORTS) {
      const spans = racesOf(sport, 1, TEST_DAY - 4, 12).map((r) => [
        r.startTime,
        r.startTime + durationOf(r),
      ]);
      let covered = 0;
      let total = 0;
      for (let t = TEST_DAY * DAY_S; t < (TEST_DAY + 7) * DAY_S; t += 900) {
        total++;
        if (spans.some(([from = 0, to = 0]) => from <= t && t < to + 12 * 3600)) covered++;
      }
      expect(covered / total, `sport ${sport}`).toBeGreaterThan(0.8);
    }
  });
});
