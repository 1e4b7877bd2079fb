/**
 * What the news list shows of the `nl_` feed (docs/decisions.md, "News, video, search, mobile and
 * sitemap"): the spec's news constants are "past 14 days, count 15, allowed 3/15/30". A page of the
 * list shows NEWS_PAGE_SIZE (15) articles of the last NEWS_MAX_AGE_DAYS (14) days, newest first; the
 * box of more news beside an article shows NEWS_BOX_SIZE (3); `?n=30` shows 30 a page. The feed pages
 * by 20 (LIST_PAGE_SIZE), so our page p spans at most two feed pages (three at 30).
 */
import { LIST_PAGE_SIZE, type NewsItem, type SportInfo } from '@nerali/domain';
import { isCategorySport, sportFromSlug } from '../../kit/sports.ts';

export const NEWS_PAGE_SIZE = 15;
/**
 * Spec 1 §9 "allowed 3/15/30": a list page holds 15 (the default) or, with `?n=30`, 30 articles; 3 is
 * the box beside an article.
 */
export const NEWS_PAGE_SIZES = [NEWS_PAGE_SIZE, 30] as const;
export type NewsPageSize = (typeof NEWS_PAGE_SIZES)[number];
export const NEWS_BOX_SIZE = 3;
export const NEWS_MAX_AGE_DAYS = 14;
/** Pages past this are not offered (15 a page over 14 days is room for 600 articles). */
export const NEWS_MAX_PAGE = 40;
const DAY_S = 86_400;

export interface NewsQuery {
  /** null: all sports. */
  sport: SportInfo | null;
  page: number;
  /** Articles a page: 15 (absent), or 30 (`?n=30`). */
  count?: NewsPageSize;
}

/**
 * `?sport={slug}&page={n}`: null for anything that is no page (an unknown sport, page 0, "01", a
 * parameter given twice): the loader answers 404. `canonical` is false when the same page has a
 * shorter URL (`page=1`, unknown extra parameters), which the loader redirects to.
 */
export function readNewsQuery(params: URLSearchParams): { query: NewsQuery; canonical: boolean } | null {
  const sports = params.getAll('sport');
  const pages = params.getAll('page');
  const counts = params.getAll('n');
  if (sports.length > 1 || pages.length > 1 || counts.length > 1) return null;
  const rawCount = counts[0];
  const count = rawCount === undefined ? NEWS_PAGE_SIZE : NEWS_PAGE_SIZES.find((n) => String(n) === rawCount);
  if (count === undefined) return null;
  const slug = sports[0];
  // `sport=` is the filter form's "all"; an umbrella sport (motorsport) has no news of its own.
  const sport = slug === undefined || slug === '' ? null : sportFromSlug(slug);
  if (sport === undefined || (sport !== null && isCategorySport(sport))) return null;
  const rawPage = pages[0];
  if (rawPage !== undefined && !/^[1-9][0-9]{0,3}$/.test(rawPage)) return null;
  const page = rawPage === undefined ? 1 : Number(rawPage);
  if (page > NEWS_MAX_PAGE) return null;
  const known = [...params.keys()].every((k) => k === 'sport' || k === 'page' || k === 'n');
  return {
    query: { sport, page, count },
    canonical: known && rawPage !== '1' && slug !== '' && rawCount !== String(NEWS_PAGE_SIZE),
  };
}

/** The URL of a list page: /ta/news/, /ta/news/?sport=cricket&page=2, /ta/news/?n=30. */
export function newsListPath(
  base: string,
  sport: SportInfo | null,
  page: number,
  count: NewsPageSize = NEWS_PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  if (sport) params.set('sport', sport.slug);
  if (page > 1) params.set('page', String(page));
  if (count !== NEWS_PAGE_SIZE) params.set('n', String(count));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Feed pages (from 1) holding our page's articles and the one after them (to know if there is a next page). */
export function feedPagesFor(page: number, pageSize = NEWS_PAGE_SIZE): number[] {
  const first = (page - 1) * pageSize;
  const last = first + pageSize; // one more than shown
  const from = Math.floor(first / LIST_PAGE_SIZE.news) + 1;
  const to = Math.floor(last / LIST_PAGE_SIZE.news) + 1;
  // 15 a page spans at most two feed pages of 20; 30 a page, up to three.
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Our page out of the feed pages' items (in feed order, starting at the first feed page asked):
 * the articles of the last 14 days that fall on it, and whether a next page has any.
 */
export function pageOfNews(
  items: readonly NewsItem[],
  page: number,
  nowS: number,
  pageSize = NEWS_PAGE_SIZE,
): { items: NewsItem[]; hasNext: boolean } {
  const firstFeedPage = feedPagesFor(page, pageSize)[0] ?? 1;
  const offset = (page - 1) * pageSize - (firstFeedPage - 1) * LIST_PAGE_SIZE.news;
  const since = nowS - NEWS_MAX_AGE_DAYS * DAY_S;
  const recent = items.slice(offset).filter((n) => n.publishedAt >= since);
  return { items: recent.slice(0, pageSize), hasNext: recent.length > pageSize && page < NEWS_MAX_PAGE };
}
