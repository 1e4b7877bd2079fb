import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { DatabaseStorage } from './database-storage.ts';
import { freshDatabase, TARGETS, unavailable } from './testing/databases.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const silent = { info() {}, warn() {}, error() {} };
/** Acknowledgements to collect before the kill: well into the burst. */
const ACKS_BEFORE_KILL = 400;

/**
 * Runs burst-writer.ts until it has acknowledged enough changes, then SIGKILLs it (no shutdown code
 * runs). Returns the highest acknowledged version of each event.
 */
async function burstAndKill(env: NodeJS.ProcessEnv): Promise<Map<string, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/storage/testing/burst-writer.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const acked = new Map<string, number>();
  let acks = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    const [word, id, version] = line.split(' ');
    if (word !== 'ack' || !id) continue;
    acked.set(id, Math.max(acked.get(id) ?? 0, Number(version)));
    if (++acks === ACKS_BEFORE_KILL) child.kill('SIGKILL');
  }
  expect(await exited, stderr).toBe('SIGKILL');
  expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
  return acked;
}

for (const kind of TARGETS) {
  describe.skipIf(unavailable(kind))(`kill -9 in the middle of a burst, on ${kind}`, () => {
    it('loses no acknowledged change, twice in a row', async () => {
      const test = await freshDatabase(kind);
      const env =
        kind === 'pglite'
          ? { DATA_DIR: test.config.dataDir, DATABASE_URL: '' }
          : { DATABASE_URL: test.config.databaseUrl ?? '', TEST_SCHEMA: test.config.schema ?? '' };
      try {
        const acked = await burstAndKill({ ...env, ROUND_BASE: '0' });
        // The second run opens what the first one left (crash recovery) and is killed in turn.
        for (const [id, version] of await burstAndKill({ ...env, ROUND_BASE: '1000000' }))
          acked.set(id, version);

        const database = await openDatabase(test.config, silent);
        try {
          const state = await new DatabaseStorage(database, { logger: silent }).load();
          const stored = new Map(state?.events.map((e) => [e.id, Number(e.homeScore)]));
          const lost = [...acked].filter(([id, version]) => !((stored.get(id) ?? -1) >= version));
          expect(lost).toEqual([]);
          expect(acked.size).toBeGreaterThan(0);
        } finally {
          await database.close();
        }
      } finally {
        await test.cleanup();
      }
    }, 60_000);
  });
}
