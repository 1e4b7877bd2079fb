/**
 * Fan-out between nodes: what buildServer() (app.ts) calls, whatever carries the changes.
 *
 * One node (the default): nothing leaves the process, the simulator simply plays, named subjects are
 * delivered in process. Many nodes (Redis or NATS): every node holds the whole engine and serves
 * feeds and push from memory; any node takes ingest writes and publishes them once durable (outbox.ts);
 * every node applies the others' (replicator.ts); one node at a time plays the simulator (a lease).
 *
 * Order of calls in buildServer: engineStorage() and epoch() for the engine, prepare() before the
 * state is loaded, publisher() for the ingest service, start() once it exists, leadSimulator() (many
 * nodes) when the server is ready, close() before storage closes.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { hostname } from 'node:os';
import type { FeedEngine } from '../engine/engine.ts';
import type { Storage } from '../engine/storage.ts';
import type { StorageLogger } from '../storage/logger.ts';
import type { ProviderRef } from '../storage/ports.ts';
import type { ChangeBus, Follower, Stopper, StreamPosition, Subjects } from './bus.ts';
import {
  ALONE,
  HEAD_CHECK_MS,
  HEAD_TIMEOUT_MS,
  LagTracker,
  type Question,
  type ReplicationStatus,
} from './lag.ts';
import { within } from './lease.ts';
import { MemorySubjects } from './memory-bus.ts';
import { Outbox, type OutboxStats } from './outbox.ts';
import { ReplicaGate } from './replica-gate.ts';
import { Replicator, type ReplicatorStats, type VersionBook } from './replicator.ts';
import type { Playing, SimulatorLeader } from './simulator-leader.ts';

export type FanoutKind = 'memory' | 'redis' | 'nats';

export interface FanoutConfig {
  kind: FanoutKind;
  /** REDIS_URL or NATS_URL (null for memory). */
  url: string | null;
  /** FANOUT_NAMESPACE; null: derived from the database (namespace.ts). */
  namespace: string | null;
  /** FANOUT_MAX_MESSAGES: change messages the bus keeps for nodes that fall behind. */
  maxMessages: number;
  /** The simulator lease's time to live: how soon another node takes over from one that died. */
  leaseMs: number;
  /**
   * FANOUT_MAX_LAG_MS: a node whose bus answers and which has lacked a message of the stream for
   * longer is not ready (/readyz 503), so a load balancer takes it out until it catches up (lag.ts).
   */
  maxLagMs?: number;
}

export const DEFAULT_MAX_MESSAGES = 10_000;
/**
 * The simulator lease's time to live: a holder that dies (kill -9) is replaced within this plus one
 * acquire try (LEASE_ACQUIRE_EVERY_MS), by a node that plays it warm (simulator-leader.ts). 10 s made
 * a failover take 11.6 s; shorter than 2 s, a renewal (every third of it) held up by a busy event loop
 * would give the lease up for nothing.
 */
export const DEFAULT_LEASE_MS = 2000;
/** Above the head check's second and a busy node's apply time; below what a fan notices. */
export const DEFAULT_MAX_LAG_MS = 5000;

/** What the simulator controller needs from a running simulator. */
export type { Playing } from './simulator-leader.ts';

export interface FanoutStats {
  kind: FanoutKind;
  nodeId: string;
  simulating: boolean;
  outbox: (OutboxStats & { pending: number }) | null;
  replicator: ReplicatorStats | null;
}

export type AcceptedListener = (ref: ProviderRef, ourId: string, seq: number) => void;

export interface Fanout {
  readonly kind: FanoutKind;
  readonly nodeId: string;
  /** Named subjects for every node (per-profile push of accounts): see bus.ts, Subjects. */
  readonly subjects: Subjects;
  /** The storage to give the engine. */
  engineStorage(storage: Storage): Storage;
  /** The engine's epoch: on many nodes unique per node, so a client's signature never fits another's log. */
  epoch(nowMs: number): number;
  /** Reaches the bus and notes where the change stream ends: call before loading state. */
  prepare(): Promise<void>;
  /** The ingest service's `onAccepted` (undefined on one node). */
  publisher(engine: FeedEngine, storage: Storage): AcceptedListener | undefined;
  /** Starts applying other nodes' changes (the initial state is loaded). */
  start(versions: VersionBook): void;
  /** How far behind the other nodes' changes this node is; whether it should take traffic (/readyz). */
  replication(): ReplicationStatus;
  stats(): FanoutStats;
  close(): Promise<void>;
}

