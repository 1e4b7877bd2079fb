import { rm } from 'node:fs/promises';
import { decodeFeedDocument } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { fakeClock, INDIA, ISL, soccerEvent, testConfig } from '../testing/fixtures.ts';
import { createApiKey, verifyApiKey } from './api-keys.ts';
import { openDatabase } from './database.ts';
import { DatabaseStorage } from './database-storage.ts';
import { freshDataDir } from './testing/databases.ts';

// 2026-11-22 12:00:00 UTC = 17:30 in India.
const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const S = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const silent = { info() {}, warn() {}, error() {} };

describe('a server restarted on the same data directory (PGlite)', () => {
  it('serves the stored events, leagues and API keys', async () => {
    const dataDir = await freshDataDir();
    const config = testConfig({ storage: 'database', dataDir });
    const clock = fakeClock(NOON_UTC_MS);
    try {
      const first = await buildServer(config, { clock, logger: false });
      first.engine.putCountries([INDIA]);
      first.engine.putLeagues([ISL]);
      first.engine.putEvents([
        soccerEvent('aaaa0001', S('2026-11-22T14:00:00Z')),
        soccerEvent('aaaa0002', S('2026-11-22T10:00:00Z'), { homeScore: '1', awayScore: '0' }),
      ]);
      first.engine.putEvents([
        soccerEvent('aaaa0002', S('2026-11-22T10:00:00Z'), { homeScore: '2', awayScore: '0' }),
      ]);
      const { key } = await createApiKey(first.stores.apiKeys, {
        provider: 'acme',
        label: 'Acme',
        nowMs: clock(),
      });
      await first.app.close();

      const second = await buildServer(config, { clock, logger: false });
      try {
        const res = await second.app.inject({ method: 'GET', url: '/x/feed/f_1_0_330_ta_1' });
        expect(res.statusCode).toBe(200);
        const doc = decodeFeedDocument(res.body);
        expect(doc.events.map((e) => [e.patch.id, e.patch.homeScore]).sort()).toEqual([
          ['g_1_aaaa0001', undefined],
          ['g_1_aaaa0002', '2'],
        ]);
        expect(doc.leagues[0]?.name).toBe('இந்தியன் சூப்பர் லீக்');
        expect(await verifyApiKey(second.stores.apiKeys, key)).toMatchObject({ provider: 'acme' });
      } finally {
        await second.app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('lets the simulator go on from the stored events: putting unchanged events writes nothing', async () => {
    const dataDir = await freshDataDir();
    const clock = fakeClock(NOON_UTC_MS);
    const config = testConfig({
      // No per-tick budget: the first tick writes every detail document, so a restart has none left.
      // Football, tennis, cricket and golf (a race): each kind of event and document, at a quarter of
      // the whole world's cost (two full starts on PGlite took 75 s, over 180 s beside the e2e suites).
      simulator: { enabled: true, seed: 7, speed: 1, detailBudgetMs: Infinity, sports: [1, 2, 13, 23] },
    });
    const start = async () => {
      const database = await openDatabase({ databaseUrl: null, dataDir }, silent);
      const storage = new DatabaseStorage(database, { logger: silent });
      const server = await buildServer(config, { clock, logger: false, storage });
      await server.app.ready(); // starts the simulator, which fills its window in steps
      await server.simulator?.start(); // resolves once the world and every event are in
      await storage.flush();
      return { server, storage };
    };
    try {
      const first = await start();
      const events = first.server.engine.events.size;
      expect(events).toBeGreaterThan(100);
      expect(first.storage.stats().written).toBeGreaterThan(events);
      await first.server.app.close();

      const second = await start();
      try {
        expect(second.server.engine.events.size).toBe(events);
        // Same clock, same seed: every event the simulator put was equal to the stored one.
        expect(second.storage.stats()).toMatchObject({ written: 0, pending: 0 });
        clock.advance(60_000);
        second.server.simulator?.tick();
        await second.storage.flush();
        // A minute later only the matches in play changed.
        expect(second.storage.stats().written).toBeGreaterThan(0);
        expect(second.storage.stats().written).toBeLessThan(events / 2);
      } finally {
        await second.server.app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
