/**
 * A data provider feeds a real match, and a visitor sees it: the operator makes an API key with the
 * server's own CLI, the provider creates a competition, two teams and a live match over the ingest API
 * (/api/ingest/v1), a browser opens the football page, the provider sends a goal, and the page shows
 * it without a reload. The time from the goal's request to the score on screen is printed, not
 * asserted (two shared cores make any bound flaky).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningSite, startSite } from './support.ts';

const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));

/** `apikey create`, the operator's CLI (README "Feeding real data"): prints the key alone on stdout. */
function createApiKey(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/apikey.ts', 'create', '--provider', 'e2e-feed', '--label', 'browser test'],
      { cwd: SERVER_DIR, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`apikey create exited ${code}: ${err}`)),
    );
  });
}

describe('a provider’s goal reaches a visitor’s page', () => {
  let dataDir: string;
  let site: RunningSite;
  let browser: Browser;
  let key: string;

  async function ingest(method: 'PUT' | 'PATCH', path: string, body: unknown) {
    const res = await fetch(`${site.origin}/api/ingest/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { applied?: boolean; id?: string };
    expect(res.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(200);
    expect(answer.applied, `${method} ${path}`).toBe(true);
    return answer;
  }

  beforeAll(async () => {
    // A database of its own (PGlite admits one process: the key is made before the server opens it).
    dataDir = await mkdtemp(join(tmpdir(), 'nerali-provider-'));
    key = await createApiKey(dataDir);
    // Only the provider's match on the board: the simulator is off.
    site = await startSite({ DATA_DIR: dataDir, SIMULATOR: 'off' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the new score on the open page after the provider’s PATCH', async () => {
    expect(key).toMatch(/^nrl_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const now = Math.floor(Date.now() / 1000);
    await ingest('PUT', '/countries/in', { seq: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' } });
    await ingest('PUT', '/competitions/e2e-league', {
      seq: 1,
      sport: 1,
      country: 'in',
      type: 'top',
      name: { ta: 'சோதனைக் கோப்பை', en: 'Test Cup' },
    });
    await ingest('PUT', '/participants/e2e-chennai', {
      seq: 1,
      sport: 1,
      name: 'Chennai Test FC',
      shortName: 'CTF',
      country: 'in',
    });
    await ingest('PUT', '/participants/e2e-madurai', {
      seq: 1,
      sport: 1,
      name: 'Madurai Test FC',
      shortName: 'MTF',
      country: 'in',
    });
    const { id } = await ingest('PUT', '/events/e2e-match-1', {
      seq: 1,
      sport: 1,
      competition: 'e2e-league',
      home: 'e2e-chennai',
      away: 'e2e-madurai',
      startTime: now - 600,
      status: 'live',
      stage: 'firstHalf',
      homeScore: '0',
      awayScore: '0',
    });
    expect(id).toMatch(/^g_1_/);

    const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    const row = page.locator(`li[data-event-id="${id}"]`);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('.ev-sc').allTextContents()).toEqual(['0', '0']);
    expect(await row.textContent()).toContain('Chennai Test FC');
    // Live: the page's client is subscribed before the goal (its badge says the connection is up).
    await page.locator('.conn-push').waitFor({ timeout: 10_000 });

    // The page notes the moment the home score reads 1, on its own clock (the same machine's).
    await page.evaluate((eventId) => {
      const w = window as unknown as { __goalSeenAt?: number };
      const seen = () => {
        const score = document.querySelector(`li[data-event-id="${eventId}"] .ev-sc`);
        if (score?.textContent === '1' && w.__goalSeenAt === undefined) w.__goalSeenAt = Date.now();
      };
      new MutationObserver(seen).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }, id as string);

    const sentAt = Date.now();
    await ingest('PATCH', '/events/e2e-match-1', { seq: 2, homeScore: '1' });
    const answeredAt = Date.now();
    await page.waitForFunction(() => (window as unknown as { __goalSeenAt?: number }).__goalSeenAt, null, {
      timeout: 10_000,
    });
    const seenAt = await page.evaluate(() => (window as unknown as { __goalSeenAt: number }).__goalSeenAt);
    expect(await row.locator('.ev-sc').allTextContents()).toEqual(['1', '0']);
    console.log(
      `provider goal: PATCH answered in ${answeredAt - sentAt} ms, visible on the page ${seenAt - sentAt} ms after the request`,
    );
    await context.close();
  });
});
