/**
 * What the browser downloads to show a page in one language: only that language's message catalogue
 * (i18n/load.ts, vite.config.ts), and of it on a board only the core part, loaded before hydration, under the page's CSP, with no hydration
 * mismatch; and the language link still takes a visitor to the other language, whose page hydrates
 * with its own catalogue.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../app/i18n/en.ts';
import { ta } from '../app/i18n/ta.ts';
import { taCore } from '../app/i18n/ta-core.ts';
import { taPages } from '../app/i18n/ta-pages.ts';
import { englishWords, pageTexts, properNames } from './names.ts';
import { launchChromium, type RunningSite, sharedSite } from './support.ts';

const WAIT = { timeout: 30_000 };

/** A message of each catalogue that nothing else in the code holds (no sport or team name). */
const TAMIL_ONLY = ta.nav.skip;
const ENGLISH_ONLY = en.nav.skip;

/** A message of the Tamil pages part (ta-pages.ts) that no message of the core part contains. */
const PAGES_ONLY = (() => {
  const core = JSON.stringify(taCore);
  const found = Object.values(taPages)
    .flatMap((group) => Object.values(group))
    .find((text) => text.length > 12 && !text.includes('{{') && !core.includes(text));
  if (!found) throw new Error('no message of the pages part alone');
  return found;
})();

/** Every JavaScript body a page fetches, and its console errors and page errors, from now on. */
function watch(page: Page): { scripts: string[]; problems: string[]; settled(): Promise<void> } {
  const scripts: string[] = [];
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (!/\.js(\?|$)/.test(res.url())) return;
    pending.push(
      res.text().then(
        (body) => void scripts.push(body),
        () => undefined,
      ),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return {
    scripts,
    problems,
    settled: async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    },
  };
}

/** React has claimed the server's rows. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const row = document.querySelector('li[data-event-id]');
    return row !== null && Object.keys(row).some((key) => key.startsWith('__reactFiber'));
  }, WAIT);
}

/**
 * Every row is claimed in the end: the leagues below the first screen keep the server's HTML while
 * the page hydrates and are hydrated after it (kit/ui/hydrate-later.tsx).
 */
async function allHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll('li[data-event-id]')];
    return (
      rows.length > 0 && rows.every((row) => Object.keys(row).some((key) => key.startsWith('__reactFiber')))
    );
  }, WAIT);
}

const MISMATCH_OR_CSP = /hydrat|Content.Security.Policy|Minified React error/i;

