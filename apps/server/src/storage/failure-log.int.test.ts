/**
 * A database that cannot write, end to end: the simulator keeps playing on a real PGlite whose session
 * is made read-only (every write fails like on a full disk: the error is not the data's, so it is
 * retried forever). The log gets a few lines, not one per attempt and per simulator change, and one
 * line when writes work again. (A real full disk, a 120 MiB tmpfs, gave 690 lines in 50 s before.)
 */
import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';
import { openDatabase } from './database.ts';
import { DatabaseStorage } from './database-storage.ts';
import { freshDataDir } from './testing/databases.ts';

const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };

interface Line {
  level: number;
  msg: string;
  failures?: number;
}

describe('a database that cannot write', () => {
  it('is reported a few times with counts, not once per failed write, and once when it works again', async () => {
    const dataDir = await freshDataDir();
    const lines: Line[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
    const database = await openDatabase({ databaseUrl: null, dataDir }, silent);
    const storage = new DatabaseStorage(database, { logger: pino({ level: 'info' }, stream) });
    const clock = fakeClock(NOON_UTC_MS);
    const config = testConfig({
      simulator: { enabled: true, seed: 7, speed: 1, detailBudgetMs: Infinity, sports: [1, 2, 3, 4, 13] },
    });
    const server = await buildServer(config, { clock, storage, logger: { level: 'info', stream } });
    try {
      await server.app.ready();
      await server.simulator?.start();
      await storage.flush();
      lines.length = 0;

      // PGlite is one session: from now on every transaction of the storage is refused (SQLSTATE 25006).
      await sql`set session characteristics as transaction read only`.execute(database.db);
      // 2 minutes of play (the simulator's clock) in about 6 s: its ticks change the live matches.
      const startedMs = Date.now();
      for (let i = 0; i < 60; i++) {
        clock.advance(2000);
        await new Promise((r) => setTimeout(r, 100));
      }
      const elapsedS = (Date.now() - startedMs) / 1000;
      const failed = storage.stats().failures;
      const storageLines = lines.filter((l) => l.msg.startsWith('storage:'));
      const simulatorLines = lines.filter((l) => l.msg.startsWith('simulator:'));
      console.log(
        `${failed} failed write attempts in ${elapsedS.toFixed(1)} s: ${storageLines.length} storage lines, ` +
          `${simulatorLines.length} simulator lines, ${lines.length} lines in all`,
      );
      expect(failed).toBeGreaterThan(5);
      expect(simulatorLines.length).toBeGreaterThan(0); // its changes did fail
      // Each: the first at once, then one per 10 s of real time.
      expect(storageLines.length).toBeLessThanOrEqual(Math.ceil(elapsedS / 10) + 1);
      expect(simulatorLines.length).toBeLessThanOrEqual(Math.ceil(elapsedS / 10) + 1);
      expect(lines.length).toBeLessThanOrEqual(storageLines.length + simulatorLines.length);

      await sql`set session characteristics as transaction read write`.execute(database.db);
      for (let i = 0; i < 100 && !lines.some((l) => l.msg === 'storage: writes succeed again'); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await storage.flush();
      const recovered = lines.find((l) => l.msg === 'storage: writes succeed again');
      expect(recovered?.failures).toBe(storage.stats().failures);
    } finally {
      await server.app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
