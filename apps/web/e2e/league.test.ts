/**
 * Tournament, country and category pages as a fan uses them: the real server with the simulator (and,
 * on a second site, a provider's competition over two seasons), the built app, Debian's Chromium.
 *
 * A fan opens a league from the board, reads its table and form, pages through results and fixtures,
 * follows a cup's bracket on a phone, goes back a season in the archive, switches a country page's
 * tabs (the second visit to a tab makes no request) and browses tennis by category. Every page is in
 * Tamil but for proper names, and has no serious or critical axe violation.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeFeedDocument, decodeListFeed, decodeSportCountries, formatFeedName } from '@nerali/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts, properNames } from './names.ts';
import { launchChromium, type RunningSite, sharedSite, startSite } from './support.ts';

const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));
const WAIT = { timeout: 30_000 };
/** Every browser context of this file: a visitor in India, under the site's own CSP. */
const BROWSER = { timezoneId: 'Asia/Kolkata', locale: 'ta-IN' } as const;

function createApiKey(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/apikey.ts',
        'create',
        '--provider',
        'e2e-league',
        '--label',
        'league test',
      ],
      { cwd: SERVER_DIR, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`apikey create exited ${code}: ${err}`)),
    );
  });
}

async function feedText(site: RunningSite, name: string): Promise<string> {
  return (await fetch(`${site.origin}/x/feed/${name}`)).text();
}

/** Proper names a tournament or country page may show: names in its feeds and today's board. */
async function pageNames(site: RunningSite, sportId: number, feeds: readonly string[]): Promise<string[]> {
  const names = new Set(await properNames(site.origin, sportId, 0));
  for (const name of feeds) {
    const body = await feedText(site, name);
    if (name.startsWith('cl_')) {
      for (const c of decodeSportCountries(body).countries) names.add(c.name);
      continue;
    }
    const doc = decodeListFeed(body);
    if (doc.country) names.add(doc.country.name);
    for (const l of doc.leagues) names.add(l.name).add(l.countryName);
    for (const { patch } of doc.events) {
      if (patch.homeName) names.add(patch.homeName);
      if (patch.awayName) names.add(patch.awayName);
      if (patch.team) names.add(patch.team);
    }
    for (const group of doc.standings) for (const row of group.rows) names.add(row.name);
    for (const round of doc.draw) {
      for (const { match } of round.matches) {
        if (match.homeName) names.add(match.homeName);
        if (match.awayName) names.add(match.awayName);
      }
    }
  }
  return [...names];
}

