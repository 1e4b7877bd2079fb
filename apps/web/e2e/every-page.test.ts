/**
 * Every page kind of the Tamil site, light at a phone's 360 px and dark at a desktop's width:
 * axe-core finds no serious or critical violation (issue 4 point 10), no message key shows instead
 * of its text, and at 360 px no page scrolls sideways. The page-kind
 * suites check their pages one by one (and their words, with each page's proper names); this one
 * walks them all the way a visitor does, following the site's own links from the home page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, seriousViolations } from './axe.ts';
import { pageTexts } from './names.ts';
import { sharedSite, suiteBrowser } from './support.ts';

/** A message key (`group.key`) in the page's text: a message that was never translated. */
const MESSAGE_KEY = /\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z_]*\b/g;

describe('every page kind, light and dark', () => {
  const site = sharedSite();
  const chromium = suiteBrowser();
  let context: BrowserContext;
  const pages: { kind: string; path: string }[] = [];

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    const res = await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
    expect(res?.status(), path).toBeLessThan(500);
    return page;
  }

  /** The first link of a page that matches, as a path. */
  async function firstLink(path: string, selector: string): Promise<string> {
    const page = await open(path);
    const href = await page.locator(selector).first().getAttribute('href');
    await page.close();
    if (!href) throw new Error(`no ${selector} on ${path}`);
    return href;
  }

  beforeAll(async () => {
    context = await chromium.browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const league = await firstLink('/ta/', 'section[aria-labelledby^="lg-"] a.lg-n');
    const country = await firstLink('/ta/', 'a[href*="/country/"]');
    const match = await firstLink('/ta/', 'li[data-event-id] a[href^="/ta/match/"]');
    const team = await firstLink(match, 'a[href*="/team/"]');
    const player = await firstLink(`${team}squad/`, 'a[href*="/player/"]');
    const article = await firstLink(
      '/ta/news/',
      'main a[href^="/ta/news/"]:not([href="/ta/news/"]):not([href*="?"])',
    );
    const video = await firstLink('/ta/news/', 'main a[href^="/ta/video/"]').catch(() => null);
    pages.push(
      { kind: 'football board', path: '/ta/' },
      { kind: 'live tab', path: '/ta/?tab=live' },
      { kind: 'cricket board', path: '/ta/cricket/' },
      { kind: 'race board', path: '/ta/horse-racing/' },
      { kind: 'category', path: '/ta/motorsport/' },
      { kind: 'country', path: country },
      { kind: 'tournament', path: league },
      { kind: 'tournament standings', path: `${league}standings/` },
      { kind: 'tournament results', path: `${league}results/` },
      { kind: 'match', path: match },
      { kind: 'match line-ups', path: `${match}lineups/` },
      { kind: 'match statistics', path: `${match}stats/` },
      { kind: 'match standings', path: `${match}standings/` },
      { kind: 'team', path: team },
      { kind: 'team squad', path: `${team}squad/` },
      { kind: 'player', path: player },
      { kind: 'rankings', path: '/ta/tennis/rankings/' },
      { kind: 'news', path: '/ta/news/' },
      { kind: 'article', path: article },
      ...(video ? [{ kind: 'video', path: video }] : []),
      { kind: 'search', path: '/ta/search/?q=chennai' },
      { kind: 'favourites', path: '/ta/favourites/' },
      { kind: 'mobile app', path: '/ta/mobile/' },
      { kind: 'sign in', path: '/ta/account/login/' },
      { kind: 'registration', path: '/ta/account/register/' },
      { kind: 'terms', path: '/ta/terms/' },
      { kind: 'privacy', path: '/ta/privacy/' },
      { kind: '404', path: '/ta/no-such-page/' },
    );
  });

  // Light at 360 px, a cheap phone, where most of our visitors are; dark at a desktop's width. Each
  // page kind is opened once per theme, and the phone pass also checks that no page scrolls sideways
  // (wide tables scroll in their own box).
  for (const { theme, width } of [
    { theme: 'light', width: 360 },
    { theme: 'dark', width: 1280 },
  ] as const) {
    it(`${theme} at ${width} px: no serious or critical axe violation, no message key${width === 360 ? ', no sideways scroll' : ''} on any page kind`, async () => {
      const themed = await chromium.browser.newContext({
        timezoneId: 'Asia/Kolkata',
        locale: 'ta-IN',
        viewport: { width, height: 800 },
      });
      await themed.addCookies([{ name: 'theme', value: theme, url: site.origin }]);
      const found: {
        kind: string;
        path: string;
        violations?: AxeViolation[];
        keys?: string[];
        overflow?: number;
      }[] = [];
      for (const { kind, path } of pages) {
        const page = await themed.newPage();
        const res = await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
        expect(res?.status(), path).toBeLessThan(500);
        expect(await page.getAttribute('html', 'data-theme'), path).toBe(theme);
        // Hydrated and settled: what a visitor sees after the first second.
        await page.waitForLoadState('networkidle');
        const overflow =
          width === 360
            ? await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              )
            : 0;
        const violations = await seriousViolations(page);
        const keys = (await pageTexts(page)).match(MESSAGE_KEY) ?? [];
        if (violations.length > 0 || keys.length > 0 || overflow > 0)
          found.push({ kind, path, violations, keys, ...(overflow > 0 ? { overflow } : {}) });
        await page.close();
      }
      await themed.close();
      expect(found).toEqual([]);
    });
  }
});
