import { EventStage, gameClock, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMatchEvent } from '../../event.ts';
import { makeFixture } from '../../testing.ts';
import { duel } from '../shared/duel-format.ts';
import { snooker, type SnookerScript, snookerView } from './script.ts';

const scriptOf = (bestOf: number, seed: number, ratings: [number, number] = [0.5, 0.5]) =>
  snooker.script(makeFixture(duel(15, { kind: 'snooker', bestOf }), seed, ratings)) as SnookerScript;

describe('snooker', () => {
  it('ends when a player has won more than half the frames, every frame won on points', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(7, 9, 11, 19),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, bestOf, r) => {
          const script = scriptOf(bestOf, seed, [r, 1 - r]);
          const view = snookerView(script, script.end);
          const [home, away] = [Number(view.homeScore), Number(view.awayScore)];
          const need = Math.ceil(bestOf / 2);
          expect(Math.max(home, away)).toBe(need);
          expect(home + away).toBe(script.frames.length);
          expect(view.winner).toBe(home > away ? Winner.home : Winner.away);
          for (const frame of script.frames) {
            const points: [number, number] = [0, 0];
            for (const v of frame.visits) points[v.side] += v.points;
            expect(points[frame.winner]).toBeGreaterThan(points[1 - frame.winner] ?? 0);
            expect(frame.visits[frame.visits.length - 1]?.side).toBe(frame.winner);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('[CLK7] shows the frame in play as home + away + 1, with its points as the game score', () => {
    const script = scriptOf(9, 5);
    const fx = makeFixture(duel(15, { kind: 'snooker', bestOf: 9 }), 5);
    script.frames.slice(0, 4).forEach((frame, i) => {
      const t = frame.start + 1;
      const event = toMatchEvent(fx, snookerView(script, t), 1);
      expect(gameClock(event, fx.startTime + t)).toEqual({ kind: 'frame', frame: i + 1 });
      expect([event.homeGameScore, event.awayGameScore]).toEqual(['0', '0']);
      const [first, second] = frame.visits;
      if (first && second) {
        const after = snookerView(script, first.t);
        expect(Number(after.homeGameScore) + Number(after.awayGameScore)).toBe(first.points);
      }
    });
  });

  it('takes the mid-session interval after four frames, and plays long matches in sessions', () => {
    const short = scriptOf(9, 6);
    const [from] = short.pauses[0] ?? [0];
    expect(snookerView(short, from + 60).stage).toBe(EventStage.breakTime);
    expect(
      Number(snookerView(short, from + 60).homeScore) + Number(snookerView(short, from + 60).awayScore),
    ).toBe(4);
    const long = scriptOf(19, 6);
    const session = long.pauses.find(([a, b]) => b - a > 3600);
    expect(session).toBeDefined();
    const view = snookerView(long, (session?.[0] ?? 0) + 60);
    expect(Number(view.homeScore) + Number(view.awayScore)).toBe(9);
  });
});
