/**
 * Every sport of the catalogue, as a visitor gets it: `/ta/{slug}/` lists the sport's own events with
 * the sport's own score parts or result columns, in Tamil only. One server with the simulator for the
 * whole file. The server-rendered HTML of all forty pages is checked over plain HTTP (what a visitor
 * sees before any script runs, and fast); the browser opens a handful of pages to see them hydrate,
 * stay in Tamil and fit the 800 and 640 px layouts.
 */
import { decodeFeedDocument, formatFeedName, SPORTS, type SportInfo } from '@nerali/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWords, pageTexts, properNames } from './names.ts';
import { launchChromium, type RunningSite, momentSite } from './support.ts';

/** The umbrella sports: no feed of their own, a page of links to their children. */
const UMBRELLAS: Readonly<Record<string, readonly string[]>> = {
  motorsport: ['auto-racing', 'moto-racing'],
  'winter-sports': ['ski-jumping', 'alpine-skiing', 'cross-country-skiing', 'biathlon'],
};

function pagePath(lang: 'ta' | 'en', sport: SportInfo, day = 0): string {
  const base = sport.slug === 'football' ? `/${lang}/` : `/${lang}/${sport.slug}/`;
  return day === 0 ? base : `${base}?day=${day}`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * What the HTML gives a reader before scripts run: the text of the document (title included), the
 * labels and tooltips, and the description. Scripts and styles are code, not text.
 */
function htmlTexts(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ');
  const attrs = [
    ...withoutCode.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g),
    ...withoutCode.matchAll(/<meta name="description" content="([^"]*)"/g),
  ].map((m) => m[1] ?? '');
  const text = withoutCode.replace(/<[^>]+>/g, ' ');
  return decodeEntities([text, ...attrs].join('\n'));
}

function rowIds(html: string): string[] {
  return [...html.matchAll(/data-event-id="([^"]+)"/g)].map((m) => m[1] as string);
}

/** The HTML of each event row (duel `<li>` or race `<tr>`), by event id. */
function rowsHtml(html: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const m of html.matchAll(/<(li|tr) class="[^"]*" data-event-id="([^"]+)"[\s\S]*?<\/\1>/g)) {
    rows.set(m[2] as string, m[0]);
  }
  return rows;
}

async function feedOf(origin: string, sport: SportInfo, day: number) {
  const name = formatFeedName({
    kind: 'full',
    sportId: sport.id,
    day,
    tzMinutes: 330,
    lang: 'ta',
    projectType: 1,
  });
  return decodeFeedDocument(await (await fetch(`${origin}/x/feed/${name}`)).text());
}

/**
 * What a finished day (yesterday) must show per sport, beyond rows: the sport's own cells. Duel
 * sports with period parts show part cells (`ev-pt`); the rest are named here.
 */
const FINISHED_DAY_CHECKS: Readonly<Record<string, (html: string) => void>> = {
  football: (html) => expect(html).toMatch(/class="ev-sc">\d+</),
  tennis: (html) => {
    expect(html).toMatch(/class="ev-pt">\d+</);
    // Over a hundred finished matches: some set went to a tie-break, its points in superscript.
    expect(html).toMatch(/class="ev-pt">[67]<sup>\d+<\/sup>/);
  },
  // Nine innings at least (a row of the away side can stop at 8½ innings: the home side led).
  baseball: (html) => expect(html).toMatch(/(?:<span class="ev-pt">\d*<\/span>){9,}/),
  cricket: (html) => {
    expect(html).toMatch(/<span aria-hidden="true">\d+(?:\/\d)?<\/span>/);
    expect(html).toMatch(/class="ev-ov"><span aria-hidden="true">\(\d+(?:\.\d)?\)/);
  },
  darts: (html) => expect(html).toMatch(/class="ev-sc">\d+</),
  snooker: (html) => expect(html).toMatch(/class="ev-sc">\d+</),
  boxing: (html) => expect(html).toMatch(/class="ev-note">.*(நாக்அவுட்|தீர்ப்பு|விலகல்|தகுதிநீக்கம்|சமநிலை)/),
  mma: (html) => expect(html).toMatch(/class="ev-note">.*(நாக்அவுட்|தீர்ப்பு|சரணடைய|தகுதிநீக்கம்|சமநிலை)/),
  golf: (html) => {
    for (const cell of ['ra-toPar', 'ra-today', 'ra-thru', 'ra-round1'])
      expect(html).toContain(`<td class="ra-f ${cell}`);
    expect(html).toMatch(/<td class="ra-f ra-thru[^"]*">18<\/td>/);
    // Tied ranks: T3 is written =3 in Tamil.
    expect(html).toMatch(/<span aria-hidden="true">=\d+<\/span>/);
  },
  'auto-racing': (html) => {
    for (const cell of ['ra-time', 'ra-laps', 'ra-pits', 'ra-lapTime', 'ra-grid'])
      expect(html).toContain(`ra-f ${cell}`);
    expect(html).toMatch(/class="ra-f ra-time[^"]*">\+\d/);
  },
  'moto-racing': (html) => {
    for (const cell of ['ra-time', 'ra-laps']) expect(html).toContain(`ra-f ${cell}`);
  },
  cycling: (html) => expect(html).toContain('ra-f ra-time'),
  'horse-racing': (html) => {
    for (const cell of ['ra-age', 'ra-weight', 'ra-sp']) expect(html).toContain(`ra-f ${cell}`);
    expect(html).toMatch(/class="ra-f ra-sp[^"]*">\d+\/\d+</);
    expect(html).toContain('கி.கி.');
    expect(html).toContain('ஓடவில்லை');
  },
  'ski-jumping': (html) => {
    for (const cell of ['ra-jump1', 'ra-jump2', 'ra-points']) expect(html).toContain(`ra-f ${cell}`);
  },
  'alpine-skiing': (html) => {
    for (const cell of ['ra-run1', 'ra-time']) expect(html).toContain(`ra-f ${cell}`);
  },
  'cross-country-skiing': (html) => expect(html).toContain('ra-f ra-time'),
  biathlon: (html) => {
    for (const cell of ['ra-misses', 'ra-penaltyLaps', 'ra-time']) expect(html).toContain(`ra-f ${cell}`);
    expect(html).toMatch(/class="ra-f ra-misses[^"]*">\d\+\d/);
  },
};

