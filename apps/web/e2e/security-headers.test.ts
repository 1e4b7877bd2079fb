/**
 * Browser security of the real site in Debian's Chromium (server accounts/security.ts): every page
 * carries a Content-Security-Policy with a per-render nonce, and the page still hydrates under it (no
 * inline script refused), goes live, and switches pages on the client. A script injected without the
 * nonce (an injected inline handler) does not run.
 */
import { describe, expect, it } from 'vitest';
import { sharedSite, suiteBrowser } from './support.ts';

const WAIT = { timeout: 60_000 };

describe('security headers in the browser', () => {
  const site = sharedSite();
  const chromium = suiteBrowser();

  it('sends a nonce policy that the page hydrates under, and refuses a script without the nonce', async () => {
    const page = await chromium.browser.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        refused.push(message.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const response = await page.goto(`${site.origin}/ta/`, { waitUntil: 'load' });
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http on loopback: no HSTS (a browser would ignore it there anyway).
    expect(headers['strict-transport-security']).toBeUndefined();

    // Hydrated: React has claimed the server's rows.
    await page.waitForFunction(() => {
      const row = document.querySelector('[data-event-id]');
      return row !== null && Object.keys(row).some((key) => key.startsWith('__reactFiber'));
    }, WAIT);
    // Every inline script the server wrote carries this render's nonce.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((s) => (s as HTMLScriptElement).nonce),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonce]));
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);

    // Injected markup (the usual XSS: an inline handler) does not run: it has no nonce.
    const ran = await page.evaluate(async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="/no-such-image.png" onerror="window.__injected = true">',
      );
      await new Promise((r) => setTimeout(r, 1000));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);

    // A client-side navigation still works (route modules load under 'strict-dynamic').
    const link = page.locator('a[href="/ta/tennis/"]').first();
    if ((await link.count()) > 0) {
      await link.click();
      await page.waitForURL(/\/ta\/tennis\/$/, WAIT);
      await page.waitForSelector('[data-event-id]', WAIT);
    }
    await page.close();
  });

  it('gives API answers a policy that runs nothing, and refuses a cross-site account call', async () => {
    const feed = await fetch(`${site.origin}/x/feed/sys_1`);
    expect(feed.headers.get('content-security-policy')).toContain("default-src 'none'");
    const crossSite = await fetch(`${site.origin}/v3/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ email: 'a@example.in', password: 'x' }),
    });
    expect(crossSite.status).toBe(403);
  });
});
