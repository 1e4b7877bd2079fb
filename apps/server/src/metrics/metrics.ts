/**
 * `/metrics` in Prometheus's text format (prom-client): what an operator watches on each node.
 *
 * Cost on the read path: nothing but the counters the components keep anyway (plain increments in
 * the feed service, the push hub, the ingest ledger, the write-behind queue); the values are read
 * when Prometheus scrapes, by each metric's `collect`. Only the HTTP counter is incremented per
 * request (one labelled increment in an onResponse hook). One registry per server, not prom-client's
 * global one: tests build many servers in one process.
 *
 * Who may read it: requests from the machine itself (loopback), or with `Authorization: Bearer
 * {METRICS_TOKEN}` when that is set. The shipped nginx site does not pass /metrics on.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { FeedEngine } from '../engine/engine.ts';
import { ErrorCode, errorBody } from '../errors.ts';
import type { Fanout } from '../fanout/fanout.ts';
import type { FeedKindCounted, FeedService } from '../feeds/feed-service.ts';
import type { WriteLedger, WriteOutcome, WriteSource } from '../ingest/ledger.ts';
import type { PushHub } from '../push/hub.ts';
import type { WriteBehindStats } from '../storage/write-behind.ts';

export interface MetricSources {
  engine: FeedEngine;
  feeds: FeedService;
  hub: PushHub;
  ingest: WriteLedger;
  fanout: Fanout;
  /** The write-behind queue's figures; null with storage that keeps nothing. */
  storageStats: (() => WriteBehindStats) | null;
}

/** Answers given ahead of Fastify (fast-path.ts), counted by plain increments. */
export interface StatusTally {
  ok: number;
  notModified: number;
}

export interface Metrics {
  registry: Registry;
  /** Counts one answered request (the route's pattern, not its URL: bounded labels). */
  countRequest(route: string, status: number): void;
  /**
   * Counters for answers that run no Fastify hook (fast-path.ts): the caller increments them, and
   * each scrape adds what they gained to nerali_http_requests_total under `route`, as 200 and 304.
   */
  tally(route: string): StatusTally;
  /** Adds the components' figures, read at each scrape (once they exist: buildServer makes them later). */
  watch(sources: MetricSources): void;
}

const FEED_KINDS: readonly FeedKindCounted[] = ['full', 'update', 'repair', 'catalogue', 'system'];
const SOURCES: readonly WriteSource[] = ['provider', 'simulator'];
const OUTCOMES: readonly WriteOutcome[] = ['applied', 'stale', 'refused'];

/** A counter whose total is kept elsewhere: set to it at each scrape. */
function mirroredCounter<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: (set: (labels: Record<L, string>, total: number) => void) => void,
): void {
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      read((labels, total) => {
        if (total > 0) this.inc(labels, total);
      });
    },
  });
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Memory, CPU, event-loop delay (p50/p90/p99 of perf_hooks' monitor), handles, GC.
  collectDefaultMetrics({ register: registry });
  const tallies: { route: string; counts: StatusTally; reported: StatusTally }[] = [];
  const requests = new Counter({
    name: 'nerali_http_requests_total',
    help: 'Answered HTTP requests by route pattern and status.',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
    collect() {
      for (const { route, counts, reported } of tallies) {
        if (counts.ok > reported.ok) this.inc({ route, status: '200' }, counts.ok - reported.ok);
        if (counts.notModified > reported.notModified)
          this.inc({ route, status: '304' }, counts.notModified - reported.notModified);
        reported.ok = counts.ok;
        reported.notModified = counts.notModified;
      }
    },
  });
  return {
    registry,
    countRequest(route, status) {
      requests.inc({ route, status: String(status) });
    },
    tally(route) {
      const counts = { ok: 0, notModified: 0 };
      tallies.push({ route, counts, reported: { ok: 0, notModified: 0 } });
      return counts;
    },
    watch: (sources) => watchComponents(registry, sources),
  };
}

