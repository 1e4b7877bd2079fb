/**
 * A first start, as a new user's `npm start`: the server answers before the simulator has filled its
 * window (/readyz 503). A board opened then says the matches are on their way, not that there are
 * none, and fills by itself once the server is ready: no reload.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWords, pageTexts } from './names.ts';
import { launchChromium, type RunningSite, startSite } from './support.ts';

describe('a board opened while the server takes in its first data', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ STORAGE: 'memory' }, 'listening');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('says the matches are coming, then shows them without a reload', async () => {
    // Opened while starting (the memory fill takes about ten seconds of a two-core machine).
    expect((await fetch(`${site.origin}/readyz`)).status).toBe(503);
    const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    const status = page.locator('main .empty[role="status"]');
    await expect.poll(() => status.textContent()).toContain('போட்டித் தகவல்கள் ஏற்றப்படுகின்றன');
    expect(await page.locator('li[data-event-id]').count()).toBe(0);
    expect(englishWords(await pageTexts(page), [])).toEqual([]);

    await page.locator('li[data-event-id]').first().waitFor({ timeout: 120_000 });
    expect((await fetch(`${site.origin}/readyz`)).status).toBe(200);
    expect(await status.count()).toBe(0);
    // The same document all along.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });
});
