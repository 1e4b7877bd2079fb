/**
 * /sitemap.xml: a sitemap index and its parts (features/news/sitemap.ts), built from the same feeds
 * the pages read (full feeds of the day cut for India's zone, nl_ for articles). Cached an hour: a
 * crawler reads it rarely, and the day's leagues and matches change slowly enough.
 */
import {
  decodeFeedDocument,
  decodeListFeed,
  formatFeedName,
  isEmptyFeed,
  PROJECT_TYPE,
  SPORTS,
  type SportInfo,
} from '@nerali/domain';
import { NEWS_MAX_AGE_DAYS } from '../features/news/news-list.ts';
import {
  readSitemapPart,
  SITEMAP_PART_DAYS,
  type SitemapPage,
  type SitemapPart,
  sitemapIndex,
  urlset,
} from '../features/news/sitemap.ts';
import { DEFAULT_TZ_MINUTES } from '../kit/cookies.ts';
import { paths } from '../kit/paths.ts';
import { isCategorySport } from '../kit/sports.ts';
import type { NeraliLoadContext } from '../load-context.ts';
import type { Route } from './+types/sitemap';

type GetFeed = NeraliLoadContext['getFeed'];
const DAY_S = 86_400;
/** Recent articles listed: the first pages of nl_0 (20 each) within the news list's 14 days. */
const ARTICLE_FEED_PAGES = 5;

const PARTS: SitemapPart[] = [
  { kind: 'pages' },
  { kind: 'leagues' },
  ...SITEMAP_PART_DAYS.map((day) => ({ kind: 'matches' as const, day })),
];

const xml = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });

async function body(getFeed: GetFeed, name: string): Promise<string | null> {
  const feed = await getFeed(name);
  return feed.status === 200 && !isEmptyFeed(feed.body) ? feed.body : null;
}

function dayFeed(sport: SportInfo, day: number): string {
  return formatFeedName({
    kind: 'full',
    sportId: sport.id,
    day,
    tzMinutes: DEFAULT_TZ_MINUTES,
    lang: 'ta',
    projectType: PROJECT_TYPE,
  });
}

async function pages(getFeed: GetFeed, nowS: number): Promise<SitemapPage[]> {
  const out: SitemapPage[] = SPORTS.map((s) => ({ taPath: paths.sport('ta', s) }));
  out.push({ taPath: paths.news('ta') }, { taPath: paths.search('ta') }, { taPath: '/ta/mobile/' });
  out.push({ taPath: paths.terms('ta') }, { taPath: paths.privacy('ta') });
  const since = nowS - NEWS_MAX_AGE_DAYS * DAY_S;
  for (let page = 1; page <= ARTICLE_FEED_PAGES; page += 1) {
    const text = await body(getFeed, `nl_0_${page}`);
    if (text === null) break;
    const news = decodeListFeed(text).news.filter((n) => n.publishedAt >= since);
    for (const n of news) out.push({ taPath: paths.article('ta', n.id), lastmodS: n.publishedAt });
    if (news.length === 0) break;
  }
  return out;
}

async function leagues(getFeed: GetFeed): Promise<SitemapPage[]> {
  const out: SitemapPage[] = [];
  for (const sport of SPORTS.filter((s) => !isCategorySport(s))) {
    const text = await body(getFeed, dayFeed(sport, 0));
    if (text === null) continue;
    const doc = decodeFeedDocument(text);
    const countries = new Set<number>();
    for (const league of doc.leagues) {
      out.push({ taPath: paths.league('ta', sport, league.id) });
      if (league.countryId > 0) countries.add(league.countryId);
    }
    for (const id of countries) out.push({ taPath: paths.country('ta', sport, id) });
  }
  return out;
}

async function matches(getFeed: GetFeed, day: number): Promise<SitemapPage[]> {
  const out: SitemapPage[] = [];
  // Spec 1 §3: the match page is not indexed for cricket, golf and moto racing; no-duel sports
  // have races, whose pages are their leagues.
  for (const sport of SPORTS.filter((s) => s.detailIndexed && !s.noDuel && !isCategorySport(s))) {
    const text = await body(getFeed, dayFeed(sport, day));
    if (text === null) continue;
    for (const { patch } of decodeFeedDocument(text).events) {
      if (patch.id) out.push({ taPath: paths.match('ta', patch.id) });
    }
  }
  return out;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const part = readSitemapPart(url.searchParams);
  if (part === undefined) return xml('', 404);
  const { getFeed, nowS } = context.nerali;
  if (part === null) return xml(sitemapIndex(url.origin, PARTS));
  try {
    const list =
      part.kind === 'pages'
        ? await pages(getFeed, nowS())
        : part.kind === 'leagues'
          ? await leagues(getFeed)
          : await matches(getFeed, part.day);
    return xml(urlset(url.origin, list));
  } catch {
    // A feed that does not decode: no half sitemap in a crawler's cache.
    return xml('', 503);
  }
}
