import { describe, expect, it } from 'vitest';
import { StageType } from '../enums.ts';
import {
  addGames,
  addTournament,
  countForSports,
  EMPTY_MY_GAMES,
  type FavouritesClock,
  type GameFacts,
  isGameFollowed,
  type MyGames,
  neededFeeds,
  reconcileGame,
  reconcileTournament,
  removeGame,
  rollDays,
  toggleGame,
  toggleGameGroup,
} from './my-games.ts';
import { MY_GAMES_MAX, MY_GAMES_TOURNAMENT_EVENTS_MAX } from './constants.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
// A fake clock: 2026-11-22 17:30 in India.
const IST: FavouritesClock = { nowS: at('2026-11-22T12:00:00Z'), tzMinutes: 330 };
const NO_DUEL = new Set([23, 31, 32, 33, 34, 35, 37, 38, 39, 40, 41]);
const opts = { noDuel: (s: number) => NO_DUEL.has(s) };

function game(n: number, start = IST.nowS + 3600, sportId = 1): GameFacts {
  return {
    id: `g_${sportId}_${String(n).padStart(8, '0')}`,
    sportId,
    leagueId: `${sportId}_league`,
    startTime: start,
    stageType: StageType.scheduled,
  };
}

function follow(...games: GameFacts[]): MyGames {
  return addGames(EMPTY_MY_GAMES, games, IST, opts).state;
}

