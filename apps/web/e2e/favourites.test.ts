/**
 * Favourites as a fan uses them, in Debian's Chromium against the real site: star a game and find it
 * in My games in another tab of the same browser, the My games limit alert (once per bulk add), a
 * visitor's pin (the sign-in prompt), a folded league after a reload, Tamil only, no serious axe issue.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFeedDocument } from '@nerali/domain';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts, properNames } from './names.ts';
import { launchChromium, type RunningSite, sharedSite } from './support.ts';

const WAIT = { timeout: 30_000 };

/** The favourites store has read the browser's storage: the page is hydrated and its stars work. */
async function favouritesReady(page: Page): Promise<void> {
  await page.waitForSelector('.fav-menu a[href$="/favourites/"]', WAIT);
}

/** A football row that can be followed (today's, with a star), its event id. */
async function firstGame(page: Page): Promise<string> {
  const id = await page.getAttribute('li[data-event-id] button[data-fav-game]', 'data-fav-game', WAIT);
  if (!id) throw new Error('no game with a star on the board');
  return id;
}

/** Stored games in the spec's form: `n` football games starting in an hour. */
function storedGames(n: number, nowS: number): string {
  const games: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    games[`g_1_fill${String(i).padStart(6, '0')}`] = {
      sport_id: 1,
      labl_id: '1_fill',
      m_day: 0,
      m_ok: 1,
      m_expire_date: nowS + 3 * 86400,
      AD: nowS + 3600,
      AB: 1,
      noDuel: false,
      mgGroup: '0',
    };
  }
  return JSON.stringify(games);
}

