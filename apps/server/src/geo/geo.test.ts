import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { FEED_PATH_PREFIX } from '@nerali/domain';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGeo } from './index.ts';
import { type IpLookup, loadGeoipLite } from './ip-lookup.ts';
import { KNOWN_IPS, testGeoConfig } from './test-support.ts';
import type { GeoConfig } from './config.ts';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const BODY = 'A1÷1¬~';
const ETAG = '"v1"';

let geoip: IpLookup;
beforeAll(async () => {
  geoip = await loadGeoipLite();
});

/** A feed route shaped like feeds/routes.ts: precompressed body, ETag, 304, public caching. */
async function testApp(config: Partial<GeoConfig> = {}, random = () => 0.5): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerGeo(app, { clock: () => NOW_MS, config: testGeoConfig(config), lookupIp: geoip, random });
  const brotli = brotliCompressSync(Buffer.from(BODY));
  app.get(`${FEED_PATH_PREFIX}:name`, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=2').header('etag', ETAG).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === ETAG) return reply.code(304).send();
    if (String(request.headers['accept-encoding']).includes('br')) {
      return reply.header('content-encoding', 'br').type('text/plain; charset=utf-8').send(brotli);
    }
    return reply.type('text/plain; charset=utf-8').send(BODY);
  });
  app.get('/other', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const geoHeaderNames = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => h.startsWith('x-geoip2-'));

describe('geo headers on feed responses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const feed = (headers: Record<string, string> = {}, remoteAddress: string = KNOWN_IPS.chennai) =>
    app.inject({ method: 'GET', url: '/x/feed/f_1_0_330_ta_1', headers, remoteAddress });

  it('[GEO4] X-GeoIP: 1 gets the visitor location as x-geoip2-* headers', async () => {
    const res = await feed({ 'x-geoip': '1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BODY);
    expect(res.headers).toMatchObject({
      'x-geoip2-country-code': 'IN',
      'x-geoip2-city-name': 'Chennai',
      'x-geoip2-subdivision-name-0': 'Tamil Nadu',
      'x-geoip2-subdivision-code-0': 'TN',
      'x-geoip2-iso-subdivision-code-0': 'INTN',
      'cache-control': 'private, no-cache',
    });
    expect(res.headers['x-geoip2-subdivision-name-1']).toBeUndefined();
  });

  it('[GEO4] without X-GeoIP: 1 there are no geo headers and caching is untouched', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-geoip': '0' }, { 'x-geoip': 'true' }];
    for (const headers of variants) {
      const res = await feed(headers);
      expect(geoHeaderNames(res.headers)).toEqual([]);
      expect(res.headers['x-utime']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=2');
    }
  });

  it("[GEO4] an unknown visitor (loopback) gets country 'default' and nothing else", async () => {
    const res = await feed({ 'x-geoip': '1' }, '127.0.0.1');
    expect(geoHeaderNames(res.headers)).toEqual(['x-geoip2-country-code']);
    expect(res.headers['x-geoip2-country-code']).toBe('default');
  });

  it('[GEO4] sends other places as they are, names percent-encoded where not ASCII', async () => {
    const colombo = await feed({ 'x-geoip': '1' }, KNOWN_IPS.colombo);
    expect(colombo.headers).toMatchObject({
      'x-geoip2-country-code': 'LK',
      'x-geoip2-subdivision-code-0': '1',
      'x-geoip2-iso-subdivision-code-0': 'LK1',
      'x-geoip2-subdivision-name-0': 'Western',
    });
    const singapore = await feed({ 'x-geoip': '1' }, KNOWN_IPS.singapore);
    expect(geoHeaderNames(singapore.headers).sort()).toEqual(['x-geoip2-city-name', 'x-geoip2-country-code']);
  });

  it('X-utime: 1 gets the server time in unix seconds', async () => {
    const res = await feed({ 'x-utime': '1' });
    expect(res.headers['x-utime']).toBe(String(NOW_MS / 1000));
    expect(geoHeaderNames(res.headers)).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps the precompressed body, the ETag and the 304 intact', async () => {
    const br = await feed({ 'x-geoip': '1', 'x-utime': '1', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BODY);
    expect(br.headers.etag).toBe(ETAG);
    const notModified = await feed({ 'x-geoip': '1', 'if-none-match': ETAG });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['x-geoip2-country-code']).toBe('IN');
  });

  it('answers HEAD on a feed with the same headers', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/x/feed/f_1_0_330_ta_1',
      headers: { 'x-geoip': '1' },
      remoteAddress: KNOWN_IPS.chennai,
    });
    expect(res.headers['x-geoip2-country-code']).toBe('IN');
  });

  it('does not touch routes outside /x/feed/', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/other',
      headers: { 'x-geoip': '1', 'x-utime': '1' },
    });
    expect(geoHeaderNames(res.headers)).toEqual([]);
    expect(res.headers['x-utime']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });

  it('[GEO4] every feed answer varies on X-GeoIP and X-utime, after the route own Vary', async () => {
    // Without it a shared cache would answer `X-GeoIP: 1` with the stored plain answer, without geo.
    const variants: Record<string, string>[] = [
      {},
      { 'x-geoip': '1' },
      { 'x-utime': '1' },
      { 'if-none-match': ETAG },
    ];
    for (const headers of variants) {
      const res = await feed(headers);
      expect(res.headers.vary).toBe('accept-encoding, x-geoip, x-utime');
    }
  });
});

