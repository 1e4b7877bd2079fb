/**
 * Debian's Chromium (`/usr/bin/chromium`, CHROMIUM_PATH to change it) with a DevTools port, for
 * Lighthouse and for the board bench: the flags of the browser tests (apps/web/e2e/support.ts), a
 * fresh profile in a temporary folder, its own process group so that stopping it stops its helpers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForPort } from './external.ts';
import { sleep } from './stats.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export interface DebugChromium {
  /** The DevTools port on 127.0.0.1. */
  port: number;
  version: string;
  stop(): Promise<void>;
}

export async function launchDebugChromium(): Promise<DebugChromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'nerali-bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    // The product's visitor is in India (+05:30, the offset pages are rendered for). BENCH_TZ=UTC measures a
    // visitor abroad, whose board is drawn again once for their own day after hydration (kit/use-visitor-tz.ts).
    { stdio: 'ignore', detached: true, env: { ...process.env, TZ: process.env.BENCH_TZ ?? 'Asia/Kolkata' } },
  );
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(3000)]);
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(profile, { recursive: true, force: true });
  };
  if (!(await waitForPort(port, 20_000))) {
    await stop();
    throw new Error(`BENCH_CHROMIUM: ${CHROMIUM_PATH} did not open its DevTools port within 20 s`);
  }
  let version = 'unknown';
  try {
    const res = await fetch(`http://127.0.0.1:${port}/json/version`);
    version = ((await res.json()) as { Browser?: string }).Browser ?? version;
  } catch {
    // the version is only printed
  }
  return { port, version, stop };
}
