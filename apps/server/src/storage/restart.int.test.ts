import { rm } from 'node:fs/promises';
import { decodeFeedDocument } from '@nerali/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { fakeClock, INDIA, ISL, soccerEvent, testConfig } from '../testing/fixtures.ts';
import { createApiKey, verifyApiKey } from './api-keys.ts';
import { openDatabase, worthReopening } from './database.ts';
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

  it('reopens PGlite between two uses of its connection: nothing lost, a transaction not cut', async () => {
    const dataDir = await freshDataDir();
    try {
      const database = await openDatabase({ databaseUrl: null, dataDir }, silent);
      const { db } = database;
      const count = async () =>
        Number((await sql<{ n: string }>`select count(*) as n from nerali_reopen`.execute(db)).rows[0]?.n);
      try {
        await sql`create table nerali_reopen (id int primary key, body text)`.execute(db);
        const big = 'x'.repeat(100_000);
        // A transaction begun before the reopen: its writes and its commit reach the same PGlite.
        const transaction = db.transaction().execute(async (trx) => {
          await sql`insert into nerali_reopen values (1, ${big})`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 50));
          await sql`insert into nerali_reopen values (2, ${big})`.execute(trx);
        });
        const reopened = database.reopen?.();
        // Queued behind the reopen: answered by the new thread.
        const after = sql`insert into nerali_reopen values (3, 'c')`.execute(db);
        await Promise.all([transaction, reopened, after]);
        expect(reopened).toBeDefined();
        expect(await count()).toBe(3);
        await database.reopen?.();
        await sql`insert into nerali_reopen values (4, 'd')`.execute(db);
        expect(await count()).toBe(4);
      } finally {
        await database.close();
      }
      const again = await openDatabase({ databaseUrl: null, dataDir }, silent);
      try {
        const { rows } = await sql<{ id: number }>`select id from nerali_reopen order by id`.execute(
          again.db,
        );
        expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reopens PGlite once after the first bulk of traffic, then after a large message every five minutes, when quiet', () => {
    const MiB = 1024 * 1024;
    const at = (t: Partial<Parameters<typeof worthReopening>[0]>, nowMs = 101_000) =>
      worthReopening({ largest: 0, bytes: 0, lastMs: 100_000, openedMs: 0, reopens: 0, ...t }, nowMs);
    expect(at({ largest: MiB, bytes: 20 * MiB })).toBe(true);
    expect(at({ largest: MiB, bytes: 10 * MiB })).toBe(false);
    expect(at({ largest: MiB, bytes: 20 * MiB, lastMs: 100_900 })).toBe(false);
    expect(at({ largest: MiB, bytes: 20 * MiB, reopens: 1 })).toBe(false);
    expect(at({ largest: 5 * MiB, bytes: 5 * MiB, reopens: 1 })).toBe(false);
    expect(at({ largest: 5 * MiB, bytes: 5 * MiB, reopens: 1 }, 400_000)).toBe(true);
  });
});
