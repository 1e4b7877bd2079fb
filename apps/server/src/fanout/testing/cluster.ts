/**
 * Several nodes of one site in one test process: each a buildServer() with its own connection pool
 * to one PostgreSQL schema (storage/testing/databases.ts) and its own connections to one bus, under a
 * namespace of the test's own. Suites run when DATABASE_URL and the bus's URL are set, and say that
 * they are skipped otherwise.
 */
import { randomBytes } from 'node:crypto';
import {
  type DataMessage,
  decodeFeedDocument,
  PUSH_PROTOCOL_VERSION,
  type ServerMessage,
  type SportId,
  type WelcomeMessage,
} from '@nerali/domain';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import WebSocket from 'ws';
import { buildServer, type NeraliServer } from '../../app.ts';
import type { Clock } from '../../engine/port.ts';
import type { IngestHarness } from '../../ingest/testing.ts';
import { INGEST_PREFIX } from '../../ingest/routes.ts';
import { DatabaseApiKeyStore } from '../../storage/api-keys.ts';
import { openDatabase } from '../../storage/database.ts';
import { DatabaseStorage } from '../../storage/database-storage.ts';
import { DatabaseProviderMapStore } from '../../storage/provider-map.ts';
import { freshDatabase, POSTGRES_URL, type TestDatabase } from '../../storage/testing/databases.ts';
import { testConfig } from '../../testing/fixtures.ts';
import type { BusKind } from '../bus.ts';
import type { ClusterFanout } from '../fanout.ts';
import { TcpProxy } from './tcp-proxy.ts';

export const BUS_URLS: Record<BusKind, string | null> = {
  redis: process.env.REDIS_URL || null,
  nats: process.env.NATS_URL || null,
};

const warned = new Set<string>();

/** For describe.skipIf: true without DATABASE_URL or the bus's URL, and says so once per bus. */
export function clusterUnavailable(kind: BusKind): boolean {
  const missing = [POSTGRES_URL ? null : 'DATABASE_URL', BUS_URLS[kind] ? null : `${kind.toUpperCase()}_URL`];
  const unset = missing.filter((m) => m !== null);
  if (unset.length === 0) return false;
  if (!warned.has(kind)) console.warn(`fan-out suite over ${kind} skipped: ${unset.join(' and ')} not set`);
  warned.add(kind);
  return true;
}

export interface NodeOptions {
  clock?: Clock;
  /** Reach the bus through a proxy the test can cut. */
  proxy?: boolean;
  /** Reach PostgreSQL through a proxy the test can cut. */
  databaseProxy?: boolean;
  /** FANOUT_MAX_LAG_MS (default the production one). */
  maxLagMs?: number;
  simulator?: boolean;
  /** The simulator's per-tick time for detail work (default Infinity: all of it in the first tick). */
  detailBudgetMs?: number;
  /** The sports the simulator plays (default all): fewer make a smaller world. */
  sports?: readonly SportId[];
}

export interface TestNode {
  name: string;
  server: NeraliServer;
  fanout: ClusterFanout;
  proxy: TcpProxy | null;
  databaseProxy: TcpProxy | null;
  /** 127.0.0.1:port (the node listens). */
  origin: string;
  close(): Promise<void>;
}

export interface TestCluster {
  kind: BusKind;
  namespace: string;
  maxMessages: number;
  startNode(name: string, options?: NodeOptions): Promise<TestNode>;
  /** The bus loses the change stream (a Redis restarted without its data, a NATS stream deleted). */
  loseStream(): Promise<void>;
  /** Closes the nodes still open, drops the schema and the bus's keys or streams. */
  cleanup(): Promise<void>;
}

const LOG = process.env.FANOUT_TEST_LOG ? { level: 'info' } : false;

