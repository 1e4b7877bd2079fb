/**
 * One article (`na_{article}`) and one video (`nv_{video}`): the feeds of the article and video
 * pages (docs/feeds.md, "na_, nv_"). The spec names only list feeds for news (`nl_`, `pnf_`) and a
 * match's highlights (`df_hi`); none gives an article's body or a video by its id, so these are ours.
 *
 * Like `nl_` they carry no language in their names: texts come in both (`…T` Tamil, `…E` English).
 * Besides the article itself they carry the names a page needs to link what the article is about
 * (participants, leagues, the match), so the page needs no second request, and for an article about
 * a match that match's videos.
 */
import { decodeFeed, type Cell, type Row } from '../codec/feed-codec.ts';
import { field, rowKind, type RowValue } from '../codec/row-schema.ts';
import { ListRows } from './list-keys.ts';
import { MatchRows } from './match-rows.ts';

/** The rows of `na_` and `nv_` besides the article and the video. */
export const ArticleRows = {
  /** na_: the `nl_` news row (`NA` ...) plus the body. */
  article: ListRows.news.extend({
    body: field.texts({ ta: 'NBT', en: 'NBE' }).describe('plain text, paragraphs separated by an empty line'),
  }),
  /** A participant the article names. */
  participant: rowKind({
    id: field.text('NRP'),
    name: field.text('NRPN'),
    sportId: field.number('NRPS'),
  }),
  /** A league the article names. */
  league: rowKind({
    id: field.text('NRL'),
    name: field.texts({ ta: 'NRLT', en: 'NRLE' }),
    sportId: field.number('NRLS'),
  }),
  /** The article's (or the video's) match. */
  event: rowKind({
    id: field.text('NRE'),
    homeName: field.text('NREH'),
    awayName: field.text('NREA'),
    startTime: field.number('NRET'),
    leagueId: field.text('NREL'),
    stageType: field.number('NRES'),
    homeScore: field.text('NREG').optional(),
    awayScore: field.text('NREK').optional(),
  }),
  /** The `df_hi` video row (`VI` ...) plus its sport and match. */
  video: MatchRows.video.extend({
    sportId: field.number('VS'),
    eventId: field.text('VE').optional(),
  }),
};

/** The videos of an article's match that `na_` lists. */
export const ARTICLE_VIDEO_COUNT = 5;

export type ArticleItem = RowValue<typeof ArticleRows.article>;
export type RelatedParticipant = RowValue<typeof ArticleRows.participant>;
export type RelatedLeague = RowValue<typeof ArticleRows.league>;
export type RelatedEvent = RowValue<typeof ArticleRows.event>;
export type VideoItem = RowValue<typeof ArticleRows.video>;

export const articleCells: (article: ArticleItem) => Cell[] = ArticleRows.article.encode;
export const relatedParticipantCells: (p: RelatedParticipant) => Cell[] = ArticleRows.participant.encode;
export const relatedLeagueCells: (l: RelatedLeague) => Cell[] = ArticleRows.league.encode;
export const relatedEventCells: (e: RelatedEvent) => Cell[] = ArticleRows.event.encode;
export const videoItemCells: (v: VideoItem) => Cell[] = ArticleRows.video.encode;

interface Related {
  participants: RelatedParticipant[];
  leagues: RelatedLeague[];
  events: RelatedEvent[];
  videos: VideoItem[];
}

function related(rows: readonly Row[]): Related {
  const out: Related = { participants: [], leagues: [], events: [], videos: [] };
  for (const row of rows) {
    const p = ArticleRows.participant.decode(row);
    if (p) out.participants.push(p);
    const l = ArticleRows.league.decode(row);
    if (l) out.leagues.push(l);
    const e = ArticleRows.event.decode(row);
    if (e) out.events.push(e);
    const v = ArticleRows.video.decode(row);
    if (v) out.videos.push(v);
  }
  return out;
}

export interface ArticleFeed extends Related {
  article: ArticleItem;
}

/** `na_`: the article and what it links to; null for the empty feed (no such article). Throws on a mangled body. */
export function decodeArticleFeed(body: string): ArticleFeed | null {
  const rows = decodeFeed(body);
  for (const row of rows) {
    const article = ArticleRows.article.decode(row);
    if (article) return { article, ...related(rows) };
  }
  return null;
}

export interface VideoFeed {
  video: VideoItem;
  event: RelatedEvent | null;
  league: RelatedLeague | null;
}

/** `nv_`: the video, its match and the match's league; null for the empty feed. */
export function decodeVideoFeed(body: string): VideoFeed | null {
  const rows = decodeFeed(body);
  const r = related(rows);
  const video = r.videos[0];
  if (!video) return null;
  return { video, event: r.events[0] ?? null, league: r.leagues[0] ?? null };
}
