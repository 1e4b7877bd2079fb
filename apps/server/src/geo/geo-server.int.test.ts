/**
 * Geo inside the whole server (buildServer): the real feed routes get the headers, ETag/304 and
 * precompressed bodies still work, and an invalid configuration stops the start.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import { fakeClock, soccerEvent, testConfig, worldServer } from '../testing/fixtures.ts';
import { KNOWN_IPS } from './test-support.ts';

const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

/** The first public address starts loading the IP data in the background (lazyGeoipLite): let it load. */
async function withIpData(world: NeraliServer): Promise<void> {
  await world.app.inject({ method: 'GET', url: '/x/geo', remoteAddress: KNOWN_IPS.singapore });
  await world.geo.ipData?.settled();
}

describe('geo in the server', () => {
  let server: NeraliServer | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await server?.app.close();
    server = undefined;
  });

  it('[GEO4] the full feed carries geo and time headers on request, and keeps ETag, 304 and brotli', async () => {
    const world = await worldServer(fakeClock(NOON_UTC_MS));
    server = world;
    world.engine.putEvents([soccerEvent('aaaa0001', NOON_UTC_MS / 1000 + 3600)]);
    expect(world.geo.ipData?.loaded()).toBe(false); // nothing loaded until a public address needs it
    await withIpData(world);
    expect(world.geo.ipData?.loaded()).toBe(true);
    const get = (headers: Record<string, string>) =>
      world.app.inject({
        method: 'GET',
        url: '/x/feed/f_1_0_330_ta_1',
        headers,
        remoteAddress: KNOWN_IPS.chennai,
      });

    const plain = await get({ 'accept-encoding': 'br' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['x-geoip2-country-code']).toBeUndefined();
    const cacheControl = plain.headers['cache-control'];

    const asked = await get({ 'accept-encoding': 'br', 'x-geoip': '1', 'x-utime': '1' });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers).toMatchObject({
      'x-geoip2-country-code': 'IN',
      'x-geoip2-subdivision-code-0': 'TN',
      'x-geoip2-iso-subdivision-code-0': 'INTN',
      'x-utime': String(NOON_UTC_MS / 1000),
      'cache-control': 'private, no-cache',
      'content-encoding': 'br',
      etag: plain.headers.etag,
    });
    expect(brotliDecompressSync(asked.rawPayload).equals(brotliDecompressSync(plain.rawPayload))).toBe(true);
    // The geo answer is private; the plain one keeps the feed's own caching.
    expect(cacheControl).not.toBe('private, no-cache');

    const notModified = await get({ 'x-geoip': '1', 'if-none-match': String(plain.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['x-geoip2-country-code']).toBe('IN');
  });

  it('[GEO4] the geo lookup feed f_ and the Vary of real feed routes', async () => {
    const world = await worldServer(fakeClock(NOON_UTC_MS));
    server = world;
    await withIpData(world);
    const lookup = await world.app.inject({
      method: 'GET',
      url: '/x/feed/f_',
      headers: { 'x-geoip': '1', 'x-utime': '1' },
      remoteAddress: KNOWN_IPS.kerala,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.body).toBe('0');
    expect(lookup.headers).toMatchObject({
      'x-geoip2-country-code': 'IN',
      'x-geoip2-subdivision-code-0': 'KL',
      'x-utime': String(NOON_UTC_MS / 1000),
      'cache-control': 'private, no-store',
    });
    const sign = world.feeds.signature(1);
    const update = await world.app.inject({
      method: 'GET',
      url: '/x/feed/u_1_1',
      headers: { 'x-fsign': sign },
    });
    expect(update.statusCode).toBe(304);
    expect(update.headers.vary).toBe('x-fsign, x-signature, accept-encoding, x-geoip, x-utime');
    const full = await world.app.inject({ method: 'GET', url: '/x/feed/f_1_0_330_ta_1' });
    expect(full.headers.vary).toBe('accept-encoding, x-geoip, x-utime');
  });

  it('[GEO3] serves /x/geo and /x/resolver with the shipped defaults', async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    await withIpData(server);
    const geo = await server.app.inject({ method: 'GET', url: '/x/geo', remoteAddress: KNOWN_IPS.chennai });
    expect(geo.json()).toMatchObject({
      country: 'IN',
      subdivision: 'TN',
      group: 'IN:TN',
      settings: { clickable: false },
    });
    const resolver = await server.app.inject({ method: 'GET', url: '/x/resolver' });
    expect(resolver.json()).toEqual({
      local: [{ url: '', weight: 1, countries: ['IN'] }],
      global: [],
      default_url: '',
    });
    const pick = await server.app.inject({
      method: 'GET',
      url: '/x/resolver/pick',
      remoteAddress: KNOWN_IPS.chennai,
    });
    expect(pick.json()).toEqual({ url: '', country: 'IN' });
  });

  it('[RSV1] an invalid RESOLVER_CONFIG file stops the start with a message naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nerali-geo-'));
    try {
      const path = join(dir, 'resolver.json');
      writeFileSync(path, JSON.stringify({ local: [{ url: '', weight: 1, countries: [] }] }));
      vi.stubEnv('RESOLVER_CONFIG', path);
      await expect(buildServer(testConfig(), { logger: false })).rejects.toThrow(
        /invalid feed resolver configuration .*resolver\.json \(RESOLVER_CONFIG\)[\s\S]*local\[0\] must have a non-empty countries list[\s\S]*default_url/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
