/**
 * The feeds of the news pages, read from the server's memory through the load context: `nl_` for the
 * list, `na_` for an article, `nv_` for a video (docs/feeds.md). Each answer is decoded here, on the
 * server, and the page gets plain objects: articles do not change while they are read, so the pages
 * hold no live feed and send no decoder to the browser.
 */
import {
  type ArticleFeed,
  decodeArticleFeed,
  decodeListFeed,
  decodeVideoFeed,
  isEmptyFeed,
  type NewsItem,
  type VideoFeed,
} from '@nerali/domain';
import type { NeraliLoadContext } from '../../load-context.ts';
import { feedPagesFor, NEWS_PAGE_SIZE, type NewsQuery, pageOfNews } from './news-list.ts';

type GetFeed = NeraliLoadContext['getFeed'];

/** A feed that failed (status, or a body no encoder writes): the page's error boundary says so. */
export class FeedFailed extends Error {
  constructor(readonly feed: string) {
    super(`feed ${feed} failed`);
  }
}

async function read(getFeed: GetFeed, name: string): Promise<string | null> {
  const feed = await getFeed(name);
  if (feed.status === 204 || (feed.status === 200 && isEmptyFeed(feed.body))) return null;
  if (feed.status !== 200) throw new FeedFailed(name);
  return feed.body;
}

function decoded<T>(name: string, decode: () => T): T {
  try {
    return decode();
  } catch {
    throw new FeedFailed(name);
  }
}

async function newsItems(getFeed: GetFeed, sportId: number, feedPage: number): Promise<NewsItem[]> {
  const name = `nl_${sportId}_${feedPage}`;
  const body = await read(getFeed, name);
  return body === null ? [] : decoded(name, () => decodeListFeed(body).news);
}

export async function loadNewsPage(
  getFeed: GetFeed,
  query: NewsQuery,
  nowS: number,
  pageSize = NEWS_PAGE_SIZE,
): Promise<{ items: NewsItem[]; hasNext: boolean }> {
  const sportId = query.sport?.id ?? 0;
  const pages = await Promise.all(
    feedPagesFor(query.page, pageSize).map((p) => newsItems(getFeed, sportId, p)),
  );
  return pageOfNews(pages.flat(), query.page, nowS, pageSize);
}

/** null: no such article (the page is a 404). */
export async function loadArticle(getFeed: GetFeed, articleId: string): Promise<ArticleFeed | null> {
  const name = `na_${articleId}`;
  const body = await read(getFeed, name);
  return body === null ? null : decoded(name, () => decodeArticleFeed(body));
}

/** null: no such video. */
export async function loadVideo(getFeed: GetFeed, videoId: string): Promise<VideoFeed | null> {
  const name = `nv_${videoId}`;
  const body = await read(getFeed, name);
  return body === null ? null : decoded(name, () => decodeVideoFeed(body));
}
