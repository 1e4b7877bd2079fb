/**
 * Results accumulate: finished matches the engine removed from its window are still in the results
 * archive after a restart (head-to-head and form), read from the database once at start.
 */
import { StageType } from '@nerali/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import { fakeClock, INDIA, ISL, soccerEvent, testConfig } from '../testing/fixtures.ts';
import { openDatabase } from './database.ts';
import { DatabaseStorage } from './database-storage.ts';
import { freshDatabase, TARGETS, type TestDatabase, unavailable } from './testing/databases.ts';

const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY_S = 86_400;
const NOW_S = NOON_UTC_MS / 1000;
const silent = { info() {}, warn() {}, error() {} };
const finished = { stageType: StageType.finished, homeScore: '2', awayScore: '1' };

for (const kind of TARGETS) {
  describe.skipIf(unavailable(kind))(`results archive across a restart (${kind})`, () => {
    let db: TestDatabase | null = null;
    let server: NeraliServer | null = null;
    afterEach(async () => {
      await server?.app.close();
      server = null;
      await db?.cleanup();
      db = null;
    });

    let storage: DatabaseStorage;
    async function start(): Promise<NeraliServer> {
      db ??= await freshDatabase(kind);
      // The server's own storage, held here to flush it (the server closes it).
      storage = new DatabaseStorage(await openDatabase(db.config, silent), { logger: silent });
      server = await buildServer(testConfig(), { clock: fakeClock(NOON_UTC_MS), logger: false, storage });
      return server;
    }

    it('keeps finished results, removed ones included, for head-to-head and form', async () => {
      const first = await start();
      first.engine.putCountries([INDIA]);
      first.engine.putLeagues([ISL]);
      first.engine.putEvents([
        soccerEvent('old00001', NOW_S - 30 * DAY_S, finished),
        soccerEvent('old00002', NOW_S - 20 * DAY_S, { ...finished, homeId: 'p2', awayId: 'p1' }),
        soccerEvent('new00001', NOW_S - 1 * DAY_S, { ...finished, homeId: 'p1', awayId: 'p3' }),
        soccerEvent('live0001', NOW_S - 600, { stageType: StageType.live, homeScore: '0', awayScore: '0' }),
        soccerEvent('ancient1', NOW_S - 3 * 366 * DAY_S, finished),
      ]);
      await storage.flush(); // days pass: the results were written long before they leave the window
      // The window moves on: the engine drops what is older than a week; the rows stay (removed_at).
      first.engine.removeEvents(['g_1_old00001', 'g_1_old00002', 'g_1_ancient1']);
      expect(first.engine.results.of('p1').map((e) => e.id)).toEqual([
        'g_1_new00001',
        'g_1_old00002',
        'g_1_old00001',
        'g_1_ancient1',
      ]);
      await first.app.close();

      const second = await start();
      const results = second.engine.results;
      expect(second.engine.events.has('g_1_old00001')).toBe(false);
      // Newest first; the live match is no result; three years ago is beyond the two loaded.
      expect(results.of('p1').map((e) => e.id)).toEqual(['g_1_new00001', 'g_1_old00002', 'g_1_old00001']);
      expect(results.between('p2', 'p1').map((e) => [e.id, e.homeId])).toEqual([
        ['g_1_old00002', 'p2'],
        ['g_1_old00001', 'p1'],
      ]);
      expect(results.get('g_1_old00001')).toMatchObject({ homeScore: '2', awayScore: '1' });
      expect(results.of('p3', 1).map((e) => e.id)).toEqual(['g_1_new00001']);

      // A finished match accepted after the start joins at once (no database read).
      second.engine.putEvents([
        soccerEvent('live0001', NOW_S - 600, { ...finished, homeId: 'p1', awayId: 'p2' }),
      ]);
      expect(results.between('p1', 'p2')[0]?.id).toBe('g_1_live0001');
    });
  });
}
