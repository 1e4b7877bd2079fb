import { EventStage, type GameFacts, type MatchEvent, MY_GAMES_MAX, StageType } from '@nerali/domain';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSync } from './account-sync.ts';
import { ClientStorage, memoryStorage, TTL_KEY } from './client-storage.ts';
import { FavouritesStore, type FavouritesStoreOptions } from './favourites-store.ts';
import { FAV_KEYS } from './keys.ts';

// A fake clock: 2026-11-22 17:30 in India.
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

function makeStore(over: Partial<FavouritesStoreOptions> = {}) {
  const storage = over.storage ?? memoryStorage();
  const tracked: string[] = [];
  let now = NOW_MS;
  const store = new FavouritesStore({
    storage,
    nowMs: () => now,
    tzMinutes: () => 330,
    credentials: null,
    account: null,
    track: (event) => void tracked.push(event),
    setInterval: () => 1,
    clearInterval: () => {},
    ...over,
  });
  store.start();
  return { store, storage, tracked, advance: (ms: number) => (now += ms) };
}

describe('favourites store', () => {
  it('[FAV6] a star keeps the game in browser storage for 172800 s, and tracks ADD_MY_GAMES', () => {
    const { store, storage, tracked } = makeStore();
    store.toggleGame(game(1));
    expect(Object.keys(store.getSnapshot().myGames.games)).toEqual(['g_1_00000001']);
    const stored = JSON.parse(storage.getItem(FAV_KEYS.games) ?? '{}');
    expect(stored.g_1_00000001).toMatchObject({ sport_id: 1, m_day: 0, m_ok: 1, mgGroup: '0' });
    expect(JSON.parse(storage.getItem(TTL_KEY) ?? '{}')[FAV_KEYS.games]).toBe(NOW_MS / 1000 + 172800);
    expect(tracked).toEqual(['ADD_MY_GAMES']);
    store.toggleGame(game(1));
    expect(store.getSnapshot().myGames.games).toEqual({});
    expect(tracked).toEqual(['ADD_MY_GAMES', 'REMOVE_MY_GAMES']);
  });

  it('[S1 3.12] a board row’s star keeps a multi-day event’s end time as AP (the row passes its MatchEvent)', () => {
    const { store, storage } = makeStore();
    const start = NOW_MS / 1000 + 3600;
    const test: MatchEvent = {
      id: 'g_13_testmtch1',
      sportId: 13,
      leagueId: '13_test',
      startTime: start,
      endTime: start + 4 * 86_400 + 25_200,
      stageType: StageType.scheduled,
      stage: EventStage.scheduled,
      homeId: 'ind',
      awayId: 'aus',
      homeName: 'India',
      awayName: 'Australia',
    };
    store.toggleGame(test);
    const stored = JSON.parse(storage.getItem(FAV_KEYS.games) ?? '{}');
    expect(stored.g_13_testmtch1).toMatchObject({ AD: start, AP: start + 4 * 86_400 + 25_200 });
  });

  it('[FAV13] another tab of the browser sees the change at its next 500 ms poll of the timestamp key', () => {
    const shared = memoryStorage();
    const a = makeStore({ storage: shared });
    const b = makeStore({ storage: shared });
    a.store.toggleGame(game(7));
    expect(b.store.getSnapshot().myGames.games).toEqual({});
    b.store.tick();
    expect(Object.keys(b.store.getSnapshot().myGames.games)).toEqual(['g_1_00000007']);
  });

  it('[FAV5] the limit alert is raised once per bulk add', () => {
    const { store } = makeStore();
    store.addGames(Array.from({ length: MY_GAMES_MAX - 1 }, (_, i) => game(i + 1)));
    expect(store.getSnapshot().alert).toBeNull();
    store.addGames([game(9001), game(9002), game(9003)]);
    expect(store.getSnapshot().alert).toEqual({ kind: 'limit', seq: 1 });
    store.dismissAlert();
    store.addGames([game(9004), game(9005)]);
    expect(store.getSnapshot().alert).toEqual({ kind: 'limit', seq: 2 });
  });

  it('[FAV13] unreadable stored JSON stops loading without throwing; the next change starts afresh', () => {
    const storage = memoryStorage({ [FAV_KEYS.games]: '{"g_1_00000001": {', [FAV_KEYS.teams]: 'x' });
    const { store } = makeStore({ storage });
    expect(store.getSnapshot()).toMatchObject({ ready: true, unreadable: true });
    expect(store.getSnapshot().myGames.games).toEqual({});
    store.toggleGame(game(2));
    expect(Object.keys(store.getSnapshot().myGames.games)).toEqual(['g_1_00000002']);
  });

  it('[FAV9] a tick after the visitor’s midnight rolls the days', () => {
    const { store, advance } = makeStore();
    store.toggleGame({ ...game(1), startTime: NOW_MS / 1000 + 86400 });
    expect(store.getSnapshot().myGames.games.g_1_00000001?.matchDay).toBe(1);
    advance(7 * 3600 * 1000); // 00:30 IST on the 23rd
    store.tick();
    expect(store.getSnapshot().myGames.games.g_1_00000001).toMatchObject({ matchDay: 0, ok: false });
  });

  it('tells subscribers (sounds, notifications) when the followed games change', () => {
    const { store } = makeStore();
    const seen: string[][] = [];
    store.onFollowedGamesChanged((ids) => seen.push([...ids]));
    store.toggleGame(game(1));
    store.toggleGame(game(2));
    store.toggleGame(game(1));
    expect(seen).toEqual([['g_1_00000001'], ['g_1_00000001', 'g_1_00000002'], ['g_1_00000002']]);
  });

  it('[FAV20] a visitor’s pin opens the sign-in prompt and changes nothing', async () => {
    const { store } = makeStore();
    await store.togglePin(1, '1_isl', []);
    expect(store.getSnapshot().alert?.kind).toBe('signIn');
    expect(store.getSnapshot().leagues).toEqual({});
  });

  it('[FAV21][FAV22] a signed-in pin is optimistic, ignores repeats while unconfirmed, stores the defaults first', async () => {
    let release: () => void = () => {};
    const stored: [string, Record<string, unknown>, readonly string[]][] = [];
    const account: AccountSync = {
      load: async () => ({
        mygames: undefined,
        myLeagues: undefined,
        myTeams: undefined,
        myPlayers: undefined,
      }),
      store: (key, merge, unmerge) => {
        stored.push([key, merge, unmerge]);
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const { store } = makeStore({ credentials: { id: 'u1', hash: 'h' }, account: () => account });
    await Promise.resolve();
    const pending = store.togglePin(1, '1_laliga', ['1_isl']);
    expect(store.getSnapshot().leagues).toEqual({ 1: ['1_isl', '1_laliga'] });
    void store.togglePin(1, '1_laliga', ['1_isl']); // ignored: still unconfirmed
    expect(store.getSnapshot().leagues).toEqual({ 1: ['1_isl', '1_laliga'] });
    release();
    await pending;
    expect(stored).toEqual([
      [
        'myLeagues.1',
        { 'myLeagues.1.used': true, 'myLeagues.1.1_isl': true, 'myLeagues.1.1_laliga': true },
        [],
      ],
    ]);
    expect(store.getSnapshot().pendingPins.size).toBe(0);
  });

  it('[FAV22] a pin the account refuses rolls back, with the technical error', async () => {
    const account: AccountSync = {
      load: async () => ({
        mygames: undefined,
        myLeagues: { 1: { '1_isl': true, used: true } },
        myTeams: undefined,
        myPlayers: undefined,
      }),
      store: () => Promise.reject(new Error('down')),
    };
    const { store } = makeStore({
      credentials: { id: 'u1', hash: 'h' },
      account: () => account,
      log: { warn: () => {} },
    });
    await vi.waitFor(() => expect(store.getSnapshot().leagues).toEqual({ 1: ['1_isl'] }));
    await store.togglePin(1, '1_isl', []);
    expect(store.getSnapshot().leagues).toEqual({ 1: ['1_isl'] });
    expect(store.getSnapshot().alert?.kind).toBe('error');
  });

  it('[FAV14] signed in, the account is authoritative for My games', async () => {
    const storage = memoryStorage();
    const local = makeStore({ storage });
    local.store.toggleGame(game(1));
    const account: AccountSync = {
      load: async () => ({
        mygames: { data: { g_1_00000009: { AD: NOW_MS / 1000 + 7200, is_duel: true } } },
        myLeagues: undefined,
        myTeams: undefined,
        myPlayers: undefined,
      }),
      store: async () => {},
    };
    const { store } = makeStore({ storage, credentials: { id: 'u1', hash: 'h' }, account: () => account });
    await vi.waitFor(() => expect(Object.keys(store.getSnapshot().myGames.games)).toEqual(['g_1_00000009']));
  });

  it('[FAV25] My teams follow and unfollow, kept in storage with count and sport ids', () => {
    const { store, storage, tracked } = makeStore();
    store.toggleTeam({ sportId: 1, id: 'cfc', name: 'Chennaiyin FC' });
    expect(JSON.parse(storage.getItem(FAV_KEYS.teams) ?? '{}')).toMatchObject({ count: 1, sportIds: [1] });
    store.toggleTeam({ sportId: 1, id: 'cfc', name: 'Chennaiyin FC' });
    expect(store.getSnapshot().teams.items).toEqual({});
    expect(tracked).toEqual(['ADD_MY_TEAM', 'REMOVE_MY_TEAM']);
  });

  it('signing in (in this or another tab) loads the account; signing out drops My games and My leagues', async () => {
    const storage = memoryStorage();
    const stores: string[] = [];
    const account: AccountSync = {
      load: async () => ({
        mygames: undefined,
        myLeagues: { 2: { '2_x': true, used: true } },
        myTeams: undefined,
        myPlayers: undefined,
      }),
      store: async (key, merge) => void stores.push(`${key}:${Object.keys(merge).join(',')}`),
    };
    let credentials: { id: string; hash: string } | null = null;
    const { store } = makeStore({ storage, readCredentials: () => credentials, account: () => account });
    store.toggleGame(game(3));
    credentials = { id: 'u1', hash: 'h' };
    store.tick();
    expect(store.getSnapshot().signedIn).toBe(true);
    // Spec 2 §4: the account was empty, so the local games went to it.
    await vi.waitFor(() => expect(stores).toEqual(['mygames:mygames.data.g_1_00000003']));
    await vi.waitFor(() => expect(store.getSnapshot().leagues).toEqual({ 2: ['2_x'] }));
    credentials = null;
    store.tick();
    expect(store.getSnapshot()).toMatchObject({ signedIn: false, leagues: {} });
    expect(store.getSnapshot().myGames.games).toEqual({});
    expect(storage.getItem(FAV_KEYS.games)).toBeNull();
  });

  it('signing out clears every followed list of this browser: teams, players and the My games groups too', async () => {
    const storage = memoryStorage();
    const account: AccountSync = {
      load: async () => ({
        mygames: undefined,
        myLeagues: undefined,
        myTeams: undefined,
        myPlayers: undefined,
      }),
      store: async () => {},
    };
    let credentials: { id: string; hash: string } | null = { id: 'u1', hash: 'h' };
    const { store } = makeStore({ storage, readCredentials: () => credentials, account: () => account });
    store.tick();
    store.toggleTeam({ sportId: 1, id: 'cfc', name: 'Chennaiyin FC' });
    store.togglePlayer({
      sportId: 1,
      id: 'p1',
      name: 'Sunil Chhetri',
      teamId: 'bfc',
      teamName: 'Bengaluru FC',
    });
    store.setGroupsEnabled(true);
    store.addGroup('நண்பர்கள்');
    expect(storage.getItem(FAV_KEYS.teams)).not.toBeNull();
    expect(storage.getItem(FAV_KEYS.players)).not.toBeNull();
    credentials = null;
    store.tick();
    const after = store.getSnapshot();
    expect(after.teams.items).toEqual({});
    expect(after.players.items).toEqual({});
    expect(after.groups).toEqual({ on: false, names: [] });
    for (const key of [FAV_KEYS.teams, FAV_KEYS.players, FAV_KEYS.groups, FAV_KEYS.games, FAV_KEYS.leagues]) {
      expect(storage.getItem(key)).toBeNull();
    }
    // A new page in this browser reads nothing back.
    const fresh = makeStore({ storage }).store.getSnapshot();
    expect(fresh.teams.items).toEqual({});
    expect(fresh.players.items).toEqual({});
  });

  it('[FAV7] groups in My games: a game joins a group and leaves only that group', () => {
    const { store, storage } = makeStore();
    store.setGroupsEnabled(true);
    expect(store.addGroup('நண்பர்கள்')).toBe(true);
    expect(store.addGroup('two words')).toBe(false);
    expect(store.getSnapshot().groups).toEqual({ on: true, names: ['நண்பர்கள்'] });
    store.toggleGame(game(1));
    store.toggleGameGroup('g_1_00000001', 'நண்பர்கள்');
    expect(store.getSnapshot().myGames.games.g_1_00000001?.groups).toEqual(['0', 'நண்பர்கள்']);
    expect(JSON.parse(storage.getItem(FAV_KEYS.games) ?? '{}').g_1_00000001.mgGroup).toBe('0,நண்பர்கள்');
    store.toggleGame(game(1), '0');
    expect(store.getSnapshot().myGames.games.g_1_00000001?.groups).toEqual(['நண்பர்கள்']);
    store.toggleGame(game(1), 'நண்பர்கள்');
    expect(store.getSnapshot().myGames.games).toEqual({});
  });

  it('[FAV4] a game outside the range is not added, and the visitor is told why', () => {
    const { store } = makeStore();
    store.toggleGame({ ...game(1), startTime: NOW_MS / 1000 - 5 * 86400 });
    expect(store.getSnapshot().myGames.games).toEqual({});
    expect(store.getSnapshot().alert?.kind).toBe('outOfRange');
  });
});

describe('client storage', () => {
  it('[FAV13] rejects the TTL key itself and forgets values past their TTL', () => {
    let now = 1000;
    const storage = new ClientStorage(memoryStorage(), () => now);
    expect(() => storage.set(TTL_KEY, 'x')).toThrow('FAV_ERR_TTL_KEY');
    storage.set('k', 'v', 10);
    expect(storage.get('k')).toBe('v');
    now = 1010;
    expect(storage.get('k')).toBeNull();
  });

  it('reports a refused write (storage full or blocked) as a coded error', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => new ClientStorage(full, () => 0).set('k', 'v')).toThrow('FAV_ERR_STORAGE_WRITE');
  });
});
