import { EventStage, gameClock, StageType, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMatchEvent } from '../../event.ts';
import { makeFixture } from '../../testing.ts';
import {
  darts,
  type DartsScript,
  dartsStateAt,
  dartsView,
  newTally,
  nextThrower,
  scoreLeg,
} from './script.ts';
import { type DartsFormat, duel } from '../shared/duel-format.ts';

const LEGS: DartsFormat = { kind: 'darts', sets: 0, legs: 6 };
const SETS: DartsFormat = { kind: 'darts', sets: 3, legs: 3 };
const scriptOf = (format: DartsFormat, seed: number, ratings: [number, number] = [0.5, 0.5]) =>
  darts.script(makeFixture(duel(14, format), seed, ratings)) as DartsScript;

describe('darts scoring', () => {
  it('wins a match of legs at the first to N legs', () => {
    const tally = newTally();
    for (const side of [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0] as const) scoreLeg(tally, LEGS, side);
    expect(tally.legs).toEqual([6, 5]);
    expect(tally.winner).toBe(0);
  });

  it('wins a set at three legs, starts the next at 0-0, and the match at three sets', () => {
    const tally = newTally();
    for (const side of [0, 1, 0, 0] as const) scoreLeg(tally, SETS, side);
    expect(tally.sets).toEqual([1, 0]);
    expect(tally.legs).toEqual([0, 0]);
    for (let i = 0; i < 6; i++) scoreLeg(tally, SETS, 1);
    expect(tally.sets).toEqual([1, 2]);
    expect(tally.winner).toBeNull();
    for (let i = 0; i < 3; i++) scoreLeg(tally, SETS, 1);
    expect(tally.winner).toBe(1);
  });

  it('alternates the throw leg by leg, and in a match of sets the first throw set by set', () => {
    const legs = newTally();
    const throwers = [];
    for (let i = 0; i < 4; i++) {
      throwers.push(nextThrower(legs, LEGS, 1));
      scoreLeg(legs, LEGS, 0);
    }
    expect(throwers).toEqual([1, 0, 1, 0]);
    const sets = newTally();
    const starts = [];
    for (let i = 0; i < 6; i++) {
      starts.push(nextThrower(sets, SETS, 0));
      scoreLeg(sets, SETS, 0);
    }
    // Set 1: legs start 0, 1, 0; set 2 starts with the other player: 1, 0, 1.
    expect(starts).toEqual([0, 1, 0, 1, 0, 1]);
  });
});

describe('darts matches', () => {
  it('always end with the winner on the legs or sets it needed', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(LEGS, SETS, { kind: 'darts', sets: 0, legs: 10 } as DartsFormat),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, format, r) => {
          const script = scriptOf(format, seed, [r, 1 - r]);
          const view = dartsView(script, script.end);
          const [home, away] = [Number(view.homeScore), Number(view.awayScore)];
          const need = format.sets > 0 ? format.sets : format.legs;
          expect(Math.max(home, away)).toBe(need);
          expect(Math.min(home, away)).toBeLessThan(need);
          expect(view.winner).toBe(home > away ? Winner.home : Winner.away);
          expect(view.stage).toBe(EventStage.finished);
          // The winner of each leg threw its last visit.
          for (const leg of script.legs) {
            const last = leg.visits.length - 1;
            expect(last % 2 === 0 ? leg.thrower : 1 - leg.thrower).toBe(leg.winner);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('[CLK8] shows the leg in play as home + away + 1 in a match of legs, and who is at the oche', () => {
    const script = scriptOf(LEGS, 21);
    const fx = makeFixture(duel(14, LEGS), 21);
    for (const leg of script.legs.slice(0, 5)) {
      const t = (leg.visits[0] ?? 0) + 1; // during the second visit of the leg
      const event = toMatchEvent(fx, dartsView(script, t), 1);
      const played = script.legs.indexOf(leg);
      expect(event.stageType).toBe(StageType.live);
      expect(gameClock(event, fx.startTime + t)).toEqual({ kind: 'leg', leg: played + 1 });
      expect(event.service).toBe(leg.thrower === 0 ? 2 : 1);
    }
  });

  it('keeps the legs of the set in play as the game score in a match of sets', () => {
    const script = scriptOf(SETS, 4);
    const firstSetLegs = script.legs.slice(0, 2);
    const t = (firstSetLegs[1]?.visits[0] ?? 0) + 1;
    const view = dartsView(script, t);
    const { tally } = dartsStateAt(script, t);
    expect([view.homeGameScore, view.awayGameScore]).toEqual([String(tally.legs[0]), String(tally.legs[1])]);
    expect(view.homeScore).toBe('0');
  });

  it('is the same match for the same seed', () => {
    expect(scriptOf(LEGS, 2)).toEqual(scriptOf(LEGS, 2));
    expect(scriptOf(LEGS, 2)).not.toEqual(scriptOf(LEGS, 3));
  });
});
