/**
 * Installable (issue 17 point 5) in Debian's Chromium against the real site: each edition's manifest
 * is what Chromium reads without an error and its icons load at their sizes; the service worker
 * registers, controls the page and stores the shell; offline, a page is the offline page in the
 * page's language at the address asked for, and its retry button (by keyboard) brings the page back
 * once the network is; feeds and push never go through the worker's cache; /ta/mobile/ offers the
 * browser's install dialog when the browser offers one.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { englishWords, pageTexts } from './names.ts';
import { sharedSite, suiteBrowser, untilHydrated } from './support.ts';

const WAIT = { timeout: 60_000 };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Opens `path` in a new context and waits until the service worker controls the page. */
async function controlledPage(context: BrowserContext, origin: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  // Registered after load; it claims the page once it has stored the shell.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
  return page;
}

/** The paths of what the worker's cache holds. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

describe('installable site', () => {
  const site = sharedSite();
  const chromium = suiteBrowser();
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await chromium.browser.newContext();
    contexts.push(context);
    return context;
  };
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  it('has a manifest per edition that Chromium reads without an error, with icons at their sizes', async () => {
    for (const lang of ['ta', 'en'] as const) {
      const res = await fetch(`${site.origin}/${lang}/manifest.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await res.json()) as {
        name: string;
        short_name: string;
        lang: string;
        start_url: string;
        scope: string;
        display: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({ lang, scope: `/${lang}/`, display: 'standalone' });
      expect(manifest.start_url.startsWith(`/${lang}/`)).toBe(true);
      if (lang === 'ta') expect(manifest.name).toBe('நேரலை');
      expect(manifest.icons.map((i) => i.purpose)).toContain('maskable');
      for (const icon of manifest.icons) {
        const image = await fetch(new URL(icon.src, site.origin));
        expect(image.status, icon.src).toBe(200);
        expect(image.headers.get('content-type'), icon.src).toBe('image/png');
        const { width, height } = pngSize(new Uint8Array(await image.arrayBuffer()));
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }

    // Chromium's own reading of the page's manifest: linked from the head, parsed with no error.
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/ta/manifest.webmanifest');
    expect(await page.getAttribute('link[rel="apple-touch-icon"]', 'href')).toBe(
      '/icons/apple-touch-icon.png',
    );
    expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe('#0d2a3f');
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      parsed?: { name?: string; startUrl?: string; display?: string };
    };
    expect(read.url).toBe(`${site.origin}/ta/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
  });

  it('serves /sw.js for the whole site, not cached by proxies', async () => {
    const res = await fetch(`${site.origin}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(await res.text()).toMatch(
      /^self\.NERALI_SHELL = \{"version":"[0-9a-f]{12}","precache":\["\/assets\//,
    );
  });

  it('registers the service worker, which controls the page, stores the shell but no feed, and drops an old build’s cache', async () => {
    const context = await newContext();
    // A cache as an older build's worker left it: the new worker's activation deletes it.
    await context.addInitScript(() => {
      if (location.pathname === '/ta/') void caches.open('nerali-shell-000000000000');
    });
    const errors: string[] = [];
    const page = await controlledPage(context, site.origin, '/ta/');
    page.on('pageerror', (err) => errors.push(err.message));
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL ?? '' };
    });
    expect(registration).toEqual({ scope: `${site.origin}/`, script: `${site.origin}/sw.js` });
    // Chromium's own verdict on installing the page (manifest, icons, scope, worker). A test context
    // is an incognito profile, where nothing installs: that is the one reason it may give.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const version = /"version":"([0-9a-f]{12})"/.exec(
      await (await fetch(`${site.origin}/sw.js`)).text(),
    )?.[1];
    expect(await page.evaluate(() => caches.keys())).toEqual([`nerali-shell-${version}`]);
    const cached = await cachedPaths(page);
    expect(cached).toContain('/ta/offline/');
    expect(cached).toContain('/en/offline/');
    expect(cached.some((path) => /^\/assets\/entry\.client-.*\.js$/.test(path))).toBe(true);
    expect(cached.some((path) => /^\/assets\/.*\.css$/.test(path))).toBe(true);
    expect(cached.some((path) => /^\/assets\/noto-sans-tamil-tamil-400-.*\.woff2$/.test(path))).toBe(true);

    // A controlled page's feeds and push come from the network, every time, and are never stored.
    const feedAnswers: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/x/feed/')) {
        feedAnswers.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
      }
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-event-id]', WAIT);
    await untilHydrated(page.locator('[data-event-id]').first());
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => e.name.includes('/x/feed/')),
      undefined,
      WAIT,
    );
    await expect.poll(() => sockets, WAIT).toContain('/x/push');
    expect(feedAnswers.length).toBeGreaterThan(0);
    expect(feedAnswers.filter((a) => a.fromWorker)).toEqual([]);
    expect((await cachedPaths(page)).filter((path) => path.startsWith('/x/'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('offline, shows the Tamil offline page at the address asked for; its retry button asks again, and the page comes back by itself online', async () => {
    const context = await newContext();
    const page = await controlledPage(context, site.origin, '/ta/');
    const feed = new URL(
      (await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .find((name) => name.includes('/x/feed/')),
      )) ?? '/x/feed/sys_1',
      site.origin,
    ).pathname;

    await context.setOffline(true);
    const response = await page.goto(`${site.origin}/ta/cricket/`, { waitUntil: 'load' });
    expect(response?.fromServiceWorker()).toBe(true);
    expect(page.url()).toBe(`${site.origin}/ta/cricket/`);
    expect(await page.locator('main h1').textContent()).toBe('இணைய இணைப்பு இல்லை');
    expect(await page.title()).toBe('இணைய இணைப்பு இல்லை | நேரலை');
    expect(englishWords(await pageTexts(page), [])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // The page stands without the app: no module script (hydrating it at /ta/cricket/ would fail).
    expect(await page.locator('script[type="module"], script[type="text/x-nerali-boot"]').count()).toBe(0);
    // Its stylesheet came from the worker's cache: the page looks like the site.
    const styled = await page.evaluate(
      () => getComputedStyle(document.querySelector('main') as Element).backgroundColor,
    );
    expect(styled).not.toBe('rgba(0, 0, 0, 0)');
    // A feed is not in the worker's cache: offline, it fails instead of answering old scores.
    const feedOffline = await page.evaluate(
      (path) =>
        fetch(path).then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        ),
      feed,
    );
    expect(feedOffline).toBe('failed');

    // The retry button, reached and pressed by keyboard, asks for the page again (still offline here:
    // the offline page again, freshly loaded).
    const retry = page.getByRole('button', { name: 'மீண்டும் முயல்க' });
    await retry.focus();
    expect(await retry.evaluate((el) => el === document.activeElement)).toBe(true);
    const reloaded = page.waitForEvent('load', WAIT);
    await page.keyboard.press('Enter');
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/ta/cricket/');
    expect(await page.locator('main h1').textContent()).toBe('இணைய இணைப்பு இல்லை');

    // Back online, the page comes back by itself: the page asked for, with its matches.
    await context.setOffline(false);
    await page.waitForSelector('[data-event-id]', WAIT);
    expect(new URL(page.url()).pathname).toBe('/ta/cricket/');
    expect(await page.locator('main h1').textContent()).not.toBe('இணைய இணைப்பு இல்லை');
  });

  it('offline, a link the router would follow shows the offline page too, at the link’s address', async () => {
    const context = await newContext();
    const page = await controlledPage(context, site.origin, '/ta/');
    const link = page.locator('a[href="/ta/cricket/"]').first();
    await untilHydrated(link);
    await context.setOffline(true);
    await link.click();
    await page.waitForURL(`${site.origin}/ta/cricket/`, WAIT);
    await page.waitForSelector('main h1', WAIT);
    expect(await page.locator('main h1').textContent()).toBe('இணைய இணைப்பு இல்லை');
  });

  it('offline, an English page shows the English offline page', async () => {
    const context = await newContext();
    const page = await controlledPage(context, site.origin, '/en/');
    await context.setOffline(true);
    await page.goto(`${site.origin}/en/tennis/`, { waitUntil: 'load' });
    expect(await page.locator('main h1').textContent()).toBe('No internet connection');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('/ta/mobile/ offers the browser’s install dialog when it has one, and the iPhone steps always', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/ta/mobile/`, { waitUntil: 'load' });
    const section = page.locator('#install');
    await expect(section.textContent()).resolves.toContain('“முகப்புத் திரையில் சேர்”');
    const button = section.getByRole('button', { name: 'நேரலையை நிறுவு' });
    expect(await button.count()).toBe(0);
    await untilHydrated(page.locator('.mb-nav a').first());
    // Headless Chromium never finds a page installable by itself: the event it would fire, with the
    // dialog's answer, stands in for it.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: () => Promise.resolve({ outcome: 'accepted' }) });
      window.dispatchEvent(event);
    });
    await button.waitFor(WAIT);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => section.getByRole('status').textContent(), WAIT)
      .toBe('நேரலை உங்கள் முகப்புத் திரையில் உள்ளது.');
    expect(await button.count()).toBe(0);
    expect(englishWords(await pageTexts(page), [])).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