async function expectTamilAndAccessible(page: Page, allowed: readonly string[], what: string) {
  expect(englishWords(await pageTexts(page), allowed), `English on ${what}`).toEqual([]);
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

describe('tournament, country and category pages in a real browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;

  const feed = (name: string) => feedText(site, name);
  const namesOf = (sportId: number, feeds: readonly string[]) => pageNames(site, sportId, feeds);

  /** League ids of a sport's full feed of a day. */
  async function leaguesOfDay(sportId: number, day: number): Promise<string[]> {
    const name = formatFeedName({ kind: 'full', sportId, day, tzMinutes: 330, lang: 'ta', projectType: 1 });
    return decodeFeedDocument(await feed(name)).leagues.map((l) => l.id);
  }

  /** A league of these sports whose results (tr) or fixtures (tf) run to a second page. */
  async function pagedLeague(kind: 'tr' | 'tf'): Promise<{ sport: string; id: string; pages: number }> {
    for (const [sportId, slug] of [
      [1, 'football'],
      [3, 'basketball'],
      [42, 'kabaddi'],
      [2, 'tennis'],
    ] as const) {
      for (const id of await leaguesOfDay(sportId, -1)) {
        const page = decodeListFeed(await feed(`${kind}_${id}_1_ta`)).page;
        if (page && page.pageCount >= 2) return { sport: slug, id, pages: page.pageCount };
      }
    }
    throw new Error(`no league with two pages of ${kind}`);
  }

  beforeAll(async () => {
    site = await sharedSite();
    browser = await launchChromium();
    context = await browser.newContext(BROWSER);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('from /ta/ a league name opens its tournament page; its table shows form as Tamil badges', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    // The first league of the board with a table.
    const leagues = await leaguesOfDay(1, 0);
    let target = '';
    for (const id of leagues) {
      if (decodeListFeed(await feed(`t_${id}_ta_1`)).leagues[0]?.extra?.hasStandings) {
        target = id;
        break;
      }
    }
    expect(target, 'a football league with a table today').not.toBe('');
    const link = page.locator(`section[aria-labelledby="lg-${target}"] a.lg-n`);
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(`**/ta/football/league/${target}/`, WAIT);
    await expect.poll(() => page.locator('h1').textContent(), WAIT).toBe(name);

    await page.getByRole('link', { name: 'புள்ளிப் பட்டியல்', exact: true }).click();
    await page.waitForURL(`**/ta/football/league/${target}/standings/`, WAIT);
    const rows = page.locator('table.lt tbody tr');
    await rows.first().waitFor(WAIT);
    expect(await rows.count()).toBeGreaterThan(3);
    // Form: Tamil letters, each said in full to a screen reader.
    const badges = await page.locator('.lt-form li span[aria-hidden="true"]').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const letter of badges) expect(['வெ', 'ச', 'தோ']).toContain(letter);
    expect(await page.locator('table.lt thead').textContent()).toContain('சமீபத்திய ஆட்டங்கள்');
    const allowed = await namesOf(1, [`t_${target}_ta_1`, `ts_${target}_ta_1`]);
    await expectTamilAndAccessible(page, allowed, 'standings');
    await page.close();
  });

  it('pages through a league’s results and fixtures', async () => {
    const page = await context.newPage();
    for (const [kind, tab] of [
      ['tr', 'results'],
      ['tf', 'fixtures'],
    ] as const) {
      const league = await pagedLeague(kind);
      const base = `${site.origin}/ta/${league.sport}/league/${league.id}/${tab}/`;
      await page.goto(base, { waitUntil: 'load' });
      const pager = page.locator('nav.lp-pager');
      await expect.poll(() => pager.textContent(), WAIT).toContain(`பக்கம் 1 / ${league.pages}`);
      const first = await page.locator('[data-event-id]').first().getAttribute('data-event-id');
      await pager.getByRole('link', { name: 'அடுத்த பக்கம்' }).click();
      await page.waitForURL(`${base}?page=2`, WAIT);
      await expect.poll(() => pager.textContent(), WAIT).toContain(`பக்கம் 2 / ${league.pages}`);
      const second = await page.locator('[data-event-id]').first().getAttribute('data-event-id');
      expect(second).not.toBe(first);
      const sportId = Number(league.id.split('_')[0]);
      const allowed = await namesOf(sportId, [`t_${league.id}_ta_1`, `${kind}_${league.id}_2_ta`]);
      await expectTamilAndAccessible(page, allowed, `${tab} page 2`);
      // Back to the first page, and a page past the last is a Tamil 404.
      await pager.getByRole('link', { name: 'முந்தைய பக்கம்' }).click();
      await page.waitForURL(base, WAIT);
      const past = await page.goto(`${base}?page=${league.pages + 1}`);
      expect(past?.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('பக்கம் கிடைக்கவில்லை');
    }
    await page.close();
  });

  it('shows a cup’s draw as a bracket a phone scrolls and a keyboard walks', async () => {
    const country = decodeListFeed(await feed('c_1_1_ta_1'));
    const cup = country.leagues.find((l) => l.extra?.hasDraw);
    expect(cup, 'an Indian football cup with a draw').toBeTruthy();
    const phone = await browser.newContext({ ...BROWSER, viewport: { width: 400, height: 800 } });
    const page = await phone.newPage();
    await page.goto(`${site.origin}/ta/football/league/${cup?.id}/draw/`, { waitUntil: 'load' });
    const rounds = page.locator('.dr-round');
    await rounds.first().waitFor(WAIT);
    expect(await rounds.count()).toBeGreaterThanOrEqual(2);
    const titles = await page.locator('.dr-rh').allTextContents();
    expect(titles[titles.length - 1]).toBe('இறுதிப் போட்டி');
    // Someone went through already (a bye or a win): marked in bold and said as the winner.
    expect(await page.locator('.dr-win').count()).toBeGreaterThan(0);
    expect(await page.locator('.dr-win .sr').first().textContent()).toContain('வெற்றியாளர்');
    // Wider than the phone: the bracket scrolls inside its region, which the keyboard can focus.
    const region = page.getByRole('region', { name: 'நாக்-அவுட் சுற்று வரைபடம்' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft), WAIT).toBeGreaterThan(0);
    const allowed = await namesOf(1, [`t_${cup?.id}_ta_1`, `td_${cup?.id}_ta_1`]);
    await expectTamilAndAccessible(page, allowed, 'draw');
    await phone.close();
  });

  it('a country page keeps each tab’s data: switching back makes no request', async () => {
    const page = await context.newPage();
    const dataRequests: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith('.data') || url.pathname.startsWith('/x/feed/c'))
        dataRequests.push(url.pathname + url.search);
    });
    await page.goto(`${site.origin}/ta/football/country/1/`, { waitUntil: 'load' });
    await page.locator('h1').waitFor(WAIT);
    expect(await page.locator('h1').textContent()).toBe('இந்தியா');
    // Hydrated: the live board has its push connection (before that a tab is a plain link).
    await page.locator('.conn-push').waitFor(WAIT);
    const tabs = page.getByRole('navigation', { name: 'போட்டிகளை வடிகட்டு' });
    const open = async (name: string, search: string) => {
      await tabs.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.search === search, WAIT);
      await expect.poll(() => tabs.locator('[aria-current="page"]').textContent(), WAIT).toBe(name);
    };
    await open('முடிவுகள்', '?tab=finished');
    expect(dataRequests).toHaveLength(1);
    await expect.poll(() => page.locator('.lp-body [data-event-id]').count(), WAIT).toBeGreaterThan(0);
    const leagueIds = decodeListFeed(await feed('c_1_1_ta_1')).leagues.map((l) => l.id);
    const allowed = await namesOf(1, [
      'c_1_1_ta_1',
      'cl_1_ta_1',
      ...leagueIds.flatMap((id) => [`tr_${id}_1_ta`, `tf_${id}_1_ta`]),
    ]);
    await expectTamilAndAccessible(page, allowed, 'country: results');
    await open('அனைத்தும்', '');
    await open('முடிவுகள்', '?tab=finished');
    expect(dataRequests, 'back to tabs already seen: no request').toHaveLength(1);
    await open('வரவிருப்பவை', '?tab=scheduled');
    expect(dataRequests).toHaveLength(2);
    await open('அனைத்தும்', '');
    expect(dataRequests).toHaveLength(2);
    await expectTamilAndAccessible(page, allowed, 'country: the day');
    await page.close();
  });

  it('browses tennis by category from a league header', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/tennis/`, { waitUntil: 'load' });
    const category = page.locator('a.lg-c').first();
    await category.waitFor(WAIT);
    const name = (await category.textContent()) ?? '';
    await category.click();
    await page.waitForURL(/\/ta\/tennis\/country\/\d+\/$/, WAIT);
    await expect.poll(() => page.locator('h1').textContent(), WAIT).toBe(name);
    expect(await page.title()).toContain('டென்னிஸ் பிரிவு');
    expect(await page.locator('.lp-sub').textContent()).toBe('டென்னிஸ்: பிரிவு');
    // Its tournaments link to their pages; every other category is one tap away.
    expect(await page.locator('.cl-l a[href^="/ta/tennis/league/"]').count()).toBeGreaterThan(0);
    await page.locator('details.cn > summary').click();
    const others = page.locator('.cn-l a[href^="/ta/tennis/country/"]');
    expect(await others.count()).toBeGreaterThan(1);
    const countryId = new URL(page.url()).pathname.split('/')[4];
    const allowed = await namesOf(2, [`c_2_${countryId}_ta_1`, 'cl_2_ta_1']);
    await expectTamilAndAccessible(page, allowed, 'tennis category');
    await page.close();
  });

  it('unknown ids, tabs and pages are Tamil 404s, never 500', async () => {
    for (const path of [
      '/ta/football/league/1_nosuchleague/',
      '/ta/football/league/not-an-id/',
      '/ta/football/league/1_x/bogus/',
      '/ta/football/country/99999/',
      '/ta/football/country/0/',
      '/ta/football/country/1/?tab=bogus',
      '/ta/no-such-sport/league/1_x/',
    ]) {
      const res = await fetch(`${site.origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('பக்கம் கிடைக்கவில்லை');
    }
  });
});

