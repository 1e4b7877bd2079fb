import { decodeFeedDocument, sportById, type SportInfo } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import type { LeagueTab } from '../../kit/paths.ts';
import { FeedUnavailableError } from './feed-read.ts';
import { loadLeague, SUMMARY_LIMIT } from './league-data.ts';
import {
  DURAND,
  EPL,
  fakeGetFeed,
  GOLF_R3,
  GOLF_R4,
  ISL,
  ISL_PAST,
  NOW_S,
  worldFeeds,
} from './test-feeds.ts';

const FOOTBALL = sportById(1) as SportInfo;
const GOLF = sportById(23) as SportInfo;

function load(
  leagueId: string,
  tab: LeagueTab = 'summary',
  page = 1,
  sport = FOOTBALL,
  asked: string[] = [],
) {
  return loadLeague({
    getFeed: fakeGetFeed(worldFeeds(), asked),
    sport,
    leagueId,
    tab,
    page,
    lang: 'ta',
    tzMinutes: 330,
    nowS: NOW_S,
  });
}

async function ok(...args: Parameters<typeof load>) {
  const result = await load(...args);
  if (result.kind !== 'ok') throw new Error(`expected a page for ${args[0]} ${args[1]}`);
  return result.page;
}

describe('tournament page data', () => {
  it('reads the header: name, country, season, live count, table flags', async () => {
    const { league } = await ok(ISL.id);
    expect(league).toMatchObject({
      id: ISL.id,
      name: 'இந்தியன் சூப்பர் லீக்',
      countryId: 100,
      countryName: 'இந்தியா',
      season: '2026',
      liveCount: 1,
      hasStandings: true,
      hasDraw: false,
    });
  });

  it('offers only the tabs that have data', async () => {
    expect((await ok(ISL.id)).tabs).toEqual({
      results: true,
      fixtures: true,
      standings: true,
      draw: false,
      archive: true,
    });
    expect((await ok(DURAND.id)).tabs).toEqual({
      results: false,
      fixtures: false,
      standings: false,
      draw: true,
      archive: false,
    });
  });

  it.each<[string, LeagueTab]>([
    [ISL.id, 'draw'],
    [DURAND.id, 'standings'],
    [DURAND.id, 'results'],
    [DURAND.id, 'archive'],
    [EPL.id, 'fixtures'],
    ['1_nosuchleague', 'summary'],
  ])('%s has no %s: not found', async (id, tab) => {
    expect(await load(id, tab)).toEqual({ kind: 'notFound' });
  });

  it('a page past the last is not found; a second page is read', async () => {
    const second = await ok(EPL.id, 'results', 2);
    expect(second.data).toMatchObject({ tab: 'results', page: 2, pageCount: 2, total: 60 });
    if (second.data.tab !== 'results') throw new Error('results');
    expect(second.data.events).toHaveLength(10);
    expect(await load(EPL.id, 'results', 3)).toEqual({ kind: 'notFound' });
  });

  it('summary: today’s matches cut from the sport’s full feed, then the next and the latest of other days', async () => {
    const page = await ok(ISL.id);
    if (page.data.tab !== 'summary') throw new Error('summary');
    const today = decodeFeedDocument(page.data.today);
    // Only this league's rows remain, with the signature the live board continues from.
    expect(today.leagues.map((l) => l.id)).toEqual([ISL.id]);
    expect(today.events.map((e) => e.patch.id)).toEqual(['g_1_isl05']);
    expect(today.signature).toBe('towk00.1');
    expect(page.data.next.map((e) => e.id)).toEqual(['g_1_isl06', 'g_1_isl07']);
    expect(page.data.latest.map((e) => e.id)).toEqual(['g_1_isl04', 'g_1_isl03', 'g_1_isl02', 'g_1_isl01']);
    expect(page.data.latest.length).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(page.data.standings).toContain('Odisha FC');
    expect(page.passive).toBe(false);
  });

  it('a league that plays nobody today has an empty board on its summary', async () => {
    const page = await ok(ISL_PAST.id);
    if (page.data.tab !== 'summary') throw new Error('summary');
    expect(page.data.today).toBe('0');
  });

  it('[passive table] a season with nothing live or still to play is passive; one still playing is not', async () => {
    expect((await ok(ISL_PAST.id, 'standings')).passive).toBe(true);
    expect((await ok(ISL.id, 'standings')).passive).toBe(false);
  });

  it('archive: every season of the template, this one included', async () => {
    const page = await ok(ISL_PAST.id, 'archive');
    expect(page.data).toMatchObject({ tab: 'archive' });
    if (page.data.tab !== 'archive') throw new Error('archive');
    expect(page.data.items.map((i) => [i.id, i.season])).toEqual([
      [ISL.id, '2026'],
      [ISL_PAST.id, '2025'],
    ]);
  });

  it('a race of a no-duel sport: its summary holds the race whole, results and fixtures are not tabs', async () => {
    const past = await ok(GOLF_R3.id, 'summary', 1, GOLF);
    expect(past.tabs).toMatchObject({ results: false, fixtures: false, standings: true, archive: true });
    if (past.data.tab !== 'summary') throw new Error('summary');
    expect(past.data.today).toBe('0');
    expect(past.data.race?.map((e) => e.homeName)).toEqual(['S. Sharma', 'A. Lahiri']);
    const live = await ok(GOLF_R4.id, 'summary', 1, GOLF);
    if (live.data.tab !== 'summary') throw new Error('summary');
    expect(live.data.race).toBeNull();
    expect(decodeFeedDocument(live.data.today).events).toHaveLength(2);
  });

  it('a feed store that fails is a coded error, not a 404', async () => {
    const failing = loadLeague({
      getFeed: async () => ({ status: 500, body: '' }),
      sport: FOOTBALL,
      leagueId: ISL.id,
      tab: 'summary',
      page: 1,
      lang: 'ta',
      tzMinutes: 330,
      nowS: NOW_S,
    });
    await expect(failing).rejects.toBeInstanceOf(FeedUnavailableError);
    await expect(failing).rejects.toMatchObject({ code: 'NRL_WEB_FEED_UNAVAILABLE' });
  });

  it('asks the standings feed only for the tabs that show it', async () => {
    const asked: string[] = [];
    await ok(ISL.id, 'results', 1, FOOTBALL, asked);
    expect(asked.some((n) => n.startsWith('ts_'))).toBe(false);
    expect(asked.some((n) => n.startsWith('f_'))).toBe(false);
  });
});
