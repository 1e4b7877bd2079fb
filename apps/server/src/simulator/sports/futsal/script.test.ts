import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { futsal } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const league: TeamFormat = { sport: 'team', sportId: 11, knockout: false };
const cup: TeamFormat = { ...league, knockout: true };

describe('futsal', () => {
  it('plays two 20-minute halves of stopped clock, 30 real minutes each, whose minute stops at 20 and 40', () => {
    const script = futsal.script(makeFixture(league, 1));
    expect(script.phases.map((p) => [p.start, p.stage])).toEqual([
      [0, EventStage.firstHalf],
      [1800, EventStage.halfTime],
      [2700, EventStage.secondHalf],
      [4500, EventStage.finished],
    ]);
    expect(futsal.view(script, 1799).minute).toBe('20');
    expect(futsal.view(script, 2700).minute).toBe('21');
    expect(futsal.view(script, 4499).minute).toBe('40');
  });

  it('settles a level cup tie with 10 minutes of extra time and kicks from the mark', () => {
    let shootouts = 0;
    for (let seed = 0; seed < 2000 && shootouts < 2; seed++) {
      const script = futsal.script(makeFixture(cup, seed));
      const end = futsal.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      if (end.stage !== EventStage.afterPenalties) continue;
      shootouts++;
      expect(end.homeParts).toHaveLength(4);
      expect(end.homeScore).toBe(end.awayScore);
    }
    expect(shootouts).toBe(2);
  });
});
