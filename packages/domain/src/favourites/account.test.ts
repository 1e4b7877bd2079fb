import { describe, expect, it } from 'vitest';
import { accountWrite, mergeAccountMyGames, parseAccountMyGames, toAccountMyGames } from './account.ts';
import { addGames, EMPTY_MY_GAMES, removeGame } from './my-games.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z') / 1000;
const clock = { nowS: NOW, tzMinutes: 330 };
const opts = { noDuel: () => false };
const g = (id: string, start = NOW + 60) => ({
  id,
  sportId: 1,
  leagueId: '1_isl',
  startTime: start,
  stageType: 1,
});

describe('My games in the account (FAV14-FAV15)', () => {
  it('[FAV14] the account form is {AD, AP?, MG?, is_duel} keyed by event id', () => {
    const state = addGames(EMPTY_MY_GAMES, [g('g_1_aaaa0001')], clock, opts).state;
    expect(toAccountMyGames(state)).toEqual({
      data: { g_1_aaaa0001: { AD: NOW + 60, is_duel: true } },
      noduel: {},
    });
  });

  it('[FAV14] on sign-in the account is authoritative: local-only items dropped, account-only created', () => {
    const local = addGames(EMPTY_MY_GAMES, [g('g_1_aaaa0001'), g('g_1_aaaa0002')], clock, opts).state;
    const account = parseAccountMyGames({
      data: {
        g_1_aaaa0002: { AD: NOW + 60, is_duel: true },
        g_1_aaaa0003: { AD: NOW + 86400, is_duel: true, MG: '0,x' },
      },
      noduel: { '23_open': { AD: NOW } },
    });
    const merged = mergeAccountMyGames(local, account, clock);
    expect(Object.keys(merged.games).sort()).toEqual(['g_1_aaaa0002', 'g_1_aaaa0003']);
    expect(merged.games.g_1_aaaa0002).toEqual(local.games.g_1_aaaa0002);
    expect(merged.games.g_1_aaaa0003).toMatchObject({
      matchDay: 1,
      ok: false,
      groups: ['0', 'x'],
      leagueId: '',
    });
    expect(merged.tournaments['23_open']).toMatchObject({ sportId: 23, ok: false });
  });

  it('[FAV15] one changed item is a single write, more are one merged bulk write', () => {
    const one = addGames(EMPTY_MY_GAMES, [g('g_1_aaaa0001')], clock, opts).state;
    expect(accountWrite(EMPTY_MY_GAMES, one)).toEqual({
      kind: 'single',
      merge: { 'mygames.data.g_1_aaaa0001': { AD: NOW + 60, is_duel: true } },
      unmerge: [],
    });
    const two = addGames(one, [g('g_1_aaaa0002'), g('g_1_aaaa0003')], clock, opts).state;
    expect(accountWrite(one, two).kind).toBe('bulk');
    const removed = accountWrite(one, removeGame(one, 'g_1_aaaa0001'));
    expect(removed).toEqual({ kind: 'single', merge: {}, unmerge: ['mygames.data.g_1_aaaa0001'] });
    expect(accountWrite(one, one).kind).toBe('none');
  });
});
