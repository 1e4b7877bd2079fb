import { EventStage, type MatchEvent, StageType, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../world/world.ts';
import { computeStandings, isFinal, pointsRuleOf, resultOf } from './standings.ts';
import { bodiesOf, DAY_MS, deskRun } from './testing.ts';

const T0 = Date.UTC(2026, 2, 10, 9, 30);
const world = buildWorld([1, 3, 4, 13, 42, 12]);
const premier = world.bySport.get(1)?.find((l) => l.def.key === 'premier-league');
if (!premier) throw new Error('no premier league');

/** A finished football match between two of the league's teams. */
const arbMatch = fc
  .record({
    home: fc.nat({ max: premier.teams.length - 1 }),
    shift: fc.integer({ min: 1, max: premier.teams.length - 1 }),
    hs: fc.nat({ max: 6 }),
    as: fc.nat({ max: 6 }),
    at: fc.nat({ max: 1_000_000 }),
  })
  .map(({ home, shift, hs, as, at }): MatchEvent => {
    const h = premier.teams[home];
    const a = premier.teams[(home + shift) % premier.teams.length];
    if (!h || !a) throw new Error('team');
    return {
      id: `g_1_m${home}_${shift}_${at}`,
      sportId: 1,
      leagueId: premier.league.id,
      startTime: 1_773_000_000 + at,
      stageType: StageType.finished,
      stage: EventStage.finished,
      homeId: h.id,
      awayId: a.id,
      homeName: h.name,
      awayName: a.name,
      homeScore: String(hs),
      awayScore: String(as),
      winner: hs > as ? Winner.home : hs < as ? Winner.away : Winner.draw,
    };
  });

describe('standings', () => {
  it('agree with the results: points = 3W + D, played = W + D + L, goals add up (property)', () => {
    fc.assert(
      fc.property(fc.array(arbMatch, { maxLength: 80 }), (matches) => {
        const table = computeStandings(premier.league, premier.def, premier.teams, matches, '2025/26');
        const rows = table.groups[0]?.rows ?? [];
        expect(rows).toHaveLength(premier.teams.length);
        let played = 0;
        let goals = 0;
        for (const row of rows) {
          expect(row.points).toBe(3 * row.won + row.drawn);
          expect(row.played).toBe(row.won + row.drawn + row.lost);
          const mine = matches.filter(
            (m) => m.homeId === row.participantId || m.awayId === row.participantId,
          );
          expect(row.played).toBe(mine.length);
          expect(row.form.length).toBe(Math.min(5, mine.length));
          played += row.played;
          goals += row.scoreFor - row.scoreAgainst;
        }
        expect(played).toBe(2 * matches.length);
        expect(goals).toBe(0);
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
        for (let i = 1; i < rows.length; i++)
          expect(rows[i - 1]?.points).toBeGreaterThanOrEqual(rows[i]?.points ?? 0);
        expect(rows.filter((r) => r.zone === 'relegation')).toHaveLength(3);
        expect(rows.filter((r) => r.zone === 'promotion')).toHaveLength(4);
      }),
    );
  });

  it('score each sport by its own rules', () => {
    const result = (outcome: 'W' | 'D' | 'L', scoreFor = 0, scoreAgainst = 0, overtime = false) => ({
      outcome,
      scoreFor,
      scoreAgainst,
      overtime,
    });
    expect(pointsRuleOf(3)(result('W', 100, 90))).toBe(1);
    expect(pointsRuleOf(3)(result('L', 90, 100))).toBe(0);
    expect(pointsRuleOf(4)(result('L', 2, 3, true))).toBe(1);
    expect(pointsRuleOf(4)(result('L', 2, 3))).toBe(0);
    expect(pointsRuleOf(13)(result('W'))).toBe(2);
    expect(pointsRuleOf(42)(result('L', 30, 36))).toBe(1);
    expect(pointsRuleOf(42)(result('L', 20, 36))).toBe(0);
    expect(pointsRuleOf(42)(result('D', 30, 30))).toBe(5 - 2);
    expect(pointsRuleOf(12)(result('W', 3, 2))).toBe(2);
    expect(pointsRuleOf(12)(result('L', 2, 3))).toBe(1);
    expect(pointsRuleOf(12)(result('W', 3, 0))).toBe(3);
    expect(pointsRuleOf(24)(result('W', 2, 2, true))).toBe(2);
    expect(pointsRuleOf(24)(result('L', 2, 2, true))).toBe(1);
    expect(pointsRuleOf(24)(result('W', 3, 2))).toBe(3);
    expect(pointsRuleOf(26)({ ...result('W', 4, 4, true), shootout: true })).toBe(1);
    expect(pointsRuleOf(26)(result('W', 5, 4, true))).toBe(2);
    expect(pointsRuleOf(8)(result('D', 20, 20))).toBe(2);
  });

  it.each([11, 12, 13])('the desk publishes tables that match the held results (seed %i)', (seed) => {
    const run = deskRun(seed, [1, 3, 13, 42], T0);
    const tables = bodiesOf(run, 'standings');
    expect(tables.length).toBeGreaterThan(30);
    let counted = 0;
    for (const table of tables) {
      const league = run.world.leagues.find((l) => l.id === table.leagueId);
      if (!league) throw new Error(`unknown league ${table.leagueId}`);
      const finals = [...run.events.values()].filter((e) => e.leagueId === league.id && isFinal(e));
      for (const row of table.groups[0]?.rows ?? []) {
        const mine = finals.filter((e) => e.homeId === row.participantId || e.awayId === row.participantId);
        const outcomes = mine.map(
          (e) => resultOf(e, e.homeId === row.participantId ? 'home' : 'away').outcome,
        );
        expect(row.played).toBe(mine.length);
        expect(row.won).toBe(outcomes.filter((o) => o === 'W').length);
        expect(row.drawn).toBe(outcomes.filter((o) => o === 'D').length);
        expect(row.lost).toBe(outcomes.filter((o) => o === 'L').length);
        if (league.sportId === 1) expect(row.points).toBe(3 * row.won + row.drawn);
        if (league.sportId === 3) expect(row.points).toBe(row.won);
        counted += row.played;
      }
    }
    expect(counted).toBeGreaterThan(500);
  });

  it('update when a match of the league ends', () => {
    const run = deskRun(5, [1], T0);
    const before = new Map(bodiesOf(run, 'standings').map((s) => [s.leagueId, s]));
    let changed = 0;
    for (let ms = T0 + 60_000; ms <= T0 + 3 * 3_600_000; ms += 10 * 60_000) {
      const put = run.at(ms).filter((d) => d.kind === 'standings');
      changed += put.length;
      for (const doc of put) expect(doc.body).not.toEqual(before.get(doc.key));
      for (const doc of put) before.set(doc.key, doc.body as never);
    }
    expect(changed).toBeGreaterThan(0);
    // And a day later the window has moved on: tables still agree with what is held.
    run.at(T0 + DAY_MS);
    for (const table of bodiesOf(run, 'standings')) {
      const held = [...run.events.values()].filter((e) => e.leagueId === table.leagueId && isFinal(e)).length;
      const played = (table.groups[0]?.rows ?? []).reduce((n, r) => n + r.played, 0);
      expect(played).toBe(2 * held);
    }
  });
});
