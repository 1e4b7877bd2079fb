import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSH_PROTOCOL_VERSION } from '@nerali/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
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
        // Football and tennis: the start and the orderly stop are what is tested, not the world's size.
        SIM_SPORTS: '1,2',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // A failed or timed-out test must not leave the server running.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
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
    expect(body.events).toBeGreaterThan(500); // the simulator's world (football and tennis) is loaded
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

  /** Starts main.ts with `env` and resolves with its exit code and what it wrote on stderr. */
  function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: 'none',
        DATABASE_URL: '',
        SIMULATOR: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Bounded: a start that does not fail is killed, and its code is then not 1.
    const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
    return new Promise((resolve) =>
      child.once('close', (code) => {
        clearTimeout(kill);
        resolve({ code, stderr });
      }),
    );
  }

  it('exits 1 with what is wrong and how to fix it when DATA_DIR cannot be written', async () => {
    // A path under a regular file: unwritable even for root (a chmod 0500 directory is not).
    const scratch = mkdtempSync(join(tmpdir(), 'nerali-main-'));
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a directory');
    try {
      const { code, stderr } = await failedStart({ DATA_DIR: join(file, 'data') });
      console.log(stderr);
      expect(code).toBe(1);
      expect(stderr).toContain(`DATA_DIR ${join(file, 'data')}`);
      expect(stderr).toContain(`${file} is a file, not a directory`);
      expect(stderr).toMatch(/Set DATA_DIR to a directory this process can write.*or set DATABASE_URL/);
      expect(stderr).not.toMatch(/^\s+at /m); // no stack trace
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 90_000);

  it('exits 1 with the setting named when a setting is wrong', async () => {
    const { code, stderr } = await failedStart({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('nerali: cannot start: PORT must be a number from 0 to 65535, got "eighty"');
  }, 90_000);
});
