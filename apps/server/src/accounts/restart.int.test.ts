/**
 * A restart in the middle of a sync loses nothing acknowledged: a server on PGlite is killed with
 * SIGKILL while a client syncs favourites; every merge it answered XY1 is there after the restart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshDataDir } from '../storage/testing/databases.ts';
import { testConfig } from '../testing/fixtures.ts';
import { accountHarness, PASSWORD, signedUp } from './testing.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('restart during a sync', () => {
  it('keeps every acknowledged merge after kill -9', async () => {
    const dataDir = await freshDataDir();
    try {
      const config = testConfig({ storage: 'database', dataDir });
      // Sign up in process, then hand the database to a real server process.
      const first = await accountHarness({ config });
      await signedUp(first, 'restart@example.in');
      await first.close();

      const port = await freePort();
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          STORAGE: 'database',
          SIMULATOR: 'off',
          WEB_BUILD_DIR: 'none',
          LOG_LEVEL: 'error',
        },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
      const origin = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        if (
          await fetch(`${origin}/readyz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        if (i > 600) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      const post = (path: string, body: unknown) =>
        fetch(`${origin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const session = (await (
        await post('/v3/login', { email: 'restart@example.in', password: PASSWORD })
      ).json()) as { id: string; hash: string };

      const acked: string[] = [];
      let sent = 0;
      const writer = async (lane: number) => {
        for (;;) {
          const id = `g_1_lane${lane}${String(sent++).padStart(6, '0')}`;
          try {
            const res = await post('/v3/storemergeddata', {
              loggedIn: session,
              key: 'mygames',
              dataDiff: { merge: { [`mygames.data.${id}`]: { AD: 1, is_duel: true } } },
            });
            const answer = (await res.json()) as { r?: string };
            if (answer.r === 'XY1') acked.push(id);
          } catch {
            return; // the server is gone
          }
        }
      };
      const lanes = [writer(1), writer(2), writer(3)];
      while (acked.length < 40) await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGKILL');
      await Promise.all(lanes);
      expect(await exited).toBe('SIGKILL');

      const after = await accountHarness({ config });
      try {
        const again = (
          await after.post('/v3/login', { email: 'restart@example.in', password: PASSWORD })
        ).json() as { id: string; hash: string };
        const data = (await after.post('/v4/getdata', { loggedIn: again })).json() as {
          data: { mygames?: { data: Record<string, unknown> } };
        };
        const stored = Object.keys(data.data.mygames?.data ?? {});
        expect(acked.length).toBeGreaterThanOrEqual(40);
        expect(acked.filter((id) => !stored.includes(id))).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
