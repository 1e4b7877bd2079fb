import { EventStage, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { basketballScript, basketballStateAt, basketballView } from './script.ts';

const fiba = { sport: 'basketball', quarterMin: 10 } as const;
const nba = { sport: 'basketball', quarterMin: 12 } as const;

describe('basketball', () => {
  it('plays four quarters with short breaks and a 15-minute half-time, each quarter its full length', () => {
    for (const [format, quarterS] of [
      [fiba, 600],
      [nba, 720],
    ] as const) {
      const script = basketballScript(makeFixture(format, 5));
      const stages = script.phases.slice(0, 7).map((p) => p.stage);
      expect(stages).toEqual([
        EventStage.firstQuarter,
        EventStage.breakTime,
        EventStage.secondQuarter,
        EventStage.halfTime,
        EventStage.thirdQuarter,
        EventStage.breakTime,
        EventStage.fourthQuarter,
      ]);
      const starts = script.phases.map((p) => p.start);
      expect(starts.slice(0, 7)).toEqual([
        0,
        quarterS,
        quarterS + 120,
        2 * quarterS + 120,
        2 * quarterS + 1020,
        3 * quarterS + 1020,
        3 * quarterS + 1140,
      ]);
      // The client counts the quarter down from stageStartTime: the view carries the quarter's start.
      const q3 = basketballView(script, 2 * quarterS + 1020 + 200);
      expect(q3.stage).toBe(EventStage.thirdQuarter);
      expect(q3.stageStart).toBe(2 * quarterS + 1020);
      expect(q3.gameTime).toBe(format === nba ? '12:5' : undefined);
    }
  });

  it('scores in steps of 1, 2 or 3, parts add up to the score, and a tie goes to overtime', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(fiba, nba), (seed, format) => {
        const script = basketballScript(makeFixture(format, seed));
        for (const s of script.scores) expect([1, 2, 3]).toContain(s.points);
        const end = basketballStateAt(script, script.end);
        const view = basketballView(script, script.end);
        for (const side of [0, 1] as const) {
          expect(end.parts[side].reduce((a, b) => a + b, 0)).toBe(end.score[side]);
        }
        expect(end.score[0]).not.toBe(end.score[1]);
        expect(view.winner).toBe(end.score[0] > end.score[1] ? Winner.home : Winner.away);
        const overtime = script.phases.some((p) => p.stage === EventStage.extraTime);
        expect(view.stage).toBe(overtime ? EventStage.afterExtraTime : EventStage.finished);
        expect(end.parts[0].length).toBe(overtime ? 5 : 4);
        if (overtime) {
          // Level after the fourth quarter.
          const q4End = script.phases.find((p) => p.stage === EventStage.extraTime)?.start ?? 0;
          const level = basketballStateAt(script, q4End - 120);
          expect(level.score[0]).toBe(level.score[1]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('has parts only for the periods that have started', () => {
    const script = basketballScript(makeFixture(fiba, 9));
    expect(basketballView(script, 0).homeParts).toEqual([0]);
    expect(basketballView(script, 650).homeParts?.length).toBe(1); // break after the first quarter
    expect(basketballView(script, 720).homeParts?.length).toBe(2);
  });
});
