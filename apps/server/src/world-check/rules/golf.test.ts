import { StatsResultType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { golfRule } from './golf.ts';

const round3 = league('DP World Tour — Hero Indian Open — Round 3', 'golf');
const golfer = (name: string, rank: number, total: string, rounds: number[], today: string) =>
  ev({
    league: round3,
    homeId: name,
    homeName: name,
    awayId: '',
    awayName: '',
    homeScore: undefined,
    awayScore: undefined,
    rank,
    holesPlayed: 18,
    parToday: today,
    results: Object.fromEntries([
      [StatsResultType.points, total],
      ...rounds.map((r, i) => [StatsResultType.round1 + i, String(r)]),
    ]),
  });
const run = (...e: ReturnType<typeof ev>[]) => checksOf(golfRule(worldOf(e)));

describe('golf stroke play', () => {
  it('totals to par on one par-72 course, ranked by total, pass', () => {
    expect(run(golfer('A', 1, '-9', [70, 65, 72], 'E'), golfer('B', 2, '-4', [71, 66, 75], '+3'))).toEqual(
      [],
    );
  });
  it('scores implying two different pars, and today’s score off the round, fail', () => {
    expect(run(golfer('A', 1, '-9', [70, 65, 72], 'E'), golfer('B', 2, '-4', [71, 66, 72], '+1'))).toEqual([
      'race.golf',
    ]);
    expect(run(golfer('A', 1, '-9', [70, 65, 72], '-2'))).toEqual(['race.golf']);
  });
  it('a better total ranked lower fails', () => {
    expect(run(golfer('A', 1, '-4', [71, 66, 75], '+3'), golfer('B', 2, '-9', [70, 65, 72], 'E'))).toEqual([
      'race.golf',
    ]);
  });
});
