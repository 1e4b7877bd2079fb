/**
 * Match detail feeds (spec 2 §7 "Feed names"): their names, shared by the server (which writes them)
 * and the web (which reads them with `detail/match-decode.ts`); their rows are declared in
 * match-rows.ts. docs/feeds.md (match detail feeds) documents every feed with an example body.
 */
import type { Lang } from '../model.ts';

/** The feed name prefixes: the part of a name before its first variable part. */
export const MatchFeed = {
  common: 'dc',
  summary: 'd_su',
  summaryHorizontal: 'df_sur',
  summaryVertical: 'df_sui',
  headToHead: 'df_hh',
  oddsTab: 'd_od',
  odds: 'df_od',
  prematchOdds: 'df_dos',
  liveOdds: 'df_lod2',
  oddsPreview: 'mop',
  lineups: 'df_li',
  playerStats: 'df_psn',
  pitchers: 'df_pi',
  scratches: 'df_scr',
  preview: 'df_psp',
  report: 'df_mr',
  news: 'df_nf',
  highlights: 'df_hi',
  matchHistory: 'df_mh',
  tennisPoints: 'df_mhs',
  dartsHistory: 'df_mhn',
  dartsLegs: 'df_mhsn',
  /** Cricket's scorecard, computed from the balls document (cricket/scorecard-rows.ts). */
  scorecard: 'df_sc',
  statistics: 'df_st',
  dartsStatistics: 'df_stn',
  dartsSetStatistics: 'df_stp',
  comments: 'df_mc',
  commentary: 'df_lc',
  commentarySince: 'df_lcpo',
} as const;
export type MatchFeed = (typeof MatchFeed)[keyof typeof MatchFeed];

export type OddsFormatCode = 'eu' | 'uk' | 'us' | 'hk' | 'ma' | 'in';

/**
 * The name of a match feed. `eventId` is the full id (`g_1_ab12CD34`); names carry it without `g_`.
 * Forms (spec 2 §7 placeholders; `{type}` is the project type 1):
 * - `d_su_{event}_{lang}_{type}`, `d_od_{event}_{lang}_{type}_{format}`;
 * - `df_lod2_{type}_{event}_{bookmaker}`, `df_lcpo_{type}_{event}_{position}`;
 * - every other one `{prefix}_{type}_{event}`.
 */
export function matchFeedName(
  feed: MatchFeed,
  eventId: string,
  options: { lang?: Lang; format?: OddsFormatCode; bookmakerId?: number; position?: number } = {},
): string {
  const event = eventId.startsWith('g_') ? eventId.slice(2) : eventId;
  const lang = options.lang ?? 'ta';
  switch (feed) {
    case MatchFeed.summary:
      return `${feed}_${event}_${lang}_1`;
    case MatchFeed.oddsTab:
      return `${feed}_${event}_${lang}_1_${options.format ?? 'eu'}`;
    case MatchFeed.liveOdds:
      return `${feed}_1_${event}_${options.bookmakerId ?? 0}`;
    case MatchFeed.commentarySince:
      return `${feed}_1_${event}_${options.position ?? 0}`;
    default:
      return `${feed}_1_${event}`;
  }
}

// The rows of these feeds, declared once (match-rows.ts), and the text key rule they use.
export * from './match-rows.ts';
export { textKeys } from '../codec/row-schema.ts';
