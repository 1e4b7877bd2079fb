/**
 * Odds and the law, as a fan sees them in a real browser: the legal-age gate on a visitor of unknown
 * country (the 'default' geo group, as on localhost), the sport page's odds tab after confirming, the
 * odds format changed in the page, and an Indian visitor (a trusted CDN header says IN) who sees no
 * odds and no bookmaker at all, confirmed or not.
 */
import { dayOddsFeedName, decodeListFeed } from '@nerali/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts, properNames } from './names.ts';
import { launchChromium, type RunningSite, momentSite, untilHydrated } from './support.ts';

const TZ = 330;
/** The simulator's four bookmakers (DET3): proper names, and what must never show in India. */
const BOOKMAKERS = ['Kestrel', 'Meridian', 'Northgate', 'Bluewater'];

interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);
}

async function oddsRows(origin: string, sportId: number): Promise<number> {
  const body = await (await fetch(`${origin}/x/feed/${dayOddsFeedName(sportId, 0, TZ)}`)).text();
  return decodeListFeed(body).odds.length;
}

/** Everything on the page that is about odds or bookmakers. */
async function oddsElements(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const selector of [
    '.od-p',
    '.od-t',
    '.oc-p',
    '.oc-t',
    '.od-fmt',
    'a.tab[href*="tab=odds"]',
    '.foot-info',
    '[data-law]',
  ]) {
    if ((await page.locator(selector).count()) > 0) found.push(selector);
  }
  const text = await pageTexts(page);
  for (const name of BOOKMAKERS) if (text.includes(name)) found.push(name);
  // The age question must say what it is for; everything else on the page must not speak of odds.
  const outsideGate = await page.evaluate(() =>
    [...document.querySelectorAll('main, footer, nav')].map((el) => el.textContent ?? '').join(' '),
  );
  if (outsideGate.includes('பந்தய விகித')) found.push('odds words');
  if ((await page.locator('a[href*="gamblersanonymous"]').count()) > 0) found.push('help link');
  return found;
}

