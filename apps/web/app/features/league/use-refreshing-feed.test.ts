import { encodeFeed, leagueCells, leagueExtraCells, RowKey } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INDIA } from '../../kit/event/fixture-base.ts';
import { leagueFeeds } from './feed-names.ts';
import { ISL } from './test-feeds.ts';
import {
  headerHasLive,
  LIVE_TABLE_REFRESH_MS,
  startTableRefresh,
  TABLE_REFRESH_MS,
} from './use-refreshing-feed.ts';

const T0 = Date.UTC(2026, 10, 22, 14, 0);
const TABLE = leagueFeeds.standings(ISL.id, 'ta');
const HEADER = leagueFeeds.header(ISL.id, 'ta');

function header(liveCount: number): string {
  return encodeFeed([
    [[RowKey.sport, '1']],
    [
      ...leagueCells(ISL, INDIA, 'ta'),
      ...leagueExtraCells({ eventCount: 7, liveCount, hasStandings: true, hasDraw: false }),
    ],
  ]);
}

function fakeServer(liveCount: { n: number }) {
  const asked: { name: string; atMs: number }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const name = String(input).split('/').at(-1) ?? '';
    asked.push({ name, atMs: Date.now() - T0 });
    const body = name === HEADER ? header(liveCount.n) : `table at ${Date.now() - T0}`;
    return new Response(body, { status: 200 });
  }) as typeof globalThis.fetch;
  return { asked, fetch };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('[S1 9.9] live tables refreshed every 10 s while the league has live matches', () => {
  it('[S1 9.9] the header’s live count says whether the league has live matches', () => {
    expect(headerHasLive(header(2))).toBe(true);
    expect(headerHasLive(header(0))).toBe(false);
    expect(headerHasLive('mangled')).toBe(false);
  });

  it('[S1 9.9] live matches at load: every 10 s; after the last one ends: every minute again', async () => {
    const live = { n: 1 };
    const server = fakeServer(live);
    const bodies: string[] = [];
    const stop = startTableRefresh({
      name: TABLE,
      liveMatches: { header: HEADER, initial: true },
      fetch: server.fetch,
      hidden: () => false,
      now: () => Date.now(),
      onBody: (body) => bodies.push(body),
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.asked.filter((a) => a.name === TABLE).map((a) => a.atMs)).toEqual([10_000, 20_000, 30_000]);
    expect(bodies.at(-1)).toBe('table at 30000');
    live.n = 0;
    // The header is read again at 60 s: no live match any more.
    await vi.advanceTimersByTimeAsync(150_000);
    expect(server.asked.filter((a) => a.name === HEADER).map((a) => a.atMs)).toEqual([
      60_000, 120_000, 180_000,
    ]);
    expect(server.asked.filter((a) => a.name === TABLE && a.atMs >= 40_000).map((a) => a.atMs)).toEqual([
      40_000,
      50_000,
      60_000,
      60_000 + TABLE_REFRESH_MS,
      60_000 + 2 * TABLE_REFRESH_MS,
    ]);
    stop();
  });

  it('[S1 9.9] no live match at load: every minute, and every 10 s once a match kicks off', async () => {
    const live = { n: 0 };
    const server = fakeServer(live);
    const stop = startTableRefresh({
      name: TABLE,
      liveMatches: { header: HEADER, initial: false },
      fetch: server.fetch,
      hidden: () => false,
      now: () => Date.now(),
      onBody: () => {},
    });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.asked).toEqual([]);
    live.n = 1;
    await vi.advanceTimersByTimeAsync(1_000 + 2 * LIVE_TABLE_REFRESH_MS);
    expect(server.asked.map((a) => `${a.name}@${a.atMs}`)).toEqual([
      `${HEADER}@60000`,
      `${TABLE}@60000`,
      `${TABLE}@70000`,
      `${TABLE}@80000`,
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.asked).toHaveLength(4);
  });
});
