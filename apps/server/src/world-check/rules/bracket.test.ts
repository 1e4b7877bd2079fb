import { describe, expect, it } from 'vitest';
import type { DrawRoundView } from '../model.ts';
import { checksOf, ev, HOUR, league, NOW_S, scheduled, worldOf } from '../testing/worlds.ts';
import { bracketRule } from './bracket.ts';

const open = league('ATP - Chennai Open', 'tennis');
const run = (rounds: DrawRoundView[], events: ReturnType<typeof ev>[] = []) =>
  checksOf(bracketRule(worldOf([ev({ league: open }), ...events], (w) => w.draws.set(open.id, rounds))));
const tie = (index: number, home: string, away: string, winner?: 1 | 2, eventId?: string) => ({
  index,
  match: {
    homeId: home,
    awayId: away,
    homeName: home,
    awayName: away,
    ...(winner ? { winner } : {}),
    ...(eventId ? { eventId } : {}),
  },
});

describe('knock-out draws', () => {
  it('winners of ties 1 and 2 meet in the next round', () => {
    expect(
      run([
        { name: 'SF', matches: [tie(1, 'A', 'B', 1), tie(2, 'C', 'D', 2)] },
        { name: 'F', matches: [tie(1, 'A', 'D')] },
      ]),
    ).toEqual([]);
  });
  it('a loser in the next round, and rounds that do not halve, fail', () => {
    expect(
      run([
        { name: 'SF', matches: [tie(1, 'A', 'B', 1), tie(2, 'C', 'D', 2)] },
        { name: 'F', matches: [tie(1, 'B', 'D')] },
      ]),
    ).toEqual(['bracket.advance']);
    expect(
      run([
        { name: 'SF', matches: [tie(1, 'A', 'B', 1)] },
        { name: 'F', matches: [tie(1, 'A', 'D')] },
      ]),
    ).toEqual(['bracket.shape']);
  });
  it('a final that starts before its semi-final ended fails', () => {
    const semi = ev({ league: open, startTime: NOW_S - 2 * HOUR, stageStartTime: NOW_S - HOUR });
    const final = scheduled({ league: open, startTime: NOW_S - 90 * 60, stageType: 2, stage: 2 });
    expect(
      run(
        [
          { name: 'SF', matches: [tie(1, 'A', 'B', 1, semi.id), tie(2, 'C', 'D', 2)] },
          { name: 'F', matches: [tie(1, 'A', 'D', undefined, final.id)] },
        ],
        [semi, final],
      ),
    ).toEqual(['bracket.calendar']);
  });
});