describe('the catalogue a page loads', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    site = await sharedSite();
    browser = await launchChromium();
    // A visitor in India, as the proper names of the day are listed for (names.ts).
    context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('a Tamil page hydrates with the Tamil catalogue only, its scripts started after the first paint', async () => {
    const page = await context.newPage();
    const seen = watch(page);
    const response = await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    const html = (await response?.text()) ?? '';
    // No module preload in the HTML: the boot script after the inert module script adds them, with the
    // render's nonce, once a frame is drawn (app/paint-first.ts). The catalogue, the head's first, leads.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script nonce="${nonce}" type="text/x-nerali-boot">`);
    const bootAt = html.indexOf(`<script nonce="${nonce}">(function (self, hrefs)`);
    expect(bootAt).toBeGreaterThan(html.indexOf('type="text/x-nerali-boot"'));
    const boot = /\(document\.currentScript,(\[[^\]]*\])\)<\/script>/.exec(html.slice(bootAt));
    const hrefs = JSON.parse(boot?.[1] ?? '[]') as string[];
    expect(hrefs.length).toBeGreaterThan(3);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => e.startTime),
      ),
    }));
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
    const chunk = await (await fetch(`${site.origin}${hrefs[0] ?? '/none'}`)).text();
    expect(chunk).toContain(TAMIL_ONLY);
    expect(chunk).not.toContain(ENGLISH_ONLY);

    await hydrated(page);
    await allHydrated(page);
    await seen.settled();
    expect(seen.scripts.length).toBeGreaterThan(3);
    expect(seen.scripts.filter((body) => body.includes(ENGLISH_ONLY))).toEqual([]);
    expect(seen.problems.filter((p) => MISMATCH_OR_CSP.test(p))).toEqual([]);
    // The client's render says what the server said: Tamil, no English word, no raw message key.
    expect(englishWords(await pageTexts(page), await properNames(site.origin, 1, 0))).toEqual([]);
    await page.close();
  });

  it('a board loads the core part only; a click to a league page brings the pages part with its data', async () => {
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    await hydrated(page);
    await seen.settled();
    expect(await page.locator('html').getAttribute('data-catalogue')).toBe('core');
    expect(seen.scripts.filter((body) => body.includes(PAGES_ONLY))).toEqual([]);

    // A league's name in the board's first league block.
    const league = page.locator('section[aria-labelledby^="lg-"] a.lg-n').first();
    const name = (await league.textContent()) ?? '';
    await league.click();
    await page.waitForURL(/\/ta\/football\/league\//, WAIT);
    await expect.poll(() => page.locator('h1').textContent(), WAIT).toBe(name);
    await seen.settled();
    // A client navigation (no new document), whose page came with the pages part and shows no key.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(seen.scripts.some((body) => body.includes(PAGES_ONLY))).toBe(true);
    // No message key (`group.key`) instead of its text; the league suite checks the page's words.
    expect((await pageTexts(page)).match(/\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z_]*\b/g)).toBeNull();
    expect(seen.problems.filter((p) => MISMATCH_OR_CSP.test(p))).toEqual([]);
    await page.close();
  });

  it('a new visitor’s board loads no favourites store; the first star brings it and stars the game', async () => {
    const fresh = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const page = await fresh.newPage();
    const seen = watch(page);
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    await hydrated(page);
    await seen.settled();
    // The store's code (favourites-store.ts, whose `applyAccount` only it and the signed-in session
    // hold) is not among the scripts.
    expect(seen.scripts.filter((body) => body.includes('applyAccount'))).toEqual([]);
    // The menu knows the lists are empty: My games is there to open.
    await page.locator('.fav-menu a[href$="/favourites/"]').waitFor(WAIT);

    const star = page.locator('li[data-event-id] button[data-fav-game]').first();
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), WAIT).toBe('true');
    await seen.settled();
    expect(seen.scripts.some((body) => body.includes('applyAccount'))).toBe(true);
    await fresh.close();
  });

  it('an English page hydrates with the English catalogue only', async () => {
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${site.origin}/en/`, { waitUntil: 'load' });
    await hydrated(page);
    await seen.settled();
    expect(seen.scripts.some((body) => body.includes(ENGLISH_ONLY))).toBe(true);
    expect(seen.scripts.filter((body) => body.includes(TAMIL_ONLY))).toEqual([]);
    expect(seen.problems.filter((p) => MISMATCH_OR_CSP.test(p))).toEqual([]);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.close();
  });

  it('the language link takes a visitor to the other language and back, each page in its own words', async () => {
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    await hydrated(page);

    // The visitor opens the English edition from the header: a new document, with the English catalogue.
    seen.scripts.length = 0;
    await Promise.all([page.waitForURL(/\/en\/$/, WAIT), page.click('a.lang-link[hreflang="en"]')]);
    await hydrated(page);
    await seen.settled();
    await expect(page.locator('a.skip').textContent()).resolves.toBe(ENGLISH_ONLY);
    expect(seen.scripts.some((body) => body.includes(ENGLISH_ONLY))).toBe(true);
    // A render on the client in English: the day calendar's next-day link, after a click.
    await Promise.all([
      page.waitForURL(/day=1/, WAIT),
      page.getByRole('link', { name: en.calendar.next }).click(),
    ]);
    await page.getByRole('link', { name: en.calendar.previous }).waitFor(WAIT);

    // And back to Tamil (once the header has rendered the new location: the window's URL changes
    // a moment before React commits the navigation).
    await page.locator('a.lang-link[hreflang="ta"][href="/ta/?day=1"]').waitFor(WAIT);
    await Promise.all([page.waitForURL(/\/ta\/\?day=1$/, WAIT), page.click('a.lang-link[hreflang="ta"]')]);
    await hydrated(page);
    await expect(page.locator('a.skip').textContent()).resolves.toBe(TAMIL_ONLY);
    expect(englishWords(await pageTexts(page), await properNames(site.origin, 1, 1))).toEqual([]);
    expect(seen.problems.filter((p) => MISMATCH_OR_CSP.test(p))).toEqual([]);
    await page.close();
  });
});
