/** League, team, player, odds, ranking, transfer and news feeds: see docs/feeds.md (list feeds). */
import type { CatalogueFeed } from '../registry.ts';
import { mixedFeed, participantsDayFeed } from './day-feeds.ts';
import {
  liveRankingFeed,
  myNewsFeed,
  newsListFeed,
  participantNewsFeed,
  rankingListFeed,
  transfersFeed,
} from './document-feeds.ts';
import {
  countryFeed,
  drawFeed,
  seriesFeed,
  standingsFeed,
  tournamentFeed,
  tournamentFixturesFeed,
  tournamentResultsFeed,
} from './league-feeds.ts';
import {
  dayOddsFeed,
  matchOddsFeed,
  participantOddsFeed,
  tournamentOddsFeed,
  updateOddsFeed,
} from './odds-feeds.ts';
import {
  participantEventDataFeed,
  participantEventsFeed,
  participantFeed,
  participantFixturesFeed,
  participantPageFeed,
  participantResultsFeed,
} from './participant-feeds.ts';

/**
 * People feeds (player profile pp_, squad psq_, injuries pij_, a sport's rankings rnk_) are listed apart
 * in PEOPLE_FEEDS and joined in createCatalogue: they have their own test world (people-testing.ts),
 * while LIST_FEEDS is exactly what lists.test.ts snapshots from testing.ts.
 */
export { PEOPLE_FEEDS } from './people-feeds.ts';
/** One article (na_) and one video (nv_) by id: their own tests (article-feeds.test.ts), joined in createCatalogue. */
export { ARTICLE_FEEDS } from './article-feeds.ts';
/** A sport's countries (cl_): their own tests (country-list-feeds.test.ts), joined in createCatalogue. */
export { COUNTRY_LIST_FEEDS } from './country-list-feeds.ts';

export const LIST_FEEDS: readonly CatalogueFeed<unknown>[] = [
  countryFeed,
  tournamentFeed,
  standingsFeed,
  drawFeed,
  seriesFeed,
  tournamentFixturesFeed,
  tournamentResultsFeed,
  participantFeed,
  participantFixturesFeed,
  participantResultsFeed,
  participantPageFeed,
  participantEventDataFeed,
  participantEventsFeed,
  mixedFeed,
  participantsDayFeed,
  dayOddsFeed,
  matchOddsFeed,
  updateOddsFeed,
  tournamentOddsFeed,
  participantOddsFeed,
  rankingListFeed,
  liveRankingFeed,
  transfersFeed,
  newsListFeed,
  participantNewsFeed,
  myNewsFeed,
];
