import { EventStage, SPORT_CARDS, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import type { TeamFormat } from '../shared/periods.ts';
import { rugbyLeague } from './script.ts';

const league: TeamFormat = { sport: 'team', sportId: SPORT_CARDS['rugby-league'].id, knockout: false };

describe('rugby league', () => {
  it('scores tries 4, conversions and penalty goals 2, drop goals 1', () => {
    const points = new Set<number>();
    for (let seed = 0; seed < 100; seed++) {
      for (const play of rugbyLeague.script(makeFixture(league, seed)).plays) points.add(play.points);
    }
    expect([...points].sort()).toEqual([1, 2, 4]);
  });

  it('plays golden point when level: the first score wins, and a regular-season match can still end a draw', () => {
    let won = 0;
    let drawn = 0;
    for (let seed = 0; seed < 3000 && (won < 3 || drawn < 1); seed++) {
      const script = rugbyLeague.script(makeFixture(league, seed));
      const gp = script.phases.find((p) => p.stage === EventStage.extraTime);
      if (!gp) continue;
      const end = rugbyLeague.view(script, script.end);
      expect(end.stage).toBe(EventStage.afterExtraTime);
      const golden = script.plays.filter((p) => p.t >= gp.start);
      if (end.winner === Winner.draw) {
        drawn++;
        expect(golden).toEqual([]);
      } else {
        won++;
        expect(golden).toHaveLength(1);
        expect(script.end).toBe(golden[0]?.t);
      }
    }
    expect(won).toBeGreaterThanOrEqual(3);
    expect(drawn).toBeGreaterThanOrEqual(1);
  });
});
