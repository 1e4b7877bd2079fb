/**
 * The favourites store and the live-table settings as the account sees them: the real FavouritesStore
 * (memory storage), the account's copy in the spec's shapes, and the way back (an account's copy
 * shown in this browser, then read again unchanged).
 */
import { type GameFacts, StageType, applyDiff, diffData } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../favourites/client-storage.ts';
import { FavouritesStore } from '../favourites/favourites-store.ts';
import { DEFAULT_LIVE_TABLE, type LiveTableSettings } from '../settings/settings.ts';
import { ACCOUNT_AREAS, createLocalSide, signInData } from './local-data.ts';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');

function game(n: number, sportId = 1): GameFacts {
  return {
    id: `g_${sportId}_${String(n).padStart(8, '0')}`,
    sportId,
    leagueId: `${sportId}_isl`,
    startTime: NOW_MS / 1000 + 3600,
    stageType: StageType.scheduled,
  };
}

function setup() {
  const store = new FavouritesStore({
    storage: memoryStorage(),
    nowMs: () => NOW_MS,
    tzMinutes: () => 330,
    credentials: { id: 'k3v9q2m0x7a1b5c8', hash: 'h' },
    account: () => ({ load: async () => null, store: async () => {} }),
    track: () => {},
    setInterval: () => 1,
    clearInterval: () => {},
  });
  store.start();
  let table: LiveTableSettings = { ...DEFAULT_LIVE_TABLE };
  const side = createLocalSide(() => store, {
    read: () => table,
    write: (change) => {
      table = { ...table, ...change };
    },
  });
  return { store, side, table: () => table };
}

describe('this browser in the account’s form (spec 1 §3)', () => {
  it('games, pins, teams and settings in the shapes the server keeps', async () => {
    const { store, side } = setup();
    store.toggleGame(game(1));
    store.toggleGame(game(2));
    store.toggleGameGroup('g_1_00000002', 'friends');
    store.toggleTeam({ sportId: 13, id: 'csk', name: 'Chennai Super Kings' });
    await store.togglePin(1, '1_isl', []);
    expect(side.read()).toEqual({
      mygames: {
        data: {
          g_1_00000001: { AD: NOW_MS / 1000 + 3600, is_duel: true },
          g_1_00000002: { AD: NOW_MS / 1000 + 3600, MG: '0,friends', is_duel: true },
        },
      },
      myLeagues: { '1': { '1_isl': true, used: true } },
      myTeams: {
        items: { '13_csk': { sportId: 13, id: 'csk', name: 'Chennai Super Kings' } },
        count: 1,
        sportIds: [13],
      },
      settings: { sortByTime: false, mygamesGroups: false, mygamesNotifications: 'yessilent' },
    });
  });

  it('an account’s copy shown here reads back the same: nothing to write after a read', () => {
    const { store, side, table } = setup();
    store.toggleGame(game(9));
    const account = {
      mygames: {
        data: { g_1_00000001: { AD: NOW_MS / 1000 + 7200, AP: NOW_MS / 1000 + 14_400, is_duel: true } },
        noduel: { '23_open': { AD: NOW_MS / 1000 + 3600, MG: '0,x' } },
      },
      myLeagues: { '13': { '13_ipl': true, used: true } },
      myPlayers: {
        items: { '13_dhoni7': { sportId: 13, id: 'dhoni7', name: 'M. S. Dhoni' } },
        count: 1,
        sportIds: [13],
      },
      settings: { sortByTime: true, mygamesGroups: true, mygamesNotifications: 'no' },
      somethingNew: { kept: true },
    };
    side.apply(account);
    // [FAV14] the account wins: the local game not in it is gone.
    expect(Object.keys(store.getSnapshot().myGames.games)).toEqual(['g_1_00000001']);
    expect(store.getSnapshot().leagues).toEqual({ 13: ['13_ipl'] });
    expect(table()).toEqual({ sortByTime: true, mygamesGroups: true, mygamesNotifications: 'no' });
    const local = side.read();
    if (!local) throw new Error('unreadable');
    expect(diffData(account, local, ACCOUNT_AREAS)).toBeNull();
  });

  it('sign-in: an area the account lacks comes from here; the write makes both equal', () => {
    const { store, side } = setup();
    store.toggleGame(game(3));
    const account = { settings: { sortByTime: true } };
    const local = side.read();
    if (!local) throw new Error('unreadable');
    const shown = signInData(account, local);
    side.apply(shown);
    expect(Object.keys(store.getSnapshot().myGames.games)).toEqual(['g_1_00000003']);
    const after = side.read();
    if (!after) throw new Error('unreadable');
    const write = diffData(account, after, ACCOUNT_AREAS);
    expect(write?.merge).toHaveProperty(['mygames.data.g_1_00000003']);
    expect(diffData(applyDiff(account, write ?? {}, write?.key), after, ACCOUNT_AREAS)).toBeNull();
  });

  it('unreadable favourites are never written (they would empty the account)', () => {
    const storage = memoryStorage({ nrl_mygames: '{"g_1_00000001": {' });
    const store = new FavouritesStore({
      storage,
      nowMs: () => NOW_MS,
      tzMinutes: () => 330,
      credentials: null,
      account: null,
      track: () => {},
      setInterval: () => 1,
      clearInterval: () => {},
    });
    store.start();
    const side = createLocalSide(() => store, { read: () => DEFAULT_LIVE_TABLE, write: () => {} });
    expect(side.read()).toBeNull();
  });
});
