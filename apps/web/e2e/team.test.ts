/**
 * Participant, player and rankings pages as a fan uses them, against the real server with the
 * simulator: from a football match to a team, its results, fixtures, squad and transfers, on to a
 * player's profile; a driver's page of races; the tennis rankings and the live ranking kept current;
 * Tamil 404s. Every /ta page shows no English word but proper names, and no serious axe violation.
 */
import { decodeFeedDocument, decodeRankingIndexFeed, StageType } from '@nerali/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts, properNames } from './names.ts';
import { launchChromium, type RunningSite, sharedSite } from './support.ts';

const WAIT_MS = 30_000;

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

async function feed(name: string): Promise<string> {
  return (await fetch(`${site.origin}/x/feed/${name}`)).text();
}

/** Proper names the page may show: every value with Latin letters in the feeds it is made of. */
async function namesIn(...feeds: string[]): Promise<string[]> {
  const names = new Set<string>();
  for (const name of feeds) {
    for (const m of (await feed(name)).matchAll(/÷([^¬~]*)/g))
      if (m[1] && /[A-Za-z]/.test(m[1])) names.add(m[1]);
  }
  return [...names];
}

async function expectTamilOnly(page: Page, allowed: readonly string[]): Promise<void> {
  expect(englishWords(await pageTexts(page), allowed), page.url()).toEqual([]);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page), page.url()).toEqual([]);
}

/** No sideways scrolling of the page itself at a phone width (wide tables scroll inside their box). */
async function expectFits(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} at ${width}px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1100, height: 900 });
}

