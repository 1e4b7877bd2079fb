/**
 * Feeds read from whole documents: rankings (ran_, ral_), a team's transfers (tetr_) and news (nl_,
 * pnf_, mynf_). They carry no language in their names (spec 2 §7 forms), so texts come in both.
 */
import {
  LIST_PAGE_SIZE,
  MY_NEWS_MAX,
  type NewsArticle,
  type NewsItem,
  newsCells,
  rankingCells,
  rankingHeaderCells,
  type Row,
  transferCells,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { listFeed } from './exact.ts';
import {
  parseDocumentId,
  parsePage,
  parseParticipantId,
  parseParticipantList,
  parseProjectType,
  parseSport,
  parts,
} from './parse.ts';
import { pageOf, pageRow } from './select.ts';

/** `{id}_{page}` where the id may itself hold underscores: the page is the last part. */
function parseIdPage(rest: string): { id: string; page: number } | null {
  const cut = rest.lastIndexOf('_');
  if (cut <= 0) return null;
  const id = parseDocumentId(rest.slice(0, cut));
  const page = parsePage(rest.slice(cut + 1));
  return id && page !== null ? { id, page } : null;
}

function rankingFeed(prefix: 'ran' | 'ral', liveOnly: boolean) {
  return listFeed<{ id: string; page: number }>({
    prefix,
    parse: parseIdPage,
    inputs: ({ engine }, { id }) => String(engine.documentVersion('ranking', id)),
    build({ engine }, { id, page }) {
      const ranking = engine.document('ranking', id);
      if (!ranking || (liveOnly && !ranking.live)) return [];
      const sorted = [...ranking.rows].sort(
        (a, b) => a.rank - b.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
      );
      const paged = pageOf(sorted, page, LIST_PAGE_SIZE.ranking);
      if (!paged) return [];
      return [
        rankingHeaderCells({
          id: ranking.id,
          sportId: ranking.sportId,
          name: ranking.name,
          updatedAt: ranking.updatedAt,
          live: ranking.live,
        }),
        pageRow(paged.page),
        ...paged.items.map(rankingCells),
      ];
    },
  });
}

/** ran_{ranking}_{page}: a ranking, 100 rows a page, by rank. */
export const rankingListFeed = rankingFeed('ran', false);
/** ral_{ranking}_{page}: the same for a live ranking only (one that moves with the matches played). */
export const liveRankingFeed = rankingFeed('ral', true);

/** tetr_{participant}_{type}_{page}: a team's transfers, newest first, 50 a page. */
export const transfersFeed = listFeed<{ participantId: string; page: number }>({
  prefix: 'tetr',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 3 || !parseProjectType(p[1])) return null;
    const participantId = parseParticipantId(p[0]);
    const page = parsePage(p[2]);
    return participantId && page !== null ? { participantId, page } : null;
  },
  inputs: ({ engine }, { participantId }) => String(engine.documentVersion('transfers', participantId)),
  build({ engine }, { participantId, page }) {
    const transfers = engine.document('transfers', participantId)?.transfers ?? [];
    const sorted = [...transfers].sort(
      (a, b) => cmp(b.date, a.date) || cmp(a.playerName, b.playerName) || cmp(a.playerId, b.playerId),
    );
    const paged = pageOf(sorted, page, LIST_PAGE_SIZE.transfers);
    return paged ? [pageRow(paged.page), ...paged.items.map(transferCells)] : [];
  },
});

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Articles matching `keep`, newest first (ties by id, so the order is total). */
function newest(engine: FeedEngine, keep: (a: NewsArticle) => boolean): NewsArticle[] {
  const out: NewsArticle[] = [];
  for (const [, article] of engine.documentsOf('news')) if (keep(article)) out.push(article);
  return out.sort((a, b) => b.publishedAt - a.publishedAt || cmp(a.id, b.id));
}

function newsItem(a: NewsArticle): NewsItem {
  return {
    id: a.id,
    sportId: a.sportId,
    publishedAt: a.publishedAt,
    headline: a.headline,
    lead: a.lead,
    participantIds: a.participantIds,
    leagueIds: a.leagueIds,
    ...(a.eventId !== undefined ? { eventId: a.eventId } : {}),
  };
}

function newsPage(articles: NewsArticle[], page: number): Row[] {
  const paged = pageOf(articles, page, LIST_PAGE_SIZE.news);
  return paged ? [pageRow(paged.page), ...paged.items.map((a) => newsCells(newsItem(a)))] : [];
}

const newsInputs = ({ engine }: { engine: FeedEngine }) => String(engine.kindVersion('news'));

/** nl_{sport}_{page}: a sport's news (0: all sports), 20 a page, newest first. */
export const newsListFeed = listFeed<{ sportId: number; page: number }>({
  prefix: 'nl',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 2) return null;
    const sportId = parseSport(p[0], true);
    const page = parsePage(p[1]);
    return sportId !== null && page !== null ? { sportId, page } : null;
  },
  inputs: newsInputs,
  build: ({ engine }, { sportId, page }) =>
    newsPage(
      newest(engine, (a) => sportId === 0 || a.sportId === sportId),
      page,
    ),
});

/** pnf_{participant}_{page}: news mentioning a participant, 20 a page, newest first. */
export const participantNewsFeed = listFeed<{ participantId: string; page: number }>({
  prefix: 'pnf',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 2) return null;
    const participantId = parseParticipantId(p[0]);
    const page = parsePage(p[1]);
    return participantId && page !== null ? { participantId, page } : null;
  },
  inputs: newsInputs,
  build: ({ engine }, { participantId, page }) =>
    newsPage(
      newest(engine, (a) => a.participantIds.includes(participantId)),
      page,
    ),
});

/**
 * mynf_{participants}_{count}: the newest `count` (1..MY_NEWS_MAX) articles mentioning any of the
 * followed participants ('p1-p2', as fp_). One list, no pages: it is the "my news" box.
 */
export const myNewsFeed = listFeed<{ participantIds: string[]; count: number }>({
  prefix: 'mynf',
  parse(rest) {
    const p = parts(rest);
    if (!p || p.length !== 2) return null;
    const participantIds = parseParticipantList(p[0]);
    const count = parsePage(p[1]);
    return participantIds && count !== null && count <= MY_NEWS_MAX ? { participantIds, count } : null;
  },
  inputs: newsInputs,
  build({ engine }, { participantIds, count }) {
    const ids = new Set(participantIds);
    const articles = newest(engine, (a) => a.participantIds.some((id) => ids.has(id))).slice(0, count);
    return articles.map((a) => newsCells(newsItem(a)));
  },
});
