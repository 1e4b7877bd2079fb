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
import { cellValue, decodeFeed, type Cell, type Row } from '../codec/feed-codec.ts';
import { decodeNewsRow } from './list-decode.ts';
import { type NewsItem, newsCells } from './list-keys.ts';
import { MatchRow, VideoKey } from './match-keys.ts';
import type { Text } from './model.ts';

/** First-cell keys of the rows of `na_` and `nv_` (the article row is `nl_`'s `NA`, the video row `df_hi`'s `VI`). */
export const NewsArticleRowKey = {
  participant: 'NRP',
  league: 'NRL',
  event: 'NRE',
} as const;

export const NewsArticleKey = {
  bodyTa: 'NBT',
  bodyEn: 'NBE',
  participantName: 'NRPN',
  participantSport: 'NRPS',
  leagueNameTa: 'NRLT',
  leagueNameEn: 'NRLE',
  leagueSport: 'NRLS',
  eventHome: 'NREH',
  eventAway: 'NREA',
  eventStart: 'NRET',
  eventLeague: 'NREL',
  eventStageType: 'NRES',
  eventHomeScore: 'NREG',
  eventAwayScore: 'NREK',
  videoSport: 'VS',
  videoEvent: 'VE',
} as const;

/** The videos of an article's match that `na_` lists. */
export const ARTICLE_VIDEO_COUNT = 5;

export interface ArticleItem extends NewsItem {
  body: Text;
}

export interface RelatedParticipant {
  id: string;
  name: string;
  sportId: number;
}

export interface RelatedLeague {
  id: string;
  name: Text;
  sportId: number;
}

export interface RelatedEvent {
  id: string;
  homeName: string;
  awayName: string;
  startTime: number;
  leagueId: string;
  stageType: number;
  homeScore?: string;
  awayScore?: string;
}

export interface VideoItem {
  id: string;
  sportId: number;
  title: Text;
  url: string;
  durationS: number;
  publishedAt: number;
  eventId?: string;
}

export function articleCells(article: ArticleItem): Cell[] {
  return [
    ...newsCells(article),
    [NewsArticleKey.bodyTa, article.body.ta],
    [NewsArticleKey.bodyEn, article.body.en],
  ];
}

export function relatedParticipantCells(p: RelatedParticipant): Cell[] {
  return [
    [NewsArticleRowKey.participant, p.id],
    [NewsArticleKey.participantName, p.name],
    [NewsArticleKey.participantSport, String(p.sportId)],
  ];
}

export function relatedLeagueCells(l: RelatedLeague): Cell[] {
  return [
    [NewsArticleRowKey.league, l.id],
    [NewsArticleKey.leagueNameTa, l.name.ta],
    [NewsArticleKey.leagueNameEn, l.name.en],
    [NewsArticleKey.leagueSport, String(l.sportId)],
  ];
}

export function relatedEventCells(e: RelatedEvent): Cell[] {
  const cells: Cell[] = [
    [NewsArticleRowKey.event, e.id],
    [NewsArticleKey.eventHome, e.homeName],
    [NewsArticleKey.eventAway, e.awayName],
    [NewsArticleKey.eventStart, String(e.startTime)],
    [NewsArticleKey.eventLeague, e.leagueId],
    [NewsArticleKey.eventStageType, String(e.stageType)],
  ];
  if (e.homeScore !== undefined) cells.push([NewsArticleKey.eventHomeScore, e.homeScore]);
  if (e.awayScore !== undefined) cells.push([NewsArticleKey.eventAwayScore, e.awayScore]);
  return cells;
}

/** The `df_hi` video row plus its sport and match. */
export function videoItemCells(v: VideoItem): Cell[] {
  const cells: Cell[] = [
    [MatchRow.video, v.id],
    [`${VideoKey.title}_ta`, v.title.ta],
    [`${VideoKey.title}_en`, v.title.en],
    [VideoKey.url, v.url],
    [VideoKey.durationS, String(v.durationS)],
    [VideoKey.publishedAt, String(v.publishedAt)],
    [NewsArticleKey.videoSport, String(v.sportId)],
  ];
  if (v.eventId !== undefined) cells.push([NewsArticleKey.videoEvent, v.eventId]);
  return cells;
}

// ---------------------------------------------------------------------------------------- decoding

const first = (row: Row) => row[0]?.[0];
const text = (row: Row, key: string) => cellValue(row, key) ?? '';
function int(row: Row, key: string): number {
  const n = Number(cellValue(row, key) ?? '0');
  return Number.isFinite(n) ? n : 0;
}

export function decodeRelatedParticipant(row: Row): RelatedParticipant | null {
  if (first(row) !== NewsArticleRowKey.participant) return null;
  return {
    id: text(row, NewsArticleRowKey.participant),
    name: text(row, NewsArticleKey.participantName),
    sportId: int(row, NewsArticleKey.participantSport),
  };
}

export function decodeRelatedLeague(row: Row): RelatedLeague | null {
  if (first(row) !== NewsArticleRowKey.league) return null;
  return {
    id: text(row, NewsArticleRowKey.league),
    name: { ta: text(row, NewsArticleKey.leagueNameTa), en: text(row, NewsArticleKey.leagueNameEn) },
    sportId: int(row, NewsArticleKey.leagueSport),
  };
}

export function decodeRelatedEvent(row: Row): RelatedEvent | null {
  if (first(row) !== NewsArticleRowKey.event) return null;
  const event: RelatedEvent = {
    id: text(row, NewsArticleRowKey.event),
    homeName: text(row, NewsArticleKey.eventHome),
    awayName: text(row, NewsArticleKey.eventAway),
    startTime: int(row, NewsArticleKey.eventStart),
    leagueId: text(row, NewsArticleKey.eventLeague),
    stageType: int(row, NewsArticleKey.eventStageType),
  };
  const home = cellValue(row, NewsArticleKey.eventHomeScore);
  const away = cellValue(row, NewsArticleKey.eventAwayScore);
  if (home !== undefined) event.homeScore = home;
  if (away !== undefined) event.awayScore = away;
  return event;
}

export function decodeVideoItem(row: Row): VideoItem | null {
  if (first(row) !== MatchRow.video) return null;
  const video: VideoItem = {
    id: text(row, MatchRow.video),
    sportId: int(row, NewsArticleKey.videoSport),
    title: { ta: text(row, `${VideoKey.title}_ta`), en: text(row, `${VideoKey.title}_en`) },
    url: text(row, VideoKey.url),
    durationS: int(row, VideoKey.durationS),
    publishedAt: int(row, VideoKey.publishedAt),
  };
  const eventId = cellValue(row, NewsArticleKey.videoEvent);
  if (eventId !== undefined) video.eventId = eventId;
  return video;
}

interface Related {
  participants: RelatedParticipant[];
  leagues: RelatedLeague[];
  events: RelatedEvent[];
  videos: VideoItem[];
}

function related(rows: readonly Row[]): Related {
  const out: Related = { participants: [], leagues: [], events: [], videos: [] };
  for (const row of rows) {
    const p = decodeRelatedParticipant(row);
    if (p) out.participants.push(p);
    const l = decodeRelatedLeague(row);
    if (l) out.leagues.push(l);
    const e = decodeRelatedEvent(row);
    if (e) out.events.push(e);
    const v = decodeVideoItem(row);
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
    const item = decodeNewsRow(row);
    if (!item) continue;
    const article: ArticleItem = {
      ...item,
      body: { ta: text(row, NewsArticleKey.bodyTa), en: text(row, NewsArticleKey.bodyEn) },
    };
    return { article, ...related(rows) };
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
