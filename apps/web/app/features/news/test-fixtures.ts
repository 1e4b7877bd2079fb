/**
 * Feed bodies of the news pages, written with the domain's own encoders (as the server writes them),
 * and a fake load context that serves them. Test-only.
 */
import {
  articleCells,
  encodeFeed,
  type NewsItem,
  newsCells,
  pageCells,
  relatedEventCells,
  relatedLeagueCells,
  relatedParticipantCells,
  type Row,
  type SearchAnswer,
  StageType,
  videoItemCells,
} from '@nerali/domain';
import type { NeraliLoadContext } from '../../load-context.ts';
import { UNKNOWN_VISITOR } from '../../kit/visitor.ts';

export const NOW_S = 1_795_348_800; // 2026-11-22 12:00 UTC
const HOUR_S = 3600;

export function newsItem(i: number, sportId: number, ageS: number): NewsItem {
  return {
    id: `n${i}`,
    sportId,
    publishedAt: NOW_S - ageS,
    headline: { ta: `சென்னையின் வெற்றி ${i}`, en: `Chennaiyin win ${i}` },
    lead: { ta: 'கேரளாவை 2-1 என வீழ்த்தியது', en: 'Beat Kerala 2-1' },
    participantIds: ['cfc', 'kbfc'],
    leagueIds: ['1_isl2026'],
    eventId: 'g_1_isl00001',
  };
}

/** nl_{sport}_{page} bodies of `items` (newest first), 20 a page. */
export function newsListFeeds(sportId: number, items: NewsItem[]): Map<string, string> {
  const out = new Map<string, string>();
  const pageCount = Math.max(1, Math.ceil(items.length / 20));
  for (let page = 1; page <= pageCount; page += 1) {
    const slice = items.slice((page - 1) * 20, page * 20);
    const rows: Row[] = [
      pageCells({ page, pageCount, total: items.length, pageSize: 20 }),
      ...slice.map(newsCells),
    ];
    out.set(`nl_${sportId}_${page}`, slice.length === 0 ? '0' : encodeFeed(rows));
  }
  return out;
}

export const ARTICLE_BODY = encodeFeed([
  articleCells({
    ...newsItem(1, 1, 2 * HOUR_S),
    body: {
      ta: 'சென்னையில் நடந்த ஆட்டத்தில் சென்னையின் அணி வென்றது.\n\nஅடுத்த ஆட்டம் சனிக்கிழமை.',
      en: 'Chennaiyin won at home.\n\nThe next match is on Saturday.',
    },
  }),
  relatedParticipantCells({ id: 'cfc', name: 'Chennaiyin FC', sportId: 1 }),
  relatedParticipantCells({ id: 'kbfc', name: 'Kerala Blasters', sportId: 1 }),
  relatedLeagueCells({
    id: '1_isl2026',
    name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' },
    sportId: 1,
  }),
  relatedEventCells({
    id: 'g_1_isl00001',
    homeName: 'Chennaiyin FC',
    awayName: 'Kerala Blasters',
    startTime: NOW_S - 5 * HOUR_S,
    leagueId: '1_isl2026',
    stageType: StageType.finished,
    homeScore: '2',
    awayScore: '1',
  }),
  videoItemCells({
    id: 'v1',
    sportId: 1,
    title: { ta: 'ஆட்டத்தின் சிறப்புத் தருணங்கள்', en: 'Highlights' },
    url: 'https://video.example/v1.mp4',
    durationS: 95,
    publishedAt: NOW_S - HOUR_S,
    eventId: 'g_1_isl00001',
  }),
]);

export function videoBody(url: string): string {
  return encodeFeed([
    videoItemCells({
      id: 'v1',
      sportId: 1,
      title: { ta: 'ஆட்டத்தின் சிறப்புத் தருணங்கள்', en: 'Highlights' },
      url,
      durationS: 95,
      publishedAt: NOW_S - HOUR_S,
      eventId: 'g_1_isl00001',
    }),
    relatedEventCells({
      id: 'g_1_isl00001',
      homeName: 'Chennaiyin FC',
      awayName: 'Kerala Blasters',
      startTime: NOW_S - 5 * HOUR_S,
      leagueId: '1_isl2026',
      stageType: StageType.finished,
    }),
    relatedLeagueCells({
      id: '1_isl2026',
      name: { ta: 'இந்தியன் சூப்பர் லீக்', en: 'Indian Super League' },
      sportId: 1,
    }),
  ]);
}

/** A load context serving `feeds` (any other name: the empty feed) and answering searches with `search`. */
export function fakeContext(
  feeds: Map<string, string>,
  search: (query: string) => SearchAnswer = (query) => ({
    ok: true,
    reply: { query, lang: 'ta', total: 0, hits: [] },
  }),
): { nerali: NeraliLoadContext } {
  return {
    nerali: {
      getFeed: async (name) => ({ status: 200, body: feeds.get(name) ?? '0' }),
      nowS: () => NOW_S,
      visitor: UNKNOWN_VISITOR,
      search: async (query) => search(query),
      terms: async () => null,
    },
  };
}
