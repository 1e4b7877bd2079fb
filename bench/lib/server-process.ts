/**
 * The real server (`apps/server/src/main.ts`) as a child process of a bench: its own process group,
 * so `kill -9` reaches exactly it; ready when `/readyz` answers 200. Loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './external.ts';
import { sleep } from './stats.ts';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  /** What the server wrote to stderr (its warnings and errors), the last 64 KiB. */
  stderr(): string;
  /** Resident memory of the process, in bytes (0 once it is gone). */
  rssBytes(): number;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Exit code or signal, once it has exited (null while it runs). */
  exited(): string | null;
}

export async function startServer(env: NodeJS.ProcessEnv, readyWithinMs = 180_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-65_536);
  });
  let exit: string | null = null;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = String(signal ?? code);
      resolve();
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    origin,
    port,
    stderr: () => stderr,
    rssBytes() {
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return Number(kb ?? 0) * 1024;
      } catch {
        return 0;
      }
    },
    async kill9() {
      if (exit === null) child.kill('SIGKILL');
      await gone;
    },
    async stop(graceMs = 30_000) {
      if (exit !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await gone;
      clearTimeout(timer);
    },
    exited: () => exit,
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (exit !== null)
      throw new Error(`server exited (${exit}) before it was ready:\n${stderr.slice(-2000)}`);
    const ready = await fetch(`${origin}/readyz`).catch(() => null);
    if (ready?.status === 200) return server;
    await sleep(200);
  }
  await server.kill9();
  throw new Error(`server not ready within ${readyWithinMs} ms:\n${stderr.slice(-2000)}`);
}