/**
 * The first day from `from` back to a week ago with events of the sport: season calendars give some
 * sports days without any (no NFL on a Saturday, no boxing card on a Friday), as in life.
 */
async function dayWithEvents(origin: string, sport: SportInfo, from: number): Promise<number> {
  for (let day = from; day >= -7; day--) if ((await feedOf(origin, sport, day)).events.length > 0) return day;
  throw new Error(`${sport.slug}: no events from day ${from} back to a week ago`);
}

describe('all sports: each page lists its own events, in Tamil', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  const startedAt = Date.now();

  beforeAll(async () => {
    // The moment site (shared-site.ts), at the simulated moment: live matches of many sports.
    site = momentSite();
    browser = await launchChromium();
    context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'ta-IN' });
  });
  afterAll(async () => {
    await browser?.close();
    console.log(`all-sports: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  });

  it('serves every sport page of the catalogue in both languages', async () => {
    expect(SPORTS.length).toBe(40);
    let listing = 0;
    for (const sport of SPORTS) {
      const today = UMBRELLAS[sport.slug] ? 0 : (await feedOf(site.origin, sport, 0)).events.length;
      if (today > 0) listing += 1;
      for (const lang of ['ta', 'en'] as const) {
        const res = await fetch(`${site.origin}${pagePath(lang, sport)}`, { redirect: 'manual' });
        expect(res.status, `${lang}/${sport.slug}`).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        // A sport with a feed of its own lists today's events in either language (when it has any).
        if (today > 0) expect(rowIds(html).length, `${lang}/${sport.slug}`).toBeGreaterThan(0);
      }
    }
    // Most sports play on any day (the simulated Saturday: all but a few).
    expect(listing).toBeGreaterThan(SPORTS.length / 2);
  });

  it('shows the umbrella sports as links to their children, with a Tamil explanation', async () => {
    for (const [slug, children] of Object.entries(UMBRELLAS)) {
      const html = await (await fetch(`${site.origin}/ta/${slug}/`)).text();
      expect(rowIds(html), slug).toEqual([]);
      for (const child of children) expect(html, slug).toContain(`href="/ta/${child}/"`);
      expect(html).toContain('class="cat-intro"');
      expect(englishWords(htmlTexts(html), []), slug).toEqual([]);
    }
  });

  for (const day of [0, -1]) {
    it(`lists each sport's own ${day === 0 ? "today's" : "yesterday's"} events in the first HTML`, async () => {
      let listing = 0;
      for (const sport of SPORTS) {
        if (UMBRELLAS[sport.slug]) continue;
        const html = await (await fetch(`${site.origin}${pagePath('ta', sport, day)}`)).text();
        const feed = await feedOf(site.origin, sport, day);
        const feedIds = new Set(feed.events.map((e) => e.patch.id));
        const ids = rowIds(html);
        // A day without the sport (its calendar's rest day) lists nothing.
        if (feedIds.size === 0) {
          expect(ids, `${sport.slug} day ${day}: rows of a day without events`).toEqual([]);
          continue;
        }
        listing += 1;
        expect(ids.length, `${sport.slug} day ${day}: rows`).toBeGreaterThan(0);
        for (const id of ids) {
          expect(id.startsWith(`g_${sport.id}_`), `${sport.slug}: ${id}`).toBe(true);
          expect(feedIds.has(id), `${sport.slug}: ${id} is in the day's feed`).toBe(true);
        }
        if (sport.noDuel) {
          // Every race of the day has its table (long fields are cut at the sport's limit).
          for (const league of feed.leagues) expect(html, sport.slug).toContain(`id="lg-${league.id}"`);
        } else {
          expect(new Set(ids), `${sport.slug} day ${day}: every match`).toEqual(feedIds);
        }
        const allowed = await properNames(site.origin, sport.id, day);
        for (const { patch } of feed.events) if (patch.team) allowed.push(patch.team);
        expect(englishWords(htmlTexts(html), allowed), `${sport.slug} day ${day}`).toEqual([]);
      }
      expect(listing).toBeGreaterThan(SPORTS.length / 2);
    });
  }

  it("shows each sport's own score parts or result columns", async () => {
    for (const sport of SPORTS) {
      if (UMBRELLAS[sport.slug]) continue;
      const html = await (
        await fetch(`${site.origin}${pagePath('ta', sport, await dayWithEvents(site.origin, sport, -1))}`)
      ).text();
      const check = FINISHED_DAY_CHECKS[sport.slug];
      if (check) {
        // Races keep a calendar (grands prix at weekends, a speedway meeting on a weekday, which has
        // no laps): the columns are looked for over the past week, not on one day of the calendar.
        const week = [html];
        for (let day = -2; day >= -7; day--) {
          week.push(await (await fetch(`${site.origin}${pagePath('ta', sport, day)}`)).text());
        }
        check(week.join('\n'));
        continue;
      }
      // Duel sports with period parts: every finished match shows at least two part cells a side.
      expect(sport.scorePartCount, sport.slug).toBeGreaterThan(1);
      const rows = rowsHtml(html);
      expect(rows.size, sport.slug).toBeGreaterThan(0);
      for (const [id, row] of rows) {
        // A decided match with a score shown (a 0-0 decided on penalties shows none: spec 1 §4).
        if (!row.includes('ev-win') || !/class="ev-sc">\d+</.test(row)) continue;
        expect(row.match(/class="ev-pt">\d+/g)?.length ?? 0, `${sport.slug} ${id}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('says what a live match is in, in Tamil: set, quarter, innings, frame, leg', async () => {
    // Live rows depend on the hour; each that is live now must name its stage or show its clock.
    for (const sport of SPORTS) {
      if (sport.noDuel) continue;
      const html = await (await fetch(`${site.origin}${pagePath('ta', sport)}?tab=live`)).text();
      const live = new Map((await feedOf(site.origin, sport, 0)).events.map((e) => [e.patch.id, e.patch]));
      for (const [id, row] of rowsHtml(html)) {
        const status = /<div class="ev-st">([\s\S]*?)<\/div>/.exec(row)?.[1] ?? '';
        const words = htmlTexts(status).replace('நேரலை:', '').trim();
        expect(words, `${sport.slug} ${id}`).toMatch(/[\u0B80-\u0BFF]|\d/);
        // Cricket: the batting side's run rate under the sides (the page was rendered just before the
        // feed was read: the rate may have moved on by a ball, the words are the same).
        const rate = live.get(id)?.cricket?.runRate;
        if (rate && Number(rate) > 0) expect(row, id).toMatch(/class="ev-note">ரன் விகிதம் \d+\.\d\d/);
      }
    }
  });

  it('hydrates, stays Tamil and fits 800 and 640 px wide screens', async () => {
    const pages = [
      { sport: 'tennis', day: 0 },
      { sport: 'cricket', day: 0 },
      { sport: 'golf', day: -1 },
      { sport: 'auto-racing', day: -1 },
      { sport: 'horse-racing', day: 0 },
      { sport: 'biathlon', day: -1 },
      { sport: 'boxing', day: -1 },
    ];
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    for (const { sport: slug, day: wanted } of pages) {
      const sport = SPORTS.find((s) => s.slug === slug) as SportInfo;
      const day = await dayWithEvents(site.origin, sport, wanted);
      for (const width of [800, 640]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site.origin}${pagePath('ta', sport, day)}`, { waitUntil: 'load' });
        // Hydrated: React has claimed the server's rows (it keeps its fiber on each DOM node).
        await page.waitForFunction(() => {
          const row = document.querySelector('[data-event-id]');
          return row !== null && Object.keys(row).some((key) => key.startsWith('__reactFiber'));
        });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${slug} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        const allowed = await properNames(site.origin, sport.id, day);
        const feed = await feedOf(site.origin, sport, day);
        for (const { patch } of feed.events) if (patch.team) allowed.push(patch.team);
        expect(englishWords(await pageTexts(page), allowed), `${slug} at ${width} px`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