describe('participant, player and rankings pages', () => {
  it('a fan opens a team from a football match: results, fixtures, squad, transfers, a player', async () => {
    const doc = decodeFeedDocument(await feed('f_1_-1_330_ta_1'));
    const finished = doc.events.find((e) => e.patch.stageType === StageType.finished && e.patch.homeId);
    if (!finished) throw new Error('no finished football match yesterday');
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/match/${finished.patch.id}/`);
    const teamLink = page.locator('a[href^="/ta/football/team/"]').first();
    await teamLink.waitFor({ timeout: WAIT_MS });
    await teamLink.click();
    await page.waitForURL(/\/ta\/football\/team\/[A-Za-z0-9]+\/$/, { timeout: WAIT_MS });
    const teamId = new URL(page.url()).pathname.split('/')[4] ?? '';
    const heading = await page.locator('h1').textContent();
    expect(heading?.trim()).toBeTruthy();
    await expect.poll(() => page.title()).toContain(heading?.trim() ?? '');

    const allowed = [
      ...(await properNames(site.origin, 1, -1)),
      ...(await properNames(site.origin, 1, 0)),
      ...(await namesIn(
        `p_${teamId}_ta_1`,
        `pl_330_${teamId}_1_ta`,
        `pr_${teamId}_1_ta`,
        `pf_${teamId}_1_ta`,
        `psq_${teamId}_ta`,
        `tetr_${teamId}_1_1`,
        `pij_${teamId}_ta`,
        `pnf_${teamId}_1`,
      )),
    ];
    expect(await page.locator('.tm-tabs a[aria-current="page"]').count()).toBe(1);
    await expectTamilOnly(page, allowed);
    await expectAccessible(page);
    await expectFits(page, 640);

    for (const [tab, rows] of [
      ['results', '[data-event-id]'],
      ['fixtures', '[data-event-id]'],
      ['squad', 'a[href^="/ta/football/player/"]'],
      ['transfers', '.tm-table tbody tr'],
    ] as const) {
      await page.locator(`.tm-tabs a[href="/ta/football/team/${teamId}/${tab}/"]`).click();
      await page.waitForURL(`**/team/${teamId}/${tab}/`, { timeout: WAIT_MS });
      await page.locator(rows).first().waitFor({ timeout: WAIT_MS });
      expect(await page.locator(rows).count(), tab).toBeGreaterThan(0);
      await expectTamilOnly(page, allowed);
      await expectAccessible(page);
    }

    // From the transfers back to the squad, and on to a player's profile.
    await page.locator(`.tm-tabs a[href="/ta/football/team/${teamId}/squad/"]`).click();
    // The transfers table links players too: wait for the squad itself before taking one.
    await page.waitForURL(`**/team/${teamId}/squad/`, { timeout: WAIT_MS });
    const player = page.locator('.tm-squad a[href^="/ta/football/player/"]').first();
    await player.waitFor({ timeout: WAIT_MS });
    const playerName = (await player.textContent())?.trim() ?? '';
    await player.click();
    await page.waitForURL(/\/ta\/football\/player\/[A-Za-z0-9]+\/$/, { timeout: WAIT_MS });
    await expect.poll(() => page.locator('h1').textContent()).toBe(playerName);
    const playerId = new URL(page.url()).pathname.split('/')[4] ?? '';
    const text = await pageTexts(page);
    expect(text).toContain('வயது');
    expect(text).toContain('சமீபத்திய போட்டிகள்');
    expect(await page.locator(`a[href="/ta/football/team/${teamId}/"]`).count()).toBeGreaterThan(0);
    await expectTamilOnly(page, [...allowed, ...(await namesIn(`pp_${playerId}_ta`))]);
    await expectAccessible(page);
    await page.close();
  });

  it("a driver's page without duels: his races with place and time", async () => {
    const doc = decodeFeedDocument(await feed('f_32_-1_330_ta_1'));
    const entry = doc.events.find((e) => e.patch.stageType === StageType.finished && e.patch.homeId);
    if (!entry?.patch.homeId) throw new Error('no auto race yesterday');
    const id = entry.patch.homeId;
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/auto-racing/team/${id}/results/`);
    await page.locator('table.tm-races tbody tr').first().waitFor({ timeout: WAIT_MS });
    expect(await page.locator('.tm-r-rank').first().textContent()).toMatch(/\d+\.|\S/);
    const allowed = await namesIn(`p_${id}_ta_1`, `pr_${id}_1_ta`, `pl_330_${id}_1_ta`);
    await expectTamilOnly(page, allowed);
    await expectAccessible(page);
    await page.goto(`${site.origin}/ta/auto-racing/team/${id}/`);
    await page.locator('h1').waitFor({ timeout: WAIT_MS });
    await expectTamilOnly(page, allowed);
    await expectFits(page, 640);
    await page.close();
  });

  it('tennis rankings: the list, then the live ranking kept current', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/tennis/rankings/`);
    const allowed = await namesIn('rnk_2', 'ran_tennis-men-live_1', 'ran_tennis-men-live_2');
    await expectTamilOnly(page, allowed);
    await expectAccessible(page);
    const liveLink = page
      .locator('.rk-list li', { has: page.locator('.rk-live') })
      .locator('a')
      .first();
    await liveLink.click();
    await page.waitForURL(/\/ta\/tennis\/rankings\/[A-Za-z0-9_-]+\/$/, { timeout: WAIT_MS });
    const rankingId = new URL(page.url()).pathname.split('/')[4] ?? '';
    const size = decodeRankingIndexFeed(await feed('rnk_2')).find((r) => r.id === rankingId)?.rowCount ?? 0;
    await page.locator('tbody tr[data-participant-id]').first().waitFor({ timeout: WAIT_MS });
    expect(await page.locator('tbody tr[data-participant-id]').count()).toBe(Math.min(100, size));
    expect(await page.locator('h1 + .rk-live, .tm-title .rk-live').count()).toBe(1);
    // The live ranking asks for its feed again while it is open.
    const poll = await page.waitForResponse((res) => /\/x\/feed\/ral_/.test(res.url()), { timeout: WAIT_MS });
    expect([200, 304]).toContain(poll.status());
    await expectTamilOnly(page, allowed);
    await expectAccessible(page);
    await expectFits(page, 640);
    await page.close();
  });

  it('unknown ids, tabs and pages are Tamil 404 pages', async () => {
    for (const path of [
      '/ta/football/team/nobody/',
      '/ta/football/team/abc/odds/',
      '/ta/football/player/a-b/',
      '/ta/basketball/rankings/',
      '/ta/tennis/rankings/nothere/',
    ]) {
      const res = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('பக்கம் கிடைக்கவில்லை');
    }
  });
});