function watchComponents(registry: Registry, sources: MetricSources): void {
  mirroredCounter(
    registry,
    'nerali_feed_cache_hits_total',
    'Feed bodies answered from the cache.',
    ['kind'],
    (set) => {
      for (const kind of FEED_KINDS) set({ kind }, sources.feeds.counts[kind].hits);
    },
  );
  mirroredCounter(registry, 'nerali_feed_builds_total', 'Feed bodies built and encoded.', ['kind'], (set) => {
    for (const kind of FEED_KINDS) set({ kind }, sources.feeds.counts[kind].builds);
  });

  new Gauge({
    name: 'nerali_push_subscribers',
    help: 'Push subscriptions (socket x subject) on this node.',
    registers: [registry],
    collect() {
      this.set(sources.hub.subscriberCount());
    },
  });
  mirroredCounter(registry, 'nerali_push_messages_total', 'Push messages published.', [], (set) =>
    set({}, sources.hub.stats.messages),
  );
  mirroredCounter(registry, 'nerali_push_deliveries_total', 'Push messages written to sockets.', [], (set) =>
    set({}, sources.hub.stats.deliveries),
  );
  mirroredCounter(
    registry,
    'nerali_push_slow_dropped_total',
    'Push sockets dropped for falling more than 1 MiB behind.',
    [],
    (set) => set({}, sources.hub.stats.slowDropped),
  );

  mirroredCounter(
    registry,
    'nerali_ingest_writes_total',
    'Ingest writes by source (provider, simulator) and result (applied, stale, refused).',
    ['source', 'result'],
    (set) => {
      for (const source of SOURCES) {
        for (const result of OUTCOMES) set({ source, result }, sources.ingest.counts[source][result]);
      }
    },
  );

  const { storageStats } = sources;
  if (storageStats) {
    new Gauge({
      name: 'nerali_storage_queue_depth',
      help: 'Changes waiting for the database (write-behind: pending and in flight).',
      registers: [registry],
      collect() {
        const stats = storageStats();
        this.set(stats.pending + stats.inFlight);
      },
    });
    new Gauge({
      name: 'nerali_storage_queue_oldest_seconds',
      help: 'How long the oldest change not yet durable has waited.',
      registers: [registry],
      collect() {
        this.set(storageStats().oldestAgeMs / 1000);
      },
    });
    mirroredCounter(registry, 'nerali_storage_write_failures_total', 'Failed write attempts.', [], (set) =>
      set({}, storageStats().failures),
    );
    mirroredCounter(registry, 'nerali_storage_transactions_total', 'Committed transactions.', [], (set) =>
      set({}, storageStats().transactions),
    );
  }

  new Gauge({
    name: 'nerali_replication_lag_seconds',
    help: 'How long this node has lacked the oldest change of the other nodes it knows of (0 alone).',
    registers: [registry],
    collect() {
      this.set(sources.fanout.replication().lagMs / 1000);
    },
  });
  new Gauge({
    name: 'nerali_replication_lag_messages',
    help: 'Messages on the bus this node has not applied yet.',
    registers: [registry],
    collect() {
      this.set(sources.fanout.replication().lagMessages);
    },
  });
  new Gauge({
    name: 'nerali_replication_bus_up',
    help: 'Whether the bus answers this node (1), does not (0); absent for a node alone.',
    registers: [registry],
    collect() {
      const { bus } = sources.fanout.replication();
      this.reset();
      if (bus !== 'none') this.set(bus === 'up' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'nerali_events',
    help: 'Events the engine holds.',
    registers: [registry],
    collect() {
      this.set(sources.engine.events.size);
    },
  });
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The route, the request counter, and who may read: loopback, or the bearer of METRICS_TOKEN. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  const allowed = (request: FastifyRequest): boolean => {
    const header = request.headers.authorization;
    if (token && header?.startsWith('Bearer ')) {
      const given = Buffer.from(header.slice(7));
      const wanted = Buffer.from(token);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    }
    // request.ip honours TRUST_PROXY: behind a trusted proxy it is the visitor's address.
    return token === null && LOOPBACK.test(request.ip);
  };
  app.addHook('onResponse', async (request, reply) => {
    metrics.countRequest(request.routeOptions.url ?? 'unmatched', reply.statusCode);
  });
  app.get('/metrics', async (request, reply) => {
    if (!allowed(request)) {
      return reply.code(404).send(errorBody(ErrorCode.notFound, 'nothing at GET /metrics'));
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
