import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { floorball } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const league: TeamFormat = { sport: 'team', sportId: 9, knockout: false };

describe('floorball', () => {
  it('plays three 20-minute periods of stopped clock (28 real minutes) with 10-minute intermissions', () => {
    const script = floorball.script(makeFixture(league, 1));
    expect(script.phases.slice(0, 5).map((p) => [p.start, p.stage])).toEqual([
      [0, EventStage.firstPeriod],
      [1680, EventStage.breakTime],
      [2280, EventStage.secondPeriod],
      [3960, EventStage.breakTime],
      [4560, EventStage.thirdPeriod],
    ]);
    expect(floorball.view(script, 2280).minute).toBe('21');
    expect(floorball.view(script, 4560).minute).toBe('41');
  });

  it('never ends level: sudden-death overtime, then penalty shots whose winner gets one goal', () => {
    const seen = { overtime: 0, shootout: 0 };
    for (let seed = 0; seed < 800 && (seen.overtime < 2 || seen.shootout < 2); seed++) {
      const script = floorball.script(makeFixture(league, seed));
      const end = floorball.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      if (end.stage === EventStage.afterExtraTime) {
        seen.overtime++;
        expect(script.plays.filter((p) => p.part === 3)).toHaveLength(1);
      }
      if (end.stage === EventStage.afterPenalties) {
        seen.shootout++;
        expect((end.homeParts?.[4] ?? 0) + (end.awayParts?.[4] ?? 0)).toBe(1);
      }
    }
    expect(seen.overtime).toBeGreaterThanOrEqual(2);
    expect(seen.shootout).toBeGreaterThanOrEqual(2);
  });
});
