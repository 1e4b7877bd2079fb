import { EventStage, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import type { Side } from '../../types.ts';
import { badminton } from '../badminton/script.ts';
import { duel, type RallyFormat } from './duel-format.ts';
import {
  applyRally,
  newRallyState,
  type RallyRules,
  type RallyScript,
  type RallyState,
  rallyStateAt,
  rallyView,
  servingNow,
  setIsOver,
} from './rally-sets.ts';
import { tableTennis } from '../table-tennis/script.ts';
import { beachVolleyball } from '../beach-volleyball/script.ts';
import { volleyball } from '../volleyball/script.ts';

const VOLLEYBALL: RallyRules = {
  setTo: 25,
  decidingTo: 15,
  cap: null,
  setsToWin: 3,
  maxSets: 5,
  service: 'rally',
  nextSetServer: 'alternate',
};
const BADMINTON: RallyRules = { ...VOLLEYBALL, setTo: 21, decidingTo: 21, cap: 30, setsToWin: 2, maxSets: 3 };
const TABLE_TENNIS: RallyRules = {
  ...VOLLEYBALL,
  setTo: 11,
  decidingTo: 11,
  service: 'alternate',
  setsToWin: 3,
  maxSets: 5,
};

const play = (state: RallyState, sides: string) =>
  [...sides].reduce((s, c) => applyRally(s, c === 'h' ? 0 : 1), state);
/** Points alternating home, away `n` times each: an even set up to n-n. */
const level = (state: RallyState, n: number) => play(state, 'ha'.repeat(n));

describe('rally scoring', () => {
  it('wins a volleyball set at 25 by two: 25-24 plays on, 26-24 ends it', () => {
    let s = level(newRallyState(VOLLEYBALL, 0), 23);
    s = play(s, 'ha');
    expect(s.sets).toEqual([[24, 24]]);
    s = play(s, 'h');
    expect(s.setsWon).toEqual([0, 0]);
    s = play(s, 'h');
    expect(s.sets).toEqual([
      [26, 24],
      [0, 0],
    ]);
    expect(s.setsWon).toEqual([1, 0]);
    const clean = play(level(newRallyState(VOLLEYBALL, 0), 23), 'hh');
    expect(clean.sets[0]).toEqual([25, 23]);
    expect(clean.setsWon).toEqual([1, 0]);
  });

  it('plays the fifth volleyball set to 15, and ends the match there', () => {
    let s = newRallyState(VOLLEYBALL, 0);
    for (const side of ['h', 'a', 'h', 'a']) s = play(s, side.repeat(25));
    expect(s.setsWon).toEqual([2, 2]);
    s = play(level(s, 13), 'h');
    expect(s.winner).toBeNull();
    s = play(s, 'h');
    expect(s.sets[4]).toEqual([15, 13]);
    expect(s.winner).toBe(0);
  });

  it('caps a badminton game at 30: 29-29, the next point wins it 30-29', () => {
    let s = level(newRallyState(BADMINTON, 0), 29);
    expect(s.sets).toEqual([[29, 29]]);
    s = play(s, 'a');
    expect(s.sets[0]).toEqual([29, 30]);
    expect(s.setsWon).toEqual([0, 1]);
    expect(play(level(newRallyState(BADMINTON, 0), 19), 'hh').sets[0]).toEqual([21, 19]);
    expect(play(level(newRallyState(BADMINTON, 0), 20), 'hh').sets[0]).toEqual([22, 20]);
  });

  it('gives a badminton rally winner the serve, and a game winner the first serve of the next', () => {
    let s = newRallyState(BADMINTON, 0);
    s = play(s, 'a');
    expect(servingNow(s)).toBe(1);
    s = play(s, 'h');
    expect(servingNow(s)).toBe(0);
    s = play(s, 'a'.repeat(20)); // 1-21: away wins the game
    expect(s.setsWon).toEqual([0, 1]);
    expect(servingNow(s)).toBe(1);
  });

  it('wins a table tennis game at 11 by two, with service changing every two points and every point from 10-10', () => {
    let s = newRallyState(TABLE_TENNIS, 1);
    const servers: Side[] = [];
    for (let i = 0; i < 24; i++) {
      servers.push(servingNow(s));
      s = play(s, i % 2 === 0 ? 'h' : 'a');
    }
    // Twenty points two by two, then one each from 10-10 (11-11, 12-12 ...).
    expect(servers.slice(0, 8)).toEqual([1, 1, 0, 0, 1, 1, 0, 0]);
    expect(servers.slice(18)).toEqual([0, 0, 1, 0, 1, 0]);
    expect(s.sets[0]).toEqual([12, 12]);
    s = play(s, 'hh');
    expect(s.sets[0]).toEqual([14, 12]);
    // The player who served first in a game receives first in the next.
    expect(servingNow(s)).toBe(0);
    expect(play(newRallyState(TABLE_TENNIS, 0), 'h'.repeat(11)).sets[0]).toEqual([11, 0]);
  });

  it('knows a finished set when it sees one', () => {
    expect(setIsOver(25, 23, 25, null)).toBe(true);
    expect(setIsOver(25, 24, 25, null)).toBe(false);
    expect(setIsOver(15, 13, 15, null)).toBe(true);
    expect(setIsOver(30, 29, 21, 30)).toBe(true);
    expect(setIsOver(11, 10, 11, null)).toBe(false);
  });
});

/** The final score of a set is one a referee would sign. */
function assertLegalSet([a, b]: [number, number], target: number, cap: number | null) {
  const [w, l] = a > b ? [a, b] : [b, a];
  const byTwo = (w === target && l <= target - 2) || (w > target && w - l === 2);
  const capped = cap !== null && w === cap && l === cap - 1;
  expect(byTwo || capped, `set ${a}-${b} to ${target}`).toBe(true);
}

const SPORTS = [
  { rules: volleyball, id: 12, format: { kind: 'rally', bestOf: 5 }, target: [25, 15], cap: null },
  { rules: beachVolleyball, id: 17, format: { kind: 'rally', bestOf: 3 }, target: [21, 15], cap: null },
  { rules: badminton, id: 21, format: { kind: 'rally', bestOf: 3 }, target: [21, 21], cap: 30 },
  { rules: tableTennis, id: 25, format: { kind: 'rally', bestOf: 5 }, target: [11, 11], cap: null },
  { rules: tableTennis, id: 25, format: { kind: 'rally', bestOf: 7 }, target: [11, 11], cap: null },
] as const;

describe('rally matches', () => {
  it('always end with legal set scores and a winner who won the sets it needed', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...SPORTS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, sport, r) => {
          const fx = makeFixture(duel(sport.id, sport.format as RallyFormat), seed, [r, 1 - r]);
          const script = sport.rules.script(fx);
          const { state } = rallyStateAt(script, script.end);
          const need = Math.ceil(sport.format.bestOf / 2);
          state.sets.forEach((set, i) => {
            const deciding = i === sport.format.bestOf - 1;
            assertLegalSet(set, deciding ? sport.target[1] : sport.target[0], sport.cap);
          });
          expect(Math.max(...state.setsWon)).toBe(need);
          expect(state.sets.length).toBe(state.setsWon[0] + state.setsWon[1]);
          const view = rallyView(script, script.end);
          expect(view.stage).toBe(EventStage.finished);
          expect(view.winner).toBe(state.setsWon[0] === need ? Winner.home : Winner.away);
          expect(view.homeParts).toEqual(state.sets.map((s) => s[0]));
          expect(view.service).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('are the same match for the same seed, and another for another seed', () => {
    const format = duel(12, { kind: 'rally', bestOf: 5 });
    expect(volleyball.script(makeFixture(format, 5))).toEqual(volleyball.script(makeFixture(format, 5)));
    expect(volleyball.script(makeFixture(format, 5))).not.toEqual(volleyball.script(makeFixture(format, 6)));
  });

  it('shows the set in play as the stage, its points as the last part, and service for badminton only', () => {
    const watch = (id: number, script: RallyScript, serving: boolean) => {
      let last: number = EventStage.firstSet;
      for (let t = 0; t < script.end; t += 45) {
        const view = rallyView(script, t);
        expect(view.stage).toBeGreaterThanOrEqual(last);
        last = view.stage;
        expect(view.homeParts?.length).toBe(view.stage - EventStage.firstSet + 1);
        expect(view.homeGameScore).toBeUndefined();
        expect(view.service !== undefined, `sport ${id}`).toBe(serving);
      }
    };
    watch(21, badminton.script(makeFixture(duel(21, { kind: 'rally', bestOf: 3 }), 3)), true);
    watch(12, volleyball.script(makeFixture(duel(12, { kind: 'rally', bestOf: 5 }), 3)), false);
    watch(25, tableTennis.script(makeFixture(duel(25, { kind: 'rally', bestOf: 5 }), 3)), false);
  });

  it('plays a sixth and seventh table tennis game as plain live (the enumeration stops at five sets)', () => {
    const format = duel(25, { kind: 'rally', bestOf: 7 });
    for (let seed = 0; seed < 400; seed++) {
      const script = tableTennis.script(makeFixture(format, seed));
      const { state } = rallyStateAt(script, script.end);
      if (state.sets.length < 7) continue;
      const sixth = script.rallies.find((r) => rallyStateAt(script, r.t).state.sets.length === 6);
      const view = rallyView(script, sixth?.t ?? 0);
      expect(view.stage).toBe(EventStage.live);
      expect(view.homeParts?.length).toBe(6);
      return;
    }
    throw new Error('no seven-game match in 400 seeds');
  });
});

describe('Ultimate Table Tennis ties', () => {
  const format = duel(25, { kind: 'rally', bestOf: 3, teamTie: true });

  it('end when a team has eight games, with the games of each match of three as parts', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const script = tableTennis.script(makeFixture(format, seed));
        const view = rallyView(script, script.end);
        const [home, away] = [Number(view.homeScore), Number(view.awayScore)];
        expect(Math.max(home, away)).toBe(8);
        expect(Math.min(home, away)).toBeLessThan(8);
        expect(view.winner).toBe(home === 8 ? Winner.home : Winner.away);
        const parts = [...(view.homeParts ?? []), ...(view.awayParts ?? [])];
        expect(parts.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(home + away);
        expect(view.homeParts?.length).toBeLessThanOrEqual(5);
        (view.homeParts ?? []).forEach((h, i) =>
          expect((h ?? 0) + (view.awayParts?.[i] ?? 0)).toBeLessThanOrEqual(3),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('send the points of the game in play as the game score', () => {
    const script = tableTennis.script(makeFixture(format, 9));
    const mid = script.rallies[30];
    const view = rallyView(script, mid?.t ?? 0);
    const { state } = rallyStateAt(script, mid?.t ?? 0);
    const game = state.sets[state.sets.length - 1] ?? [0, 0];
    expect([view.homeGameScore, view.awayGameScore]).toEqual([String(game[0]), String(game[1])]);
    expect(view.stage).toBe(EventStage.live);
  });
});