/** One node: the process is the whole site. */
export class LocalFanout implements Fanout {
  readonly kind = 'memory' as const;
  readonly nodeId = nodeName();
  readonly subjects = new MemorySubjects();

  engineStorage(storage: Storage): Storage {
    return storage;
  }
  epoch(nowMs: number): number {
    return Math.floor(nowMs / 1000);
  }
  async prepare(): Promise<void> {}
  publisher(): undefined {
    return undefined;
  }
  start(): void {}
  replication(): ReplicationStatus {
    // Alone, it is the whole site: never behind.
    return ALONE;
  }
  stats(): FanoutStats {
    // The simulator, when enabled, always plays on the one node (app.ts).
    return { kind: 'memory', nodeId: this.nodeId, simulating: false, outbox: null, replicator: null };
  }
  async close(): Promise<void> {}
}

export interface ClusterFanoutOptions {
  bus: ChangeBus;
  nodeId: string;
  leaseMs: number;
  logger: StorageLogger;
  /** How long prepare() waits for the bus before starting without it (default 5 s). */
  connectTimeoutMs?: number;
  /** See FanoutConfig (default DEFAULT_MAX_LAG_MS). */
  maxLagMs?: number;
  /** A monotonic clock for the lag (default performance.now). */
  now?: () => number;
}

export const SIMULATOR_LEASE = 'simulator';

