import { gameFeed } from './game.ts';
import { ARTICLE_FEEDS, COUNTRY_LIST_FEEDS, LIST_FEEDS, PEOPLE_FEEDS } from './lists/index.ts';
import { MATCH_FEEDS } from './match/index.ts';
import { Catalogue } from './registry.ts';

export function createCatalogue(): Catalogue {
  return new Catalogue([
    gameFeed,
    ...MATCH_FEEDS,
    ...LIST_FEEDS,
    ...PEOPLE_FEEDS,
    ...ARTICLE_FEEDS,
    ...COUNTRY_LIST_FEEDS,
  ]);
}
