import { describe, expect, it } from 'vitest';
import { boardSearch, readBoardQuery, tabSwitchData } from './tabs.ts';

const q = (s: string) => readBoardQuery(new URLSearchParams(s));

describe('board query', () => {
  it('[S2 9.9] SCN_TAB says which tab the visitor moved to, from where and on which day; nothing for the open tab', () => {
    expect(tabSwitchData('all', 'live', 0)).toEqual({ tab: 'live', from: 'all', day: 0 });
    expect(tabSwitchData('finished', 'scheduled', -2)).toEqual({
      tab: 'scheduled',
      from: 'finished',
      day: -2,
    });
    expect(tabSwitchData('live', 'live', 0)).toBeNull();
  });

  it('defaults stay out of the URL', () => {
    expect(boardSearch(0, 'all')).toBe('');
    expect(boardSearch(-1, 'all')).toBe('?day=-1');
    expect(boardSearch(2, 'live')).toBe('?day=2&tab=live');
  });

  it('reads day and tab and says whether the query was canonical', () => {
    expect(q('')).toEqual({ day: 0, tab: 'all', canonical: true });
    expect(q('day=-3&tab=finished')).toEqual({ day: -3, tab: 'finished', canonical: true });
    expect(q('day=0').canonical).toBe(false);
    expect(q('tab=all').canonical).toBe(false);
    expect(q('day=99')).toEqual({ day: 7, tab: 'all', canonical: false });
    expect(q('day=x&tab=nope')).toEqual({ day: 0, tab: 'all', canonical: false });
  });
});