export async function testCluster(
  kind: BusKind,
  options: {
    maxMessages?: number;
    leaseMs?: number;
    /** A bus of the test's own (testing/private-bus.ts), left as it is at cleanup; default REDIS_URL or NATS_URL. */
    url?: string;
  } = {},
): Promise<TestCluster> {
  const url = options.url ?? BUS_URLS[kind];
  if (!url) throw new Error(`${kind} URL not set`);
  const database: TestDatabase = await freshDatabase('postgres');
  const namespace = `t${randomBytes(6).toString('hex')}`;
  const maxMessages = options.maxMessages ?? 1000;
  const nodes = new Set<TestNode>();
  const silent = pino({ level: 'silent' });

  const startNode = async (name: string, nodeOptions: NodeOptions = {}): Promise<TestNode> => {
    const proxied = nodeOptions.proxy ? await TcpProxy.inFrontOf(url) : null;
    const databaseUrl = database.config.databaseUrl;
    const databaseProxied =
      nodeOptions.databaseProxy && databaseUrl ? await TcpProxy.inFrontOf(databaseUrl) : null;
    const db = await openDatabase(
      databaseProxied ? { ...database.config, databaseUrl: databaseProxied.url } : database.config,
      silent,
    );
    const server = await buildServer(
      testConfig({
        fanout: {
          kind,
          url: proxied?.url ?? url,
          namespace,
          maxMessages,
          leaseMs: options.leaseMs ?? 2000,
          ...(nodeOptions.maxLagMs === undefined ? {} : { maxLagMs: nodeOptions.maxLagMs }),
        },
        simulator: {
          enabled: nodeOptions.simulator ?? false,
          seed: 7,
          speed: 1,
          detailBudgetMs: nodeOptions.detailBudgetMs ?? Infinity,
          ...(nodeOptions.sports ? { sports: nodeOptions.sports } : {}),
        },
      }),
      {
        ...(nodeOptions.clock ? { clock: nodeOptions.clock } : {}),
        storage: new DatabaseStorage(db, { logger: silent }),
        stores: { apiKeys: new DatabaseApiKeyStore(db.db), providerMap: new DatabaseProviderMapStore(db.db) },
        logger: LOG,
      },
    );
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    let closed = false;
    const node: TestNode = {
      name,
      server,
      fanout: server.fanout as ClusterFanout,
      proxy: proxied?.proxy ?? null,
      databaseProxy: databaseProxied?.proxy ?? null,
      origin: `127.0.0.1:${address.port}`,
      async close() {
        if (closed) return;
        closed = true;
        nodes.delete(node);
        await server.app.close();
        await proxied?.proxy.close();
        await databaseProxied?.proxy.close();
      },
    };
    nodes.add(node);
    return node;
  };

  return {
    kind,
    namespace,
    maxMessages,
    startNode,
    loseStream: () => dropBus(kind, url, namespace, { leases: false }),
    async cleanup() {
      for (const node of [...nodes]) await node.close();
      await database.cleanup();
      if (!options.url) await dropBus(kind, url, namespace);
    },
  };
}

async function dropBus(
  kind: BusKind,
  url: string,
  namespace: string,
  { leases = true }: { leases?: boolean } = {},
): Promise<void> {
  if (kind === 'redis') {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url);
    try {
      const keys = leases ? await redis.keys(`nerali:{${namespace}}:*`) : [`nerali:{${namespace}}:changes`];
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    return;
  }
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(`NERALI_${namespace}`).catch(() => {});
    if (leases) await jsm.streams.delete(`KV_nerali_${namespace}_leases`).catch(() => {});
  } finally {
    await nc.close();
  }
}

/** The ingest harness's requests, against one node, with a key every node knows (one database). */
export function harnessOn(node: TestNode, key: string): IngestHarness {
  return {
    server: node.server,
    key,
    send(method, path, body) {
      return node.server.app.inject({
        method,
        url: `${INGEST_PREFIX}${path}`,
        headers: { authorization: `Bearer ${key}` },
        ...(body === undefined ? {} : { payload: body as object }),
      }) as Promise<LightMyRequestResponse>;
    },
  };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A browser's push socket on a node: hello with `subs`, every message kept. */
export async function pushClient(
  node: TestNode,
  subs: string[],
): Promise<{
  welcome: WelcomeMessage;
  data(subject: string): DataMessage[];
  /** Resolves at the arrival of a data message that `match`es (performance.now() then). */
  arrival(match: (m: DataMessage) => boolean): Promise<number>;
  close(): void;
}> {
  const ws = new WebSocket(`ws://${node.origin}/x/push`);
  const messages: ServerMessage[] = [];
  const waiting = new Set<(m: ServerMessage, at: number) => void>();
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    messages.push(message);
    for (const waiter of [...waiting]) waiter(message, performance.now());
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs }));
  const welcome = await eventually('welcome', () =>
    messages.find((m): m is WelcomeMessage => m.t === 'welcome'),
  );
  return {
    welcome,
    data: (subject) => messages.filter((m): m is DataMessage => m.t === 'm' && m.s === subject),
    arrival: (match) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such push message within 15 s')), 15_000);
        const waiter = (m: ServerMessage, at: number) => {
          if (m.t !== 'm' || !match(m)) return;
          clearTimeout(timer);
          waiting.delete(waiter);
          resolve(at);
        };
        waiting.add(waiter);
      }),
    close: () => ws.terminate(),
  };
}

/** The events of a node's full feed of football today (India), as a fan's page gets them. */
export async function footballToday(node: TestNode): Promise<unknown[]> {
  const res = await node.server.app.inject({ method: 'GET', url: '/x/feed/f_1_0_330_en_1' });
  return decodeFeedDocument(res.body).events.map((e) => e.patch);
}