describe('My games (FAV5-FAV12)', () => {
  it('[FAV5] adds a game today with m_day 0, m_ok 1 and the next local midnight', () => {
    const state = follow(game(1));
    const g = state.games.g_1_00000001;
    expect(g).toMatchObject({ matchDay: 0, ok: true, expireAt: at('2026-11-22T18:30:00Z'), groups: ['0'] });
  });

  it('[FAV5] adding an already present game succeeds silently', () => {
    const state = follow(game(1));
    const again = addGames(state, [game(1)], IST, opts);
    expect(again.outcomes).toEqual({ g_1_00000001: 'present' });
    expect(again.limitReached).toBe(false);
    expect(Object.keys(again.state.games)).toHaveLength(1);
  });

  it('[FAV4] refuses games outside -1..7 days and ids that are not event ids', () => {
    const r = addGames(
      EMPTY_MY_GAMES,
      [game(1, IST.nowS + 9 * 86400), game(2, IST.nowS - 3 * 86400), { ...game(3), id: 'g_1_short' }],
      IST,
      opts,
    );
    expect(Object.values(r.outcomes)).toEqual(['refused', 'refused', 'refused']);
    expect(r.state).toBe(EMPTY_MY_GAMES);
  });

  it(`[FAV5] stops at ${MY_GAMES_MAX} and raises the limit alert once per bulk add`, () => {
    const many = Array.from({ length: MY_GAMES_MAX - 1 }, (_, i) => game(i + 1));
    let state = follow(...many);
    const bulk = addGames(state, [game(10_001), game(10_002), game(10_003)], IST, opts);
    expect(bulk.outcomes).toEqual({ g_1_00010001: 'added', g_1_00010002: 'limit', g_1_00010003: 'limit' });
    expect(bulk.limitReached).toBe(true);
    state = bulk.state;
    expect(Object.keys(state.games)).toHaveLength(MY_GAMES_MAX);
    // A present game still succeeds when full.
    expect(addGames(state, [game(1)], IST, opts).limitReached).toBe(false);
  });

  it('[FAV6] toggle: present is removed, absent is added', () => {
    const on = toggleGame(EMPTY_MY_GAMES, game(1), IST, opts);
    expect(on.removed).toBe(false);
    expect(isGameFollowed(on.state, 'g_1_00000001')).toBe(true);
    const off = toggleGame(on.state, game(1), IST, opts);
    expect(off.removed).toBe(true);
    expect(off.state.games).toEqual({});
  });

  it('[FAV7] removing a game in several groups removes only that group key; the last removes the game', () => {
    let state = follow(game(1));
    state = addGames(state, [game(1)], IST, { ...opts, group: 'friends' }).state;
    expect(state.games.g_1_00000001?.groups).toEqual(['0', 'friends']);
    state = removeGame(state, 'g_1_00000001', 'friends');
    expect(state.games.g_1_00000001?.groups).toEqual(['0']);
    state = removeGame(state, 'g_1_00000001', '0');
    expect(state.games).toEqual({});
  });

  it('[FAV8] group toggles ignore games of a league followed as a whole tournament', () => {
    const race = { ...game(1, IST.nowS + 600, 32), leagueId: '32_gp' };
    let state = addGames(EMPTY_MY_GAMES, [race], IST, opts).state;
    state = addTournament(state, { leagueId: '32_gp', sportId: 32 }, [race], IST, opts).state;
    expect(toggleGameGroup(state, race.id, 'friends')).toBe(state);
    const duel = follow(game(2));
    expect(toggleGameGroup(duel, 'g_1_00000002', 'friends').games.g_1_00000002?.groups).toEqual([
      '0',
      'friends',
    ]);
  });

  it('[FAV9] at the visitor’s midnight a future game becomes today with m_ok 0, m_day 0', () => {
    const tomorrow = at('2026-11-23T10:00:00Z'); // 15:30 IST on the 23rd
    let state = follow(game(1, tomorrow));
    expect(state.games.g_1_00000001?.matchDay).toBe(1);
    // 23:59 IST: nothing expires yet (same object back).
    expect(rollDays(state, { ...IST, nowS: at('2026-11-22T18:29:00Z') })).toBe(state);
    state = rollDays(state, { ...IST, nowS: at('2026-11-22T18:31:00Z') });
    expect(state.games.g_1_00000001).toMatchObject({
      matchDay: 0,
      ok: false,
      expireAt: at('2026-11-23T18:30:00Z'),
    });
  });

  it('[FAV9] a past game gets m_ok 0 and a negative m_day; past the range it is dropped', () => {
    let state = follow(game(1));
    state = rollDays(state, { ...IST, nowS: at('2026-11-23T12:00:00Z') });
    expect(state.games.g_1_00000001).toMatchObject({ matchDay: -1, ok: false });
    state = rollDays(state, { ...IST, nowS: at('2026-11-24T12:00:00Z') });
    expect(state.games).toEqual({});
  });

  it('[FAV9] midnight in a negative zone: New York’s day, not UTC’s', () => {
    const ny: FavouritesClock = { nowS: at('2026-11-22T12:00:00Z'), tzMinutes: -300 };
    // 23:00 in New York on the 22nd is 04:00 UTC on the 23rd: today there.
    const late = at('2026-11-23T04:00:00Z');
    const state = addGames(EMPTY_MY_GAMES, [game(1, late)], ny, opts).state;
    expect(state.games.g_1_00000001).toMatchObject({ matchDay: 0, expireAt: at('2026-11-23T05:00:00Z') });
    // 01:00 UTC on the 23rd is still the 22nd in New York: not expired.
    expect(rollDays(state, { ...ny, nowS: at('2026-11-23T01:00:00Z') })).toBe(state);
  });

  it('[FAV10] a favourite whose start time changed is rebuilt with the new times and m_ok 0', () => {
    const state = follow(game(1));
    const moved = { ...game(1), startTime: IST.nowS + 2 * 86400 };
    const r = reconcileGame(state, moved, IST);
    expect(r.moved).toBe(true);
    expect(r.state.games.g_1_00000001).toMatchObject({ startTime: moved.startTime, matchDay: 2, ok: false });
    const seen = reconcileGame(r.state, moved, IST);
    expect(seen.moved).toBe(false);
    expect(seen.state.games.g_1_00000001?.ok).toBe(true);
  });

  it(`[FAV11] a whole tournament takes at most ${MY_GAMES_TOURNAMENT_EVENTS_MAX} events and stays m_ok 0 until loaded`, () => {
    const entries = Array.from({ length: 25 }, (_, i) => ({
      ...game(i + 1, IST.nowS + 600 + i, 23),
      leagueId: '23_open',
    }));
    const r = addTournament(EMPTY_MY_GAMES, { leagueId: '23_open', sportId: 23 }, entries, IST, opts);
    expect(r.outcome).toBe('added');
    expect(r.events).toHaveLength(MY_GAMES_TOURNAMENT_EVENTS_MAX);
    expect(r.state.tournaments['23_open']?.ok).toBe(false);
    const loaded = reconcileTournament(r.state, '23_open', entries, IST);
    expect(loaded.tournaments['23_open']?.ok).toBe(true);
    const gone = reconcileTournament(loaded, '23_open', [], IST);
    expect(gone.tournaments['23_open']?.ok).toBe(false);
  });

  it('[FAV11] whole tournaments only in no-duel sports', () => {
    const r = addTournament(EMPTY_MY_GAMES, { leagueId: '1_league', sportId: 1 }, [game(1)], IST, opts);
    expect(r.outcome).toBe('refused');
  });

  it('[FAV12] counts no-duel games once per league, a dash suffix stripped', () => {
    const golf = (n: number, league: string) => ({ ...game(n, IST.nowS + 60, 23), leagueId: league });
    const state = follow(game(1), game(2), golf(3, '23_open'), golf(4, '23_open-2'), golf(5, '23_masters'));
    expect(countForSports(state, null)).toBe(4);
    expect(countForSports(state, new Set([1]))).toBe(2);
  });

  it('[FAV12] the tab needs the full feeds of the sports and days of its games', () => {
    const state = follow(game(1), game(2, IST.nowS + 2 * 86400, 2), game(3, IST.nowS - 86400));
    expect(neededFeeds(state, IST)).toEqual([
      { sportId: 1, day: -1 },
      { sportId: 1, day: 0 },
      { sportId: 2, day: 2 },
    ]);
    expect(neededFeeds(state, IST, true)).toEqual([]);
  });
});
