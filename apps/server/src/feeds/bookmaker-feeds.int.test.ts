/**
 * Odds and bookmaker feeds by region (issue 16 point 2): nothing that reaches a visitor in India shows a
 * bookmaker, the feeds no more than the pages. The region comes from the visitor's address (geoip-lite,
 * the server's own lookup), as it does for a page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeOdds, MatchFeed, matchFeedName } from '@nerali/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../app.ts';
import { KNOWN_IPS } from '../geo/test-support.ts';
import { fakeClock, worldServer } from '../testing/fixtures.ts';
import { isBookmakerFeed } from './bookmaker-feeds.ts';
import { loadMatchWorld, MATCH_ID, NOON_UTC_MS } from './catalogue/match/testing.ts';

const ALL_MATCH_FEEDS = Object.values(MatchFeed).map((feed) =>
  matchFeedName(feed, MATCH_ID, { lang: 'en', format: 'uk', bookmakerId: 1, position: 1 }),
);
const ODDS_FEEDS = [
  ...ALL_MATCH_FEEDS.filter(isBookmakerFeed),
  'fo_1_0_330_1',
  `mo_1_${MATCH_ID.slice(4)}_1`,
];
const OTHER_FEEDS = ALL_MATCH_FEEDS.filter((name) => !isBookmakerFeed(name));

describe('odds and bookmaker feeds by the visitor’s region', () => {
  let server: NeraliServer;
  const get = (name: string, remoteAddress: string) =>
    server.app.inject({ method: 'GET', url: `/x/feed/${name}`, remoteAddress });

  beforeAll(async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadMatchWorld(server.engine);
    // The first public address loads the IP data in the background: let it load.
    await server.app.inject({ method: 'GET', url: '/x/geo', remoteAddress: KNOWN_IPS.singapore });
    await server.geo.ipData?.settled();
  });
  afterAll(async () => server?.app.close());

  it('names the five match odds feeds and the odds lists, and no other match feed', () => {
    expect(ALL_MATCH_FEEDS.filter(isBookmakerFeed).map((name) => name.split('_')[0])).toHaveLength(5);
    expect(OTHER_FEEDS.some((name) => /^(df_od|d_od|df_dos|df_lod2|mop)_/.test(name))).toBe(false);
  });

  it('answers 451 (coded, private) to a visitor in Tamil Nadu for every odds feed', async () => {
    for (const name of ODDS_FEEDS) {
      const answer = await get(name, KNOWN_IPS.chennai);
      expect(answer.statusCode, name).toBe(451);
      expect(answer.json(), name).toMatchObject({ code: 'NRL_ERR_UNAVAILABLE_IN_REGION' });
      expect(answer.headers['cache-control'], name).toBe('private, no-cache');
      expect(answer.body, name).not.toMatch(/[\u00f7\u00ac]/); // no feed row of any kind
    }
  });

  it('serves the other match feeds in India as anywhere', async () => {
    for (const name of OTHER_FEEDS) {
      const answer = await get(name, KNOWN_IPS.chennai);
      expect([200, 404], name).toContain(answer.statusCode);
    }
    expect((await get(`df_sui_1_${MATCH_ID.slice(2)}_en`, KNOWN_IPS.chennai)).statusCode).not.toBe(451);
  });

  it('serves odds elsewhere, never to a shared cache (the answer depends on the visitor)', async () => {
    const odds = matchFeedName(MatchFeed.odds, MATCH_ID, { lang: 'en', format: 'uk' });
    for (const address of [KNOWN_IPS.england, '127.0.0.1']) {
      const answer = await get(odds, address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.body.length, address).toBeGreaterThan(10);
      expect(answer.headers['cache-control'], address).toBe('private, no-cache');
    }
    // Singapore's law forbids them too (geo-groups.json).
    expect((await get(odds, KNOWN_IPS.singapore)).statusCode).toBe(451);
  });
});

describe('[S2 3.18] the match odds preview of a region’s main bookmaker', () => {
  let server: NeraliServer;
  let dir: string;
  const before = process.env.GEO_GROUPS_CONFIG;
  const get = (name: string, remoteAddress: string) =>
    server.app.inject({ method: 'GET', url: `/x/feed/${name}`, remoteAddress });
  const mop = matchFeedName(MatchFeed.oddsPreview, MATCH_ID);
  const bookmakerOf = (body: string) => decodeOdds(body)[0]?.lines.map((line) => line.bookmakerId);

  beforeAll(async () => {
    // The shipped groups, and a licensed region (England, for the test) naming bookmaker 2 as its main one.
    const shipped = JSON.parse(
      readFileSync(new URL('../geo/geo-groups.json', import.meta.url), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    dir = mkdtempSync(join(tmpdir(), 'nerali-geo-'));
    const file = join(dir, 'groups.json');
    writeFileSync(
      file,
      JSON.stringify({ ...shipped, GB: { ...shipped.default, main_bookmaker_ids: [2, 1] } }),
    );
    process.env.GEO_GROUPS_CONFIG = file;
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadMatchWorld(server.engine);
    await server.app.inject({ method: 'GET', url: '/x/geo', remoteAddress: KNOWN_IPS.singapore });
    await server.geo.ipData?.settled();
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.GEO_GROUPS_CONFIG;
    else process.env.GEO_GROUPS_CONFIG = before;
    await server?.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the region’s first main bookmaker’s line; elsewhere the lowest active one, as before', async () => {
    const england = await get(mop, KNOWN_IPS.england);
    expect(england.statusCode).toBe(200);
    expect(bookmakerOf(england.body)).toEqual([2]);
    // No main bookmaker in 'default' (localhost): the lowest bookmaker with an active line.
    const local = await get(mop, '127.0.0.1');
    expect(bookmakerOf(local.body)).toEqual([1]);
    expect((await get(`${mop}_2`, '127.0.0.1')).body).toBe(england.body);
  });

  it('still answers 451 in Tamil Nadu, whichever bookmaker is asked for', async () => {
    for (const name of [mop, `${mop}_2`]) {
      expect((await get(name, KNOWN_IPS.chennai)).statusCode, name).toBe(451);
    }
  });
});
