import { decodeFeedDocument, sportById, type SportInfo } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { loadCountry } from './country-data.ts';
import type { CountryTab } from './route-params.ts';
import { DURAND, fakeGetFeed, GOLF_R3, GOLF_R4, ISL, ISL_PAST, NOW_S, worldFeeds } from './test-feeds.ts';

const FOOTBALL = sportById(1) as SportInfo;
const GOLF = sportById(23) as SportInfo;

function load(tab: CountryTab, { sport = FOOTBALL, countryId = 100, day = 0 } = {}) {
  return loadCountry({
    getFeed: fakeGetFeed(worldFeeds()),
    sport,
    countryId,
    tab,
    day,
    lang: 'ta',
    tzMinutes: 330,
    nowS: NOW_S,
  });
}

describe('country page data', () => {
  it('lists the country’s leagues of the sport, in the feed’s order', async () => {
    const page = await load('all');
    expect(page?.country).toEqual({ id: 100, name: 'இந்தியா', code: 'IN', order: 1 });
    expect(page?.leagues.map((l) => [l.id, l.liveCount])).toEqual([
      [ISL.id, 1],
      [ISL_PAST.id, 0],
      [DURAND.id, 0],
    ]);
    // Every country of the sport, for browsing.
    expect(page?.countries.map((c) => [c.id, c.liveCount])).toEqual([
      [100, 1],
      [200, 0],
    ]);
  });

  it('an unknown country, or one without this sport, is no page', async () => {
    expect(await load('all', { countryId: 999 })).toBeNull();
    expect(await load('all', { countryId: 200 })).toBeNull();
  });

  it('default tab: the day’s full feed cut to the country’s leagues', async () => {
    const today = await load('all');
    expect(today?.data.kind).toBe('day');
    if (today?.data.kind !== 'day') throw new Error('day');
    const doc = decodeFeedDocument(today.data.feed);
    // The English league of the same feed is cut away.
    expect(doc.leagues.map((l) => l.countryId)).toEqual([100]);
    const yesterday = await load('all', { day: -1 });
    if (yesterday?.data.kind !== 'day') throw new Error('day');
    expect(yesterday.data.day).toBe(-1);
    expect(decodeFeedDocument(yesterday.data.feed).events.map((e) => e.patch.id)).toEqual(['g_1_isl04']);
  });

  it('finished: each league’s latest results; scheduled: the matches still to start (not the live one)', async () => {
    const finished = await load('finished');
    if (finished?.data.kind !== 'matches') throw new Error('matches');
    expect(finished.data.groups.map((g) => [g.league.id, g.events.length, g.total])).toEqual([
      [ISL.id, 4, 4],
      [ISL_PAST.id, 2, 2],
    ]);
    const scheduled = await load('scheduled');
    if (scheduled?.data.kind !== 'matches') throw new Error('matches');
    expect(scheduled.data.groups.map((g) => g.events.map((e) => e.id))).toEqual([['g_1_isl06', 'g_1_isl07']]);
  });

  it('a no-duel sport: the finished and scheduled tabs list races run and still to run', async () => {
    const finished = await load('finished', { sport: GOLF });
    expect(finished?.data).toMatchObject({ kind: 'races', tab: 'finished' });
    if (finished?.data.kind !== 'races') throw new Error('races');
    // Round 4 is live now: not finished.
    expect(finished.data.races.map((r) => r.id)).toEqual([GOLF_R3.id]);
    const scheduled = await load('scheduled', { sport: GOLF });
    if (scheduled?.data.kind !== 'races') throw new Error('races');
    expect(scheduled.data.races).toEqual([]);
    const today = await load('all', { sport: GOLF });
    if (today?.data.kind !== 'day') throw new Error('day');
    expect(decodeFeedDocument(today.data.feed).leagues.map((l) => l.id)).toEqual([GOLF_R4.id]);
  });
});
