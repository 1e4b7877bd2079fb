/**
 * `npm run accounts -- outbox` while the server runs on the embedded database: the CLI cannot open
 * PGlite (one process), so it asks the running server through its operator door; once the server
 * has stopped, the door's file is gone and the CLI reads the database itself. A real server process,
 * a real PGlite directory, the real CLI.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATOR_FILE } from './operator.ts';
import { codeOf, PASSWORD } from './testing.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the outbox CLI beside a running server on PGlite', () => {
  let dataDir = '';
  let server: ChildProcess | null = null;
  afterAll(async () => {
    server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('reads the mails through the server, then from the database once the server has stopped', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nerali-operator-'));
    const port = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE: 'database' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SIMULATOR: 'off',
        WEB_BUILD_DIR: 'none',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server = child;
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    // The door's file: only its owner may read it (it holds the token).
    const file = join(dataDir, OPERATOR_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const email = 'kavya@example.in';
    const reg = await fetch(`${origin}/v3/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        termsofservice: true,
        touApproval: true,
        ppApproval: true,
        namespace: 'nerali',
        project: 1,
      }),
    });
    expect(((await reg.json()) as { r?: string }).r).toBe('XY1');

    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/accounts/cli.ts', ...args], {
        cwd: SERVER_DIR,
        env,
      });
    const live = await cli('outbox', '--full', '--to', email);
    expect(live.stderr).toContain('from the running server');
    const code = codeOf({ text: live.stdout });
    expect(live.stdout).toContain(`to ${email}`);
    // Purging still needs the database itself: refused while the server holds it.
    await expect(cli('purge')).rejects.toMatchObject({
      stderr: expect.stringContaining('in use by process'),
    });

    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    server = null;
    expect(existsSync(file)).toBe(false);
    const stopped = await cli('outbox', '--full', '--to', email);
    expect(stopped.stderr).not.toContain('from the running server');
    expect(codeOf({ text: stopped.stdout })).toBe(code);
    // Three processes start here (the server, the CLI twice), each compiling TypeScript with tsx: on a
    // 2-core machine running the other suites beside it that took over 20 s once. The server's own
    // start is allowed 60 s above.
  }, 120_000);
});