describe('the geo lookup feed f_ (spec 2 §7)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const lookup = (headers: Record<string, string>, remoteAddress: string = KNOWN_IPS.chennai) =>
    app.inject({ method: 'GET', url: '/x/feed/f_', headers, remoteAddress });

  it('[GEO4] answers the empty feed with the location, never stored by any cache', async () => {
    const variants: Record<string, string>[] = [{ 'x-geoip': '1' }, {}];
    for (const headers of variants) {
      const res = await lookup(headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('0');
      expect(res.headers).toMatchObject({
        'x-geoip2-country-code': 'IN',
        'x-geoip2-subdivision-code-0': 'TN',
        'x-geoip2-iso-subdivision-code-0': 'INTN',
        'x-geoip2-subdivision-name-0': 'Tamil Nadu',
        'cache-control': 'private, no-store',
        vary: 'x-geoip, x-utime',
      });
    }
  });

  it('[GEO4] adds the time for X-utime: 1 and keeps no-store', async () => {
    const res = await lookup({ 'x-geoip': '1', 'x-utime': '1' });
    expect(res.headers['x-utime']).toBe(String(NOW_MS / 1000));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("[GEO4] an unknown visitor gets country 'default', so the client's geo state becomes loaded", async () => {
    const res = await lookup({ 'x-geoip': '1' }, '10.1.2.3');
    expect(geoHeaderNames(res.headers)).toEqual(['x-geoip2-country-code']);
    expect(res.headers['x-geoip2-country-code']).toBe('default');
  });

  it('leaves every other feed name to the feed route', async () => {
    for (const name of ['f_1_0_330_ta_1', 'f', 'f__', 'F_']) {
      const res = await app.inject({ method: 'GET', url: `/x/feed/${name}` });
      expect(res.body).toBe(BODY);
    }
  });
});

describe('registration order', () => {
  it('refuses to start when the feed routes were registered before geo (they would lack the headers)', async () => {
    const app = Fastify({ logger: false });
    app.get(`${FEED_PATH_PREFIX}:name`, async () => 'feed');
    await registerGeo(app, { config: testGeoConfig(), lookupIp: null });
    await expect(app.ready()).rejects.toThrow(/registerGeo\(\) must run before the feed routes/);
  });
});

describe('country from a trusted CDN header against the IP', () => {
  it('[GEO1] ignores cf-ipcountry unless Cloudflare is trusted, then believes it', async () => {
    const headers = { 'x-geoip': '1', 'cf-ipcountry': 'GB' };
    const untrusting = await testApp();
    const trusting = await testApp({ trustedSources: ['cloudflare'] });
    const request = {
      method: 'GET' as const,
      url: '/x/feed/sys_1',
      headers,
      remoteAddress: KNOWN_IPS.chennai,
    };
    expect((await untrusting.inject(request)).headers['x-geoip2-country-code']).toBe('IN');
    const res = await trusting.inject(request);
    expect(res.headers['x-geoip2-country-code']).toBe('GB');
    expect(res.headers['x-geoip2-city-name']).toBeUndefined();
    const geo = await trusting.inject({ ...request, url: '/x/geo' });
    expect(geo.json()).toMatchObject({ country: 'GB', group: 'GB', settings: { clickable: true } });
    await Promise.all([untrusting.close(), trusting.close()]);
  });

  it('[GEO1] the IP follows trustProxy: X-Forwarded-For counts only behind a trusted proxy', async () => {
    for (const trustProxy of [false, true]) {
      const app = Fastify({ logger: false, trustProxy });
      await registerGeo(app, { config: testGeoConfig(), lookupIp: geoip });
      const res = await app.inject({
        method: 'GET',
        url: '/x/geo',
        headers: { 'x-forwarded-for': KNOWN_IPS.england },
        remoteAddress: KNOWN_IPS.chennai,
      });
      expect(res.json().country).toBe(trustProxy ? 'GB' : 'IN');
      await app.close();
    }
  });
});

describe('resolver and geo endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, () => 0.99);
  });
  afterAll(() => app.close());

  const get = (
    url: string,
    remoteAddress: string = KNOWN_IPS.chennai,
    headers: Record<string, string> = {},
  ) => app.inject({ method: 'GET', url, remoteAddress, headers });

  it('[RSV1] GET /x/resolver serves the configuration, shared-cacheable', async () => {
    const res = await get('/x/resolver');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual(testGeoConfig().resolver);
  });

  it('[RSV3] [RSV4] GET /x/resolver/pick picks for the visitor, or for ?country=', async () => {
    expect((await get('/x/resolver/pick')).json()).toEqual({ url: '', country: 'IN' });
    expect((await get('/x/resolver/pick', KNOWN_IPS.kuching)).json()).toEqual({
      url: 'https://sg.example',
      country: 'MY',
    });
    expect((await get('/x/resolver/pick', KNOWN_IPS.us)).json()).toEqual({
      url: 'https://www.example',
      country: 'US',
    });
    expect((await get('/x/resolver/pick?country=lk')).json()).toEqual({
      url: 'https://lk.example',
      country: 'LK',
    });
    expect((await get('/x/resolver/pick?country=default')).json()).toEqual({
      url: 'https://www.example',
      country: 'default',
    });
    const res = await get('/x/resolver/pick');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('[GEO3] GET /x/geo gives the visitor region and its effective settings', async () => {
    const res = await get('/x/geo');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      country: 'IN',
      subdivision: 'TN',
      group: 'IN:TN',
      settings: {
        clickable: false,
        show_odds_comparison_tab: false,
        show_bookmaker_logo_in_summary: false,
        logo_to_text_match_summary: false,
        logo_to_text_bonus: false,
        show_bookmaker_logo_odds_comparison: false,
        clickable_bookmaker_logo_in_summary: false,
        clickable_bookmaker_logo_odds_comparison: false,
        odds_background_in_odds_comparison: false,
        main_bookmaker_ids: [],
      },
    });
    expect((await get('/x/geo', KNOWN_IPS.kerala)).json()).toMatchObject({ subdivision: 'KL', group: 'IN' });
    expect((await get('/x/geo', KNOWN_IPS.england)).json()).toMatchObject({
      country: 'GB',
      subdivision: 'ENG',
      group: 'GB',
      settings: { clickable: true, main_bookmaker_ids: [16, 5] },
    });
    expect((await get('/x/geo', '10.0.0.1')).json()).toMatchObject({
      country: 'default',
      subdivision: null,
      group: 'default',
    });
  });

  it.each([
    'country=India',
    'country=',
    'country=IN&country=LK',
    'country=%00',
    'country=' + 'x'.repeat(5000),
  ])('a bad query (%s) is a 400, never a 500', async (query) => {
    const res = await get(`/x/resolver/pick?${query.slice(0, 200)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('any query and any location headers get a 2xx or 4xx, never a 5xx', async () => {
    const names = ['x-geoip', 'x-utime', 'cf-ipcountry', 'x-geoip2-country-code', 'x-forwarded-for'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/x/geo', '/x/resolver', '/x/resolver/pick', '/x/feed/f_1_0_330_ta_1'),
        fc.dictionary(fc.constantFrom('country', 'subdivision', 'x'), fc.string({ maxLength: 12 })),
        fc.dictionary(
          fc.constantFrom(...names),
          fc.stringMatching(/^[\x20-\x7e]{0,16}$/).map((s) => s.trim()),
        ),
        async (path, query, headers) => {
          const res = await app.inject({
            method: 'GET',
            url: path,
            query,
            headers,
            remoteAddress: KNOWN_IPS.us,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
