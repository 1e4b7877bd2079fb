/**
 * The match page as a fan uses it: from the board to the popup (688x900) and to the full page, its
 * tabs, live changes without a reload, a cricket scorecard, odds only where the region allows, Tamil
 * only, and no serious accessibility violation. One server with the simulator for the whole file,
 * with a geo-groups file where unknown visitors may see odds (with no age gate) and India may not:
 * a request says it comes from India with the trusted proxy header.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodeFeed,
  decodeFeedDocument,
  decodeScorecard,
  formatFeedName,
  MatchFeed,
  matchFeedName,
  StageType,
} from '@nerali/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts, properNames } from './names.ts';
import { atSimulatedMoment, launchChromium, type RunningSite, startSite, untilHydrated } from './support.ts';

const FLAGS = [
  'clickable',
  'show_odds_comparison_tab',
  'show_bookmaker_logo_in_summary',
  'logo_to_text_match_summary',
  'logo_to_text_bonus',
  'show_bookmaker_logo_odds_comparison',
  'clickable_bookmaker_logo_in_summary',
  'clickable_bookmaker_logo_odds_comparison',
  'odds_background_in_odds_comparison',
];
const group = (on: boolean) => ({
  ...Object.fromEntries(FLAGS.map((flag) => [flag, on && flag === 'show_odds_comparison_tab' ? '1' : '0'])),
  main_bookmaker_ids: [],
  age_gate: '0',
});
const INDIA = { 'x-geoip2-country-code': 'IN' };

/** Proper names a match page may show: the board's, and the players, coaches and bookmakers of its feeds. */
async function matchNames(origin: string, sportId: number, eventId: string): Promise<string[]> {
  const event = eventId.slice(2);
  const names = new Set(await properNames(origin, sportId, 0));
  const keys = new Set(['DPN', 'DPS', 'LP', 'LCO', 'LM', 'IP', 'IP2', 'PL', 'HHN', 'HAN', 'GT', 'OB', 'PIN']);
  // The summary's match information: venue, city, referee and channels are proper names.
  for (const key of ['MIV', 'MIC', 'MIR', 'MB']) keys.add(key);
  for (const feed of [
    `dc_1_${event}`,
    `d_su_${event}_ta_1`,
    `df_li_1_${event}`,
    `df_hh_1_${event}`,
    `df_od_1_${event}`,
  ]) {
    const body = await (await fetch(`${origin}/x/feed/${feed}`)).text();
    if (body === '0') continue;
    for (const row of decodeFeed(body)) for (const [key, value] of row) if (keys.has(key)) names.add(value);
  }
  // A cricket match's ball-by-ball scorecard names its fielders, umpires and ground.
  const card = await fetch(`${origin}/x/feed/${matchFeedName(MatchFeed.scorecard, eventId)}`);
  const cardBody = card.ok ? await card.text() : '0';
  const scorecard = cardBody.length >= 4 ? decodeScorecard(cardBody) : null;
  for (const name of [scorecard?.venue, scorecard?.playerOfMatch, ...(scorecard?.umpires ?? [])])
    if (name) names.add(name);
  for (const innings of scorecard?.innings ?? [])
    for (const batter of innings.batting)
      for (const name of (batter.out?.fielder ?? '').split('/')) if (name) names.add(name);
  const header = await (await fetch(`${origin}/x/feed/dc_1_${event}`)).text();
  for (const row of decodeFeed(header))
    for (const [key, value] of row) if (key === 'DLN_ta' || key === 'DCN_ta') names.add(value);
  // The pitch drawing writes players by surname.
  return [...names].flatMap((name) => [name, ...name.split(/\s+/)]);
}

/**
 * A live event of a sport (at support.ts's SIMULATED_MOMENT_MS): with `stages`, one in one of
 * those stages (a basketball quarter, not a break); with `feed`, one whose feed of that prefix has data.
 */
