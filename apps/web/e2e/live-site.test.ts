/**
 * The site as a visitor sees it: the real server with the simulator, Debian's Chromium, the built app.
 */
import { decodeFeedDocument, SPORTS, StageType } from '@nerali/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWords, pageTexts, properNames } from './names.ts';
import { launchChromium, type RunningSite, momentSite } from './support.ts';

const SPORT_PAGES = [
  { path: '/ta/', sportId: 1 },
  { path: '/ta/tennis/', sportId: 2 },
  { path: '/ta/basketball/', sportId: 3 },
  { path: '/ta/cricket/', sportId: 13 },
  { path: '/ta/kabaddi/', sportId: 42 },
];

/** Score texts of the live rows, by event id. */
async function liveScores(page: Page): Promise<Map<string, string>> {
  const entries = await page.$$eval('li[data-event-id][data-live="true"]', (rows) =>
    rows.map((row) => [
      row.getAttribute('data-event-id') ?? '',
      [...row.querySelectorAll('.ev-sc')].map((el) => el.textContent ?? '').join('-'),
    ]),
  );
  return new Map(entries as [string, string][]);
}

describe('the live Tamil site in a real browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    // Real-time play: basketball scores change every few seconds at any hour. The shared site
    // (shared-site.ts), at the simulated moment: every sport of SPORT_PAGES has matches that day.
    site = momentSite();
    browser = await launchChromium();
    context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the day’s matches in the first HTML, in Tamil, with no spinner', async () => {
    const res = await fetch(`${site.origin}/ta/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ta"');
    expect(html).toContain('கால்பந்து');
    const names = await properNames(site.origin, 1, 0);
    expect(names.length).toBeGreaterThan(10);
    // Team names of today's matches are in the HTML itself, before any script runs.
    const inHtml = names.filter((name) => html.includes(name.replaceAll('&', '&amp;')));
    expect(inHtml.length).toBeGreaterThan(names.length / 2);
  });

  it('renders a page once for concurrent visitors, never sharing a personal one', async () => {
    // A page no other test asks for: its first requests are concurrent misses. (Once a copy exists,
    // an expired one is served while the next renders, so bodies may differ across that moment.)
    const url = `${site.origin}/ta/cricket/?day=-6`;
    const answers = await Promise.all([1, 2, 3].map(() => fetch(url)));
    const states = answers.map((res) => res.headers.get('x-render-cache'));
    expect(states.filter((s) => s === 'miss').length).toBeLessThanOrEqual(1);
    // 'stale': a copy past its second, served while the next one renders (RENDER_STALE_MS).
    expect(states.filter((s) => s === 'hit' || s === 'stale').length).toBeGreaterThanOrEqual(2);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
    const personal = await fetch(url, { headers: { cookie: 'session=abc; tz=330' } });
    expect(personal.status).toBe(200);
    expect(personal.headers.get('x-render-cache')).toBeNull();
  });

  it('never repeats a forged Host header in the links of a page', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${site.origin}/ta/`);
    const html = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: '/ta/', headers: { host: 'evil.example"><x' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<link rel="canonical"');
  });

  it('shows no English word on /ta pages other than proper names', async () => {
    const page = await context.newPage();
    for (const { path, sportId } of SPORT_PAGES) {
      for (const query of ['', '?tab=live', '?day=-1&tab=finished', '?day=1&tab=scheduled']) {
        await page.goto(`${site.origin}${path}${query}`, { waitUntil: 'load' });
        const day = query.includes('day=-1') ? -1 : query.includes('day=1') ? 1 : 0;
        const allowed = await properNames(site.origin, sportId, day);
        const words = englishWords(await pageTexts(page), allowed);
        expect(words, `${path}${query}`).toEqual([]);
      }
    }
    await page.goto(`${site.origin}/ta/no-such-sport/`);
    expect(englishWords(await pageTexts(page), [])).toEqual([]);
    await page.close();
  });

  it('changes a live score by itself, without a reload', async () => {
    const page = await context.newPage();
    // `load` fires once per document; history.replaceState (scroll restoration) does not count.
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${site.origin}/ta/basketball/?tab=live`, { waitUntil: 'load' });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const before = await liveScores(page);
    expect(before.size).toBeGreaterThan(0);
    let changed: string | undefined;
    const deadline = Date.now() + 90_000;
    while (!changed && Date.now() < deadline) {
      await page.waitForTimeout(500);
      const now = await liveScores(page);
      changed = [...now].find(([id, score]) => before.has(id) && before.get(id) !== score)?.[0];
    }
    expect(changed, 'a live score changed within 90 s').toBeTruthy();
    // The changed row is highlighted, and the document is the same one (no reload).
    expect(await page.locator(`li[data-event-id="${changed}"]`).getAttribute('class')).toMatch(
      /hl|highlight|changed/,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(loads).toBe(1);
    await page.close();
  });

  it('keeps scores live by polling when the socket cannot connect', async () => {
    const page = await context.newPage();
    await page.routeWebSocket(/\/x\/push/, (ws) => ws.close());
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/x/feed/u_3_1')) updates.push(request.url());
    });
    await page.goto(`${site.origin}/ta/basketball/?tab=live`, { waitUntil: 'load' });
    const before = await liveScores(page);
    let changed = false;
    const deadline = Date.now() + 90_000;
    while (!changed && Date.now() < deadline) {
      await page.waitForTimeout(500);
      const now = await liveScores(page);
      changed = [...now].some(([id, score]) => before.has(id) && before.get(id) !== score);
    }
    expect(updates.length).toBeGreaterThan(0);
    expect(changed).toBe(true);
    await page.close();
  });

  it('switches day and tab with the day in the URL', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'அடுத்த நாள்' }).click();
    await page.waitForURL(/day=1/);
    // Tomorrow's board: scheduled matches only, once the new day's data is drawn.
    await expect
      .poll(
        async () => ({
          rows: (await page.locator('li[data-event-id]').count()) > 0,
          live: await page.locator('li[data-event-id][data-live="true"]').count(),
        }),
        { timeout: 15_000 },
      )
      .toEqual({ rows: true, live: 0 });

    await page.getByRole('link', { name: 'முந்தைய நாள்' }).click();
    await page.waitForURL((url) => !url.search.includes('day=1'));
    await page
      .getByRole('link', { name: /^நேரலை/ })
      .first()
      .click();
    await page.waitForURL(/tab=live/);
    // The URL changes before React draws the live tab, and today's data may still be on its way (an
    // empty live tab drawn from tomorrow's board): wait for the rendered state, live rows only.
    await expect
      .poll(
        async () => ({
          rows: (await page.locator('li[data-event-id]').count()) > 0,
          notLive: await page.locator('li[data-event-id]:not([data-live="true"])').count(),
        }),
        { timeout: 15_000 },
      )
      .toEqual({ rows: true, notLive: 0 });

    await page.goto(`${site.origin}/ta/?day=-1&tab=finished`, { waitUntil: 'load' });
    expect(await page.locator('li[data-event-id]').count()).toBeGreaterThan(0);
    expect(await page.locator('body').textContent()).toContain('முடிந்தது');
    await page.close();
  });

  it("shows times in the visitor's own zone (New York, UTC-5) after hydration, keeping the rows", async () => {
    const nyc = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
    // The rows of the server's HTML, by event id, taken once it is parsed and before any script runs
    // (readyState 'interactive' comes before the deferred and module scripts).
    await nyc.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const rows = [...document.querySelectorAll('li[data-event-id]')];
        (window as unknown as { ssrRows: Map<string, Element> }).ssrRows = new Map(
          rows.map((row) => [row.getAttribute('data-event-id') ?? '', row]),
        );
      });
    });
    const page = await nyc.newPage();
    await page.goto(`${site.origin}/en/?day=1`, { waitUntil: 'load' });
    // The first render used India's offset; the page notices the device's zone and reloads its data.
    await expect
      .poll(async () => (await nyc.cookies()).find((c) => c.name === 'tz')?.value, { timeout: 10_000 })
      .toBe('-300');
    await expect
      .poll(() => page.locator('li[data-event-id] time[datetime]').first().getAttribute('datetime'), {
        timeout: 10_000,
      })
      .toMatch(/-05:00$/);
    // Issue 18 point 5: the board took New York's day without being built again. A match of both days
    // (India's tomorrow and New York's overlap by 13.5 hours) is still the server's DOM node.
    const rows = await page.evaluate(() => {
      const ssr = (window as unknown as { ssrRows: Map<string, Element> }).ssrRows;
      let shared = 0;
      let kept = 0;
      for (const [id, node] of ssr) {
        const now = document.querySelector(`li[data-event-id="${CSS.escape(id)}"]`);
        if (!now) continue;
        shared++;
        if (now === node) kept++;
      }
      return { server: ssr.size, shared, kept };
    });
    expect(rows.server).toBeGreaterThan(0);
    expect(rows.shared).toBeGreaterThan(0);
    expect(rows.kept).toBe(rows.shared);
    await nyc.close();
  });

  it('a team with a match in play keeps it live on its page', async () => {
    // At the simulated Saturday midday some duel is in play in one of these sports.
    let found: { slug: string; teamId: string; eventId: string } | null = null;
    for (const sport of SPORTS.filter(
      (s) => !s.noDuel && [1, 2, 3, 13, 42, 4, 12, 25, 21, 14].includes(s.id),
    )) {
      const doc = decodeFeedDocument(
        await (await fetch(`${site.origin}/x/feed/f_${sport.id}_0_330_ta_1`)).text(),
      );
      const live = doc.events.find((e) => e.patch.stageType === StageType.live && e.patch.homeId);
      if (live?.patch.homeId) {
        found = { slug: sport.slug, teamId: live.patch.homeId, eventId: live.patch.id };
        break;
      }
    }
    if (!found) throw new Error('no duel in play in any of the sports tried');
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${site.origin}/ta/${found.slug}/team/${found.teamId}/`);
    await page.locator(`[data-event-id="${found.eventId}"][data-live="true"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => sockets.some((url) => url.endsWith('/x/push')), { timeout: 30_000 }).toBe(true);
    await page.close();
  });
});
