/** Search over teams, players and leagues (SRC1-SRC5): the in-memory index, its service and routes. */
import type { FastifyInstance } from 'fastify';
import type { FeedEngine } from '../engine/engine.ts';
import { registerSearchRoutes } from './routes.ts';
import { SearchService } from './service.ts';

export { readLangLimit, readSearchParams, SearchService } from './service.ts';
export { SEARCH_PATH, TOP_SEARCH_PATH } from './routes.ts';

/** Builds the index from the engine, follows its changes, and serves /api/v2/search/ and /api/v2/top-search/. */
export function registerSearch(app: FastifyInstance, engine: FeedEngine): SearchService {
  const service = new SearchService(engine);
  service.start();
  app.addHook('onClose', async () => service.stop());
  registerSearchRoutes(app, service);
  return service;
}