async function liveEvent(
  origin: string,
  sportId: number,
  options: { stages?: readonly number[]; feed?: (event: string) => string } = {},
): Promise<string> {
  const name = formatFeedName({ kind: 'full', sportId, day: 0, tzMinutes: 330, lang: 'ta', projectType: 1 });
  const doc = decodeFeedDocument(await (await fetch(`${origin}/x/feed/${name}`)).text());
  // The most recently started period first: the one least likely to end (a half-time, the final
  // whistle) while a test waits for it to change.
  const live = doc.events
    .filter(({ patch }) => patch.stageType === StageType.live)
    .filter(({ patch }) => !options.stages || options.stages.includes(Number(patch.stage)))
    .sort((a, b) => Number(b.patch.stageStartTime ?? 0) - Number(a.patch.stageStartTime ?? 0))
    .map(({ patch }) => patch.id);
  for (const id of live) {
    if (!options.feed) return id;
    const body = await (await fetch(`${origin}/x/feed/${options.feed(id.slice(2))}`)).text();
    if (body !== '0') return id;
  }
  throw new Error(`no live event of sport ${sportId}`);
}

async function noEnglish(page: Page, names: readonly string[]): Promise<string[]> {
  return englishWords(await pageTexts(page), names);
}

describe('the match page in a real browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nerali-match-geo-'));
    const geo = join(dir, 'geo-groups.json');
    await writeFile(geo, JSON.stringify({ default: group(true), IN: group(false) }));
    site = await startSite({
      STORAGE: 'memory',
      GEO_GROUPS_CONFIG: geo,
      TRUST_PROXY_GEO: 'geoip2',
      ...atSimulatedMoment(),
    });
    browser = await launchChromium();
    context = await browser.newContext({
      timezoneId: 'Asia/Kolkata',
      locale: 'ta-IN',
      viewport: { width: 1200, height: 900 },
      extraHTTPHeaders: INDIA,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens a live football match from the board in a 688x900 popup; the full page works', async () => {
    const page = await context.newPage();
    // Record how the page asks for the popup window (the size is the page's request, spec 1 §2).
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (url?: string | URL, target?: string, features?: string) => {
        (window as unknown as { opened: unknown[] }).opened = [url, target, features];
        return open(url, target, features);
      };
    });
    await page.goto(`${site.origin}/ta/?tab=live`);
    const row = page.locator('li[data-event-id][data-live="true"]').first();
    await row.waitFor({ timeout: 30_000 });
    const eventId = (await row.getAttribute('data-event-id')) ?? '';
    const link = row.locator('a.ev-open');
    expect(await link.getAttribute('href')).toBe(`/ta/match/${eventId}/`);
    // Hydrated first: before that the link is a plain link to the full page (paint-first.ts), which
    // a busy machine showed by taking the click there.
    await untilHydrated(link);
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState('load');
    expect(popup.url()).toBe(`${site.origin}/ta/match/${eventId}/?popup=1`);
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
      `/ta/match/${eventId}/`.concat('?popup=1'),
      'nerali-match',
      expect.stringContaining('width=688,height=900'),
    ]);
    // The board stays where it was; the popup is a compact frame with a link to the full page.
    expect(page.url()).toBe(`${site.origin}/ta/?tab=live`);
    expect(await popup.locator('.skip').count()).toBe(0);
    expect(await popup.locator('nav.sports, .sports').count()).toBe(0);
    const full = popup.locator('.pop-bar a');
    expect(await full.textContent()).toBe('முழுப் பக்கத்தில் திறக்க');
    expect(await popup.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site.origin}/ta/match/${eventId}/`,
    );
    await popup.close();

    // The full page: the site's frame, the header with both teams, the tabs.
    const res = await page.goto(`${site.origin}/ta/match/${eventId}/`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('.skip').count()).toBe(1);
    expect(await page.locator('.mh-team').count()).toBe(2);
    expect(await page.locator('.mh-status').textContent()).toMatch(/பாதி|இடைவேளை|கூடுதல்|நேரலை/);
    await page.close();
  });

  it('on a phone, a tap on a match goes to its full page', async () => {
    const phone = await browser.newContext({
      viewport: { width: 400, height: 800 },
      extraHTTPHeaders: INDIA,
    });
    const page = await phone.newPage();
    await page.goto(`${site.origin}/ta/?tab=live`);
    const row = page.locator('li[data-event-id][data-live="true"]').first();
    await row.waitFor({ timeout: 30_000 });
    const eventId = (await row.getAttribute('data-event-id')) ?? '';
    await row.locator('a.ev-open').click();
    await page.waitForURL(`${site.origin}/ta/match/${eventId}/`, { timeout: 30_000 });
    expect(phone.pages()).toHaveLength(1);
    await phone.close();
  });

  it('shows incidents, the line-ups on a pitch, statistics and head-to-head, in Tamil only', async () => {
    // One with incidents (df_sur has only them; d_su also carries the match information).
    const eventId = await liveEvent(site.origin, 1, { feed: (event) => `df_sur_1_${event}` });
    const names = await matchNames(site.origin, 1, eventId);
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/match/${eventId}/`);
    await page.locator('.sm-list .inc').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.sm-ph').first().textContent()).toMatch(/முதல் பாதி|இரண்டாம் பாதி/);
    // The momentum graph (bars a minute, a Tamil sentence per half) and the match information.
    const graph = page.locator('.mo svg[role="img"]');
    expect(await graph.getAttribute('aria-label')).toMatch(/^ஆட்டத்தின் போக்கு வரைபடம்.*முதல் பாதி: .*அழுத்தம்/);
    expect(await page.locator('.mo rect').count()).toBeGreaterThan(0);
    const info = page.locator('.mi');
    expect(await info.locator('.card-h').textContent()).toBe('போட்டித் தகவல்');
    // Football always has its referee; the venue and crowd only where the world knows the ground.
    expect(await info.locator('dt').allTextContents()).toContain('நடுவர்');
    expect(await noEnglish(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // Both crests come from the crest route and load under the page's CSP (issue 15 point 4).
    const crests = page.locator('.mh-crest');
    expect(await crests.count()).toBe(2);
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLImageElement>('.mh-crest')].every((img) => img.complete),
      null,
      { timeout: 30_000 },
    );
    const widths = await crests.evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).naturalWidth),
    );
    expect(widths.every((w) => w > 0)).toBe(true);

    await page.locator('.mtabs a', { hasText: 'அணி வரிசை' }).click();
    await page.waitForURL(`${site.origin}/ta/match/${eventId}/lineups/`);
    await page.locator('.pitch svg').waitFor({ timeout: 30_000 });
    expect(await page.locator('.pitch .pt-dot').count()).toBe(22);
    // Each side in its own kit: two shirt colours on the pitch.
    const fills = await page
      .locator('.pitch .pt-dot')
      .evaluateAll((dots) => [...new Set(dots.map((dot) => dot.getAttribute('fill')))]);
    expect(fills).toHaveLength(2);
    expect(await noEnglish(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('.mtabs a', { hasText: 'புள்ளிவிவரம்' }).click();
    await page.waitForURL(`${site.origin}/ta/match/${eventId}/stats/`);
    await page.locator('.st-l').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.st-list').textContent()).toContain('பந்து');
    expect(await noEnglish(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('.mtabs a', { hasText: 'நேருக்கு நேர்' }).click();
    await page.waitForURL(`${site.origin}/ta/match/${eventId}/h2h/`);
    await page.locator('.hh').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.hh-rec').first().textContent()).toMatch(/வெற்றி/);
    expect(await noEnglish(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('sees the score change live without a reload', async () => {
    // Basketball scores move every half minute or so while a quarter is played (stages 22-25).
    const eventId = await liveEvent(site.origin, 3, { stages: [22, 23, 24, 25] });
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/match/${eventId}/`);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const score = page.locator('.mh-score');
    const before = await score.textContent();
    await page.waitForFunction((text) => document.querySelector('.mh-score')?.textContent !== text, before, {
      timeout: 150_000,
    });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(await page.locator('.conn').textContent()).toBe('நேரலை இணைப்பு');
    await page.close();
  }, 200_000);

  it('gives a cricket match its scorecard and keeps the page out of the index', async () => {
    const eventId = await liveEvent(site.origin, 13);
    const names = await matchNames(site.origin, 13, eventId);
    const page = await context.newPage();
    const res = await page.goto(`${site.origin}/ta/match/${eventId}/scorecard/`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.locator('.sc').first().waitFor({ timeout: 30_000 });
    // The card of the incidents (.sc-total) or the ball-by-ball one (.ck-total) once df_sc is served.
    expect(await page.locator('.sc-total, .ck-total').first().textContent()).toMatch(/\d+\/\d+|ஆல் அவுட்/);
    expect(await page.locator('main').textContent()).toContain('ஓவர்கள்');
    expect(await noEnglish(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('lists a tennis match game by game under each set, in the page flow', async () => {
    const eventId = await liveEvent(site.origin, 2, {
      feed: (event) => matchFeedName(MatchFeed.matchHistory, event),
    });
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/match/${eventId}/history/`);
    const games = page.locator('main .gh');
    await games.first().waitFor({ timeout: 30_000 });
    // Each set's list sits inside its card, below the set's heading (the header search's styles once
    // took these lists out of the flow: the cards showed their headings only).
    const layout = await page
      .locator('main .gh-list')
      .first()
      .evaluate((list) => {
        const card = list.closest('section');
        const heading = card?.querySelector('h2');
        const box = list.getBoundingClientRect();
        const cardBox = card?.getBoundingClientRect();
        return {
          position: getComputedStyle(list).position,
          height: box.height,
          inside: cardBox !== undefined && box.top >= cardBox.top && box.bottom <= cardBox.bottom + 1,
          belowHeading: heading ? box.top >= heading.getBoundingClientRect().bottom - 1 : false,
        };
      });
    expect(layout).toMatchObject({ position: 'static', inside: true, belowHeading: true });
    expect(layout.height).toBeGreaterThan(20);
    expect(await games.first().innerText()).toContain('வென்றார்');
    await page.close();
  });

  it('has no odds for a visitor from India, and converted odds where the region allows them', async () => {
    const eventId = await liveEvent(site.origin, 1);
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/match/${eventId}/`);
    expect(await page.locator('.mtabs a', { hasText: 'பந்தய விகிதங்கள்' }).count()).toBe(0);
    expect((await page.goto(`${site.origin}/ta/match/${eventId}/odds/`))?.status()).toBe(404);
    await page.close();

    const elsewhere = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    await elsewhere.addCookies([{ name: 'odds_format', value: 'uk', url: site.origin }]);
    const visitor = await elsewhere.newPage();
    await visitor.goto(`${site.origin}/ta/match/${eventId}/`);
    await visitor.locator('.mtabs a', { hasText: 'பந்தய விகிதங்கள்' }).click();
    await visitor.waitForURL(`${site.origin}/ta/match/${eventId}/odds/`);
    await visitor.locator('.oc-t').first().waitFor({ timeout: 30_000 });
    expect(await visitor.locator('.oc-meta').textContent()).toContain('பின்ன');
    const prices = await visitor.locator('.oc-p').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => /^\d+\/\d+$|^-$/.test(p.trim()))).toBe(true);
    // Each price stands in its own column, under its selection's heading (the sport page's odds
    // styles once made these cells inline boxes that piled up under the first heading).
    const columns = await visitor
      .locator('.oc-t')
      .first()
      .evaluate((table) => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right };
        };
        const row = table.querySelector('tbody tr');
        return {
          heads: [...table.querySelectorAll('thead th')].map(box),
          cells: row ? [...row.children].map(box) : [],
        };
      });
    expect(columns.cells.length).toBe(columns.heads.length);
    columns.cells.forEach((cell, i) => {
      const head = columns.heads[i] ?? { left: NaN, right: NaN };
      expect(Math.abs(cell.left - head.left), `column ${i}`).toBeLessThan(2);
      expect(Math.abs(cell.right - head.right), `column ${i}`).toBeLessThan(2);
    });
    const names = await matchNames(site.origin, 1, eventId);
    expect(await noEnglish(visitor, names)).toEqual([]);
    expect(await seriousViolations(visitor)).toEqual([]);
    await elsewhere.close();
  });

  it('answers a malformed id, an unknown match and a tab the sport lacks with a Tamil 404', async () => {
    const eventId = await liveEvent(site.origin, 1);
    for (const path of [
      '/ta/match/not-an-id/',
      '/ta/match/g_1_Nothing0000/',
      `/ta/match/${eventId}/scorecard/`,
    ]) {
      const res = await fetch(`${site.origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('பக்கம் கிடைக்கவில்லை');
    }
  });
});
