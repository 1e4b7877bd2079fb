/**
 * The receiving side of the fan-out: reads the change stream and applies other nodes' changes to this
 * node's engine through the same engine calls a local write uses, so feeds, change logs and push
 * follow as they do for a local write (this node's own seqs and epoch).
 *
 * Versions: an item is applied only when its version is above the one this node holds for the
 * object (the ingest service's memory of applied seqs, which local writes keep too). A version is the
 * provider's seq, then the writing node's id: the same seq taken by two nodes at once (a provider's
 * retry sent to another node, or a provider's bug) is decided alike everywhere. So the bus may deliver
 * the writes of one object by two nodes in either order: every node ends with the same one.
 * This node's own messages are skipped: its engine had them first.
 *
 * Gaps: stream seqs are contiguous. A jump means messages were trimmed away before this node read
 * them (an outage longer than the stream keeps), a step back that the stream was reset (the bus lost
 * its data). Either way the node reloads: it buffers what arrives, reads the database (everything
 * published was durable before), applies it, then the buffer. Objects this node wrote and has not
 * published yet are kept as they are: the database may not have them yet.
 */
import { DOCUMENT_KINDS, type DocumentKind } from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import type { Storage, StoredState } from '../engine/storage.ts';
import type { StorageLogger } from '../storage/logger.ts';
import { sleep, type StreamPosition, type StreamSink } from './bus.ts';
import type { Outbox } from './outbox.ts';
import type { ReplicaGate } from './replica-gate.ts';
import { applyItems, type VersionBook } from './apply.ts';
import type { LagTracker, ReplicationStatus } from './lag.ts';
import { decodeMessage, messagePrefix } from './wire.ts';

export type { VersionBook };

/** Messages kept while a reload runs; past this the buffer is dropped and one more reload follows. */
export const MAX_BUFFERED_MESSAGES = 20_000;
/**
 * A gap is seen by every node at once (the bus lost its stream): each waits a random time up to this
 * before reading the database, so PostgreSQL serves the nodes' whole-state reads one after another
 * instead of all together. Retries after a failed read back off exponentially with full jitter.
 */
export const RELOAD_SPREAD_MS = 2000;
export const RELOAD_RETRY_BASE_MS = 500;
export const RELOAD_RETRY_MAX_MS = 5000;

export interface ReplicatorOptions {
  engine: FeedEngine;
  gate: ReplicaGate;
  storage: Pick<Storage, 'load' | 'flush'>;
  versions: VersionBook;
  outbox: Outbox;
  nodeId: string;
  logger: StorageLogger;
  /** Told of what is read and of reloads, to know how far behind the stream this node is. */
  lag?: LagTracker;
  /** Random numbers in [0, 1) for the reload's jitter (default Math.random). */
  random?: () => number;
}

export interface ReplicatorStats {
  /** Messages read from the stream, and those applied (not this node's own, readable). */
  received: number;
  applied: number;
  /** Items applied and items skipped as not newer than what this node holds. */
  items: number;
  stale: number;
  /** Reloads from the database, and whether one runs now. */
  reloads: number;
  syncing: boolean;
  /** The last stream seq read (null before the first connection). */
  seq: number | null;
  connected: boolean;
}

export class Replicator implements StreamSink {
  private lastSeq: number | null;
  private syncing = false;
  private again = false;
  private buffer: string[] = [];
  private unreadable = 0;
  private closed = false;
  private readonly counters = { received: 0, applied: 0, items: 0, stale: 0, reloads: 0 };
  private isConnected = false;
  private readonly ownPrefix: string;

  /** `from`: the head noted before this node loaded its state; null when the bus was not reachable. */
  constructor(
    private readonly options: ReplicatorOptions,
    from: StreamPosition | null,
  ) {
    this.lastSeq = from?.seq ?? null;
    this.isConnected = from !== null;
    this.ownPrefix = messagePrefix(options.nodeId);
    if (this.lastSeq !== null) options.lag?.positioned(this.lastSeq);
  }

  connected(position: StreamPosition): void {
    if (!this.isConnected && this.lastSeq !== null) {
      this.options.logger.info(
        { seq: this.lastSeq },
        'fan-out: back on the bus; reading on from where it was',
      );
    }
    this.isConnected = true;
    if (this.lastSeq === null) {
      // The bus came up after this node loaded its state: what was published in between is lost here.
      this.lastSeq = position.seq;
      void this.sync('the bus was not reachable when this node started');
      // After the reload began: what was seen of the stream counts as applied once it is done.
      this.options.lag?.positioned(position.seq);
    }
  }

  disconnected(reason: string): void {
    if (!this.isConnected) return;
    this.isConnected = false;
    this.options.logger.warn(
      { reason },
      'fan-out: lost the bus; this node serves its own writes only until it is back',
    );
  }

  restarted(position: StreamPosition, reason: string): void {
    this.lastSeq = position.seq;
    this.options.lag?.restarted(position.seq);
    this.buffer = [];
    if (this.syncing) this.again = true;
    else void this.sync(reason);
  }

  message(seq: number, payload: string): void {
    if (this.closed) return;
    this.counters.received += 1;
    const expected = (this.lastSeq ?? seq - 1) + 1;
    this.lastSeq = seq;
    if (seq !== expected) {
      const reason =
        seq > expected
          ? `messages ${expected}..${seq - 1} were trimmed from the stream before this node read them`
          : `the stream restarted at ${seq} (expected ${expected})`;
      // What came before the gap in the buffer is covered by the reload that follows.
      this.buffer = [];
      if (this.syncing) this.again = true;
      else void this.sync(reason);
    }
    if (this.syncing) {
      if (this.buffer.length >= MAX_BUFFERED_MESSAGES) {
        this.buffer = [];
        this.again = true;
      }
      this.buffer.push(payload);
      this.options.lag?.read(seq);
      return;
    }
    this.apply(payload);
    this.options.lag?.read(seq);
  }

