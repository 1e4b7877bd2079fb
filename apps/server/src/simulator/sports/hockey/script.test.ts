import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { hockey } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const season: TeamFormat = { sport: 'team', sportId: 4, knockout: false };
const playoffs: TeamFormat = { ...season, knockout: true };

describe('ice hockey', () => {
  it('[CLK6] plays three 20-minute periods with 18-minute intermissions, each from its stage start', () => {
    const script = hockey.script(makeFixture(season, 1));
    expect(script.phases.slice(0, 5)).toEqual([
      { start: 0, stage: EventStage.firstPeriod, part: 0 },
      { start: 1200, stage: EventStage.breakTime },
      { start: 2280, stage: EventStage.secondPeriod, part: 1 },
      { start: 3480, stage: EventStage.breakTime },
      { start: 4560, stage: EventStage.thirdPeriod, part: 2 },
    ]);
    const third = hockey.view(script, 4560 + 300);
    expect(third).toMatchObject({ stage: EventStage.thirdPeriod, stageStart: 4560 });
    // Regular-season overtime is 5 minutes, the client's default: no override.
    expect(third.gameTime).toBeUndefined();
    expect(third.minute).toBeUndefined();
  });

  it('settles a level regular-season game in 5 minutes of sudden death, else a shoot-out worth one goal', () => {
    const seen = { overtime: 0, shootout: 0 };
    for (let seed = 0; seed < 600 && (seen.overtime < 3 || seen.shootout < 3); seed++) {
      const script = hockey.script(makeFixture(season, seed));
      const ot = script.phases.find((p) => p.stage === EventStage.extraTime);
      if (!ot) continue;
      const level = hockey.view(script, ot.start - 1);
      expect(level.homeScore).toBe(level.awayScore);
      const end = hockey.view(script, script.end);
      if (end.stage === EventStage.afterExtraTime) {
        seen.overtime++;
        expect(script.end).toBeLessThanOrEqual(ot.start + 300);
        expect(script.plays[script.plays.length - 1]?.t).toBe(script.end);
      } else {
        seen.shootout++;
        expect(end.stage).toBe(EventStage.afterPenalties);
        const shootout = [end.homeParts?.[4], end.awayParts?.[4]];
        expect(shootout).toEqual(end.winner === Winner.home ? [1, 0] : [0, 1]);
        expect(end.homeParts?.[3]).toBe(0);
        expect(end.awayParts?.[3]).toBe(0);
        expect(Math.abs(Number(end.homeScore) - Number(end.awayScore))).toBe(1);
      }
    }
    expect(seen.overtime).toBeGreaterThanOrEqual(3);
    expect(seen.shootout).toBeGreaterThanOrEqual(3);
  });

  it('plays 20-minute sudden-death periods in the play-offs until a goal, with the "20:20" override', () => {
    let seen = 0;
    for (let seed = 0; seed < 600 && seen < 3; seed++) {
      const script = hockey.script(makeFixture(playoffs, seed));
      const overtimes = script.phases.filter((p) => p.stage === EventStage.extraTime);
      if (overtimes.length === 0) continue;
      seen++;
      expect(script.shootout).toBeUndefined();
      const last = overtimes[overtimes.length - 1];
      expect(script.end - (last?.start ?? 0)).toBeLessThanOrEqual(1200);
      expect(hockey.view(script, last?.start ?? 0).gameTime).toBe('20:20');
      const end = hockey.view(script, script.end);
      expect(end.stage).toBe(EventStage.afterExtraTime);
      expect(end.gameTime).toBeUndefined();
      expect(end.homeParts).toHaveLength(4);
    }
    expect(seen).toBe(3);
  });
});
