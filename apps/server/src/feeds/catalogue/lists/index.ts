/** League, team, player, odds, ranking, transfer and news feeds: see docs/feeds.md. */
import type { CatalogueFeed } from '../registry.ts';

export const LIST_FEEDS: readonly CatalogueFeed<unknown>[] = [];
