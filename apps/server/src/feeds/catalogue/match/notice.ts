/**
 * Which match feeds a document kind feeds, for the push notice on `g_{sport}_{id}` that tells an open
 * match page what to fetch again (push/publisher.ts). Feeds built from event rows (dc_, df_hh,
 * df_scr of races) are not named: the page already gets the event's delta on the same subject.
 */
import { type DocumentKind, encodeFeed, MatchFeed, MatchRows } from '@nerali/domain';

export const FEEDS_OF_KIND: Partial<Record<DocumentKind, readonly MatchFeed[]>> = {
  incidents: [
    MatchFeed.summary,
    MatchFeed.summaryHorizontal,
    MatchFeed.summaryVertical,
    MatchFeed.playerStats,
  ],
  lineups: [MatchFeed.lineups, MatchFeed.playerStats, MatchFeed.pitchers, MatchFeed.scratches],
  // The summary tab draws football's momentum graph from the statistics' timeline.
  statistics: [
    MatchFeed.statistics,
    MatchFeed.dartsStatistics,
    MatchFeed.dartsSetStatistics,
    MatchFeed.summary,
  ],
  commentary: [MatchFeed.commentary, MatchFeed.commentarySince, MatchFeed.comments],
  odds: [
    MatchFeed.oddsTab,
    MatchFeed.odds,
    MatchFeed.prematchOdds,
    MatchFeed.liveOdds,
    MatchFeed.oddsPreview,
  ],
  pointHistory: [MatchFeed.matchHistory, MatchFeed.tennisPoints, MatchFeed.dartsHistory, MatchFeed.dartsLegs],
  balls: [MatchFeed.scorecard],
  raids: [MatchFeed.kabaddiRaids],
  preview: [MatchFeed.preview],
  report: [MatchFeed.report],
  news: [MatchFeed.news],
  video: [MatchFeed.highlights],
  matchInfo: [MatchFeed.summary],
};

/** Kinds whose key is the event id. */
export const EVENT_KEYED_KINDS: ReadonlySet<DocumentKind> = new Set([
  'incidents',
  'lineups',
  'statistics',
  'commentary',
  'odds',
  'pointHistory',
  'balls',
  'raids',
  'preview',
  'report',
  'matchInfo',
]);

/** The feeds of some changed kinds, each once, in MatchFeed order. */
export function feedsOfKinds(kinds: Iterable<DocumentKind>): MatchFeed[] {
  const wanted = new Set<MatchFeed>();
  for (const kind of kinds) for (const feed of FEEDS_OF_KIND[kind] ?? []) wanted.add(feed);
  return Object.values(MatchFeed).filter((feed) => wanted.has(feed));
}

/** The notice body: one row `DN÷{eventId}¬DNF÷{feeds joined by ,}`. */
export function encodeDetailNotice(eventId: string, feeds: readonly string[]): string {
  return encodeFeed([MatchRows.notice.encode({ eventId, feeds: [...feeds] })]);
}
