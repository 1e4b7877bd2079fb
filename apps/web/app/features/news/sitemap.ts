/**
 * /sitemap.xml (sitemaps.org 0.9, with xhtml:link hreflang alternates): a sitemap index of parts,
 * each bounded by the protocol's 50,000 URLs:
 *   ?part=pages                 sport pages, the news list, search, mobile app, recent articles
 *   ?part=leagues               today's leagues and countries of every sport
 *   ?part=matches&day={-2..2}   the day's match pages, only of sports whose match pages are indexed
 *                               (spec 1 §3: not cricket, golf, moto racing) and that have matches (duels)
 * Every page is listed in Tamil and in English, each with both as alternates (Tamil is x-default).
 */
import type { Lang } from '@nerali/domain';
import { otherLangPath } from '../../kit/paths.ts';

export const SITEMAP_PART_DAYS = [-2, -1, 0, 1, 2] as const;
/** sitemaps.org: at most 50,000 URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapPart = { kind: 'pages' } | { kind: 'leagues' } | { kind: 'matches'; day: number };

/** `?part=` and `?day=`: null is the index; undefined a part that does not exist (404). */
export function readSitemapPart(params: URLSearchParams): SitemapPart | null | undefined {
  const part = params.get('part');
  if (part === null) return params.has('day') ? undefined : null;
  if (part === 'pages' || part === 'leagues') return params.has('day') ? undefined : { kind: part };
  if (part !== 'matches') return undefined;
  const day = Number(params.get('day'));
  return /^-?[0-9]$/.test(params.get('day') ?? '') && (SITEMAP_PART_DAYS as readonly number[]).includes(day)
    ? { kind: 'matches', day }
    : undefined;
}

export function partQuery(part: SitemapPart): string {
  return part.kind === 'matches' ? `?part=matches&day=${part.day}` : `?part=${part.kind}`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A page in Tamil, as a path ("/ta/cricket/"); the English one is derived. `lastmod` in unix seconds. */
export interface SitemapPage {
  taPath: string;
  lastmodS?: number;
}

function isoDate(unixS: number): string {
  return new Date(unixS * 1000).toISOString().slice(0, 10);
}

/** The urlset of pages, both languages each, cut at the protocol's limit. */
export function urlset(origin: string, pages: readonly SitemapPage[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const seen = new Set<string>();
  let count = 0;
  for (const page of pages) {
    if (count + 2 > SITEMAP_MAX_URLS) break;
    if (seen.has(page.taPath)) continue;
    seen.add(page.taPath);
    const ta = xmlEscape(origin + page.taPath);
    const en = xmlEscape(origin + otherLangPath(page.taPath, 'en' satisfies Lang));
    const alternates =
      `<xhtml:link rel="alternate" hreflang="ta" href="${ta}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ta}"/>`;
    const lastmod = page.lastmodS === undefined ? '' : `<lastmod>${isoDate(page.lastmodS)}</lastmod>`;
    out.push(
      `<url><loc>${ta}</loc>${lastmod}${alternates}</url>`,
      `<url><loc>${en}</loc>${lastmod}${alternates}</url>`,
    );
    count += 2;
  }
  out.push('</urlset>');
  return out.join('\n');
}

export function sitemapIndex(origin: string, parts: readonly SitemapPart[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((p) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml${partQuery(p)}`)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}
