/**
 * buildServer(config) assembles the one process: engine, feeds, push, pages, simulator. It does not
 * listen; main.ts does (fastify's testing guide: tests use app.inject() or listen on port 0).
 */
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import {
  encodeFeed,
  FEED_PATH_PREFIX,
  GEO_DEFAULT,
  isSportId,
  mainBookmakerId,
  type NeraliLoadContext,
  parseFeedName,
  PUSH_MAX_MESSAGE_BYTES,
  regionShowsBookmakerFeatures,
  SystemKey,
} from '@nerali/domain';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ServerConfig } from './config.ts';
import { FeedEngine } from './engine/engine.ts';
import type { Clock, EnginePort } from './engine/port.ts';
import { isResultsStore, RESULTS_MAX_AGE_S, RESULTS_MAX_EVENTS } from './engine/results-archive.ts';
import type { Storage } from './engine/storage.ts';
import { createAccounts, type Accounts } from './accounts/plugin.ts';
import { defaultAccountsConfig } from './accounts/config.ts';
import { loggerOptions } from './accounts/log-redaction.ts';
import { MemoryAccountStore } from './accounts/memory-store.ts';
import { registerOperatorRoutes } from './accounts/operator.ts';
import { legalDocument } from './accounts/terms/documents.ts';
import { newCspNonce, pagePolicy, registerSecurity } from './accounts/security.ts';
import { registerAccessLog, requestId } from './access-log.ts';
import { clientErrorHandler } from './client-error.ts';
import { ErrorCode, errorBody } from './errors.ts';
import { ClusterFanout, DEFAULT_MAX_LAG_MS, type Fanout } from './fanout/fanout.ts';
import { openFanout } from './fanout/open.ts';
import { simulatorLeader } from './fanout/simulator-leader.ts';
import { FeedService } from './feeds/feed-service.ts';
import { registerFeedRoutes } from './feeds/routes.ts';
import { feedFastPath } from './feeds/fast-path.ts';
import { type FastHandler, routeAhead } from './fast-path.ts';
import { type GeoService, registerGeo } from './geo/index.ts';
import { registerIngestDocs } from './ingest/docs.ts';
import { registerJsonBody } from './json-body.ts';
import { createMetrics, registerMetrics, type StatusTally } from './metrics/metrics.ts';
import { INGEST_PREFIX, ingestRoutes } from './ingest/routes.ts';
import { createIngest, type IngestEntrances } from './ingest/entrances.ts';
import { SimulatorPort } from './ingest/simulator-port.ts';
import { FailureLog } from './storage/failure-log.ts';
import { DEFAULT_MAX_SOCKETS_PER_ADDRESS } from './push/address-slots.ts';
import { PushHub } from './push/hub.ts';
import { startPublisher, updateSubjectSeq } from './push/publisher.ts';
import { registerPictureRoutes } from './pictures/routes.ts';
import { registerPushRoutes } from './push/routes.ts';
import { pushSocketErrorHandler } from './push/socket-errors.ts';
import { registerSearch } from './search/index.ts';
import type { Simulator } from './simulator/index.ts';
import { verifyApiKey } from './storage/api-keys.ts';
import { DatabaseStorage } from './storage/database-storage.ts';
import { type NeraliStores, openStorage } from './storage/open.ts';
import { registerFlagRoutes } from './web/flags.ts';
import { type LoadContextSource, loadWebBuild, registerWebRoutes } from './web/ssr.ts';
import { pageFastPath } from './web/fast-path.ts';
import type { RenderCache } from './web/render-cache.ts';

