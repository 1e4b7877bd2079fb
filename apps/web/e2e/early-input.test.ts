/**
 * Typed before hydration: a fan on a slow phone fills the sign-in form in the moment between the
 * first paint and React taking the page over (paint-first.ts). React hydrates a controlled field with
 * its empty state; early-input.ts gives the text back, and the form sends what was typed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningSite, sharedSite } from './support.ts';

const WAIT = { timeout: 30_000 };

describe('what a fan types before hydration', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await sharedSite();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('stays in the sign-in form and is what the form sends', async () => {
    const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const page = await context.newPage();
    // The client entry is held back until the fields are filled: the page is painted, not hydrated.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v3/login')) sent.push(request.postData() ?? '');
    });
    await page.goto(`${site.origin}/ta/account/login/`, { waitUntil: 'domcontentloaded' });
    const email = page.locator('.acc-page input[name="email"]');
    const password = page.locator('.acc-page input[name="password"]');
    await email.fill('early@example.com');
    await password.fill('Typed-Before-Hydration-1');
    expect(await page.locator('.acc-page button[type="submit"]').isDisabled()).toBe(true);

    release();
    await page.waitForFunction(() => {
      const form = document.querySelector('.acc-page form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
    }, WAIT);
    await expect.poll(() => email.inputValue()).toBe('early@example.com');
    expect(await password.inputValue()).toBe('Typed-Before-Hydration-1');

    await page.locator('.acc-page button[type="submit"]:not([disabled])').click(WAIT);
    await expect.poll(() => sent.length, WAIT).toBe(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      email: 'early@example.com',
      password: 'Typed-Before-Hydration-1',
    });
    await context.close();
  });
});
