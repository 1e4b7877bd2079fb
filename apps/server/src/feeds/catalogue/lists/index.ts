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
