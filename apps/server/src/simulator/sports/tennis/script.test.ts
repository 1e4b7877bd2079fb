import { EventStage, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import type { Side } from '../../types.ts';
import {
  applyPoint,
  gameScore,
  newTennisState,
  servingNow,
  type TennisRules,
  type TennisState,
  tennisScript,
  tennisStateAt,
  tennisView,
} from './script.ts';

const BO3: TennisRules = { bestOf: 3, finalSetTiebreakTo: 7 };
const play = (state: TennisState, sides: string) =>
  [...sides].reduce((s, c) => applyPoint(s, c === 'h' ? 0 : 1), state);
/** Wins `n` games in a row for one side, each to love. */
const games = (state: TennisState, side: 'h' | 'a', n: number) => play(state, side.repeat(4 * n));

describe('tennis scoring', () => {
  it('counts 15, 30, 40, then deuce, advantage and back to deuce', () => {
    let s = newTennisState(BO3, 0);
    const seen: string[] = [];
    for (const c of 'hhaahaah') {
      s = play(s, c);
      seen.push(gameScore(s).join('-'));
    }
    expect(seen).toEqual(['15-0', '30-0', '30-15', '30-30', '40-30', '40-40', '40-A', '40-40']);
    s = play(s, 'hh');
    expect(s.sets[0]).toEqual([1, 0]);
    expect(gameScore(s)).toEqual(['0', '0']);
  });

  it('wins a set at 6 by 2: 6-4 ends it, 6-5 does not, 7-5 does', () => {
    let s = newTennisState(BO3, 0);
    for (let i = 0; i < 4; i++) s = games(games(s, 'h', 1), 'a', 1);
    s = games(s, 'h', 2);
    expect(s.sets).toEqual([
      [6, 4],
      [0, 0],
    ]);
    expect(s.setsWon).toEqual([1, 0]);

    let t = newTennisState(BO3, 0);
    for (let i = 0; i < 5; i++) t = games(games(t, 'h', 1), 'a', 1);
    t = games(t, 'h', 1);
    expect(t.sets).toEqual([[6, 5]]);
    t = games(t, 'h', 1);
    expect(t.sets[0]).toEqual([7, 5]);
    expect(t.setsWon).toEqual([1, 0]);
  });

  it('plays a tie-break at 6-6 to 7 by 2, with its points as the game score', () => {
    let s = newTennisState(BO3, 0);
    for (let i = 0; i < 6; i++) s = games(games(s, 'h', 1), 'a', 1);
    expect(s.sets[0]).toEqual([6, 6]);
    s = play(s, 'hhhhhhaaaaaa'); // 6-6 in the tie-break: no one has won by 2
    expect(gameScore(s)).toEqual(['6', '6']);
    expect(s.tiebreaks[0]).toEqual([6, 6]);
    s = play(s, 'h');
    expect(s.setsWon).toEqual([0, 0]);
    s = play(s, 'h');
    expect(s.sets[0]).toEqual([7, 6]);
    expect(s.tiebreaks[0]).toEqual([8, 6]);
    expect(s.setsWon).toEqual([1, 0]);
  });

  it('plays the deciding set tie-break of a Grand Slam to 10', () => {
    let s = newTennisState({ bestOf: 5, finalSetTiebreakTo: 10 }, 0);
    for (let set = 0; set < 4; set++) s = games(s, set % 2 === 0 ? 'h' : 'a', 6);
    for (let i = 0; i < 6; i++) s = games(games(s, 'h', 1), 'a', 1);
    s = play(s, 'hhhhhhh');
    expect(s.winner).toBeNull();
    s = play(s, 'hhh');
    expect(s.winner).toBe(0);
    expect(s.tiebreaks[4]).toEqual([10, 0]);
  });

  it('changes the server every game, and in a tie-break after the first point then every two', () => {
    let s = newTennisState(BO3, 1);
    const servers: Side[] = [];
    for (let g = 0; g < 12; g++) {
      servers.push(servingNow(s));
      s = games(s, g % 2 === 0 ? 'h' : 'a', 1);
    }
    expect(servers).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    const tiebreak: Side[] = [];
    for (let p = 0; p < 8; p++) {
      tiebreak.push(servingNow(s));
      s = play(s, p % 2 === 0 ? 'h' : 'a');
    }
    expect(tiebreak).toEqual([1, 0, 0, 1, 1, 0, 0, 1]);
    s = play(s, 'hhh'); // 4-4, then 7-4 wins the tie-break
    expect(s.sets).toEqual([
      [7, 6],
      [0, 0],
    ]);
    // The player who served first in the tie-break receives first in the next set.
    expect(servingNow(s)).toBe(0);
  });
});

const formats = fc.constantFrom(
  { sport: 'tennis', bestOf: 3, finalSetTiebreakTo: 7 } as const,
  { sport: 'tennis', bestOf: 5, finalSetTiebreakTo: 10 } as const,
);

function assertLegalSet(games: [number, number], tb: [number, number] | null, target: number) {
  const [w, l] = games[0] > games[1] ? games : [games[1], games[0]];
  if (w === 7 && l === 6) {
    expect(tb).not.toBeNull();
    const [a, b] = tb ?? [0, 0];
    const [tw, tl] = games[0] > games[1] ? [a, b] : [b, a];
    expect(tw).toBeGreaterThanOrEqual(target);
    expect(tw - tl === 2 || (tw === target && tl <= target - 2)).toBe(true);
  } else {
    expect(tb).toBeNull();
    expect((w === 6 && l <= 4) || (w === 7 && l === 5)).toBe(true);
  }
}

describe('tennis matches', () => {
  it('always end with a legal score and a winner who won the sets (or whose rival retired)', () => {
    fc.assert(
      fc.property(fc.integer(), formats, fc.double({ min: 0, max: 1, noNaN: true }), (seed, format, r) => {
        const script = tennisScript(makeFixture(format, seed, [r, 1 - r]));
        const { state, retired } = tennisStateAt(script, script.end);
        const view = tennisView(script, script.end);
        const need = Math.ceil(format.bestOf / 2);
        const complete = retired === undefined ? state.sets.length : state.sets.length - 1;
        for (let i = 0; i < complete; i++) {
          const target = i === format.bestOf - 1 ? format.finalSetTiebreakTo : 7;
          const tb = state.tiebreaks[i] ?? null;
          if (retired === undefined || i < state.sets.length - 1) {
            assertLegalSet(state.sets[i] ?? [0, 0], tb, target);
          }
        }
        if (retired === undefined) {
          expect(Math.max(...state.setsWon)).toBe(need);
          expect(view.stage).toBe(EventStage.finished);
          expect(view.winner).toBe(state.setsWon[0] === need ? Winner.home : Winner.away);
        } else {
          expect(view.stage).toBe(EventStage.retired);
          expect(view.winner).toBe(retired === 0 ? Winner.away : Winner.home);
        }
        expect(view.homeScore).toBe(String(state.setsWon[0]));
        expect(view.homeGameScore).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it('shows the set in play as the stage and keeps points within a game while live', () => {
    const script = tennisScript(makeFixture({ sport: 'tennis', bestOf: 3, finalSetTiebreakTo: 7 }, 11));
    let lastStage = 0;
    for (let t = 0; t < script.end; t += 30) {
      const view = tennisView(script, t);
      expect(view.stage).toBeGreaterThanOrEqual(EventStage.firstSet);
      expect(view.stage).toBeLessThanOrEqual(EventStage.thirdSet);
      expect(view.stage).toBeGreaterThanOrEqual(lastStage);
      lastStage = view.stage;
      expect(view.homeParts?.length).toBe(view.stage - EventStage.firstSet + 1);
      const set = view.stage - EventStage.firstSet;
      const tiebreak = view.homeTiebreaks?.[set] ?? null;
      if (tiebreak === null) expect(['0', '15', '30', '40', 'A']).toContain(view.homeGameScore);
      else expect(view.homeGameScore).toBe(String(tiebreak));
      expect([1, 2]).toContain(view.service);
    }
  });
});
