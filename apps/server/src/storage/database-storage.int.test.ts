import { EventStage, IncidentKind, StageType } from '@nerali/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INDIA, ISL, soccerEvent } from '../testing/fixtures.ts';
import { type Database, migrateToLatest, openDatabase } from './database.ts';
import { DatabaseStorage, type DatabaseStorageOptions } from './database-storage.ts';
import { freshDatabase, TARGETS, type TestDatabase, unavailable } from './testing/databases.ts';

const silent = { info() {}, warn() {}, error() {} };
const T0 = 1_780_000_000;

for (const kind of TARGETS) {
  describe.skipIf(unavailable(kind))(`DatabaseStorage on ${kind}`, () => {
    // One database per suite, emptied before each test (a new PGlite directory costs about a second).
    let test: TestDatabase;
    let shared: Database;
    const storages: DatabaseStorage[] = [];
    const reopened: Database[] = [];

    beforeAll(async () => {
      test = await freshDatabase(kind);
      shared = await openDatabase(test.config, silent);
    });
    afterAll(async () => {
      await shared?.close();
      await test?.cleanup();
    });
    beforeEach(async () => {
      await sql`truncate countries, leagues, participants, events`.execute(shared.db);
    });
    afterEach(async () => {
      // flush, not close: close() would close the shared database.
      for (const storage of storages.splice(0)) await storage.flush().catch(() => {});
      for (const database of reopened.splice(0)) await database.close();
    });

    /** A storage over the suite's database, as a process would have after a (re)start. */
    async function start(options: DatabaseStorageOptions = {}) {
      const storage = new DatabaseStorage(shared, { logger: silent, ...options });
      storages.push(storage);
      return { database: shared, storage };
    }

    it('runs the migrations once, however often it starts', async () => {
      expect(await migrateToLatest(shared.db)).toEqual([]);
      const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() order by 1`.execute(shared.db);
      expect(tables.rows.map((r) => r.name)).toEqual(
        expect.arrayContaining([
          'api_keys',
          'countries',
          'events',
          'leagues',
          'participants',
          'provider_ids',
        ]),
      );
      const { storage } = await start();
      storage.saveEvents([soccerEvent('a', T0)]);
      await storage.flush();
      // A second process on the same database (PGlite admits one at a time: close ours meanwhile).
      if (kind === 'pglite') await shared.close();
      const again = await openDatabase(test.config, silent);
      reopened.push(again);
      expect(await migrateToLatest(again.db)).toEqual([]);
      expect((await new DatabaseStorage(again, { logger: silent }).load())?.events.map((e) => e.id)).toEqual([
        'g_1_a',
      ]);
      if (kind === 'pglite') {
        await again.close();
        shared = await openDatabase(test.config, silent);
      }
    });

    it('loads nothing on a first start', async () => {
      const { storage } = await start();
      expect(await storage.load()).toBeNull();
    });

    it('gives back after a restart what it was given', async () => {
      const first = await start();
      const participants = [
        { id: 'p1', sportId: 1, name: 'Chennaiyin FC', shortName: 'CFC', countryId: 1 },
        { id: 'p2', sportId: 1, name: 'Kerala Blasters', shortName: 'KBFC', countryId: 1 },
      ];
      const live = soccerEvent('live', T0, {
        stageType: StageType.live,
        stage: EventStage.firstHalf,
        homeScore: '1',
        awayScore: '0',
        homeParts: [1, null],
        scoreChangedAt: T0 + 600,
        winner: undefined,
      });
      const later = soccerEvent('later', T0 + 86_400, { homeName: 'சென்னையின் எஃப்சி' });
      first.storage.saveReference({ countries: [INDIA], leagues: [ISL], participants });
      first.storage.saveEvents([later, live]);
      const goal = {
        kind: 'incidents' as const,
        key: live.id,
        body: {
          eventId: live.id,
          incidents: [
            { seq: 1, kind: IncidentKind.goal, side: 1 as const, time: '10', stage: EventStage.firstHalf },
          ],
        },
      };
      const stale = { kind: 'statistics' as const, key: live.id, body: { eventId: live.id, periods: [] } };
      first.storage.saveDocuments([goal, stale]);
      first.storage.removeDocuments([{ kind: 'statistics', key: live.id }]);
      await first.storage.flush();

      const { storage } = await start();
      const state = await storage.load();
      expect(state).toEqual({
        countries: [INDIA],
        leagues: [ISL],
        participants,
        // undefined members vanish in JSON, as they would on the wire
        events: [live, later].map((e) => JSON.parse(JSON.stringify(e))),
        documents: [goal],
      });
    });

    it('keeps a removed event out of the load but keeps its row, and a new put brings it back', async () => {
      const { database, storage } = await start();
      storage.saveEvents([soccerEvent('a', T0), soccerEvent('b', T0)]);
      await storage.flush();
      storage.removeEvents(['g_1_a']);
      await storage.flush();
      expect((await storage.load())?.events.map((e) => e.id)).toEqual(['g_1_b']);
      const rows = await database.db
        .selectFrom('events')
        .select(['id', 'removed_at'])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.id, r.removed_at !== null])).toEqual([
        ['g_1_a', true],
        ['g_1_b', false],
      ]);
      storage.saveEvents([soccerEvent('a', T0, { homeScore: '2' })]);
      await storage.flush();
      expect((await storage.load())?.events.map((e) => [e.id, e.homeScore])).toEqual([
        ['g_1_a', '2'],
        ['g_1_b', undefined],
      ]);
    });

    it('coalesces many changes of one event into few writes of its latest state', async () => {
      const { database, storage } = await start();
      for (let goal = 0; goal <= 500; goal++)
        storage.saveEvents([soccerEvent('a', T0, { homeScore: String(goal) })]);
      storage.saveEvents([soccerEvent('b', T0)]);
      await storage.flush();
      expect(storage.stats().written).toBe(2);
      const row = await database.db
        .selectFrom('events')
        .select('data')
        .where('id', '=', 'g_1_a')
        .executeTakeFirst();
      expect(row?.data.homeScore).toBe('500');
    });

    it('flush() resolves once the changes are committed, and at once when nothing is queued', async () => {
      const { database, storage } = await start();
      await storage.flush();
      const count = async () =>
        Number(
          (
            await database.db
              .selectFrom('events')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n,
        );
      storage.saveEvents([soccerEvent('a', T0)]);
      expect(await count()).toBe(0); // write-behind: nothing was waited for
      await storage.flush();
      expect(await count()).toBe(1);
      expect(storage.stats()).toMatchObject({ pending: 0, inFlight: 0 });
    });

    it('rejects flush() when the database keeps failing, keeps the change and writes it once it recovers', async () => {
      const { database, storage } = await start({ maxAttempts: 2, retryDelayMs: () => 5 });
      await sql`alter table events rename to events_away`.execute(database.db);
      storage.saveEvents([soccerEvent('a', T0, { homeScore: '1' })]);
      await expect(storage.flush()).rejects.toThrow();
      await sql`alter table events_away rename to events`.execute(database.db);
      await storage.flush();
      expect((await storage.load())?.events.map((e) => e.homeScore)).toEqual(['1']);
    });

    it('drops a row the database refuses without holding back the rest of its batch', async () => {
      const { storage } = await start();
      storage.saveEvents([soccerEvent('good', T0), soccerEvent('bad', Number.NaN)]);
      await expect(storage.flush()).rejects.toThrow(/1 change/);
      storage.saveEvents([soccerEvent('after', T0)]);
      await storage.flush();
      expect((await storage.load())?.events.map((e) => e.id)).toEqual(['g_1_after', 'g_1_good']);
    });

    it('removes NUL characters, which jsonb refuses, instead of losing the event', async () => {
      const { storage } = await start();
      storage.saveEvents([soccerEvent('a', T0, { homeName: 'Chennai\u0000yin' })]);
      await storage.flush();
      expect((await storage.load())?.events[0]?.homeName).toBe('Chennaiyin');
    });

    it('writes a loaded event put again after its removal', async () => {
      const first = await start();
      first.storage.saveEvents([soccerEvent('a', T0)]);
      await first.storage.flush();
      const { storage } = await start();
      const [loaded] = (await storage.load())?.events ?? [];
      if (!loaded) throw new Error('nothing loaded');
      storage.saveEvents([loaded]); // the engine loading it: skipped
      storage.removeEvents([loaded.id]);
      await storage.flush();
      storage.saveEvents([loaded]);
      await storage.flush();
      expect((await storage.load())?.events).toEqual([loaded]);
    });

    it('does not write back what it loaded, nor reference data that did not change', async () => {
      const first = await start();
      first.storage.saveReference({ countries: [INDIA], leagues: [ISL], participants: [] });
      first.storage.saveEvents([soccerEvent('a', T0)]);
      await first.storage.flush();

      const { storage } = await start();
      const state = await storage.load();
      if (!state) throw new Error('nothing loaded');
      // What the engine does while loading, then a source putting equal copies.
      storage.saveReference({ ...state, participants: [] });
      storage.saveEvents(state.events);
      storage.saveReference({ countries: [{ ...INDIA }], leagues: [{ ...ISL }], participants: [] });
      await storage.flush();
      expect(storage.stats().written).toBe(0);
      storage.saveReference({ countries: [{ ...INDIA, order: 2 }], leagues: [ISL], participants: [] });
      await storage.flush();
      expect(storage.stats().written).toBe(1);
    });
  });
}