export interface BuildOptions {
  clock?: Clock;
  /** Replaces the configured storage (tests); `stores` then default to memory ones. */
  storage?: Storage;
  stores?: NeraliStores;
  /** Pino options or false; tests pass false. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export interface NeraliServer {
  app: FastifyInstance;
  engine: FeedEngine;
  feeds: FeedService;
  hub: PushHub;
  simulator: Simulator | null;
  /** API keys and provider id maps, in the same database as the engine's state. */
  stores: NeraliStores;
  /** Fan-out between nodes; `fanout.subjects` carries named messages to every node (fanout/bus.ts). */
  fanout: Fanout;
  /** Accounts and identity (accounts/plugin.ts). */
  accounts: Accounts;
  /** Where visitors are (geo/index.ts). */
  geo: GeoService;
  /** The ingest service's entrances (a test removes events as the simulator does, through `inProcess`). */
  ingest: IngestEntrances;
  /** Answers given ahead of Fastify (fast-path.ts), null where that path is off. */
  fastAnswers: { feeds: StatusTally | null; pages: StatusTally | null };
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<NeraliServer> {
  const clock = options.clock ?? Date.now;
  const app = Fastify({
    // Passwords, session tokens, codes and cookies are redacted from every log line (accounts/).
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    trustProxy: (config.accounts ?? defaultAccountsConfig()).trustProxy,
    // Feeds and pages are GETs; nothing here takes large bodies yet.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // No plugin timeout (Fastify's default: 10 s per plugin). On a loaded machine a plugin's honest work
    // (the web routes' static files, the API docs) can take longer, and the timeout then ended the
    // start: two of three nodes started together exited (scale-out audit). A plugin that truly hangs
    // still shows: the server does not listen, so /healthz never answers and the process manager acts.
    pluginTimeout: 0,
    // Per-request logs would be one line per feed poll; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // An unparsable request is answered with `Connection: close` (client-error.ts).
    clientErrorHandler,
    // Request ids: a proxy's X-Request-Id when it is a plain token, else a new one (access-log.ts).
    genReqId: requestId,
  });
  // Before any plugin: every scope inherits it (a poisoned body is a coded 400 that names the key).
  registerJsonBody(app);
  // /metrics and its request counter, before the routes it counts (metrics/metrics.ts).
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.metricsToken ?? null);
  registerAccessLog(app, config.accessLog ?? 'changes');
  const { storage, stores } = await openStorage(config, { ...options, logger: app.log });

  // Many nodes: the bus is reached and its stream's end noted before the state is read (fanout/).
  const fanout = await openFanout(config.fanout, { logger: app.log, databaseUrl: config.databaseUrl });
  const cluster = fanout instanceof ClusterFanout ? fanout : null;
  const engine = new FeedEngine({
    clock,
    storage: fanout.engineStorage(storage),
    epoch: fanout.epoch(clock()),
  });
  await fanout.prepare();
  const stored = await storage.load();
  if (stored) {
    engine.putCountries(stored.countries);
    engine.putLeagues(stored.leagues);
    engine.putParticipants(stored.participants);
    engine.putEvents(stored.events);
    if (stored.documents) engine.putDocuments(stored.documents);
  }
  // Results outlive the engine's window (head-to-head, form): read once here, never on a request.
  if (isResultsStore(storage)) {
    const sinceS = Math.floor(clock() / 1000) - RESULTS_MAX_AGE_S;
    engine.loadResults(await storage.loadResults({ sinceS, limit: RESULTS_MAX_EVENTS }));
  }
  const feeds = new FeedService(engine, clock, config.fanout?.maxLagMs ?? DEFAULT_MAX_LAG_MS);
  const hub = new PushHub(updateSubjectSeq(engine));
  const stopPublisher = startPublisher({ engine, feeds, hub, clock });
  // Accounts and identity (accounts/, docs/accounts.md); per-profile push goes through the fan-out.
  const accountStore = stores.accounts ?? new MemoryAccountStore();
  const accounts: Accounts = createAccounts({
    config: config.accounts ?? defaultAccountsConfig(),
    store: accountStore,
    clock,
    logger: app.log,
    hub,
    publicOrigin: config.publicOrigin,
    bus: fanout.subjects,
  });
  // Security headers on every answer; cross-site writes refused (the ingest API's bearer keys and
  // Apple's form_post callback excepted).
  registerSecurity(app, {
    publicOrigin: config.publicOrigin,
    exempt: [INGEST_PREFIX, '/auth/apple/callback'],
  });

