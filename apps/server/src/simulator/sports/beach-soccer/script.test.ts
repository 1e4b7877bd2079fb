import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { beachSoccer } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const league: TeamFormat = { sport: 'team', sportId: 26, knockout: false };

describe('beach soccer', () => {
  it('plays three 12-minute periods with 3-minute breaks, the minute from 13 and 25', () => {
    const script = beachSoccer.script(makeFixture(league, 1));
    const periods = script.phases.filter((p) => p.part !== undefined).slice(0, 3);
    expect(periods.map((p) => p.stage)).toEqual([
      EventStage.firstPeriod,
      EventStage.secondPeriod,
      EventStage.thirdPeriod,
    ]);
    expect(periods.map((p) => beachSoccer.view(script, p.start).minute)).toEqual(['1', '13', '25']);
  });

  it('never draws: 3 minutes of extra time, then three kicks each and sudden death, shown as the fifth part', () => {
    const seen = { extraTime: 0, shootout: 0 };
    for (let seed = 0; seed < 1000 && (seen.extraTime < 2 || seen.shootout < 2); seed++) {
      const script = beachSoccer.script(makeFixture(league, seed));
      const end = beachSoccer.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      if (end.stage === EventStage.afterExtraTime) seen.extraTime++;
      if (end.stage !== EventStage.afterPenalties) continue;
      seen.shootout++;
      expect(end.homeParts).toHaveLength(5);
      expect(end.homeScore).toBe(end.awayScore);
      const kicks = script.shootout?.kicks ?? [];
      expect(kicks.length).toBeGreaterThanOrEqual(4); // 3 a side unless one side cannot be caught
    }
    expect(seen.extraTime).toBeGreaterThanOrEqual(2);
    expect(seen.shootout).toBeGreaterThanOrEqual(2);
  });
});
