import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSH_PROTOCOL_VERSION } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('main.ts process', () => {
  it('starts, answers health checks, and on SIGTERM tells push clients and exits 0', async () => {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    // The default storage (embedded PGlite) in a directory of its own: never the developer's ./data,
    // never the shared CI database.
    const dataDir = mkdtempSync(join(tmpdir(), 'nerali-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: 'none',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const origin = `http://127.0.0.1:${port}`;
    let ready: Response | undefined;
    // Readiness waits for the simulator's window (filled in steps): up to 120 s on a loaded machine.
    for (let i = 0; i < 600 && !ready?.ok; i++) {
      await new Promise((r) => setTimeout(r, 200));
      ready = await fetch(`${origin}/readyz`).catch(() => undefined);
    }
    expect(ready?.status).toBe(200);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const body = (await ready?.json()) as { events: number; writesQueued: number };
    expect(body.events).toBeGreaterThan(1000); // the simulator's world is loaded
    // The world's first write (tens of thousands of rows) is in the database before the signal: the
    // test is of an orderly stop, not of how fast a loaded machine flushes.
    for (let i = 0, queued = body.writesQueued; i < 300 && queued > 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      queued = ((await (await fetch(`${origin}/readyz`)).json()) as typeof body).writesQueued;
    }

    const ws = new WebSocket(`ws://127.0.0.1:${port}/x/push`);
    await new Promise((resolve) => ws.once('open', resolve));
    const messages: string[] = [];
    ws.on('message', (data) => messages.push(data.toString()));
    ws.send(JSON.stringify({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['service'] }));
    await new Promise((r) => setTimeout(r, 200));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await exited).toBe(0);
    // The service subject said the service is stopping (sst 0) before the socket closed.
    expect(messages.some((m) => m.includes('"s":"service"') && m.includes('sst÷0'))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);
});
