/**
 * na_{article}: one article with its body and what it links to; nv_{video}: one video with its
 * match. The pages of an article and of a video read these (docs/feeds.md, "na_, nv_"): no list feed
 * carries a body, and df_hi lists a match's videos without a way to open one by its id.
 *
 * Inputs: the article's (video's) document version, the objects it names (participants, leagues, the
 * match as JSON: their names are in the body) and, for an article about a match, the video kind. The
 * digest (exact.ts) keeps the ETag when a change elsewhere leaves the body as it was.
 */
import {
  ARTICLE_VIDEO_COUNT,
  articleCells,
  type MatchEvent,
  type NewsArticle,
  relatedEventCells,
  relatedLeagueCells,
  relatedParticipantCells,
  type Row,
  type Video,
  videoItemCells,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { listFeed } from './exact.ts';
import { parseParticipantId } from './parse.ts';

/** Article and video ids are document keys of [A-Za-z0-9] (ingest/ids.ts, the simulator's alnumId). */
const parseId = (rest: string) => {
  const id = parseParticipantId(rest);
  return id === null ? null : { id };
};

function eventRow(engine: FeedEngine, eventId: string | undefined): Row | null {
  const event = eventId === undefined ? undefined : engine.events.get(eventId);
  return event ? relatedEventCells(relatedEvent(event)) : null;
}

function relatedEvent(e: MatchEvent) {
  return {
    id: e.id,
    homeName: e.homeName,
    awayName: e.awayName,
    startTime: e.startTime,
    leagueId: e.leagueId,
    stageType: e.stageType,
    ...(e.homeScore !== undefined ? { homeScore: e.homeScore } : {}),
    ...(e.awayScore !== undefined ? { awayScore: e.awayScore } : {}),
  };
}

function leagueRow(engine: FeedEngine, leagueId: string): Row | null {
  const league = engine.leagues.get(leagueId);
  return league ? relatedLeagueCells({ id: league.id, name: league.name, sportId: league.sportId }) : null;
}

function videoCells(v: Video): Row {
  return videoItemCells({
    id: v.id,
    sportId: v.sportId,
    title: v.title,
    url: v.url,
    durationS: v.durationS,
    publishedAt: v.publishedAt,
    ...(v.eventId !== undefined ? { eventId: v.eventId } : {}),
  });
}

/** The newest videos of a match, newest first (ties by id). */
function videosOf(engine: FeedEngine, eventId: string): Video[] {
  const found: Video[] = [];
  for (const [, video] of engine.documentsOf('video')) if (video.eventId === eventId) found.push(video);
  return found
    .sort((a, b) => b.publishedAt - a.publishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, ARTICLE_VIDEO_COUNT);
}

function articleInputs(engine: FeedEngine, article: NewsArticle): string {
  return JSON.stringify([
    engine.documentVersion('news', article.id),
    article.participantIds.map((id) => engine.participants.get(id) ?? null),
    article.leagueIds.map((id) => engine.leagues.get(id) ?? null),
    article.eventId === undefined ? null : (engine.events.get(article.eventId) ?? null),
    article.eventId === undefined ? 0 : engine.kindVersion('video'),
  ]);
}

/** na_{article}: the article row (nl_'s NA row plus its body), then participants, leagues, match, videos. */
export const articleFeed = listFeed<{ id: string }>({
  prefix: 'na',
  parse: parseId,
  inputs({ engine }, { id }) {
    const article = engine.document('news', id);
    return article ? articleInputs(engine, article) : 'none';
  },
  build({ engine }, { id }) {
    const a = engine.document('news', id);
    if (!a) return [];
    const rows: Row[] = [
      articleCells({
        id: a.id,
        sportId: a.sportId,
        publishedAt: a.publishedAt,
        headline: a.headline,
        lead: a.lead,
        body: a.body,
        participantIds: a.participantIds,
        leagueIds: a.leagueIds,
        ...(a.eventId !== undefined ? { eventId: a.eventId } : {}),
      }),
    ];
    for (const pid of a.participantIds) {
      const p = engine.participants.get(pid);
      if (p) rows.push(relatedParticipantCells({ id: p.id, name: p.name, sportId: p.sportId }));
    }
    for (const lid of a.leagueIds) {
      const row = leagueRow(engine, lid);
      if (row) rows.push(row);
    }
    const event = eventRow(engine, a.eventId);
    if (event) rows.push(event);
    if (a.eventId !== undefined) rows.push(...videosOf(engine, a.eventId).map(videoCells));
    return rows;
  },
});

/** nv_{video}: the video row (df_hi's VI row plus its sport and match), its match and that match's league. */
export const videoFeed = listFeed<{ id: string }>({
  prefix: 'nv',
  parse: parseId,
  inputs({ engine }, { id }) {
    const video = engine.document('video', id);
    if (!video) return 'none';
    const event = video.eventId === undefined ? undefined : engine.events.get(video.eventId);
    return JSON.stringify([
      engine.documentVersion('video', id),
      event ?? null,
      event ? (engine.leagues.get(event.leagueId) ?? null) : null,
    ]);
  },
  build({ engine }, { id }) {
    const video = engine.document('video', id);
    if (!video) return [];
    const rows: Row[] = [videoCells(video)];
    const event = video.eventId === undefined ? undefined : engine.events.get(video.eventId);
    if (event) {
      rows.push(relatedEventCells(relatedEvent(event)));
      const league = leagueRow(engine, event.leagueId);
      if (league) rows.push(league);
    }
    return rows;
  },
});

export const ARTICLE_FEEDS = [articleFeed, videoFeed] as const;
