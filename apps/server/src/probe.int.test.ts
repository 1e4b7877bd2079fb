/**
 * Issue 12 point 7, the CI-sized probe: about 1,000 generated inputs per surface anyone outside can
 * reach (feed names, ingest bodies, account bodies, page paths and queries, WebSocket frames), sent
 * over real sockets to a listening server with the web build. Never a 5xx, never a redirect off the
 * site or a Location over 8 KiB, never a close code outside the push protocol, and the server still
 * serves afterwards. The full-size run is `node --import tsx bench/probe.ts` (10,000+ per surface).
 *
 * `FC_SEED` replays a run; a failure prints the inputs.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from './app.ts';
import { createApiKey } from './storage/api-keys.ts';
import { fakeClock, testConfig } from './testing/fixtures.ts';
import { fuzzSeed } from './testing/fuzz.ts';
import {
  closeProbeSockets,
  formatTally,
  type ProbeWorld,
  probeAccounts,
  probeFeeds,
  probeIngest,
  probePages,
  probeSockets,
  pushStillWelcomes,
  seedWorld,
  type Tally,
} from './testing/probes.ts';
import { NOON_UTC_MS } from './ingest/testing.ts';

const PER_SURFACE = 1_000;
const WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url));
const hasWebBuild = existsSync(`${WEB_BUILD}/server/index.js`);

describe('probe: 1,000 generated inputs per surface, over real sockets', () => {
  let server: NeraliServer;
  let origin = '';
  let world: ProbeWorld;
  const seed = fuzzSeed() ?? Date.now() % 2 ** 31;

  beforeAll(async () => {
    server = await buildServer(testConfig({ webBuildDir: hasWebBuild ? WEB_BUILD : null }), {
      clock: fakeClock(NOON_UTC_MS),
      logger: false,
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const { key } = await createApiKey(server.stores.apiKeys, {
      provider: 'acme',
      label: 'probe',
      nowMs: NOON_UTC_MS,
    });
    world = await seedWorld(origin, key);
    console.log(`[probe] seed ${seed} (FC_SEED=${seed} replays it)`);
  }, 60_000);
  afterAll(async () => {
    closeProbeSockets();
    await server.app.close();
  });

  const expectClean = (tally: Tally) => {
    console.log(`[probe] ${formatTally(tally)}`);
    expect(tally.failures, JSON.stringify(tally.failures, null, 1)).toEqual([]);
    expect(tally.sent).toBeGreaterThan(PER_SURFACE * 0.9);
  };

  it('feed names: a 200, 304 or coded 4xx for every name', async () => {
    const tally = await probeFeeds(world, { origin, count: PER_SURFACE, seed });
    expectClean(tally);
    expect(Object.keys(tally.statuses)).toEqual(expect.arrayContaining(['200', '404']));
  }, 120_000);

  it('ingest bodies: never a 5xx; accepted and refused writes both reached', async () => {
    const tally = await probeIngest(world, { origin, count: PER_SURFACE, seed });
    expectClean(tally);
    expect(Object.keys(tally.statuses)).toEqual(expect.arrayContaining(['200', '400', '401', '415']));
  }, 120_000);

  it('account bodies: never a 5xx, from 250 client addresses', async () => {
    const tally = await probeAccounts({ origin, count: PER_SURFACE, seed });
    expectClean(tally);
    expect(Object.keys(tally.statuses)).toEqual(expect.arrayContaining(['200', '400']));
  }, 120_000);

  it.skipIf(!hasWebBuild)(
    'page paths and queries: never a 5xx, redirects stay on the site with a short Location',
    async () => {
      const tally = await probePages(world, { origin, count: PER_SURFACE, seed, concurrency: 4 });
      expectClean(tally);
      expect(Object.keys(tally.statuses)).toEqual(expect.arrayContaining(['200', '404']));
    },
    300_000,
  );
  if (!hasWebBuild) console.warn('[probe] page paths skipped: no web build (npm run build first)');

  it('WebSocket frames: answers or protocol close codes, and push still welcomes afterwards', async () => {
    const tally = await probeSockets(world, { origin, count: PER_SURFACE, seed, maxFrameBytes: 64 * 1024 });
    expectClean(tally);
    expect(await pushStillWelcomes(origin)).toBe(true);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  }, 180_000);
});
