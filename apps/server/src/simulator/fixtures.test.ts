import { sportById } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { sportCalendar } from './calendar/cadence.ts';
import { roundsOf } from './calendar/round-robin.ts';
import { DAY_S, dayOf, fixturesForDay, forgetCalendars } from './fixtures.ts';
import { formatOf } from './league/standings.ts';
import { duelRoomById, RULES, SIMULATED_SPORTS } from './sports/index.ts';
import type { Fixture } from './types.ts';
import { buildWorld } from './world/world.ts';

const world = buildWorld(SIMULATED_SPORTS);
const DAY = 20_522; // 2026-03-10, a Tuesday
const keyOf = (sport: number) => sportById(sport)?.key ?? '';

/** Fixtures of a sport over days [from, to). */
const span = (seed: number, sport: number, from: number, to: number): Fixture[] =>
  Array.from({ length: to - from }, (_, i) => fixturesForDay(world, seed, sport, from + i)).flat();

/** Each side's fixtures in kick-off order. */
function bySide(fixtures: readonly Fixture[]): Map<string, Fixture[]> {
  const out = new Map<string, Fixture[]>();
  for (const fx of fixtures) {
    for (const id of [fx.home.id, fx.away.id]) out.set(id, [...(out.get(id) ?? []), fx]);
  }
  for (const list of out.values()) list.sort((a, b) => a.startTime - b.startTime);
  return out;
}

describe('fixtures', () => {
  it('are a pure function of (seed, sport, day): a day built alone equals the same day built in a run', () => {
    for (const sport of SIMULATED_SPORTS) {
      // Built after a run of days, then again from nothing (no calendar kept, a fresh world).
      span(1, sport, DAY - 8, DAY + 3);
      const inRun = fixturesForDay(world, 1, sport, DAY + 3);
      forgetCalendars();
      expect(fixturesForDay(buildWorld(SIMULATED_SPORTS), 1, sport, DAY + 3)).toEqual(inRun);
      const week = (seed: number) => span(seed, sport, DAY, DAY + 7);
      expect(week(1)).not.toEqual(week(2));
    }
  });

  it('kick off on their day, with unique ids, on 5-minute marks, two sides each', () => {
    const ids = new Set<string>();
    for (const sport of SIMULATED_SPORTS) {
      for (let day = DAY; day < DAY + 5; day++) {
        for (const fx of fixturesForDay(world, 42, sport, day)) {
          expect(fx.id).toMatch(new RegExp(`^g_${sport}_[A-Za-z0-9]{8,16}$`));
          expect(ids.has(fx.id)).toBe(false);
          ids.add(fx.id);
          expect(dayOf(fx.startTime)).toBe(day);
          expect(fx.home.id).not.toBe(fx.away.id);
          expect(fx.startTime % 300).toBe(0);
        }
      }
    }
  });

  it('never put a side in two matches at once, nor start it again before its sport rest', () => {
    for (const sport of SIMULATED_SPORTS) {
      const { rules } = duelRoomById(sport);
      const restS = sportCalendar(keyOf(sport)).restH * 3600;
      for (const [side, list] of bySide(span(7, sport, DAY - 7, DAY + 8))) {
        for (let i = 1; i < list.length; i++) {
          const a = list[i - 1] as Fixture;
          const b = list[i] as Fixture;
          const gap = b.startTime - a.startTime;
          expect(gap, `${side}: ${a.id} then ${b.id}`).toBeGreaterThanOrEqual(
            rules.duration(rules.script(a)),
          );
          expect(gap, `${side}: ${a.id} then ${b.id}`).toBeGreaterThanOrEqual(restS);
        }
      }
    }
  });

  it('[calendar] football: 40 hours at least between a club’s kick-offs; the NFL 72; rugby 96', () => {
    for (const [key, hours] of [
      ['soccer', 40],
      ['american-football', 72],
      ['rugby-union', 96],
      ['aussie-rules', 96],
    ] as const) {
      expect(sportCalendar(key).restH).toBe(hours);
    }
  });

  it('play every side of a league once a round, home and away in turn over a season', () => {
    // Premier League: 20 clubs, 38 rounds; over a season a club is at home in 19.
    const league = world.bySport.get(1)?.find((l) => l.def.key === 'premier-league');
    if (!league) throw new Error('premier league expected');
    const id = league.league.id;
    const fixtures = span(5, 1, DAY, DAY + 250).filter((fx) => fx.leagueId === id);
    const home = new Map<string, number>();
    const met = new Map<string, number>();
    for (const fx of fixtures) {
      home.set(fx.home.id, (home.get(fx.home.id) ?? 0) + 1);
      met.set(`${fx.home.id}-${fx.away.id}`, (met.get(`${fx.home.id}-${fx.away.id}`) ?? 0) + 1);
    }
    // 250 days hold more than a double round robin (38 rounds at three a fortnight, less the
    // matches a cup tie puts off).
    expect(fixtures.length).toBeGreaterThanOrEqual(10 * roundsOf(20));
    for (const side of league.teams) {
      const played = fixtures.filter((fx) => fx.home.id === side.id || fx.away.id === side.id).length;
      expect((home.get(side.id) ?? 0) / played).toBeGreaterThan(0.4);
      expect((home.get(side.id) ?? 0) / played).toBeLessThan(0.6);
    }
    // A home fixture comes back only after the whole double round robin.
    const first = new Map<string, number>();
    for (const fx of fixtures) {
      const key = `${fx.home.id}-${fx.away.id}`;
      const seen = first.get(key);
      if (seen !== undefined) expect(fx.startTime - seen).toBeGreaterThan(60 * DAY_S);
      else first.set(key, fx.startTime);
    }
  });

  it('play a knock-out draw round by round: a tie after the two feeding it, between their winners', () => {
    let later = 0;
    for (const sport of SIMULATED_SPORTS) {
      for (const league of world.bySport.get(sport) ?? []) {
        if (formatOf(sport, league.def) !== 'draw') continue;
        const ties = span(3, sport, DAY - 7, DAY + 8).filter((fx) => fx.leagueId === league.league.id);
        const rules = RULES.get(sport);
        if (!rules) throw new Error(`rules of ${sport}`);
        // A tie after the first round (its fixture says when its sides became known) is between the
        // winners of the side's previous ties, and starts after them.
        for (const [side, list] of bySide(ties)) {
          for (let i = 1; i < list.length; i++) {
            const prev = list[i - 1] as Fixture;
            const next = list[i] as Fixture;
            if (next.knownS === undefined) continue; // a first-round tie: a new edition
            // A seeded side's bye: its previous tie was in the edition before (first-round ties between).
            const between = (t: Fixture) => t.startTime > prev.startTime && t.startTime < next.startTime;
            if (ties.some((t) => t.knownS === undefined && between(t))) continue;
            later++;
            const script = rules.script(prev);
            const won = rules.view(script, rules.duration(script)).winner;
            const homeWon = won === 1 || (won !== 2 && prev.home.rating >= prev.away.rating);
            expect(homeWon ? prev.home.id : prev.away.id, `${side} in ${league.def.key}`).toBe(side);
            expect(next.knownS).toBeGreaterThanOrEqual(prev.startTime + rules.duration(script));
            expect(next.startTime).toBeGreaterThanOrEqual(next.knownS);
          }
        }
      }
    }
    expect(later).toBeGreaterThan(100);
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
