import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import {
  decodeFeed,
  decodeFeedDocument,
  EventStage,
  formatSignature,
  parseSignature,
  StageType,
} from '@nerali/domain';
import fc from 'fast-check';
import { createCatalogue } from './catalogue/index.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../app.ts';
import { REPAIR_WINDOW_S } from '../engine/change-log.ts';
import { type FakeClock, fakeClock, soccerEvent, worldServer } from '../testing/fixtures.ts';

// 2026-11-22 12:00:00 UTC = 17:30 in India.
const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const S = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('feeds', () => {
  let clock: FakeClock;
  let server: NeraliServer;

  beforeEach(async () => {
    clock = fakeClock(NOON_UTC_MS);
    server = await worldServer(clock);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const get = (name: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/x/feed/${name}`, headers });

  it('[FD1] serves the full feed of today with a Date header, an ETag and a signature', async () => {
    server.engine.putEvents([soccerEvent('aaaa0001', S('2026-11-22T14:00:00Z'))]);
    const res = await get('f_1_0_330_ta_1');
    expect(res.statusCode).toBe(200);
    expect(res.headers.date).toBeTruthy();
    expect(res.headers.etag).toMatch(/^".+"$/);
    const doc = decodeFeedDocument(res.body);
    expect(doc.events.map((e) => e.patch.id)).toEqual(['g_1_aaaa0001']);
    expect(doc.leagues[0]?.name).toBe('இந்தியன் சூப்பர் லீக்');
    expect(doc.leagues[0]?.countryName).toBe('இந்தியா');
    expect(parseSignature(doc.signature)?.seq).toBe(server.engine.log(1).seq);
    const en = decodeFeedDocument((await get('f_1_0_330_en_1')).body);
    expect(en.leagues[0]?.name).toBe('Indian Super League');
  });

  it('[FN2] answers the spec’s timezone hour as its minutes: the same day, the same body', async () => {
    server.engine.putEvents([
      soccerEvent('aaaa0001', S('2026-11-22T14:00:00Z')),
      soccerEvent('aaaa0002', S('2026-11-22T20:00:00Z')),
    ]);
    const body = async (name: string) => {
      const res = await get(name);
      expect(res.statusCode, name).toBe(200);
      return res.body;
    };
    expect(await body('f_1_0_5.5_ta_1')).toBe(await body('f_1_0_330_ta_1'));
    expect(await body('f_1_0_3_en_1')).toBe(await body('f_1_0_180_en_1'));
    expect(await body('f_1_0_-5_en_1')).toBe(await body('f_1_0_-300_en_1'));
    // 20:00 UTC is tomorrow in India, today in New York: the hours move the day as the minutes do.
    const ids = async (name: string) => decodeFeedDocument(await body(name)).events.map((e) => e.patch.id);
    expect(await ids('f_1_0_5.5_ta_1')).toEqual(['g_1_aaaa0001']);
    expect(await ids('f_1_0_-5_en_1')).toEqual(['g_1_aaaa0001', 'g_1_aaaa0002']);
    expect((await get('f_1_0_5.2_ta_1')).statusCode).toBe(404);
  });

  it('answers 304 with no body to a matching If-None-Match, and a new ETag after a change', async () => {
    server.engine.putEvents([soccerEvent('aaaa0001', S('2026-11-22T14:00:00Z'))]);
    const first = await get('f_1_0_330_ta_1');
    const again = await get('f_1_0_330_ta_1', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    server.engine.putEvents([
      soccerEvent('aaaa0001', S('2026-11-22T14:00:00Z'), { homeScore: '1', awayScore: '0' }),
    ]);
    const changed = await get('f_1_0_330_ta_1', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('[FN3] puts a match at 23:59 IST on today and one at 00:00 IST on tomorrow (+330)', async () => {
    server.engine.putEvents([
      soccerEvent('late0001', S('2026-11-22T18:29:00Z')), // 23:59 IST
      soccerEvent('midn0001', S('2026-11-22T18:30:00Z')), // 00:00 IST on the 23rd
    ]);
    const today = decodeFeedDocument((await get('f_1_0_330_ta_1')).body);
    const tomorrow = decodeFeedDocument((await get('f_1_1_330_ta_1')).body);
    expect(today.events.map((e) => e.patch.id)).toEqual(['g_1_late0001']);
    expect(tomorrow.events.map((e) => e.patch.id)).toEqual(['g_1_midn0001']);
    expect(today.day).toBe(0);
    expect(today.tzMinutes).toBe(330);
  });

  it('[FN3] puts days at local midnight in a negative zone (-300)', async () => {
    // Noon UTC is 07:00 in UTC-5: local today runs from 05:00 UTC on the 22nd to 05:00 UTC on the 23rd.
    server.engine.putEvents([
      soccerEvent('nyc00001', S('2026-11-22T04:59:00Z')), // 23:59 on the 21st locally
      soccerEvent('nyc00002', S('2026-11-22T05:00:00Z')), // 00:00 on the 22nd locally
      soccerEvent('nyc00003', S('2026-11-23T04:59:00Z')), // 23:59 on the 22nd locally
    ]);
    const today = decodeFeedDocument((await get('f_1_0_-300_en_1')).body);
    const yesterday = decodeFeedDocument((await get('f_1_-1_-300_en_1')).body);
    expect(today.events.map((e) => e.patch.id)).toEqual(['g_1_nyc00002', 'g_1_nyc00003']);
    expect(yesterday.events.map((e) => e.patch.id)).toEqual(['g_1_nyc00001']);
  });

  it('keeps a live match that began yesterday on today', async () => {
    server.engine.putEvents([
      soccerEvent('live0001', S('2026-11-21T18:00:00Z'), {
        stageType: StageType.live,
        stage: EventStage.secondHalf,
      }),
    ]);
    // 2026-11-21 18:00 UTC is 23:30 IST on the 21st: yesterday locally, but live now.
    clock.set(Date.UTC(2026, 10, 21, 18, 45));
    const today = decodeFeedDocument((await get('f_1_0_330_ta_1')).body);
    expect(today.events.map((e) => e.patch.id)).toEqual(['g_1_live0001']);
  });

  it('[CDC5] answers an empty day with the empty feed 0', async () => {
    const res = await get('f_1_5_330_ta_1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('0');
  });

  it('compresses a large body once per version and serves gzip and br', async () => {
    const events = Array.from({ length: 40 }, (_, i) =>
      soccerEvent(`bulk${String(i).padStart(4, '0')}`, S('2026-11-22T14:00:00Z') + i * 60),
    );
    server.engine.putEvents(events);
    const plain = await get('f_1_0_330_ta_1');
    const gz = await get('f_1_0_330_ta_1', { 'accept-encoding': 'gzip' });
    const br = await get('f_1_0_330_ta_1', { 'accept-encoding': 'gzip, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const body = server.feeds.full({
      kind: 'full',
      sportId: 1,
      day: 0,
      tzMinutes: 330,
      lang: 'ta',
      projectType: 1,
    });
    expect(body.forEncoding('gzip').body).toBe(body.forEncoding('gzip').body); // the same bytes, made once
  });

  describe('update feed', () => {
    it('[FD2] answers 304 when the client is current and only the changed cells after a change', async () => {
      const start = S('2026-11-22T11:00:00Z');
      const live = {
        stageType: StageType.live,
        stage: EventStage.secondHalf,
        homeScore: '0',
        awayScore: '0',
      } as const;
      server.engine.putEvents([soccerEvent('upd00001', start, live), soccerEvent('upd00002', start)]);
      const full = decodeFeedDocument((await get('f_1_0_330_ta_1')).body);
      const sign = String(full.signature);
      expect((await get('u_1_1', { 'x-fsign': sign })).statusCode).toBe(304);

      server.engine.putEvents([
        soccerEvent('upd00001', start, { ...live, homeScore: '1' }),
        soccerEvent('upd00002', start),
      ]);
      const res = await get('u_1_1', { 'x-fsign': sign });
      expect(res.statusCode).toBe(200);
      const rows = decodeFeed(res.body);
      const eventRows = rows.filter((r) => r[0]?.[0] === 'AA');
      expect(eventRows).toEqual([
        [
          ['AA', 'g_1_upd00001'],
          ['AG', '1'],
        ],
      ]);
      const doc = decodeFeedDocument(res.body);
      expect(parseSignature(doc.signature)?.seq).toBe((parseSignature(sign)?.seq ?? 0) + 1);
      expect(doc.repair).toBeNull();
      // [S1 7.18] Spec 1's X-Signature is the same header under another name: the same answer.
      const bySpec1 = await get('u_1_1', { 'x-signature': sign });
      expect(bySpec1.statusCode).toBe(200);
      expect(bySpec1.body).toBe(res.body);
      expect(String(bySpec1.headers.vary)).toContain('x-signature');
      expect((await get('u_1_1', { 'x-signature': String(doc.signature) })).statusCode).toBe(304);
    });

    it('merges several batches into one row per event, later values winning', async () => {
      const start = S('2026-11-22T11:00:00Z');
      server.engine.putEvents([soccerEvent('mrg00001', start, { homeScore: '0' })]);
      const sign = server.feeds.signature(1);
      server.engine.putEvents([soccerEvent('mrg00001', start, { homeScore: '1' })]);
      server.engine.putEvents([soccerEvent('mrg00001', start, { homeScore: '2' })]);
      const doc = decodeFeedDocument((await get('u_1_1', { 'x-fsign': sign })).body);
      expect(doc.events).toHaveLength(1);
      expect(doc.events[0]?.patch.homeScore).toBe('2');
    });

    it('tells a client to reload when its signature is from another epoch, garbage, missing or too old', async () => {
      const start = S('2026-11-22T11:00:00Z');
      server.engine.putEvents([soccerEvent('old00001', start, { homeScore: '0' })]);
      const sign = server.feeds.signature(1);
      const otherEpoch = formatSignature(server.engine.epoch + 1, server.engine.log(1).seq);
      for (const bad of [otherEpoch, 'garbage', '']) {
        const doc = decodeFeedDocument((await get('u_1_1', bad ? { 'x-fsign': bad } : {})).body);
        expect(doc.repair).toBe('2');
      }
      clock.advance((REPAIR_WINDOW_S + 10) * 1000);
      server.engine.putEvents([soccerEvent('old00001', start, { homeScore: '1' })]);
      // The batch the client missed is older than the repair window: only a reload can help.
      clock.advance((REPAIR_WINDOW_S + 10) * 1000);
      server.engine.putEvents([soccerEvent('old00001', start, { homeScore: '2' })]);
      const doc = decodeFeedDocument((await get('u_1_1', { 'x-fsign': sign })).body);
      expect(doc.repair).toBe('2');
    });
  });

  it('[FD3] the repair feed holds the full current row of each event changed in the window', async () => {
    const start = S('2026-11-22T11:00:00Z');
    server.engine.putEvents([soccerEvent('rep00001', start), soccerEvent('rep00002', start)]);
    clock.advance((REPAIR_WINDOW_S + 1) * 1000);
    server.engine.putEvents([soccerEvent('rep00001', start, { homeScore: '3', awayScore: '1' })]);
    const doc = decodeFeedDocument((await get('r_1_1')).body);
    expect(doc.events.map((e) => e.patch.id)).toEqual(['g_1_rep00001']);
    expect(doc.events[0]?.patch.homeName).toBe('Chennaiyin FC'); // a full row, not a delta
    expect(doc.signature).toBe(server.feeds.signature(1));
  });

  it('serves the system feed with mlp, sst, stu and utime', async () => {
    const res = await get('sys_1');
    expect(res.statusCode).toBe(200);
    const [row] = decodeFeed(res.body);
    expect(Object.fromEntries(row ?? [])).toEqual({
      mlp: '1',
      sst: '1',
      stu: '5',
      utime: String(Math.floor(NOON_UTC_MS / 1000)),
    });
  });

  it('answers bad feed names with 404, never 500', async () => {
    for (const name of [
      'f_1_0_330_ta',
      'f_20_0_330_ta_1',
      'f_1_8_330_ta_1',
      'f_1_0_331_ta_1',
      'f_1_0_330_xx_1',
      'u_0_1',
      'x_1_1',
      'sys_',
      '%00',
      'f_1_01_330_ta_1',
    ]) {
      const res = await get(encodeURIComponent(name));
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code).toBe('NRL_ERR_FEED_NOT_FOUND');
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (name) => {
        const res = await get(encodeURIComponent(name));
        expect([200, 404]).toContain(res.statusCode);
      }),
      { numRuns: 200 },
    );
    // Every kind of the catalogue, with any suffix: parsed or not, never a 500.
    const prefixes = createCatalogue().prefixes();
    const suffix = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .array(fc.oneof(fc.nat(99_999).map(String), fc.constantFrom('1', 'ta', 'en', 'eu', '1_snap0001')), {
          maxLength: 6,
        })
        .map((parts) => parts.join('_')),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), suffix, async (prefix, rest) => {
        const res = await get(encodeURIComponent(`${prefix}_${rest}`));
        expect([200, 404]).toContain(res.statusCode);
      }),
      { numRuns: 300 },
    );
  });
});
