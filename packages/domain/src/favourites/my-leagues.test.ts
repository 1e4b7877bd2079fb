import { describe, expect, it } from 'vitest';
import {
  canToggleNow,
  isPinned,
  parseMyLeagues,
  pendingKey,
  pinRefusal,
  togglePin,
  toAccountLeagues,
} from './my-leagues.ts';
import { follow, toggleFollow, EMPTY_FOLLOW_LIST, followSummary } from './follow-list.ts';
import { MY_TEAMS_MAX } from './constants.ts';
import { isLeagueOpen, parseCollapsedList, toggleCollapsed, formatCollapsedList } from './collapsed.ts';

const DEFAULTS = ['1_isl', '1_epl'];

describe('My leagues (FAV20-FAV22)', () => {
  it('[FAV20] a pin needs a league key and a signed-in visitor', () => {
    expect(pinRefusal('1_isl', false)).toBe('FAV_ERR_SIGN_IN_NEEDED');
    expect(pinRefusal('', true)).toBe('FAV_ERR_NO_LEAGUE_KEY');
    expect(pinRefusal('1_isl', true)).toBeNull();
  });

  it('[FAV21] the first change for a sport stores the default top leagues with it', () => {
    expect(isPinned({}, 1, '1_isl', DEFAULTS)).toBe(true);
    const r = togglePin({}, 1, '1_laliga', DEFAULTS);
    expect(r.action).toBe('add');
    expect(r.state).toEqual({ 1: ['1_isl', '1_epl', '1_laliga'] });
    const off = togglePin(r.state, 1, '1_isl', DEFAULTS);
    expect(off).toEqual({ state: { 1: ['1_epl', '1_laliga'] }, action: 'remove' });
    expect(toAccountLeagues(off.state[1] ?? [])).toEqual({ '1_epl': true, '1_laliga': true, used: true });
  });

  it('[FAV21] a sport without the used marker is not stored yet', () => {
    expect(parseMyLeagues({ 1: { '1_isl': true }, 2: { '2_x': true, used: true }, x: 1 })).toEqual({
      2: ['2_x'],
    });
  });

  it('[FAV22] while a toggle is unconfirmed, further toggles of that league are ignored', () => {
    const pending = new Set([pendingKey(1, '1_isl')]);
    expect(canToggleNow(pending, 1, '1_isl')).toBe(false);
    expect(canToggleNow(pending, 1, '1_epl')).toBe(true);
  });
});

describe('My teams and players (FAV25-FAV26)', () => {
  it(`[FAV25] My teams stops at ${MY_TEAMS_MAX}; following twice is silent`, () => {
    let list = EMPTY_FOLLOW_LIST;
    for (let i = 0; i < MY_TEAMS_MAX; i++)
      list = follow(list, { sportId: 1, id: `t${i}`, name: `T${i}` }, MY_TEAMS_MAX).list;
    expect(follow(list, { sportId: 1, id: 'extra', name: 'X' }, MY_TEAMS_MAX).outcome).toBe('limit');
    expect(follow(list, { sportId: 1, id: 't0', name: 'T0' }, MY_TEAMS_MAX).outcome).toBe('present');
    expect(followSummary(list)).toEqual({ count: MY_TEAMS_MAX, sportIds: [1] });
  });

  it('[FAV26] a followed player is toggled off again', () => {
    const on = toggleFollow(EMPTY_FOLLOW_LIST, { sportId: 2, id: 'nair', name: 'R. Nair' }, 200);
    expect(on.outcome).toBe('added');
    expect(toggleFollow(on.list, { sportId: 2, id: 'nair', name: 'R. Nair' }, 200)).toEqual({
      list: EMPTY_FOLLOW_LIST,
      outcome: 'removed',
    });
  });
});

describe('collapsed league blocks (FAV30)', () => {
  it('[FAV30] a listed league is folded, unless closed (c), which is folded by default', () => {
    expect(isLeagueOpen('t', false)).toBe(true);
    expect(isLeagueOpen('t', true)).toBe(false);
    expect(isLeagueOpen('c', false)).toBe(false);
    expect(isLeagueOpen('c', true)).toBe(true);
  });

  it('[FAV30] the cookie list keeps valid ids only and round-trips', () => {
    expect(parseCollapsedList('1_isl.bad id.2_chn.1_isl')).toEqual(['1_isl', '2_chn']);
    const ids = toggleCollapsed(toggleCollapsed([], '1_isl'), '2_chn');
    expect(parseCollapsedList(formatCollapsedList(ids))).toEqual(['1_isl', '2_chn']);
    expect(toggleCollapsed(ids, '1_isl')).toEqual(['2_chn']);
  });
});
