/**
 * News, search, video, mobile app page, sitemap and 404 as a fan (and a crawler) meets them: the real
 * server with the simulator, Debian's Chromium, the built app. Every /ta page checked here has no
 * English word but proper names and no serious or critical axe violation.
 */
import { decodeArticleFeed, decodeListFeed, type SearchReply, sportBySlug } from '@nerali/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts } from './names.ts';
import { launchChromium, type RunningSite, sharedSite } from './support.ts';

const WAIT_MS = 30_000;

describe('news, search, video, mobile, sitemap and 404', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    site = await sharedSite();
    browser = await launchChromium();
    context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const feed = async (name: string) => (await fetch(`${site.origin}/x/feed/${name}`)).text();

  /** Proper names an article shows: its teams, its match's sides, its league, its videos' titles' names. */
  async function articleNames(id: string): Promise<string[]> {
    const article = decodeArticleFeed(await feed(`na_${id}`));
    if (!article) return [];
    return [
      ...article.participants.map((p) => p.name),
      ...article.events.flatMap((e) => [e.homeName, e.awayName]),
      ...article.leagues.map((l) => l.name.en),
      // The body names scorers and next opponents: the same names as in its English text.
      ...(article.article.body.en.match(/\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*)*/gu) ?? []),
    ];
  }

  /** Names of every article linked from the page (headlines and leads carry team names). */
  async function namesOfLinkedArticles(page: Page): Promise<string[]> {
    const ids = await page.$$eval('a[href^="/ta/news/"]', (links) =>
      links
        .map((a) => /^\/ta\/news\/([A-Za-z0-9]+)\/$/.exec(a.getAttribute('href') ?? '')?.[1])
        .filter((id): id is string => id !== undefined),
    );
    return (await Promise.all([...new Set(ids)].map(articleNames))).flat();
  }

  async function expectTamilOnly(page: Page, names: string[]): Promise<void> {
    expect(englishWords(await pageTexts(page), names)).toEqual([]);
  }

  it('reads the news list, then an article with its related links and NewsArticle data', async () => {
    const page = await context.newPage();
    const res = await page.goto(`${site.origin}/ta/news/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').innerText()).resolves.toBe('விளையாட்டுச் செய்திகள்');
    const headlines = page.locator('.nw-h a');
    await expect(headlines.count()).resolves.toBe(15);
    await expectTamilOnly(page, await namesOfLinkedArticles(page));
    expect(await seriousViolations(page)).toEqual([]);

    const first = headlines.first();
    const headline = await first.innerText();
    await first.click();
    await page.waitForURL(/\/ta\/news\/[A-Za-z0-9]+\/$/, { timeout: WAIT_MS });
    // A client navigation: the URL may change a moment before the new page is drawn.
    await page.locator('h1.ar-h', { hasText: headline }).waitFor({ timeout: WAIT_MS });
    expect(await page.locator('.ar-body p').count()).toBeGreaterThan(0);
    // The body goes on from the standfirst: no paragraph repeats it (ux.md, issue 15).
    const lead = await page.locator('.ar-lead').innerText();
    expect(await page.locator('.ar-body p').allInnerTexts()).not.toContain(lead);
    expect(await page.locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The league and the teams the article is about are links, and the match when it is about one:
    // the newest article may be a race's (a race is its league's page: no match to link).
    const leagueHref = (await page.locator('.ar-rel a[href*="/league/"]').first().getAttribute('href')) ?? '';
    const race = sportBySlug(leagueHref.split('/')[2] ?? '')?.noDuel ?? false;
    expect(await page.locator('.ar-rel a[href*="/league/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.ar-rel a[href*="/team/"]').count()).toBeGreaterThan(0);
    expect((await page.locator('.ar-rel a[href^="/ta/match/g_"]').count()) > 0).toBe(!race);
    const articleId = /\/ta\/news\/([A-Za-z0-9]+)\/$/.exec(page.url())?.[1] ?? '';
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline, inLanguage: 'ta' });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(page.url());
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(
      page.url().replace('/ta/', '/en/'),
    );
    await expectTamilOnly(page, [...(await articleNames(articleId)), ...(await namesOfLinkedArticles(page))]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('filters the news by sport and pages back in time', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/news/`);
    await page.locator('.nw-chip', { hasText: 'கிரிக்கெட்' }).click();
    await page.waitForURL(/\/ta\/news\/\?sport=cricket$/, { timeout: WAIT_MS });
    await page.locator('h1', { hasText: 'கிரிக்கெட் செய்திகள்' }).waitFor({ timeout: WAIT_MS });
    const older = page.locator('a[rel="next"]');
    if ((await older.count()) > 0) {
      await older.click();
      await page.waitForURL(/page=2/, { timeout: WAIT_MS });
      expect(await page.locator('.nw-h a').count()).toBeGreaterThan(0);
    }
    const list = decodeListFeed(await feed('nl_13_1')).news;
    expect(list.every((n) => n.sportId === 13)).toBe(true);
    await page.close();
  });

  it('opens a video of the article’s match', async () => {
    const list = decodeListFeed(await feed('nl_0_1')).news;
    let videoId: string | null = null;
    for (const n of list) {
      const article = decodeArticleFeed(await feed(`na_${n.id}`));
      if (article && article.videos[0]) {
        videoId = article.videos[0].id;
        break;
      }
    }
    expect(videoId).not.toBeNull();
    const page = await context.newPage();
    const res = await page.goto(`${site.origin}/ta/video/${videoId}/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('.ar-m').innerText()).resolves.toContain('கால அளவு');
    // The simulator has no clips: a poster of the match and a plain line, never "test data".
    expect(await page.locator('.vd-frame img').count()).toBe(1);
    await expect(page.locator('.vd-note').innerText()).resolves.toContain('வீடியோ இன்னும் கிடைக்கவில்லை');
    expect(await page.locator('main').innerText()).not.toContain('சோதனை');
    expect(await page.locator('.ar-rel a[href^="/ta/match/g_"]').count()).toBeGreaterThan(0);
    const video = await (await fetch(`${site.origin}/x/feed/nv_${videoId}`)).text();
    const names = [...video.matchAll(/NRE[HA]÷([^¬]+)/g)].map((m) => m[1] as string);
    await expectTamilOnly(page, names);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('finds a team from the header box in Tamil letters and in Latin letters, by keyboard', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/news/`);
    // The header's box (a page's <select> is a combobox too).
    const box = page.locator('.hs-q');
    // Suggestions need the app's JavaScript: wait until React has hydrated the box (its props are on it).
    await page.waitForFunction(
      () => Object.keys(document.querySelector('.hs-q') ?? {}).some((k) => k.startsWith('__reactProps')),
      undefined,
      { timeout: WAIT_MS },
    );

    await box.click();
    await box.pressSequentially('சென்னையின்', { delay: 60 });
    const option = page.getByRole('option', { name: /Chennaiyin FC/ });
    await option.waitFor({ timeout: WAIT_MS });
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    // Escape closes the list; ↓ opens it again and chooses the first suggestion.
    await box.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first().getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('option').first().innerText()).resolves.toContain('Chennaiyin FC');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await page.getByRole('option').first().getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/ta\/football\/team\/[A-Za-z0-9]+\/$/, { timeout: WAIT_MS });
    // The box is emptied for the next search.
    await expect(box.inputValue()).resolves.toBe('');

    const latin = page.locator('.hs-q');
    await latin.click();
    await latin.pressSequentially('chennai super', { delay: 60 });
    const csk = page.getByRole('option', { name: /Chennai Super Kings/ });
    await csk.waitFor({ timeout: WAIT_MS });
    await csk.click();
    await page.waitForURL(/\/ta\/cricket\/team\/[A-Za-z0-9]+\/$/, { timeout: WAIT_MS });
    await page.close();
  });

  it('answers the results page in Tamil for Tamil and Latin queries, grouped by kind', async () => {
    const page = await context.newPage();
    for (const q of ['இந்தியன் சூப்பர் லீக்', 'indian super']) {
      await page.goto(`${site.origin}/ta/search/?q=${encodeURIComponent(q)}`);
      const league = page.locator('.sx-g a[href*="/football/league/"]', { hasText: 'இந்தியன் சூப்பர் லீக்' });
      await expect(league.count()).resolves.toBe(1);
    }
    await page.goto(`${site.origin}/ta/search/?q=chennai`);
    const reply = (await (
      await fetch(`${site.origin}/api/v2/search/?q=chennai&limit=50`)
    ).json()) as SearchReply;
    // The fan's own query is shown back to them (heading, title): not a word of ours.
    const names = ['chennai', ...reply.hits.flatMap((h) => [h.name, h.teamName ?? ''])];
    await expectTamilOnly(page, names);
    expect(await seriousViolations(page)).toEqual([]);
    // Accents do not matter.
    const kaminski = (await (
      await fetch(`${site.origin}/api/v2/search/?q=kaminski&lang=en`)
    ).json()) as SearchReply;
    expect(kaminski.hits.some((h) => h.name.includes('Kamiński'))).toBe(true);
    // Without JavaScript the header box is a form that reaches the same page.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${site.origin}/ta/mobile/`);
    await plain.locator('.hs-q').fill('chennai');
    await plain.locator('.hs-q').press('Enter');
    await plain.waitForURL(/\/ta\/search\/\?q=chennai$/, { timeout: WAIT_MS });
    expect(await plain.locator('.sx-g a').count()).toBeGreaterThan(0);
    await noJs.close();
    await page.close();
  });

  it('lists /ta/ and /en/ pages in a valid sitemap named by robots.txt', async () => {
    const robots = await (await fetch(`${site.origin}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: \S*\/sitemap\.xml$/m);
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/mobile/`);
    const parse = (xml: string) =>
      page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
          alternates: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
        };
      }, xml);
    const index = await parse(await (await fetch(`${site.origin}/sitemap.xml`)).text());
    expect(index.error).toBe(false);
    expect(index.locs.length).toBeGreaterThan(2);
    for (const loc of index.locs) {
      const res = await fetch(loc.replace(/^https?:\/\/[^/]+/, site.origin));
      expect(res.status, loc).toBe(200);
      const part = await parse(await res.text());
      expect(part.error, loc).toBe(false);
      if (loc.endsWith('part=pages')) {
        expect(part.locs).toContain(`${site.origin}/ta/`);
        expect(part.locs).toContain(`${site.origin}/en/`);
        expect(part.locs).toContain(`${site.origin}/ta/cricket/`);
        expect(part.locs.some((l) => /\/ta\/news\/[A-Za-z0-9]+\/$/.test(l))).toBe(true);
        expect(part.alternates).toBe(part.locs.length * 3);
      }
      if (loc.includes('part=matches')) {
        // Spec 1 §3: cricket, golf and moto racing match pages are not indexed.
        expect(part.locs.some((l) => /\/match\/g_(13|23|33)_/.test(l))).toBe(false);
      }
    }
    await page.close();
  });

  it('has the mobile app page with its #android section', async () => {
    const page = await context.newPage();
    const res = await page.goto(`${site.origin}/ta/mobile/#android`);
    expect(res?.status()).toBe(200);
    const android = page.locator('#android');
    await expect(android.locator('h2').innerText()).resolves.toBe('ஆண்ட்ராய்டு');
    const inView = await android.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    });
    expect(inView).toBe(true);
    expect(await page.locator('a[href*="play.google"], a[href*="apps.apple"]').count()).toBe(0);
    await expectTamilOnly(page, []);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('answers an unknown page with a friendly Tamil 404: search and popular sports', async () => {
    const page = await context.newPage();
    const res = await page.goto(`${site.origin}/ta/no/such/page/`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('பக்கம் கிடைக்கவில்லை');
    expect(await page.locator('.lost form[role="search"] input[name="q"]').count()).toBe(1);
    expect(await page.locator('.lost a[href="/ta/cricket/"]').count()).toBe(1);
    await expectTamilOnly(page, []);
    expect(await seriousViolations(page)).toEqual([]);
    for (const path of ['/ta/news/nosuch/', '/ta/video/nosuch/', '/ta/news/?sport=chess']) {
      expect((await fetch(`${site.origin}${path}`)).status, path).toBe(404);
    }
    await page.close();
  });
});
