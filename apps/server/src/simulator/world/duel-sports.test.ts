/**
 * The world and the days of the sports played in sets, innings, legs, frames, rounds and maps:
 * volleyball, beach volleyball, badminton, table tennis, baseball, pesäpallo, darts, snooker, boxing,
 * MMA and esports.
 */
import { sportById } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { DAY_S, fixturesForDay } from '../fixtures.ts';
import { RULES, SimSport } from '../sports/index.ts';
import { buildWorld } from './world.ts';

const SPORTS = [
  SimSport.volleyball,
  SimSport.beachVolleyball,
  SimSport.badminton,
  SimSport.tableTennis,
  SimSport.baseball,
  SimSport.pesapallo,
  SimSport.darts,
  SimSport.snooker,
  SimSport.boxing,
  SimSport.mma,
  SimSport.esports,
];
/** Sports whose competitions India has (baseball and pesäpallo: none of note). */
const INDIA_PLAYS = SPORTS.filter((s) => s !== SimSport.baseball && s !== SimSport.pesapallo);
const CARDS: readonly number[] = [SimSport.boxing, SimSport.mma];
const DAY = 20_522; // 2026-03-10
const world = buildWorld(SPORTS);

describe('the duel sports of sets, innings, legs, frames, rounds and maps', () => {
  it('name their competitions in Tamil script only, and in English', () => {
    for (const league of world.leagues) {
      expect(league.name.ta, league.name.en).toMatch(/^[\u0B80-\u0BFF0-9\s\-.']+$/);
      expect(league.name.en).toMatch(/^[\p{L}0-9\s\-.'’]+$/u);
    }
  });

  it("list India's own competitions first, or (darts) the one India's players play in", () => {
    for (const sport of INDIA_PLAYS) {
      const [first] = world.bySport.get(sport) ?? [];
      const indians = first?.teams.filter((p) => p.countryId === 1).length ?? 0;
      if (sport === SimSport.darts) expect(indians).toBeGreaterThanOrEqual(8);
      else expect(first?.def.country, `sport ${sport}`).toBe('in');
    }
  });

  it('name individual players by initial and surname, pairs by their surnames', () => {
    const individual = [SimSport.badminton, SimSport.darts, SimSport.snooker, SimSport.boxing, SimSport.mma];
    for (const p of world.participants.filter((x) => individual.includes(x.sportId as never))) {
      expect(p.name).toMatch(/^(\p{Lu}\. \S.*|[^/]+\/[^/]+)$/u);
      expect(p.shortName).not.toMatch(/^\p{Lu}\. /u);
    }
    const beach = world.participants.filter((x) => x.sportId === SimSport.beachVolleyball);
    for (const p of beach) expect(p.name).toMatch(/^[^/\s]+\/[^/\s]+$/);
  });

  it('play modest days (a handful of bouts for boxing and MMA), live for hours of every day', () => {
    for (const sport of SPORTS) {
      const rules = RULES.get(sport);
      if (!rules) throw new Error(`no rules for ${sport}`);
      const fixtures = Array.from({ length: 9 }, (_, i) =>
        fixturesForDay(world, 3, sport, DAY - 1 + i),
      ).flat();
      const perDay = fixtures.length / 9;
      if (CARDS.includes(sport)) expect(perDay).toBeLessThanOrEqual(15);
      else expect(perDay).toBeGreaterThanOrEqual(5);
      expect(perDay).toBeLessThanOrEqual(60);
      const ends = fixtures.map((fx) => fx.startTime + rules.duration(rules.script(fx)));
      let covered = 0;
      let samples = 0;
      for (let t = DAY * DAY_S; t < (DAY + 7) * DAY_S; t += 1200, samples++) {
        if (fixtures.some((fx, i) => fx.startTime <= t && (ends[i] ?? 0) > t)) covered++;
      }
      // A competition plays at its own hours (calendar/window.ts): pesäpallo's Finnish evenings, a
      // darts session; many over the time zones cover more of the day.
      expect(covered / samples, `sport ${sport}`).toBeGreaterThanOrEqual(CARDS.includes(sport) ? 0.02 : 0.2);
    }
  });

  it('send parts only where the catalogue counts them, within its count', () => {
    for (const sport of SPORTS) {
      const rules = RULES.get(sport);
      const count = sportById(sport)?.scorePartCount ?? 0;
      for (const fx of fixturesForDay(world, 5, sport, DAY).slice(0, 12)) {
        if (!rules) continue;
        const script = rules.script(fx);
        const view = rules.view(script, rules.duration(script));
        expect((view.homeParts ?? []).length, `sport ${sport}`).toBeLessThanOrEqual(count);
        if (count === 0) expect(view.homeParts).toBeUndefined();
        expect(view.winner).toBeDefined();
      }
    }
  });
});
