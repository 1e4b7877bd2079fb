import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StageType } from '../enums.ts';
import { parseFollowList, serialiseFollowList } from './follow-list.ts';
import { addGames, addTournament, EMPTY_MY_GAMES, type MyGames } from './my-games.ts';
import { parseMyLeagues, serialiseMyLeagues } from './my-leagues.ts';
import {
  FAV_ERR_UNREADABLE,
  parseStoredGames,
  parseStoredLabels,
  parseStoredTournaments,
  serialiseGames,
  serialiseTournaments,
} from './stored.ts';
import { parseAccountMyGames } from './account.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z') / 1000;
const clock = { nowS: NOW, tzMinutes: 330 };
const opts = { noDuel: (s: number) => s === 23 };

function sample(): MyGames {
  let state = addGames(
    EMPTY_MY_GAMES,
    [
      {
        id: 'g_1_abcd1234',
        sportId: 1,
        leagueId: '1_isl',
        startTime: NOW + 60,
        stageType: StageType.scheduled,
      },
      { id: 'g_2_tennis001', sportId: 2, leagueId: '2_chn', startTime: NOW - 600, stageType: StageType.live },
    ],
    clock,
    opts,
  ).state;
  state = addGames(
    state,
    [{ id: 'g_1_abcd1234', sportId: 1, leagueId: '1_isl', startTime: NOW + 60, stageType: 1 }],
    clock,
    {
      ...opts,
      group: 'நண்பர்கள்',
    },
  ).state;
  const golf = {
    id: 'g_23_golf0001',
    sportId: 23,
    leagueId: '23_open',
    startTime: NOW + 60,
    endTime: NOW + 3 * 86400,
    stageType: 1,
  };
  return addTournament(state, { leagueId: '23_open', sportId: 23 }, [golf], clock, opts).state;
}

describe('stored favourites (FAV13)', () => {
  it('[FAV13] the stored form uses the spec’s names and reads back the same state', () => {
    const state = sample();
    const games = serialiseGames(state.games);
    expect(JSON.parse(games).g_1_abcd1234).toEqual({
      sport_id: 1,
      labl_id: '1_isl',
      m_day: 0,
      m_ok: 1,
      m_expire_date: Date.parse('2026-11-22T18:30:00Z') / 1000,
      AD: NOW + 60,
      AB: 1,
      noDuel: false,
      mgGroup: '0,நண்பர்கள்',
    });
    expect(parseStoredGames(games)).toEqual({ ok: true, value: state.games });
    expect(parseStoredTournaments(serialiseTournaments(state.tournaments))).toEqual({
      ok: true,
      value: state.tournaments,
    });
  });

  it('[FAV13] nothing stored is empty; unreadable JSON stops loading with a coded error', () => {
    expect(parseStoredGames(null)).toEqual({ ok: true, value: {} });
    expect(parseStoredGames('{"g_1_abcd1234":')).toEqual({ ok: false, code: FAV_ERR_UNREADABLE });
    expect(parseStoredGames('[1,2]')).toEqual({ ok: false, code: FAV_ERR_UNREADABLE });
    expect(parseFollowList('nope')).toEqual({ ok: false, code: FAV_ERR_UNREADABLE });
  });

  it('[FAV13] entries of the wrong shape are skipped one by one', () => {
    const text = JSON.stringify({
      g_1_abcd1234: { sport_id: 2, AD: 1, m_expire_date: 2 },
      g_1_abcd5678: { sport_id: 1, AD: NOW, m_expire_date: NOW + 10, mgGroup: 42 },
      bad: { sport_id: 1, AD: NOW, m_expire_date: NOW },
    });
    const parsed = parseStoredGames(text);
    expect(parsed.ok && Object.keys(parsed.value)).toEqual(['g_1_abcd5678']);
    expect(parsed.ok && parsed.value.g_1_abcd5678?.groups).toEqual(['0']);
  });

  it('[FAV13] any string in storage never throws (property)', () => {
    const anyJson = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(anyJson, (text) => {
        parseStoredGames(text);
        parseStoredTournaments(text);
        parseStoredLabels(text);
        parseFollowList(text);
        let value: unknown = text;
        try {
          value = JSON.parse(text);
        } catch {
          // the string itself is the value then
        }
        parseMyLeagues(value);
        parseAccountMyGames(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('[FAV13] stored lists round-trip (property)', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
    const item = fc.record({
      sportId: fc.integer({ min: 1, max: 42 }),
      id,
      name: fc.string({ minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const list = { items: Object.fromEntries(items.map((i) => [`${i.sportId}_${i.id}`, i])) };
        expect(parseFollowList(serialiseFollowList(list))).toEqual({ ok: true, value: list });
      }),
    );
    const leagues = fc.dictionary(
      fc.integer({ min: 1, max: 42 }).map(String),
      fc.uniqueArray(fc.stringMatching(/^[1-9]_[a-z0-9]{1,10}$/), { maxLength: 5 }),
    );
    fc.assert(
      fc.property(leagues, (map) => {
        const state = Object.fromEntries(Object.entries(map).map(([k, v]) => [Number(k), v]));
        expect(parseMyLeagues(JSON.parse(serialiseMyLeagues(state)))).toEqual(state);
      }),
    );
  });
});
