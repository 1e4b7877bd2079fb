/**
 * List feeds over HTTP, as a browser gets them: 200 with an ETag, 304 while the body is unchanged
 * (even when other leagues change), 200 `0` for an object that does not exist, 404 for a bad name.
 */
import { decodeListFeed, StageType } from '@nerali/domain';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../../../app.ts';
import { type FakeClock, fakeClock, worldServer } from '../../../testing/fixtures.ts';
import { LIST_FEEDS } from './index.ts';
import { EVENTS, loadWorld, NOON_UTC_MS } from './testing.ts';

describe('list feeds over HTTP', () => {
  let clock: FakeClock;
  let server: NeraliServer;

  beforeEach(async () => {
    clock = fakeClock(NOON_UTC_MS);
    server = await worldServer(clock);
    loadWorld(server.engine);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const get = (name: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/x/feed/${name}`, headers });
  const eventOf = (id: string) => EVENTS.find((e) => e.id === id);

  it('serves tournament results with an ETag and answers 304 until the league changes', async () => {
    const first = await get('tr_1_isl2026_1_en');
    expect(first.statusCode).toBe(200);
    expect(decodeListFeed(first.body).events.map((e) => e.patch.id)).toEqual(['g_1_isl00001']);
    const etag = String(first.headers.etag);

    const again = await get('tr_1_isl2026_1_en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A goal in another league and a kick-off in this one leave the results page as it was.
    const liga = eventOf('g_1_liga0001');
    const fixture = eventOf('g_1_isl00004');
    if (!liga || !fixture) throw new Error('world changed');
    server.engine.putEvents([{ ...liga, stageType: StageType.live, homeScore: '1', awayScore: '0' }]);
    server.engine.putEvents([{ ...fixture, stageType: StageType.live, homeScore: '0', awayScore: '0' }]);
    expect((await get('tr_1_isl2026_1_en', { 'if-none-match': etag })).statusCode).toBe(304);

    server.engine.putEvents([{ ...fixture, stageType: StageType.finished, homeScore: '3', awayScore: '0' }]);
    const changed = await get('tr_1_isl2026_1_en', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(decodeListFeed(changed.body).events.map((e) => e.patch.id)).toEqual([
      'g_1_isl00004',
      'g_1_isl00001',
    ]);
  });

  it('answers news, rankings and odds, compressed on request', async () => {
    const news = await get('nl_0_1', { 'accept-encoding': 'gzip' });
    expect(news.statusCode).toBe(200);
    expect(news.headers['content-encoding']).toBe('gzip');
    const ranking = await get('ran_tennis-men_1');
    expect(decodeListFeed(ranking.body).ranking?.name.ta).toBe('ஏடிபி தரவரிசை');
    const odds = await get('to_1_isl2026_1');
    expect(decodeListFeed(odds.body).odds).toHaveLength(2);
  });

  it('gives 0 for a missing object and a page past the end, 404 for a malformed name', async () => {
    for (const name of ['t_1_unknown_en_1', 'tr_1_isl2026_9_en', 'p_nobody_ta_1', 'tetr_kbfc_1_1']) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.body, name).toBe('0');
    }
    for (const name of ['t_1_isl2026_de_1', 'tr_1_isl2026_0_en', 'ran_tennis-men_x', 'nl_20_1']) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(404);
      expect(JSON.parse(res.body).code).toBeTruthy();
    }
  });

  it('never answers a random name after a list prefix with a 500', async () => {
    const prefixes = LIST_FEEDS.map((f) => f.prefix);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.array(
          fc.oneof(fc.stringMatching(/^[A-Za-z0-9.-]{0,10}$/), fc.constantFrom('1', 'en', 'isl2026', 'cfc')),
          {
            maxLength: 6,
          },
        ),
        async (prefix, rest) => {
          const res = await get(encodeURIComponent(`${prefix}_${rest.join('_')}`));
          expect([200, 404]).toContain(res.statusCode);
        },
      ),
      { numRuns: 300 },
    );
  });
});
