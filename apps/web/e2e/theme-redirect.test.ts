/**
 * /theme/ through the real server (issue 12 §2, audit reliability findings 2 and 4): whatever `to`
 * holds, the answer is a 303 to a path of this site, never a 5xx; and Chromium, following the
 * redirect, stays on the site. Before the fix `to=/%09/evil.example/` sent Chromium to
 * http://evil.example/ and `to=/%0a/x` (CR, NUL, U+2028 alike) answered 500.
 */
import { describe, expect, it } from 'vitest';
import { sharedSite, suiteBrowser } from './support.ts';

/** `to` values as a query string carries them (already percent-encoded), and where each must go. */
const CASES: [to: string, location: string][] = [
  ['/%09/evil.example/', '/ta/'],
  ['/%09%5Cevil.example/', '/ta/'],
  ['/%0a/x', '/ta/'],
  ['/%0d/x', '/ta/'],
  ['/%00x', '/ta/'],
  ['/%E2%80%A8x', '/ta/'],
  ['//evil.example/', '/ta/'],
  ['https://evil.example/', '/ta/'],
  ['/en/%0a/x', '/en/'],
  ['/en/tennis/?day=1', '/en/tennis/?day=1'],
];

describe('/theme/ on the real server', () => {
  const site = sharedSite();
  const chromium = suiteBrowser();

  it('answers 303 with a same-origin Location for every `to`, and sets the cookie', async () => {
    const answers: { to: string; status: number; location: string; cookie: string }[] = [];
    for (const [to] of CASES) {
      const res = await fetch(`${site.origin}/theme/?set=dark&to=${to}`, { redirect: 'manual' });
      answers.push({
        to,
        status: res.status,
        location: res.headers.get('location') ?? '',
        cookie: res.headers.get('set-cookie') ?? '',
      });
    }
    console.log(answers.map((a) => `to=${a.to} -> ${a.status} ${JSON.stringify(a.location)}`).join('\n'));
    for (const [[to, location], answer] of CASES.map((c, i) => [c, answers[i]] as const)) {
      expect(answer?.status, to).toBe(303);
      expect(answer?.location, to).toBe(location);
      expect(new URL(answer?.location ?? '', site.origin).origin, to).toBe(site.origin);
      expect(answer?.cookie, to).toMatch(/^theme=dark;/);
    }
  });

  it('Chromium following the redirect stays on the site', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const offSite: string[] = [];
    // Redirects are followed by the network stack: every request of the chain is seen here.
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.origin) offSite.push(request.url());
    });
    const failures: string[] = [];
    for (const to of ['/%09/evil.example/', '/%09%5Cevil.example/', '/%0a/x']) {
      const response = await page
        .goto(`${site.origin}/theme/?set=dark&to=${to}`, { waitUntil: 'commit' })
        .catch((err: Error) => {
          failures.push(`${to}: ${err.message.split('\n')[0]}`);
          return null;
        });
      if (!response) continue;
      expect(new URL(page.url()).origin, to).toBe(site.origin);
      expect(new URL(page.url()).pathname, to).toBe('/ta/');
    }
    expect(offSite).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });
});
