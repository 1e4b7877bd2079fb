/**
 * Typed before hydration: a fan on a slow phone fills the sign-in form in the moment between the
 * first paint and React taking the page over (paint-first.ts). React hydrates a controlled field with
 * its empty state; early-input.ts gives the text back, and the form sends what was typed. The header's
 * search box is not controlled: its text stays, and its suggestions come without another key.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedSite, suiteBrowser } from './support.ts';

const WAIT = { timeout: 30_000 };

/** Holds the page's client entry back until release(): the page is painted, not hydrated. */
async function holdEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('what a fan types before hydration', () => {
  const site = sharedSite();
  const chromium = suiteBrowser();

  it('stays in the sign-in form and is what the form sends', async () => {
    const context = await chromium.browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const page = await context.newPage();
    const release = await holdEntry(page);
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

  it('stays in the header search box, whose suggestions come without another key', async () => {
    const context = await chromium.browser.newContext({
      timezoneId: 'Asia/Kolkata',
      locale: 'ta-IN',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const release = await holdEntry(page);
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'domcontentloaded' });
    const box = page.locator('header form[role="search"] input[name="q"]');
    await box.fill('Chennai');
    expect(await page.locator('header [role="listbox"]').isHidden()).toBe(true);

    release();
    const options = page.locator('header [role="listbox"] [role="option"]');
    await options.first().waitFor(WAIT);
    expect(await box.inputValue()).toBe('Chennai');
    expect(await page.locator('header [role="listbox"]').innerText()).toContain('Chennai Super Kings');
    await context.close();
  });
});
