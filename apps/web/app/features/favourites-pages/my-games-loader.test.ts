import {
  addGames,
  EMPTY_MY_GAMES,
  encodeFullFeed,
  type GameFacts,
  type MyGames,
  reconcileGame,
  sportById,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { NOW_S, sampleEvents, sampleFeed, sampleSections } from '../board/test-fixtures.ts';
import { loadMyGames } from './my-games-loader.ts';

const noDuel = (s: number) => sportById(s)?.noDuel ?? false;

function fakeFetch(bodies: Record<string, string>, asked: string[]): typeof fetch {
  return (async (input: string | URL | Request) => {
    const name = String(input).replace('/x/feed/', '');
    asked.push(name);
    const body = bodies[name];
    return new Response(body ?? '0', {
      status: 200,
      headers: { date: new Date(NOW_S * 1000).toUTCString() },
    });
  }) as typeof fetch;
}

describe('My games tab loading', () => {
  it('[FAV12] loads the full feeds of the needed sports and days plus the repair feed, one at a time', async () => {
    const football = sampleEvents(1);
    const first = football[0];
    if (!first) throw new Error('fixture');
    let state: MyGames = addGames(EMPTY_MY_GAMES, [first], { nowS: NOW_S, tzMinutes: 330 }, { noDuel }).state;
    const asked: string[] = [];
    const data = await loadMyGames({
      fetch: fakeFetch({ f_1_0_330_ta_1: sampleFeed(1, 'ta') }, asked),
      signal: new AbortController().signal,
      nowS: () => NOW_S,
      tzMinutes: 330,
      lang: 'ta',
      reconcile: (found: readonly GameFacts[]) => {
        for (const f of found) state = reconcileGame(state, f, { nowS: NOW_S, tzMinutes: 330 }).state;
        return [];
      },
      current: () => state,
    });
    expect(asked).toEqual(['f_1_0_330_ta_1', 'r_0_1']);
    expect([...data.events.keys()]).toEqual([first.id]);
    expect(data.leagues.has(first.leagueId)).toBe(true);
    expect(data.failed).toBe(false);
  });

  it('[FAV10] runs a second time for a game that moved to another day', async () => {
    const [section] = sampleSections(1);
    const game = section?.events[0];
    if (!section || !game) throw new Error('fixture');
    const moved = { ...game, startTime: game.startTime + 86400 };
    const tomorrow = encodeFullFeed({
      sportId: 1,
      lang: 'ta',
      day: 1,
      tzMinutes: 330,
      sections: [{ ...section, events: [moved] }],
      signature: '1.1',
      serverTime: NOW_S,
    });
    // Followed on today's day; today's feed no longer has it, the repair feed says it moved.
    let state: MyGames = addGames(EMPTY_MY_GAMES, [game], { nowS: NOW_S, tzMinutes: 330 }, { noDuel }).state;
    const repair = encodeFullFeed({
      sportId: 1,
      lang: 'ta',
      day: 0,
      tzMinutes: 330,
      sections: [{ ...section, events: [moved] }],
      signature: '1.1',
      serverTime: NOW_S,
    });
    const asked: string[] = [];
    const passes: number[] = [];
    const data = await loadMyGames({
      fetch: fakeFetch({ f_1_0_330_ta_1: repair, r_0_1: repair, f_1_1_330_ta_1: tomorrow }, asked),
      signal: new AbortController().signal,
      nowS: () => NOW_S,
      tzMinutes: 330,
      lang: 'ta',
      reconcile: (found) => {
        passes.push(found.length);
        const movedIds: string[] = [];
        for (const f of found) {
          const r = reconcileGame(state, f, { nowS: NOW_S, tzMinutes: 330 });
          if (r.moved) movedIds.push(f.id);
          state = r.state;
        }
        return movedIds;
      },
      current: () => state,
    });
    expect(asked).toEqual(['f_1_0_330_ta_1', 'r_0_1', 'f_1_1_330_ta_1']);
    expect(passes).toEqual([1, 1]);
    expect(state.games[game.id]).toMatchObject({ startTime: moved.startTime, matchDay: 1, ok: true });
    expect(data.events.get(game.id)?.startTime).toBe(moved.startTime);
  });
});
