/**
 * What the browser tests share: the real server started as a child process (`npm start`'s server, with
 * the built web app and the simulator) and Debian's Chromium driven by playwright-core.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The moment that the moment site and the suites needing live matches are moved to (CLOCK_SHIFT_S): a
 * Saturday midday in UTC, when the simulated world's season calendars have football, cricket (T20s
 * and Test matches), tennis and basketball live. At some hours of the real week a sport has nothing
 * live, as in life, and the tests need live matches whatever the hour CI runs them.
 *
 * The moment site (shared-site.ts) starts here when the whole run starts, and its clock runs on: its
 * suites see 11:00 to about 11:30 (in CI the other projects run first), when football, tennis,
 * basketball and T20 cricket stay live. Kabaddi has none until 12:30 (kabaddi.test.ts has a moment of
 * its own).
 */
export const SIMULATED_MOMENT_MS = Date.UTC(2026, 10, 21, 11, 0, 0);

/** The variable that moves a site's clock to SIMULATED_MOMENT_MS (suites that need live matches). */
export function atSimulatedMoment(): { CLOCK_SHIFT_S: string } {
  return { CLOCK_SHIFT_S: String(Math.round((SIMULATED_MOMENT_MS - Date.now()) / 1000)) };
}

/**
 * Starts the site as `npm start` does (after the build), on a free loopback port, with the embedded
 * database in a temporary directory of its own unless `env` names one (DATA_DIR): never the repo's
 * ./data, and never CI's shared PostgreSQL (DATABASE_URL), whose rows outlive the run and would make
 * a second run's writes stale.
 */
export async function startSite(
  env: Record<string, string> = {},
  // 'listening': back as soon as the server answers /healthz, before its first data is in.
  until: 'ready' | 'listening' = 'ready',
): Promise<RunningSite> {
  const port = await freePort();
  const ownDir = env.DATA_DIR ? null : await mkdtemp(join(tmpdir(), 'nerali-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(ownDir ? { DATA_DIR: ownDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const removeOwnDir = () => (ownDir ? rm(ownDir, { recursive: true, force: true }) : Promise.resolve());
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await removeOwnDir();
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      const res = await fetch(`${origin}/${until === 'ready' ? 'readyz' : 'healthz'}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await removeOwnDir();
      throw new Error('server did not become ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
      await removeOwnDir();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the site that shared-site.ts started for the whole e2e run. */
    sharedOrigin: string;
    /** The origin of the site at SIMULATED_MOMENT_MS that shared-site.ts started for the run. */
    momentOrigin: string;
  }
}

/**
 * The site every suite without settings of its own shares (shared-site.ts: the simulator, memory
 * storage). Its stop() does nothing: the global setup stops it after the last suite.
 */
export function sharedSite(): RunningSite {
  return { origin: inject('sharedOrigin'), stop: () => Promise.resolve() };
}

/**
 * The site at the simulated moment that every suite needing live matches without other settings
 * shares (shared-site.ts: the simulator, memory storage, Cloudflare's country header believed). Its
 * stop() does nothing: the global setup stops it after the last suite.
 */
export function momentSite(): RunningSite {
  return { origin: inject('momentOrigin'), stop: () => Promise.resolve() };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A Chromium of the calling suite's own: launched before its first test, closed after its last
 * (hooks registered where this is called, so in a describe block they are that block's).
 */
export function suiteBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error('the suite browser is launched in beforeAll, before the first test');
      return browser;
    },
  };
}

/**
 * Waits until React has taken an element over (its props are on the DOM node). Before that the page
 * is the server's HTML (paint-first.ts): a click on a button does nothing, a link is a plain link.
 */
export async function untilHydrated(locator: Locator): Promise<void> {
  await locator
    .page()
    .waitForFunction(
      (el) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps')),
      await locator.elementHandle(),
      { timeout: 30_000 },
    );
}
