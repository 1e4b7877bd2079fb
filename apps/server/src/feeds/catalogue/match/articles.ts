/**
 * Texts about a match: df_psp (preview) and df_mr (match report) from their documents, df_nf (news of
 * the match and its teams) and df_hi (its highlight videos) selected from the news and video kinds.
 */
import {
  type MatchArticle,
  MatchFeed,
  type MatchEvent,
  MatchRows,
  type NewsArticle,
  type Row,
  type Video,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { compareText, hashText, KindMemo, standardMatchFeed } from './common.ts';

export function articleRow(article: MatchArticle): Row {
  return MatchRows.article.encode(article);
}

export const previewFeed = standardMatchFeed({
  prefix: MatchFeed.preview,
  uses: { documents: ['preview'] },
  build({ engine }, event) {
    const doc = engine.document('preview', event.id);
    return doc ? [articleRow(doc)] : [];
  },
});

export const reportFeed = standardMatchFeed({
  prefix: MatchFeed.report,
  uses: { documents: ['report'] },
  build({ engine }, event) {
    const doc = engine.document('report', event.id);
    return doc ? [articleRow(doc)] : [];
  },
});

// ------------------------------------------------------------------------------------------- df_nf

/** Spec 1 §9: a news feed shows 15 articles. */
export const MATCH_NEWS_COUNT = 15;

interface Selection<T> {
  items: T[];
  /** Ids and document versions of the items: the version part of the feed. */
  tag: string;
}

function newestFirst(a: { publishedAt: number; id: string }, b: { publishedAt: number; id: string }): number {
  return b.publishedAt - a.publishedAt || compareText(a.id, b.id);
}

function select<T extends { id: string; publishedAt: number }>(
  engine: FeedEngine,
  kind: 'news' | 'video',
  items: T[],
  limit: number,
): Selection<T> {
  const chosen = items.sort(newestFirst).slice(0, limit);
  return {
    items: chosen,
    tag: hashText(chosen.map((i) => `${i.id}:${engine.documentVersion(kind, i.id)}`).join(',')),
  };
}

const newsMemo = new KindMemo<Selection<NewsArticle>>();

/** The newest articles about the match or either team; scanned once per change of any article. */
export function matchNews(engine: FeedEngine, event: MatchEvent): Selection<NewsArticle> {
  return newsMemo.get(engine, 'news', `${event.id}|${event.homeId}|${event.awayId}`, () => {
    const found: NewsArticle[] = [];
    for (const [, article] of engine.documentsOf('news')) {
      if (
        article.eventId === event.id ||
        (event.homeId !== '' && article.participantIds.includes(event.homeId)) ||
        (event.awayId !== '' && article.participantIds.includes(event.awayId))
      ) {
        found.push(article);
      }
    }
    return select(engine, 'news', found, MATCH_NEWS_COUNT);
  });
}

export function newsRow(article: NewsArticle): Row {
  return MatchRows.news.encode(article);
}

export const newsFeed = standardMatchFeed({
  prefix: MatchFeed.news,
  // The teams are part of the selection; they are event data, but only these two ids matter.
  uses: { extra: ({ engine }, event) => matchNews(engine, event).tag },
  build({ engine }, event) {
    return matchNews(engine, event).items.map(newsRow);
  },
});

// ------------------------------------------------------------------------------------------- df_hi

export const MATCH_VIDEO_COUNT = 20;

const videoMemo = new KindMemo<Selection<Video>>();

export function matchVideos(engine: FeedEngine, event: MatchEvent): Selection<Video> {
  return videoMemo.get(engine, 'video', event.id, () => {
    const found: Video[] = [];
    for (const [, video] of engine.documentsOf('video')) if (video.eventId === event.id) found.push(video);
    return select(engine, 'video', found, MATCH_VIDEO_COUNT);
  });
}

export function videoRow(video: Video): Row {
  return MatchRows.video.encode(video);
}

export const highlightsFeed = standardMatchFeed({
  prefix: MatchFeed.highlights,
  uses: { extra: ({ engine }, event) => matchVideos(engine, event).tag },
  build({ engine }, event) {
    return matchVideos(engine, event).items.map(videoRow);
  },
});
