/**
 * /sitemap.xml on fake feeds: the index, each part with both languages and hreflang alternates, no
 * match page of a sport whose match pages are not indexed (cricket), and 404 for a part that is not one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleFeed } from '../features/board/test-fixtures.ts';
import { fakeContext, newsItem, newsListFeeds } from '../features/news/test-fixtures.ts';
import { readSitemapPart, SITEMAP_MAX_URLS, urlset, xmlEscape } from '../features/news/sitemap.ts';
import { loader } from './sitemap.ts';

const feeds = new Map<string, string>([
  ...newsListFeeds(0, [newsItem(1, 1, 3600), newsItem(2, 13, 20 * 86_400)]),
  ['f_1_0_330_ta_1', sampleFeed(1, 'ta', 0)],
  ['f_13_0_330_ta_1', sampleFeed(13, 'ta', 0)],
  ['f_1_1_330_ta_1', sampleFeed(1, 'ta', 1)],
  ['f_13_1_330_ta_1', sampleFeed(13, 'ta', 1)],
]);

async function get(query: string): Promise<Response> {
  return (await loader({
    params: {},
    request: new Request(`http://nerali.test/sitemap.xml${query}`),
    context: fakeContext(feeds),
  } as never)) as Response;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

describe('/sitemap.xml', () => {
  it('is an index of its parts', async () => {
    const res = await get('');
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(xml)).toEqual([
      'http://nerali.test/sitemap.xml?part=pages',
      'http://nerali.test/sitemap.xml?part=leagues',
      ...[-2, -1, 0, 1, 2].map((d) => `http://nerali.test/sitemap.xml?part=matches&amp;day=${d}`),
    ]);
  });

  it('pages: every sport, news, search, mobile and recent articles, in Tamil and English with alternates', async () => {
    const xml = await (await get('?part=pages')).text();
    const all = locs(xml);
    expect(all).toContain('http://nerali.test/ta/');
    expect(all).toContain('http://nerali.test/en/');
    expect(all).toContain('http://nerali.test/ta/kabaddi/');
    expect(all).toContain('http://nerali.test/en/mobile/');
    expect(all).toContain('http://nerali.test/ta/terms/');
    expect(all).toContain('http://nerali.test/en/privacy/');
    expect(all).toContain('http://nerali.test/ta/news/n1/');
    // Older than the news list's 14 days: left out.
    expect(all).not.toContain('http://nerali.test/ta/news/n2/');
    expect(xml).toContain(
      '<url><loc>http://nerali.test/ta/cricket/</loc><xhtml:link rel="alternate" hreflang="ta" href="http://nerali.test/ta/cricket/"/><xhtml:link rel="alternate" hreflang="en" href="http://nerali.test/en/cricket/"/><xhtml:link rel="alternate" hreflang="x-default" href="http://nerali.test/ta/cricket/"/></url>',
    );
  });

  it('leagues: today’s leagues and countries', async () => {
    const all = locs(await (await get('?part=leagues')).text());
    expect(all.some((l) => /\/ta\/football\/league\/1_/.test(l))).toBe(true);
    expect(all.some((l) => /\/en\/cricket\/country\/\d+\/$/.test(l))).toBe(true);
  });

  it('matches: football’s, not cricket’s (spec 1 §3)', async () => {
    const all = locs(await (await get('?part=matches&day=1')).text());
    expect(all.some((l) => l.startsWith('http://nerali.test/ta/match/g_1_'))).toBe(true);
    expect(all.some((l) => l.includes('/match/g_13_'))).toBe(false);
  });

  it.each(['?part=x', '?part=matches&day=7', '?part=matches', '?day=1', '?part=pages&day=0'])(
    '%s is a 404',
    async (q) => {
      expect((await get(q)).status).toBe(404);
    },
  );

  it('reads no part out of any other query', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const part = readSitemapPart(new URLSearchParams(q));
        if (part && part.kind === 'matches') expect(Math.abs(part.day)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('escapes what XML needs and stops at the protocol’s 50,000 URLs', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const many = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({ taPath: `/ta/news/n${i}/` }));
    expect(locs(urlset('http://x', many))).toHaveLength(SITEMAP_MAX_URLS);
  });
});