describe('odds and the law in a real browser', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    // One server for both visitors: the moment site (shared-site.ts) believes the CDN's country
    // header (TRUST_PROXY_GEO=cloudflare), and only the Indian visitor sends it.
    site = momentSite();
    browser = await launchChromium();
    // The simulator writes odds for matches near or in play a few a tick after the start.
    const deadline = Date.now() + 90_000;
    while ((await oddsRows(site.origin, 1)) < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('a visitor of unknown country (the default group)', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
      page = await context.newPage();
    });
    afterAll(async () => context?.close());

    it('[AGE4] [AGE5] the age gate hides every odd until confirmed', async () => {
      await page.goto(`${site.origin}/ta/`);
      await expect.poll(() => page.locator('.age').count()).toBe(1);
      expect(await page.getByRole('region', { name: 'வயது உறுதிப்படுத்தல்' }).isVisible()).toBe(true);
      expect(await oddsElements(page)).toEqual([]);
      // A shared link to the odds tab leads to the plain board.
      await page.goto(`${site.origin}/ta/?tab=odds`);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.locator('.od-p').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('after confirming, the odds tab shows odds; SET_LEGAL_AGE reaches the data layer', async () => {
      await page.getByRole('button', { name: /ஆம், எனக்கு 18 வயது/ }).click();
      await expect.poll(() => page.locator('.age').count()).toBe(0);
      expect((await dataLayer(page)).map((e) => e.event)).toContain('SET_LEGAL_AGE');
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'legal_age')?.value).toBe('1');

      await page.locator('a.tab[href*="tab=odds"]').click();
      await page.waitForURL(/tab=odds/);
      await page.waitForSelector('.od-t', { timeout: 30_000 });
      // What the Indian visitor must never see is all here for this one (so that check can fail).
      expect(await oddsElements(page)).toEqual(
        expect.arrayContaining([
          '.od-p',
          '.od-t',
          '.od-fmt',
          'a.tab[href*="tab=odds"]',
          '.foot-info',
          'help link',
        ]),
      );
      const prices = await page.locator('.od-v').allTextContents();
      expect(prices.length).toBeGreaterThan(3);
      for (const price of prices) expect(price).toMatch(/^(\d+\.\d\d|-)$/);
    });

    it('[ODD1] a new format converts every price without a reload, and the server then renders it', async () => {
      const before = await page.locator('.od-v').allTextContents();
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await page.getByLabel('விகித வடிவம்').selectOption('uk');
      await expect
        .poll(async () => (await page.locator('.od-v').allTextContents()).join(' '))
        .not.toBe(before.join(' '));
      const fractions = await page.locator('.od-v').allTextContents();
      for (const price of fractions) expect(price).toMatch(/^(\d+\/\d+|-)$/);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      expect((await context.cookies()).find((c) => c.name === 'odds_format')?.value).toBe('uk');

      // A new page comes from the server already in the chosen format (no flash of decimals).
      const response = await page.reload();
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<span class="od-v">\d+\/\d+<\/span>/);
      expect(html).not.toMatch(/<span class="od-v">\d+\.\d\d<\/span>/);
    });

    it('the odds tab speaks Tamil (team, league and bookmaker names aside) and passes axe', async () => {
      await page.waitForSelector('.od-t');
      const allowed = [...(await properNames(site.origin, 1, 0)), ...BOOKMAKERS];
      expect(englishWords(await pageTexts(page), allowed)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      // Odds as information: no link leaves for a bookmaker.
      const external = await page.$$eval('a[href^="http"]', (links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(external.filter((href) => !href?.includes('gamblersanonymous.org'))).toEqual([]);
    });

    it('a click on a house promotion is CLICK_BANNER in the data layer', async () => {
      const promo = page.locator('[data-slot="box_over_content"] a');
      const bannerId = await promo.getAttribute('data-banner-id');
      await promo.click();
      await expect
        .poll(async () => (await dataLayer(page)).find((e) => e.event === 'CLICK_BANNER'))
        .toMatchObject({ event: 'CLICK_BANNER', zoneId: 1, zonePosition: 1, bannerId });
    });

    it('[AGE5] a yes given on a match page brings its odds tab without a reload', async () => {
      const body = await (await fetch(`${site.origin}/x/feed/${dayOddsFeedName(1, 0, TZ)}`)).text();
      const eventId = decodeListFeed(body).odds[0]?.eventId;
      if (!eventId) throw new Error('no football match with odds');
      const fresh = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
      const match = await fresh.newPage();
      await match.goto(`${site.origin}/ta/match/${eventId}/`);
      await match.locator('.mtabs').waitFor({ timeout: 30_000 });
      const oddsTab = match.locator('.mtabs a', { hasText: 'பந்தய விகிதங்கள்' });
      expect(await oddsTab.count()).toBe(0);
      await match.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

      const yes = match.getByRole('button', { name: /ஆம், எனக்கு 18 வயது/ });
      // Hydrated first: the answer is given by the page's script (paint-first.ts starts it after the
      // first paint, later on a busy machine).
      await untilHydrated(yes);
      await yes.click();
      await oddsTab.waitFor({ timeout: 30_000 });
      await oddsTab.click();
      await match.waitForURL(`${site.origin}/ta/match/${eventId}/odds/`);
      await match.locator('.oc-t').first().waitFor({ timeout: 30_000 });
      expect(await match.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      await fresh.close();
    });
  });

  describe('a visitor in India (cf-ipcountry: IN)', () => {
    let context: BrowserContext;

    beforeAll(async () => {
      context = await browser.newContext({
        timezoneId: 'Asia/Kolkata',
        locale: 'ta-IN',
        extraHTTPHeaders: { 'cf-ipcountry': 'IN', 'cf-region-code': 'TN' },
      });
      // Even an answer of yes (a laptop that travelled) opens nothing in India.
      await context.addCookies([{ name: 'legal_age', value: '1', url: site.origin }]);
    });
    afterAll(async () => context?.close());

    it.each([
      ['/ta/', 1],
      ['/ta/?tab=odds', 1],
      ['/ta/cricket/', 13],
      ['/ta/kabaddi/', 42],
    ])(
      '[AGE4] %s: no odds or bookmaker element at all, no age question, Tamil only',
      async (path, sportId) => {
        const page = await context.newPage();
        await page.goto(`${site.origin}${path}`);
        expect(new URL(page.url()).search).toBe('');
        await page.waitForSelector('main h1');
        expect(await page.locator('.age').count()).toBe(0);
        expect(await oddsElements(page)).toEqual([]);
        const text = await pageTexts(page);
        expect(text).not.toContain('18 வயது');
        // The mobile app link is not about betting: it stays.
        expect(await page.locator('footer a[href="/ta/mobile/#android"]').count()).toBe(1);
        expect(englishWords(text, await properNames(site.origin, sportId, 0))).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      },
    );

    it('the geo lookup says India, Tamil Nadu', async () => {
      const page = await context.newPage();
      const response = await page.goto(`${site.origin}/x/geo`);
      expect(await response?.json()).toMatchObject({ country: 'IN', subdivision: 'TN', group: 'IN:TN' });
      await page.close();
    });
  });
});
