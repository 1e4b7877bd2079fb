/**
 * buildServer(config) assembles the one process: engine, feeds, push, pages, simulator. It does not
 * listen; main.ts does (fastify's testing guide: tests use app.inject() or listen on port 0).
 */
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import { encodeFeed, isSportId, parseFeedName, SystemKey } from '@nerali/domain';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ServerConfig } from './config.ts';
import { FeedEngine } from './engine/engine.ts';
import type { Clock } from './engine/port.ts';
import type { Storage } from './engine/storage.ts';
import { ErrorCode, errorBody } from './errors.ts';
import { FeedService } from './feeds/feed-service.ts';
import { registerFeedRoutes } from './feeds/routes.ts';
import { registerGeo } from './geo/index.ts';
import { registerIngestDocs } from './ingest/docs.ts';
import { INGEST_PREFIX, ingestRoutes } from './ingest/routes.ts';
import { IngestService } from './ingest/service.ts';
import { PushHub } from './push/hub.ts';
import { startPublisher, updateSubjectSeq } from './push/publisher.ts';
import { registerPushRoutes } from './push/routes.ts';
import type { Simulator } from './simulator/index.ts';
import { verifyApiKey } from './storage/api-keys.ts';
import { type NeraliStores, openStorage } from './storage/open.ts';
import { registerFlagRoutes } from './web/flags.ts';
import { type NeraliLoadContext, registerWebRoutes } from './web/ssr.ts';

export interface BuildOptions {
  clock?: Clock;
  /** Replaces the configured storage (tests); `stores` then default to memory ones. */
  storage?: Storage;
  stores?: NeraliStores;
  /** Pino options or false; tests pass false. */
  logger?: boolean | { level: string };
}

export interface NeraliServer {
  app: FastifyInstance;
  engine: FeedEngine;
  feeds: FeedService;
  hub: PushHub;
  simulator: Simulator | null;
  /** API keys and provider id maps, in the same database as the engine's state. */
  stores: NeraliStores;
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<NeraliServer> {
  const clock = options.clock ?? Date.now;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Feeds and pages are GETs; nothing here takes large bodies yet.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // Per-request logs would be one line per feed poll; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const { storage, stores } = await openStorage(config, { ...options, logger: app.log });

  const engine = new FeedEngine({ clock, storage, epoch: Math.floor(clock() / 1000) });
  const stored = await storage.load();
  if (stored) {
    engine.putCountries(stored.countries);
    engine.putLeagues(stored.leagues);
    engine.putParticipants(stored.participants);
    engine.putEvents(stored.events);
    if (stored.documents) engine.putDocuments(stored.documents);
  }
  const feeds = new FeedService(engine, clock);
  const hub = new PushHub(updateSubjectSeq(engine));
  const stopPublisher = startPublisher({ engine, feeds, hub, clock });

  let ready = false;
  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; message: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (error.validation || (status >= 400 && status < 500)) {
        return reply
          .code(status >= 400 && status < 500 ? status : 400)
          .send(errorBody(ErrorCode.badRequest, error.message));
      }
      return reply.code(500).send(errorBody(ErrorCode.internal, 'internal error'));
    },
  );
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody(ErrorCode.notFound, `nothing at ${request.method} ${request.url.slice(0, 100)}`));
  });

  let simulator: Simulator | null = null;
  // Shutdown, first step (fastify-websocket's preClose): stop producing, tell push clients the service
  // is going away (sst 0, close 1001) so they reconnect elsewhere, then close the WebSocket server.
  // Plugins live in the scope of the routes that use them, so a feed request runs no compression or
  // upgrade hooks (bench/feeds.ts measured ~20 % of throughput lost to them).
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: 4096 },
      preClose(this: FastifyInstance, done: (err?: Error) => void) {
        ready = false;
        simulator?.stop();
        stopPublisher();
        hub.publish('service', encodeFeed([[[SystemKey.serviceStatus, '0']]]));
        hub.closeAll(1001, 'server shutting down');
        this.websocketServer.close(() => done());
      },
    });
    registerPushRoutes(scope, hub);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (!ready) return reply.code(503).send(errorBody(ErrorCode.notReady, 'starting'));
    return { status: 'ready', events: engine.events.size, subscribers: hub.subscriberCount() };
  });

  await registerGeo(app, { clock }); // geo headers hook the feed routes, so it goes first
  registerFeedRoutes(app, feeds);
  await registerFlagRoutes(app);
  // Ingest API for providers, and its OpenAPI document and UI at /docs (registered first: it collects routes).
  await registerIngestDocs(app);
  await app.register(ingestRoutes, {
    prefix: INGEST_PREFIX,
    service: new IngestService({ engine, storage, providerMap: stores.providerMap, clock }),
    verifyKey: (key) => verifyApiKey(stores.apiKeys, key),
  });

  const context: NeraliLoadContext = {
    async getFeed(name) {
      const feed = parseFeedName(name, isSportId);
      if (feed?.kind !== 'full') return { status: 404, body: '' };
      return { status: 200, body: feeds.full(feed).text };
    },
    nowS: () => Math.floor(clock() / 1000),
  };
  const { webBuildDir } = config;
  if (webBuildDir) {
    await app.register(async (scope) => {
      // Pages stream out of React: compressed on the fly. Hashed assets have .br/.gz made at build time.
      await scope.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
      await registerWebRoutes(scope, { buildDir: webBuildDir, context, publicOrigin: config.publicOrigin });
    });
  }

  // Loaded only when enabled: a server fed by providers alone never loads the simulator's world.
  simulator = config.simulator.enabled
    ? (await import('./simulator/index.ts')).createSimulator({
        seed: config.simulator.seed,
        speed: config.simulator.speed,
        clock,
        port: engine,
      })
    : null;

  app.addHook('onReady', async () => {
    simulator?.start();
    ready = true;
  });
  app.addHook('onClose', async () => {
    await storage.close();
  });

  return { app, engine, feeds, hub, simulator, stores };
}
