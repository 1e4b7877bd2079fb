/** Match detail feeds (d_, df_, dc_, mop_): see docs/feeds.md (match detail feeds). */
import type { CatalogueFeed } from '../registry.ts';
import { highlightsFeed, newsFeed, previewFeed, reportFeed } from './articles.ts';
import { commentaryFeed, commentarySinceFeed, commentsFeed } from './commentary.ts';
import { headToHeadFeed } from './h2h-feed.ts';
import { headerFeed } from './header.ts';
import { dartsHistoryFeed, dartsLegsFeed, matchHistoryFeed, tennisPointsFeed } from './history.ts';
import { scorecardFeed } from './scorecard.ts';
import { lineupsFeed, pitchersFeed, playerStatsFeed, scratchesFeed } from './lineups.ts';
import { liveOddsFeed, oddsFeed, oddsPreviewFeed, oddsTabFeed, prematchOddsFeed } from './odds.ts';
import { dartsSetStatisticsFeed, dartsStatisticsFeed, statisticsPerPeriodFeed } from './statistics.ts';
import { summaryFeed, summaryHorizontalFeed, summaryVerticalFeed } from './summary.ts';

export const MATCH_FEEDS: readonly CatalogueFeed<unknown>[] = [
  headerFeed,
  summaryFeed,
  summaryHorizontalFeed,
  summaryVerticalFeed,
  headToHeadFeed,
  oddsTabFeed,
  oddsFeed,
  prematchOddsFeed,
  liveOddsFeed,
  oddsPreviewFeed,
  lineupsFeed,
  playerStatsFeed,
  pitchersFeed,
  scratchesFeed,
  previewFeed,
  reportFeed,
  newsFeed,
  highlightsFeed,
  matchHistoryFeed,
  tennisPointsFeed,
  dartsHistoryFeed,
  dartsLegsFeed,
  scorecardFeed,
  statisticsPerPeriodFeed,
  dartsStatisticsFeed,
  dartsSetStatisticsFeed,
  commentaryFeed,
  commentsFeed,
  commentarySinceFeed,
];
