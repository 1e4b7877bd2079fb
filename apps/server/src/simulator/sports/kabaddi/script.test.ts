import { EventStage, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { kabaddiScript, kabaddiStateAt, kabaddiView } from './script.ts';

const league = { sport: 'kabaddi', knockout: false } as const;
const knockout = { sport: 'kabaddi', knockout: true } as const;

describe('kabaddi', () => {
  it('plays two 20-minute halves around a 5-minute break, the second from minute 21', () => {
    const script = kabaddiScript(makeFixture(league, 1));
    expect(script.phases.map((p) => [p.stage, p.start])).toEqual([
      [EventStage.firstHalf, 0],
      [EventStage.halfTime, 1200],
      [EventStage.secondHalf, 1500],
      [EventStage.finished, 2700],
    ]);
    expect(kabaddiView(script, 0).minute).toBe('1');
    expect(kabaddiView(script, 1199).minute).toBe('20');
    expect(kabaddiView(script, 1300).stage).toBe(EventStage.halfTime);
    expect(kabaddiView(script, 1500).minute).toBe('21');
    expect(kabaddiView(script, 2699).minute).toBe('40');
  });

  it('scores raids of 1-3 points (plus a bonus), tackles, all-outs of 2; parts add up; winner or draw', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, isKnockout) => {
        const script = kabaddiScript(makeFixture(isKnockout ? knockout : league, seed));
        for (const p of script.points) {
          if (p.kind === 'raid') expect(p.points).toBeGreaterThanOrEqual(1);
          if (p.kind === 'raid') expect(p.points).toBeLessThanOrEqual(4);
          if (p.kind === 'tackle') expect([1, 2]).toContain(p.points);
          if (p.kind === 'allOut') expect(p.points).toBe(2);
        }
        const end = kabaddiStateAt(script, script.end);
        const view = kabaddiView(script, script.end);
        for (const side of [0, 1] as const) {
          expect(end.parts[side].reduce((a, b) => a + b, 0)).toBe(end.score[side]);
        }
        const [h, a] = end.score;
        expect(view.winner).toBe(h > a ? Winner.home : h < a ? Winner.away : Winner.draw);
        if (isKnockout) expect(view.winner).not.toBe(Winner.draw);
        const extra = script.phases.some((p) => p.stage === EventStage.extraTime);
        expect(end.parts[0].length).toBe(extra ? 3 : 2);
        expect(view.stage).toBe(extra ? EventStage.afterExtraTime : EventStage.finished);
      }),
      { numRuns: 300 },
    );
  });
});
