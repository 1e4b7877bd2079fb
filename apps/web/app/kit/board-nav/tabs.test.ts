import { describe, expect, it } from 'vitest';
import { boardSearch, readBoardQuery } from './tabs.ts';

const q = (s: string) => readBoardQuery(new URLSearchParams(s));

describe('board query', () => {
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
