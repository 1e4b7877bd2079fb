import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { framesRule } from './frames.ts';

const run = (name: string, sport: string, home: string, away: string) =>
  checksOf(
    framesRule(worldOf([ev({ league: league(name, sport, 'gb-eng'), homeScore: home, awayScore: away })])),
  );

describe('score.frames', () => {
  it('a World Championship first-round snooker match is first to 10 frames', () => {
    expect(run('World Snooker Championship', 'snooker', '10', '5')).toEqual([]);
    expect(run('World Snooker Championship', 'snooker', '9', '5')).toEqual(['score.frames']);
  });
  it('PDC World Championship matches are won in sets, first to 3 to 7', () => {
    expect(run('PDC World Darts Championship', 'darts', '3', '1')).toEqual([]);
    expect(run('PDC World Darts Championship', 'darts', '8', '1')).toEqual(['score.frames']);
  });
  it('an event whose format is not known asks only for a winner', () => {
    expect(run('PDC Asian Tour', 'darts', '5', '2')).toEqual([]);
    expect(run('PDC Asian Tour', 'darts', '5', '5')).toEqual(['score.frames']);
  });
});