/** Many nodes over a bus. */
export class ClusterFanout implements Fanout {
  readonly kind: FanoutKind;
  readonly nodeId: string;
  readonly subjects: Subjects;
  private gate: ReplicaGate | null = null;
  private engine: FeedEngine | null = null;
  private storage: Storage | null = null;
  private outbox: Outbox | null = null;
  private replicator: Replicator | null = null;
  private from: StreamPosition | null = null;
  private follower: Follower | null = null;
  private simulatorLease: Stopper | null = null;
  private simulatorLeader: SimulatorLeader | null = null;
  private simulating = false;
  private readonly lag: LagTracker;
  private lagTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: ClusterFanoutOptions) {
    this.kind = options.bus.kind;
    this.nodeId = options.nodeId;
    this.subjects = options.bus;
    this.lag = new LagTracker({
      now: options.now ?? (() => performance.now()),
      maxLagMs: options.maxLagMs ?? DEFAULT_MAX_LAG_MS,
    });
  }

  engineStorage(storage: Storage): Storage {
    this.gate = new ReplicaGate(storage);
    return this.gate;
  }

  epoch(nowMs: number): number {
    return Math.floor(nowMs / 1000) * 1000 + randomInt(1000);
  }

  async prepare(): Promise<void> {
    const { bus, logger } = this.options;
    const timeoutMs = this.options.connectTimeoutMs ?? 5000;
    try {
      if (!(await bus.connect(timeoutMs))) throw new Error(`no connection within ${timeoutMs} ms`);
      this.from = await bus.head();
      logger.info({ bus: bus.kind, node: this.nodeId, seq: this.from.seq }, 'fan-out: joined the bus');
    } catch (error) {
      logger.warn(
        { err: error, bus: bus.kind },
        'fan-out: bus not reachable; starting with this node alone, reloading once it is back',
      );
    }
  }

  publisher(engine: FeedEngine, storage: Storage): AcceptedListener {
    this.engine = engine;
    this.storage = storage;
    const { bus, logger } = this.options;
    const gate = this.gate;
    if (!gate) throw new Error('fan-out: engineStorage() first');
    const outbox = new Outbox({
      engine,
      gate,
      storage,
      append: (payload) => bus.append(payload),
      nodeId: this.nodeId,
      logger,
    });
    this.outbox = outbox;
    return (ref, ourId, seq) => outbox.touch(ref, ourId, seq);
  }

  start(versions: VersionBook): void {
    const { engine, storage, gate, outbox } = this;
    if (!engine || !storage || !gate || !outbox)
      throw new Error('fan-out: engineStorage() and publisher() first');
    const replicator = new Replicator(
      {
        engine,
        gate,
        storage,
        versions,
        outbox,
        nodeId: this.nodeId,
        logger: this.options.logger,
        lag: this.lag,
      },
      this.from,
    );
    this.replicator = replicator;
    this.follower = this.options.bus.follow(this.from, replicator);
    if (!this.from) this.lag.unanswered();
    this.watchLag();
  }

  replication(): ReplicationStatus {
    return this.replicator?.replication() ?? this.lag.status();
  }

  /**
   * Once a second: where does the stream end? That measures this node's lag, and finds a reader that
   * stalled (it knows it is behind and reads nothing), which is then made to read again. One question
   * at a time: one the bus has not answered yet is waited for again, not asked twice.
   */
  private watchLag(): void {
    const { bus, logger } = this.options;
    let asking: { question: Question; answer: Promise<StreamPosition> } | null = null;
    let stallWarned = false;
    const tick = async () => {
      if (this.closed) return;
      if (!asking) {
        const current = { question: this.lag.ask(), answer: bus.head() };
        asking = current;
        current.answer.then(
          () => (asking = asking === current ? null : asking),
          () => (asking = asking === current ? null : asking),
        );
      }
      const { question, answer } = asking;
      try {
        this.lag.answered(question, (await within(answer, HEAD_TIMEOUT_MS)).seq);
      } catch {
        this.lag.unanswered();
      }
      if (this.closed) return;
      if (this.lag.stalled()) {
        const { lagMessages, lagMs } = this.lag.status();
        if (!stallWarned) logger.warn({ lagMessages, lagMs }, 'fan-out: reading stalled; reading again');
        stallWarned = true;
        this.lag.nudged();
        this.follower?.restart('behind the stream, and nothing read');
      } else if (this.lag.status().lagMessages === 0) stallWarned = false;
      this.lagTimer = setTimeout(() => void tick(), HEAD_CHECK_MS);
      this.lagTimer.unref();
    };
    void tick();
  }

  /** Plays the simulator while this node holds the lease (one node of all at a time). */
  leadSimulator(leader: SimulatorLeader): void {
    const { logger, bus, leaseMs } = this.options;
    this.simulatorLeader = leader;
    const play = () => leader.play();
    let playing: Playing | null = null;
    let starting: Promise<void> | null = null;
    let holding = false;
    const begin = () => {
      starting = play().then(
        (p) => {
          playing = p;
          starting = null;
          this.simulating = true;
          logger.info({ node: this.nodeId }, 'fan-out: this node plays the simulator');
        },
        (error: unknown) => {
          starting = null;
          logger.error({ err: error }, 'fan-out: the simulator did not start; trying again');
          setTimeout(() => holding && !playing && !starting && begin(), 5000).unref();
        },
      );
    };
    this.simulatorLease = bus.lease(SIMULATOR_LEASE, leaseMs, {
      acquired: () => {
        holding = true;
        if (!playing && !starting) begin();
      },
      lost: async (reason) => {
        holding = false;
        if (starting) await starting;
        const p = playing;
        playing = null;
        this.simulating = false;
        if (!p) return;
        logger.warn({ reason }, 'fan-out: this node stops playing the simulator');
        await p.stop();
      },
    });
  }

  stats(): FanoutStats {
    return {
      kind: this.kind,
      nodeId: this.nodeId,
      simulating: this.simulating,
      outbox: this.outbox ? { ...this.outbox.stats(), pending: this.outbox.pending } : null,
      replicator: this.replicator?.stats() ?? null,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.lagTimer);
    await this.simulatorLease?.stop();
    this.simulatorLeader?.close();
    await this.outbox?.close(3000);
    this.replicator?.close();
    await this.follower?.stop();
    await this.options.bus.close();
  }
}

/** host-pid-random: readable in logs, unique across restarts and hosts. */
export function nodeName(): string {
  return `${hostname().slice(0, 32)}-${process.pid}-${randomBytes(3).toString('hex')}`;
}
