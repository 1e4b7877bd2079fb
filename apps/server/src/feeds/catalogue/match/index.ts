/** Match detail feeds (d_, df_, dc_, mop_): see docs/feeds.md. */
import type { CatalogueFeed } from '../registry.ts';

export const MATCH_FEEDS: readonly CatalogueFeed<unknown>[] = [];
