import { EventStage, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { handball } from './script.ts';
import type { TeamFormat } from '../shared/periods.ts';

const league: TeamFormat = { sport: 'team', sportId: 7, knockout: false };
const cup: TeamFormat = { ...league, knockout: true };

describe('handball', () => {
  it('plays two 30-minute halves (33 real minutes each) and 15 minutes at half-time, the minute from 31 after it', () => {
    const script = handball.script(makeFixture(league, 1));
    expect(script.phases.map((p) => [p.start, p.stage])).toEqual([
      [0, EventStage.firstHalf],
      [1980, EventStage.halfTime],
      [2880, EventStage.secondHalf],
      [4860, EventStage.finished],
    ]);
    expect(handball.view(script, 1979).minute).toBe('30');
    expect(handball.view(script, 2880).minute).toBe('31');
    expect(handball.view(script, 4859).minute).toBe('60');
  });

  it('scores a goal a minute or so, and lets a league match end level', () => {
    let draws = 0;
    for (let seed = 0; seed < 300; seed++) {
      const script = handball.script(makeFixture(league, seed));
      expect(script.plays.length).toBeGreaterThan(30);
      expect(script.plays.length).toBeLessThan(90);
      if (handball.view(script, script.end).winner === Winner.draw) draws++;
    }
    expect(draws).toBeGreaterThan(0);
  });

  it('plays up to two extra times of 10 minutes in a cup tie, then a 7-metre shoot-out that only decides the winner', () => {
    let shootouts = 0;
    for (let seed = 0; seed < 3000 && shootouts < 2; seed++) {
      const script = handball.script(makeFixture(cup, seed));
      const extraTimes = script.phases.filter((p) => p.stage === EventStage.extraTime);
      const end = handball.view(script, script.end);
      expect(end.winner).not.toBe(Winner.draw);
      if (extraTimes.length === 0) continue;
      expect(end.homeParts).toHaveLength(3);
      expect(handball.view(script, extraTimes[0]?.start ?? 0).minute).toBe('61');
      if (end.stage !== EventStage.afterPenalties) continue;
      shootouts++;
      expect(extraTimes).toHaveLength(2);
      expect(handball.view(script, extraTimes[1]?.start ?? 0).minute).toBe('71');
      expect(end.homeScore).toBe(end.awayScore);
    }
    expect(shootouts).toBe(2);
  });
});
