import { gameFeed } from './game.ts';
import { LIST_FEEDS } from './lists/index.ts';
import { MATCH_FEEDS } from './match/index.ts';
import { Catalogue } from './registry.ts';

export function createCatalogue(): Catalogue {
  return new Catalogue([gameFeed, ...MATCH_FEEDS, ...LIST_FEEDS]);
}