describe('favourites in a real browser', () => {
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

  it('a game starred on the board shows in My games in another tab of the same browser', async () => {
    const board = await context.newPage();
    await board.goto(`${site.origin}/ta/`);
    await favouritesReady(board);
    const mine = await context.newPage();
    await mine.goto(`${site.origin}/ta/favourites/`);
    await mine.waitForSelector('text=நீங்கள் இன்னும் எந்தப் போட்டியையும் பின்தொடரவில்லை', WAIT);

    const id = await firstGame(board);
    const star = board.locator(`button[data-fav-game="${id}"]`);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), WAIT).toBe('true');
    // The other tab polls the sync timestamp every 500 ms, then loads the game's feed.
    await mine.waitForSelector(`li[data-event-id="${id}"]`, WAIT);
    expect(await mine.getAttribute(`li[data-event-id="${id}"] button[data-fav-game]`, 'aria-pressed')).toBe(
      'true',
    );

    // The sport page's My games tab (category 5) lists it too.
    await board.goto(`${site.origin}/ta/?tab=mygames`);
    await board.waitForSelector(`li[data-event-id="${id}"]`, WAIT);
    await board.close();
    await mine.close();
  });

  it('says the My games limit once per bulk add', async () => {
    const limitContext = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const page = await limitContext.newPage();
    await page.goto(`${site.origin}/ta/`);
    const nowS = Math.floor(Date.now() / 1000);
    await page.evaluate(
      ([games]) => {
        localStorage.setItem('nrl_mygames', games ?? '');
        localStorage.setItem('nrl_fav_ts', String(Date.now()));
      },
      [storedGames(499, nowS)],
    );
    await page.reload();
    await favouritesReady(page);
    // A league with at least three games today: its star adds them all at once; 499 + 3 > 500.
    const leagueId = await page.evaluate(() => {
      for (const button of document.querySelectorAll('button[data-fav-all]')) {
        const section = button.closest('section');
        if (section && section.querySelectorAll('li[data-event-id]').length >= 3) {
          return button.getAttribute('data-fav-all');
        }
      }
      return null;
    });
    expect(leagueId).not.toBeNull();
    await page.click(`button[data-fav-all="${leagueId}"]`);
    const alert = page.locator('[role="alert"][data-fav-alert="limit"]');
    await alert.waitFor(WAIT);
    expect(await alert.count()).toBe(1);
    expect(await alert.getAttribute('data-seq')).toBe('1');
    expect(await alert.innerText()).toContain('நிரம்பிவிட்டது');
    const stored = await page.evaluate(
      () => Object.keys(JSON.parse(localStorage.getItem('nrl_mygames') ?? '{}')).length,
    );
    expect(stored).toBe(500);
    await limitContext.close();
  });

  it('a visitor pinning a league is asked to sign in, and nothing is pinned', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/`);
    await favouritesReady(page);
    const pin = page.locator('button[data-fav-pin]').first();
    expect(await pin.getAttribute('aria-label')).toMatch(/என் தொடர்களில்$/);
    await pin.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[data-fav-signin]');
    await dialog.waitFor(WAIT);
    expect(await dialog.innerText()).toContain('இந்த வசதி உள்நுழைந்த பயனர்களுக்கு மட்டுமே');
    expect(await dialog.locator('a').getAttribute('href')).toBe('/ta/account/login/');
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await page.close();
  });

  it('a folded league stays folded after a reload', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/`);
    await favouritesReady(page);
    const fold = page.locator('button[data-fav-fold]').first();
    const leagueId = await fold.getAttribute('data-fav-fold');
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    await fold.click();
    await expect.poll(() => fold.getAttribute('aria-expanded'), WAIT).toBe('false');
    expect(await page.locator(`[id="evs-${leagueId}"]`).count()).toBe(0);
    await page.reload();
    // Folded in the HTML the server sent (the cookie), before any script.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`data-fav-fold="${leagueId}"`);
    expect(html).not.toContain(`id="evs-${leagueId}"`);
    const after = page.locator(`button[data-fav-fold="${leagueId}"]`);
    expect(await after.getAttribute('aria-expanded')).toBe('false');
    await after.click();
    await expect.poll(() => after.getAttribute('aria-expanded'), WAIT).toBe('true');
    await page.close();
  });

  it('the Tamil favourites pages have no English word and no serious accessibility violation', async () => {
    const names = [
      ...(await properNames(site.origin, 1, 0)),
      ...(await properNames(site.origin, 1, 1)),
      ...(await properNames(site.origin, 1, -1)),
    ];
    const page = await context.newPage();
    for (const tab of ['', 'teams/', 'leagues/', 'players/', 'feed/']) {
      await page.goto(`${site.origin}/ta/favourites/${tab}`);
      await favouritesReady(page);
      await page.waitForFunction(() => !document.querySelector('.fav-page .fav-loading'), null, WAIT);
      expect(await page.title()).toMatch(/நேரலை$/);
      expect(englishWords(await pageTexts(page), names), tab).toEqual([]);
      expect(await seriousViolations(page), tab).toEqual([]);
    }
    // My games in groups: the setting's button, the group chooser and the group lists.
    await page.goto(`${site.origin}/ta/favourites/`);
    await page.waitForSelector('.fav-games', WAIT);
    await page.click('.fav-games > button[aria-pressed="false"]');
    await page.waitForSelector('.fav-groups select', WAIT);
    expect(englishWords(await pageTexts(page), names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // The board with its stars, pins and fold buttons.
    await page.goto(`${site.origin}/ta/`);
    await favouritesReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('a team followed on its page is listed under My teams', async () => {
    const feed = await (await fetch(`${site.origin}/x/feed/f_1_0_330_ta_1`)).text();
    const team = decodeFeedDocument(feed).events.find((e) => e.patch.homeId)?.patch;
    if (!team?.homeId || !team.homeName) throw new Error('no team in today’s football feed');
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/football/team/${team.homeId}/`);
    await favouritesReady(page);
    const follow = page.locator(`button[data-fav-team="${team.homeId}"]`);
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed'), WAIT).toBe('true');
    await page.goto(`${site.origin}/ta/favourites/teams/`);
    await page.waitForSelector(`.fav-people a[href="/ta/football/team/${team.homeId}/"]`, WAIT);
    expect(await page.locator('.fav-people').innerText()).toContain(team.homeName);
    await page.close();
  });

  it('unreadable stored favourites stop loading without breaking the page', async () => {
    const broken = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
    const page = await broken.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.origin}/ta/favourites/`);
    await page.evaluate(() => localStorage.setItem('nrl_mygames', '{"g_1_abcdefgh": {'));
    await page.reload();
    await page.waitForSelector('text=இந்த உலாவியில் சேமித்த விருப்பங்களைப் படிக்க முடியவில்லை', WAIT);
    expect(errors).toEqual([]);
    // The board still works, and a new star is saved afresh.
    await page.goto(`${site.origin}/ta/`);
    await favouritesReady(page);
    const id = await firstGame(page);
    await page.click(`button[data-fav-game="${id}"]`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('nrl_mygames') ?? '{}'));
    expect(Object.keys(stored)).toEqual([id]);
    await broken.close();
  });
});
