/**
 * Names of the feeds these pages read (docs/feeds.md: list feeds and "People"). In one place so a
 * name's shape changes here only; every part comes from a parser of params.ts or from a feed.
 */
import { type Lang, PROJECT_TYPE } from '@nerali/domain';
import type { PairKind } from './params.ts';

const suffix = (kind: PairKind | 'all') => (kind === 'all' ? '' : `_${kind}`);

export const teamFeeds = {
  header: (id: string, lang: Lang) => `p_${id}_${lang}_${PROJECT_TYPE}`,
  record: (id: string, lang: Lang) => `pe_${id}_${lang}`,
  /** The participant page feed (spec 2 §7): live, upcoming, then results. */
  page: (id: string, tzMinutes: number, lang: Lang) => `pl_${tzMinutes}_${id}_1_${lang}`,
  results: (id: string, page: number, lang: Lang, kind: PairKind | 'all') =>
    `pr_${id}_${page}_${lang}${suffix(kind)}`,
  fixtures: (id: string, page: number, lang: Lang, kind: PairKind | 'all') =>
    `pf_${id}_${page}_${lang}${suffix(kind)}`,
  squad: (id: string, lang: Lang) => `psq_${id}_${lang}`,
  transfers: (id: string, page: number) => `tetr_${id}_${PROJECT_TYPE}_${page}`,
  injuries: (id: string, lang: Lang) => `pij_${id}_${lang}`,
  news: (id: string, page: number) => `pnf_${id}_${page}`,
  standings: (leagueId: string, lang: Lang) => `ts_${leagueId}_${lang}_${PROJECT_TYPE}`,
  player: (id: string, lang: Lang) => `pp_${id}_${lang}`,
  ranking: (id: string, page: number) => `ran_${id}_${page}`,
  liveRanking: (id: string, page: number) => `ral_${id}_${page}`,
  sportRankings: (sportId: number) => `rnk_${sportId}`,
  repair: (sportId: number) => `r_${sportId}_${PROJECT_TYPE}`,
  update: (sportId: number) => `u_${sportId}_${PROJECT_TYPE}`,
} as const;