/**
 * Seasons come from a provider (the simulator plays one season per competition): a competition over
 * two seasons, on a site of its own with a database (the key is made before the server opens it)
 * and without the simulator, so it starts quickly.
 */
describe('a provider’s competition over two seasons', () => {
  let dataDir: string;
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let key: string;
  /** This season (under way) and last season (finished). */
  const provider = { current: '', past: '' };
  const namesOf = (sportId: number, feeds: readonly string[]) => pageNames(site, sportId, feeds);

  async function ingest(path: string, body: unknown): Promise<string> {
    const res = await fetch(`${site.origin}/api/ingest/v1${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { applied?: boolean; id?: string };
    expect(res.status, `PUT ${path}: ${JSON.stringify(answer)}`).toBe(200);
    return answer.id ?? '';
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nerali-league-'));
    key = await createApiKey(dataDir);
    site = await startSite({ DATA_DIR: dataDir, SIMULATOR: 'off' });
    browser = await launchChromium();
    context = await browser.newContext(BROWSER);
    // Last season finished (its final table), this season under way.
    const now = Math.floor(Date.now() / 1000);
    await ingest('/countries/e2e-lk', { seq: 1, code: 'lk', name: { ta: 'இலங்கை', en: 'Sri Lanka' } });
    provider.current = await ingest('/competitions/e2e-cup', {
      seq: 1,
      sport: 1,
      country: 'e2e-lk',
      type: 'top',
      template: 'e2e-cup',
      name: { ta: 'தீவுக் கோப்பை 2026', en: 'Island Cup 2026' },
    });
    provider.past = await ingest('/seasons/e2e-cup-2025', {
      seq: 1,
      competition: 'e2e-cup',
      name: { ta: 'தீவுக் கோப்பை 2025', en: 'Island Cup 2025' },
    });
    const teams = ['Colombo Test FC', 'Kandy Test FC', 'Galle Test FC'];
    for (const [i, name] of teams.entries()) {
      await ingest(`/participants/e2e-t${i}`, { seq: 1, sport: 1, name, country: 'e2e-lk' });
    }
    const match = (competition: string, home: number, away: number, startTime: number, extra: object) => ({
      seq: 1,
      sport: 1,
      competition,
      home: `e2e-t${home}`,
      away: `e2e-t${away}`,
      startTime,
      ...extra,
    });
    const done = { status: 'finished', stage: 'finished', homeScore: '2', awayScore: '1', winner: 'home' };
    await ingest('/events/e2e-p1', match('e2e-cup-2025', 0, 1, now - 5 * 86_400, done));
    await ingest('/events/e2e-p2', match('e2e-cup-2025', 1, 2, now - 4 * 86_400, done));
    await ingest('/events/e2e-c1', match('e2e-cup', 2, 0, now - 3 * 86_400, done));
    await ingest(
      '/events/e2e-c2',
      match('e2e-cup', 0, 1, now + 2 * 86_400, { status: 'scheduled', stage: 'scheduled' }),
    );
    const table = (season: string, form: ('W' | 'D' | 'L')[][]) => ({
      seq: 1,
      season,
      groups: [
        {
          rows: teams.map((_, i) => ({
            participant: `e2e-t${i}`,
            rank: i + 1,
            played: 2,
            won: 2 - i,
            drawn: 0,
            lost: i,
            scoreFor: 4 - i,
            scoreAgainst: 1 + i,
            points: 6 - 3 * i,
            form: form[i] ?? [],
            ...(i === 2 ? { zone: 'relegation' } : {}),
          })),
        },
      ],
    });
    await ingest(
      '/competitions/e2e-cup-2025/standings',
      table('2025', [
        ['W', 'W'],
        ['L', 'W'],
        ['L', 'L'],
      ]),
    );
    await ingest('/competitions/e2e-cup/standings', table('2026', [['W'], ['D'], ['L']]));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('the archive links to last season, whose table is final (the passive table)', async () => {
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/football/league/${provider.current}/`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'காப்பகம்', exact: true }).click();
    await page.waitForURL(`**/league/${provider.current}/archive/`, WAIT);
    const allowed = await namesOf(1, [
      `s_${provider.current}_ta_1`,
      `ts_${provider.current}_ta_1`,
      `ts_${provider.past}_ta_1`,
      `tr_${provider.past}_1_ta`,
    ]);
    await expectTamilAndAccessible(page, allowed, 'archive');
    await page.locator(`a[href="/ta/football/league/${provider.past}/"]`).click();
    await page.waitForURL(`**/league/${provider.past}/`, WAIT);
    await expect.poll(() => page.locator('h1').textContent(), WAIT).toBe('தீவுக் கோப்பை 2025');
    await page.getByRole('link', { name: 'புள்ளிப் பட்டியல்', exact: true }).click();
    await page.waitForURL(`**/league/${provider.past}/standings/`, WAIT);
    await expect.poll(() => page.locator('.lp-body h2').first().textContent(), WAIT).toBe('இறுதி நிலை');
    expect(await page.locator('.lp-body').textContent()).toContain('இதுவே இறுதிப் புள்ளிப் பட்டியல்');
    expect(await page.locator('.lt-legend').textContent()).toContain('தரமிறக்கம்');
    await expectTamilAndAccessible(page, allowed, 'past season table');
    // This season's table is not final.
    await page.goto(`${site.origin}/ta/football/league/${provider.current}/standings/`);
    expect(await page.locator('.lp-body h2').first().textContent()).toBe('புள்ளிப் பட்டியல்');
    await page.close();
  });
});