  let ready = false;
  app.setErrorHandler(
    (error: { statusCode?: number; validation?: unknown; message: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      reply.header('x-request-id', request.id);
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
      .header('x-request-id', request.id)
      .send(errorBody(ErrorCode.notFound, `nothing at ${request.method} ${request.url.slice(0, 100)}`));
  });

  let simulator: Simulator | null = null;
  // Shutdown, first step (fastify-websocket's preClose): stop producing, tell push clients the service
  // is going away (sst 0, close 1001) so they reconnect elsewhere, then close the WebSocket server.
  // Plugins live in the scope of the routes that use them, so a feed request runs no compression or
  // upgrade hooks (bench/feeds.ts measured ~20 % of throughput lost to them).
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      // A bigger frame is closed by `ws` with 1009; logged once per socket at warn (push/socket-errors.ts).
      // Compression stays off: every subscriber gets the same frame, built once (push/frame.ts).
      options: { maxPayload: PUSH_MAX_MESSAGE_BYTES, perMessageDeflate: false },
      errorHandler: pushSocketErrorHandler,
      preClose(this: FastifyInstance, done: (err?: Error) => void) {
        ready = false;
        simulator?.stop();
        stopPublisher();
        hub.publish('service', encodeFeed([[[SystemKey.serviceStatus, '0']]]));
        hub.closeAll(1001, 'server shutting down');
        this.websocketServer.close(() => done());
      },
    });
    registerPushRoutes(scope, hub, accounts.pushAuth, {
      maxSocketsPerAddress: config.push?.maxSocketsPerAddress ?? DEFAULT_MAX_SOCKETS_PER_ADDRESS,
    });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (!ready) return reply.code(503).send(errorBody(ErrorCode.notReady, 'starting'));
    // Many nodes: one that lags the others' changes is taken out until it catches up (fanout/lag.ts;
    // one whose bus does not answer stays in: docs/ARCHITECTURE.md, "Scaling out").
    const { behind, ...replication } = fanout.replication();
    if (behind) {
      const lag = `${replication.lagMs} ms, ${replication.lagMessages} messages`;
      return reply
        .code(503)
        .send({ ...errorBody(ErrorCode.replicationLag, `behind the other nodes (${lag})`), replication });
    }
    // Writes queued for the database (write-behind): what a shutdown now would still have to flush.
    const queued = storage instanceof DatabaseStorage ? storage.stats() : null;
    return {
      status: 'ready',
      events: engine.events.size,
      subscribers: hub.subscriberCount(),
      writesQueued: queued ? queued.pending + queued.inFlight : 0,
      replication,
    };
  });

  const geo = await registerGeo(app, { clock }); // geo headers hook the feed routes, so it goes first
  registerFeedRoutes(app, feeds, {
    bookmakersAllowed: (request) =>
      regionShowsBookmakerFeatures(geo.settingsFor(geo.locate(request)).settings),
    mainBookmakerId: (request) => mainBookmakerId(geo.settingsFor(geo.locate(request)).settings),
  });
  // Cached answers ahead of Fastify's routing (fast-path.ts), installed at the end of the build. With
  // ACCESS_LOG=all every read is logged by a hook: then everything goes through Fastify.
  const fastHandlers: FastHandler[] = [];
  const fastPathOn = config.fastPath !== false && (config.accessLog ?? 'changes') !== 'all';
  const trustProxy = (config.accounts ?? defaultAccountsConfig()).trustProxy;
  const fastSecurity = {
    httpsOrigin: config.publicOrigin?.startsWith('https://') ?? false,
    trustProxy: Array.isArray(trustProxy) ? trustProxy.length > 0 : trustProxy,
  };
  const fastAnswers: NeraliServer['fastAnswers'] = { feeds: null, pages: null };
  if (fastPathOn) {
    fastAnswers.feeds = metrics.tally(`${FEED_PATH_PREFIX}:name`);
    fastHandlers.push(feedFastPath({ engine, feeds, clock, ...fastSecurity, tally: fastAnswers.feeds }));
  }
  await registerFlagRoutes(app);
  // Crests and avatars as images (pictures/routes.ts).
  registerPictureRoutes(app, engine);
  // Ingest API for providers, and its OpenAPI document and UI at /docs (registered first: it collects routes).
  await registerIngestDocs(app);
  await accounts.register(app);
  // The operator CLI's way to a running server's outbox on the embedded database (accounts/operator.ts).
  if (config.operatorToken) registerOperatorRoutes(app, accountStore, config.operatorToken);
  const ingest = createIngest({
    engine,
    storage,
    providerMap: stores.providerMap,
    clock,
    onAccepted: fanout.publisher(engine, storage),
    nodeId: fanout.nodeId,
  });
  fanout.start(ingest.replicated);
  metrics.watch({
    engine,
    feeds,
    hub,
    ingest: ingest.ledger,
    fanout,
    storageStats: storage instanceof DatabaseStorage ? () => storage.stats() : null,
  });
  await app.register(ingestRoutes, {
    prefix: INGEST_PREFIX,
    writes: ingest.providers,
    verifyKey: (key) => verifyApiKey(stores.apiKeys, key),
  });

  // Search (/api/v2/search/, /api/v2/top-search/): after the docs, so /docs lists it.
  const search = registerSearch(app, engine);

  const getFeed: NeraliLoadContext['getFeed'] = async (name) => {
    const feed = parseFeedName(name, isSportId);
    if (!feed) {
      const other = feeds.catalogueFeed(name);
      return other ? { status: 200, body: other.text } : { status: 404, body: '' };
    }
    switch (feed.kind) {
      case 'full':
        return { status: 200, body: feeds.full(feed).text };
      case 'repair':
        return { status: 200, body: feeds.repair(feed.sportId).text };
      case 'system':
        return { status: 200, body: feeds.system().text };
      default:
        // The update feed answers a signature; a page renders from full feeds.
        return { status: 404, body: '' };
    }
  };
  const nowS = () => Math.floor(clock() / 1000);
  // A nonce per render; the web's entry.server.tsx puts it on its inline scripts and sends the policy.
  const csp = () => {
    const cspNonce = newCspNonce();
    return { cspNonce, contentSecurityPolicy: pagePolicy(cspNonce) };
  };
  const context: LoadContextSource = {
    forRequest(request): NeraliLoadContext {
      const located = geo.locate(request);
      const { group, settings, ageGate, mobileLink } = geo.settingsFor(located);
      return {
        getFeed,
        nowS,
        starting: () => !ready,
        ...csp(),
        search: async (query, lang, limit) => search.answer({ q: query, lang, limit: String(limit) }),
        terms: async (type, lang) =>
          legalDocument(type, lang, accounts.ctx.config.projectIds[0] ?? 1, clock()),
        visitor: {
          country: located.country ?? GEO_DEFAULT,
          subdivision: located.subdivision,
          group,
          settings,
          ageGate,
          mobileLink,
        },
      };
    },
    variant: (nerali) => nerali.visitor.group,
  };
  // Loaded here, outside any plugin (ssr.ts `loadWebBuild`): its import is the slowest step of a start.
  const webBuild = config.webBuildDir ? await loadWebBuild(config.webBuildDir, app.log) : null;
  let renderCache: RenderCache | null = null;
  if (webBuild) {
    await app.register(async (scope) => {
      // Pages stream out of React: compressed on the fly. Hashed assets have .br/.gz made at build time.
      await scope.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
      renderCache = await registerWebRoutes(scope, {
        build: webBuild,
        context,
        publicOrigin: config.publicOrigin,
      });
    });
    if (fastPathOn) {
      fastAnswers.pages = metrics.tally('/*');
      fastHandlers.push(
        pageFastPath({
          cache: () => renderCache,
          publicOrigin: config.publicOrigin,
          variant: (visitor) => geo.settingsFor(geo.locate(visitor)).group,
          trustProxy: fastSecurity.trustProxy,
          tally: fastAnswers.pages,
        }),
      );
    }
  }

  // Loaded only when enabled: a server fed by providers alone never loads the simulator's world.
  // The simulator is one more provider: it writes through the ingest path (simulator-port.ts).
  let simulatorPort: SimulatorPort | null = null;
  // "change not stored" comes with every simulator write while the database cannot write (a full
  // disk: hundreds a minute): counted and reported once per interval, like the storage's own failures.
  // Its other warnings are few (the port caps them). WARNING: the port's message, matched as text
  // (ingest/simulator-port.ts `track`); storage/failure-log.int.test.ts fails if it drifts.
  const SIMULATOR_NOT_STORED = 'simulator: change not stored';
  // Wall time, not `clock`: what is limited is lines per second of the log (as in write-behind.ts).
  const notStored = new FailureLog({
    logger: app.log,
    message: 'simulator: change not stored',
    still: 'simulator: changes still not stored',
  });
  const openSimulatorPort = () =>
    SimulatorPort.open(ingest.inProcess, {
      clock,
      warn: (message, detail) =>
        message === SIMULATOR_NOT_STORED ? notStored.failed(detail) : app.log.warn({ detail }, message),
    });
  const createSimulator = async (port: EnginePort) =>
    (await import('./simulator/index.ts')).createSimulator({
      seed: config.simulator.seed,
      speed: config.simulator.speed,
      clock,
      port,
      detailBudgetMs: config.simulator.detailBudgetMs,
      sports: config.simulator.sports,
    });
  // Many nodes: the simulator plays only on the node that holds its lease (fanout/simulator-leader.ts).
  if (config.simulator.enabled && !cluster) {
    simulatorPort = await openSimulatorPort();
    simulator = await createSimulator(simulatorPort);
  }

  routeAhead(app, fastHandlers);

  app.addHook('onReady', async () => {
    // The simulator fills its window in short steps (simulator.ts `fill`), the event loop free between
    // them: health checks answer at once, readiness once the window is in.
    const filling = simulator?.start();
    if (config.simulator.enabled && cluster) {
      cluster.leadSimulator(
        simulatorLeader({
          openPort: openSimulatorPort,
          create: createSimulator,
          playing: (playing, port) => {
            simulator = playing;
            simulatorPort = port;
          },
        }),
      );
    }
    if (!filling) ready = true;
    else
      filling.then(
        () => void (ready = true),
        (err: unknown) => app.log.error({ err }, 'simulator: start failed'),
      );
  });
  app.addHook('onClose', async () => {
    // The simulator's last changes reach the provider map before the database closes.
    await simulatorPort?.idle();
    // Then the other nodes get what this node wrote last (the outbox flushes storage first).
    await fanout.close();
    await accounts.close();
    await storage.close();
  });

  return {
    app,
    engine,
    feeds,
    hub,
    // A getter: on many nodes the simulator comes and goes with its lease.
    get simulator() {
      return simulator;
    },
    stores,
    fanout,
    accounts,
    geo,
    ingest,
    fastAnswers,
  };
}