  /** How far behind the stream this node is (lag.ts); the tracker's when there is one. */
  replication(): ReplicationStatus | null {
    return this.options.lag?.status(this.buffer.length) ?? null;
  }

  stats(): ReplicatorStats {
    return {
      ...this.counters,
      syncing: this.syncing,
      seq: this.lastSeq,
      connected: this.isConnected,
    };
  }

  close(): void {
    this.closed = true;
  }

  private apply(payload: string): void {
    // This node's own: its engine had them first (and a first tick's world is tens of MB to parse).
    if (payload.startsWith(this.ownPrefix)) return;
    const message = decodeMessage(payload);
    if (typeof message === 'string') {
      // A newer node during a rolling deploy, or a stranger on our stream: say so, a few times.
      if (++this.unreadable <= 5) this.options.logger.warn({ reason: message }, 'fan-out: message skipped');
      return;
    }
    if (message.node === this.options.nodeId) return;
    this.counters.applied += 1;
    try {
      const { applied, stale } = applyItems(this.options, message.node, message.items);
      this.counters.items += applied;
      this.counters.stale += stale;
    } catch (error) {
      // Part of it may be in: the database has all of it.
      this.options.logger.error({ err: error }, 'fan-out: a message could not be applied');
      void this.sync('a message could not be applied');
    }
  }

  /** Reload from the database, then apply what was buffered meanwhile. */
  private async sync(reason: string): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.syncing = true;
    const { logger, outbox, storage, lag } = this.options;
    lag?.reloading(true);
    try {
      do {
        this.again = false;
        logger.warn({ reason }, 'fan-out: reloading this node from the database');
        const startedMs = performance.now();
        const keep = new Set<string>();
        const stopRecording = outbox.recordPending(keep);
        try {
          const random = this.options.random ?? Math.random;
          await sleep(Math.floor(random() * RELOAD_SPREAD_MS));
          if (this.closed) return;
          const stored = await loadWithRetry(storage, logger, () => this.closed, random);
          if (this.closed) return;
          const changed = this.applyStored(stored, keep);
          logger.info(
            { ms: Math.round(performance.now() - startedMs), changed, kept: keep.size },
            'fan-out: reloaded from the database',
          );
        } finally {
          stopRecording();
        }
        this.counters.reloads += 1;
        reason = 'more was missed while reloading';
      } while (this.again && !this.closed);
      const buffered = this.buffer;
      this.buffer = [];
      this.syncing = false;
      for (const payload of buffered) this.apply(payload);
    } finally {
      this.syncing = false;
      lag?.reloading(false);
    }
  }

  /**
   * The database's state into the engine, but for objects this node wrote and has not published.
   * Events and documents go in whole (the engine keeps only real changes); returns the reference
   * objects that differed and the objects removed, for the log.
   */
  private applyStored(stored: StoredState | null, keep: ReadonlySet<string>): number {
    const { engine, gate } = this.options;
    if (!stored) return 0;
    const free = (key: string) => !keep.has(key);
    const differs = (a: unknown, b: unknown) => a === undefined || JSON.stringify(a) !== JSON.stringify(b);
    const countries = stored.countries.filter(
      (c) => free(`country:${c.id}`) && differs(engine.countries.get(c.id), c),
    );
    const leagues = stored.leagues.filter(
      (l) => free(`league:${l.id}`) && differs(engine.leagues.get(l.id), l),
    );
    const participants = stored.participants.filter(
      (p) => free(`participant:${p.id}`) && differs(engine.participants.get(p.id), p),
    );
    const events = stored.events.filter((e) => free(`event:${e.id}`));
    const storedEvents = new Set(stored.events.map((e) => e.id));
    const goneEvents = [...engine.events.keys()].filter((id) => !storedEvents.has(id) && free(`event:${id}`));
    const documents = (stored.documents ?? []).filter((d) => free(`document:${d.kind}:${d.key}`));
    const storedDocuments = new Set((stored.documents ?? []).map((d) => `document:${d.kind}:${d.key}`));
    const goneDocuments: { kind: DocumentKind; key: string }[] = [];
    for (const kind of DOCUMENT_KINDS) {
      for (const [key] of engine.documentsOf(kind)) {
        const name = `document:${kind}:${key}`;
        if (!storedDocuments.has(name) && free(name)) goneDocuments.push({ kind, key });
      }
    }
    gate.markReplicated([...countries, ...leagues, ...participants]);
    gate.replicate(() => {
      if (countries.length > 0) engine.putCountries(countries);
      if (leagues.length > 0) engine.putLeagues(leagues);
      if (participants.length > 0) engine.putParticipants(participants);
      engine.putEvents(events);
      engine.removeEvents(goneEvents);
      if (documents.length > 0) engine.putDocuments(documents);
      engine.removeDocuments(goneDocuments);
    });
    return countries.length + leagues.length + participants.length + goneEvents.length + goneDocuments.length;
  }
}

async function loadWithRetry(
  storage: Pick<Storage, 'load' | 'flush'>,
  logger: StorageLogger,
  stopped: () => boolean,
  random: () => number,
): Promise<StoredState | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      // What this node queued before is then in what it reads.
      await storage.flush();
      return await storage.load();
    } catch (error) {
      if (stopped()) return null;
      if (attempt === 1)
        logger.warn({ err: error }, 'fan-out: cannot read the database to reload; trying again');
      const capMs = Math.min(RELOAD_RETRY_MAX_MS, RELOAD_RETRY_BASE_MS * 2 ** (attempt - 1));
      await sleep(Math.floor(random() * capMs));
    }
  }
}
