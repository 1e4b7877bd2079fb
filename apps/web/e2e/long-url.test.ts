/**
 * A page URL with a huge query, against the real site (server web/ssr.ts MAX_LOCATION_BYTES): pages
 * redirect to their canonical URL and keep the query they do not know, so `/en/football/?a=<8000
 * x>&b=<8000 x>` answered a 301 with a 16.5 KB Location, more than Node's client (or many proxies)
 * accept. Now such a URL is answered 414; no answer carries a Location over the bound, none is a 5xx.
 * HTTP only: the client reads heads up to 64 KiB, so a header too long for others is seen and measured.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sharedSite } from './support.ts';

/** Mirror of the server's MAX_LOCATION_BYTES (apps never import each other). */
const MAX_LOCATION_BYTES = 8 * 1024;

function get(url: string): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { maxHeaderSize: 64 * 1024 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk.slice(0, 2000)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a page URL with a very long query', () => {
  const site = sharedSite();
  const query = `?a=${'x'.repeat(8000)}&b=${'x'.repeat(8000)}`;

  it('is answered 414 (coded), never with a Location over 8 KiB or a 5xx', async () => {
    // Pages that redirect to their canonical form with the query: the default sport's own path, a
    // sport without its slash, a day that is the default, terms and account under another path.
    const paths = ['/en/football/', '/ta/tennis', '/en/cricket/?day=0&', '/ta/terms', '/en/account'];
    for (const path of paths) {
      const url = `${site.origin}${path}${path.includes('?') ? query.slice(1) : query}`;
      const res = await get(url);
      console.log(`${path}: ${res.status}, Location ${res.location?.length ?? 0} bytes`);
      expect(res.status, path).toBeLessThan(500);
      expect(res.location?.length ?? 0, path).toBeLessThanOrEqual(MAX_LOCATION_BYTES);
      if (res.status === 414) expect(JSON.parse(res.body)).toMatchObject({ code: 'NRL_ERR_URI_TOO_LONG' });
    }
    // The audit's URL itself: the redirect it asked for would echo 16 KB.
    const audit = await get(`${site.origin}/en/football/${query}`);
    expect(audit.status).toBe(414);
  });

  it('still redirects a normal URL with its query', async () => {
    for (const [path, to] of [
      ['/en/football/', '/en/'],
      ['/ta/terms', '/ta/terms/'],
    ]) {
      const res = await get(`${site.origin}${path}?utm_source=x`);
      expect(res.status, path).toBe(301);
      expect(res.location, path).toMatch(new RegExp(`${to}\\?utm_source=x$`));
    }
  });
});
