import { type MatchEvent, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import type { BoardLeague } from '../../live/types.ts';
import { sectionsByLeague, sectionsByTime } from './sort-by-time.ts';

function league(id: string, eventIds: string[]): BoardLeague {
  return { id, eventIds, name: id } as unknown as BoardLeague;
}
function event(id: string, startTime: number): MatchEvent {
  return { id, startTime, stageType: StageType.scheduled } as MatchEvent;
}

const leagues = [league('isl', ['a', 'b']), league('epl', ['c', 'd'])];
const events = new Map(
  [event('a', 100), event('b', 300), event('c', 100), event('d', 200)].map((e) => [e.id, e]),
);
const all = () => true;

describe('sort by time (live-table setting)', () => {
  it('by default: league by league, in the board’s order', () => {
    expect(sectionsByLeague(leagues, events, all).map((s) => [s.key, s.events.map((e) => e.id)])).toEqual([
      ['isl', ['a', 'b']],
      ['epl', ['c', 'd']],
    ]);
  });

  it('by time: kick-off order, a league heading at each run, ties in league order', () => {
    const sections = sectionsByTime(leagues, events, all);
    expect(sections.map((s) => [s.league.id, s.events.map((e) => e.id)])).toEqual([
      ['isl', ['a']],
      ['epl', ['c', 'd']],
      ['isl', ['b']],
    ]);
    // Keys stay unique although a league appears twice.
    expect(new Set(sections.map((s) => s.key)).size).toBe(3);
  });

  it('leaves out what the tab does not show', () => {
    const sections = sectionsByTime(leagues, events, (e) => e.id !== 'c');
    expect(sections.map((s) => s.events.map((e) => e.id))).toEqual([['a'], ['d'], ['b']]);
  });
});
