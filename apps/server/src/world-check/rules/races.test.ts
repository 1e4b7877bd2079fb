import { ParticipantStatus, StatsResultType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import type { WorldEvent } from '../model.ts';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { parseGap, parseTime, racesRule } from './races.ts';

const f1 = league('Formula 1 — Indian Grand Prix — Race', 'auto-racing');
const entry = (name: string, extra: Partial<WorldEvent>) =>
  ev({
    league: f1,
    homeId: name,
    homeName: name,
    awayId: '',
    awayName: '',
    homeScore: undefined,
    awayScore: undefined,
    ...extra,
  });
const run = (...entries: WorldEvent[]) => checksOf(racesRule(worldOf(entries)));

describe('times and gaps', () => {
  it('reads times and gaps as written', () => {
    expect(parseTime('1:05.33')).toBeCloseTo(65.33);
    expect(parseTime('5:17:05')).toBe(19025);
    expect(parseGap('+1 Lap')).toEqual({ laps: 1 });
    expect(parseGap('+13.152')).toEqual({ seconds: 13.152, tolerance: 0.001 + 1e-6 });
  });
});

describe('motor races (FIA "Classification")', () => {
  const time = (t: string) => ({ [StatsResultType.time]: t });
  it('a race classified by laps, then time, with gaps to the winner, passes', () => {
    expect(
      run(
        entry('A', { rank: 1, laps: 20, results: time('30:00.000') }),
        entry('B', { rank: 2, laps: 20, gap: '+1.500', results: time('30:01.500') }),
        entry('C', { rank: 3, laps: 19, gap: '+1 Lap', results: time('30:10.000') }),
        entry('D', { laps: 7, participantStatus: ParticipantStatus.didNotFinish }),
      ),
    ).toEqual([]);
  });
  it('a winner on 17 laps while 4th did 20 fails', () => {
    expect(
      run(
        entry('A', { rank: 1, laps: 17 }),
        entry('B', { rank: 2, laps: 17 }),
        entry('C', { rank: 3, laps: 17 }),
        entry('D', { rank: 4, laps: 20 }),
      ),
    ).toEqual(['race.laps', 'race.laps']);
  });
  it('a gap that is not the difference to the winner, and a duplicated rank, fail', () => {
    expect(
      run(
        entry('A', { rank: 1, laps: 20, results: time('30:00.000') }),
        entry('B', { rank: 2, laps: 20, gap: '+3.000', results: time('30:01.500') }),
      ),
    ).toEqual(['race.gaps']);
    expect(run(entry('A', { rank: 1, laps: 20 }), entry('B', { rank: 1, laps: 20 }))).toEqual(['race.ranks']);
  });
});

describe('winter sports', () => {
  it('biathlon: five targets a stage, one penalty loop per miss (IBU rules)', () => {
    const ms = league('IBU World Cup — Men’s 15 km Mass Start', 'biathlon', 'de');
    const shot = (misses: string, loops: string) =>
      ev({
        league: ms,
        homeName: 'X',
        awayId: '',
        awayName: '',
        rank: 1,
        results: {
          [StatsResultType.missedShots]: misses,
          [StatsResultType.penaltyLaps]: loops,
          [StatsResultType.time]: '40:00.0',
        },
      });
    expect(run(shot('1+0+3+0', '4'))).toEqual([]);
    expect(run(shot('1+0+3+0', '3'))).toEqual(['race.shooting']);
    expect(run(shot('1+6+0+0', '7'))).toEqual(['race.shooting']);
  });
  it('ski jumping: the best 30 jump twice', () => {
    const hill = league('FIS Ski Jumping World Cup — Large Hill', 'ski-jumping', 'de');
    const jumpers = Array.from({ length: 31 }, (_, i) =>
      ev({
        league: hill,
        homeId: `j${i}`,
        homeName: `J${i}`,
        awayId: '',
        awayName: '',
        rank: i + 1,
        results: {
          [StatsResultType.points]: String(300 - i),
          [StatsResultType.jumpRound1]: '120',
          ...(i < 30 ? { [StatsResultType.jumpRound2]: '118' } : {}),
        },
      }),
    );
    expect(run(...jumpers)).toEqual([]);
    const last = jumpers[30] as WorldEvent;
    jumpers[30] = { ...last, results: { ...last.results, [StatsResultType.jumpRound2]: '100' } };
    expect(run(...jumpers)).toEqual(['race.rounds']);
  });
});
