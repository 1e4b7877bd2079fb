/**
 * What this node wrote, on its way to the other nodes. The ingest service names each object it puts
 * into the engine or removes (`touch`, synchronously, with the provider's seq); a pump then, round
 * after round:
 *
 *  1. captures the engine's current state of every touched object (what the engine holds was handed
 *     to storage in the same synchronous call, so it is queued before step 2 starts);
 *  2. awaits `storage.flush()`: the captured state is durable;
 *  3. appends it to the change stream, in messages of at most 512 KiB.
 *
 * Durable before published: a node that starts (or reloads) reads the database after noting the
 * stream's head, so every change is either in what it loads or in what it reads after the head.
 *
 * Only real changes travel: the engine says which events and documents changed (its change batches
 * and document listeners), and a touched one it did not change is left out. Reference objects
 * (countries, leagues, participants) are put by the ingest service only when they differ, so the
 * engine's object is a new one exactly when it changed: one that was there when this node loaded,
 * came from another node, or was published already is left out. So a simulator that takes over and
 * puts the world again, all of it already on every node, publishes nothing of it.
 *
 * Touched objects are kept by name, not by value, so when the bus or the database is down the outbox
 * holds one entry per object however many times it changes, and publishes its latest state once the
 * outage ends.
 */
import type { FeedEngine } from '../engine/engine.ts';
import type { Storage } from '../engine/storage.ts';
import type { StorageLogger } from '../storage/logger.ts';
import type { ProviderRef } from '../storage/ports.ts';
import { sleep } from './bus.ts';
import type { ReplicaGate } from './replica-gate.ts';
import { encodeMessages, engineKey, itemOf, targetOf, type WireItem } from './wire.ts';

interface Touch {
  ref: ProviderRef;
  ourId: string;
  seq: number;
}

export interface OutboxOptions {
  engine: FeedEngine;
  /** Tells local changes from other nodes' (only local ones are published). */
  gate: ReplicaGate;
  storage: Pick<Storage, 'flush'>;
  append(payload: string): Promise<number>;
  nodeId: string;
  logger: StorageLogger;
  /** Wait before trying again after a failed flush or append (default 1 s). */
  retryMs?: number;
}

export interface OutboxStats {
  /** Messages appended to the stream, and the items in them. */
  messages: number;
  items: number;
  /** Rounds that failed (database or bus down) and were tried again. */
  failures: number;
}

export class Outbox {
  private readonly touched = new Map<string, Touch>();
  /** Keys captured by the round in progress (neither in `touched` nor published yet). */
  private inFlight = new Set<string>();
  /** Events and documents the engine changed for a local write, not captured yet. */
  private readonly changed = new Set<string>();
  /** Reference objects every node has: loaded at start, or published (see the header). */
  private readonly knownReferences = new WeakSet<object>();
  private pumping: Promise<void> | null = null;
  private closed = false;
  private failing = false;
  /** While the replicator reloads, the keys this node writes meanwhile (see replicator.ts). */
  private recorder: Set<string> | null = null;
  private readonly counters: OutboxStats = { messages: 0, items: 0, failures: 0 };
  private readonly unlisten: (() => void)[];

  constructor(private readonly options: OutboxOptions) {
    const { engine, gate } = options;
    for (const map of [engine.countries, engine.leagues, engine.participants]) {
      for (const object of map.values()) this.knownReferences.add(object);
    }
    this.unlisten = [
      engine.onBatch((batch) => {
        if (gate.replicating) return;
        for (const delta of batch.deltas) {
          const id = delta[0]?.[1];
          if (id !== undefined) this.changed.add(`event:${id}`);
        }
      }),
      engine.onDocuments((documents) => {
        if (gate.replicating) return;
        for (const { kind, key } of documents) this.changed.add(`document:${kind}:${key}`);
      }),
    ];
  }

  /** The ingest service put (or removed) an object: publish its state after the next flush. */
  touch(ref: ProviderRef, ourId: string, seq: number): void {
    const key = engineKey(ref.kind, ourId);
    // Delete first: a re-touched object moves to the end, after the objects it may now refer to.
    this.touched.delete(key);
    this.touched.set(key, { ref, ourId, seq });
    this.recorder?.add(key);
    this.kick();
  }

  /** Keys written here and not published yet; then records new ones into `into` until stopped. */
  recordPending(into: Set<string>): () => void {
    for (const key of this.touched.keys()) into.add(key);
    for (const key of this.inFlight) into.add(key);
    this.recorder = into;
    return () => {
      if (this.recorder === into) this.recorder = null;
    };
  }

  /** Objects waiting to be published. */
  get pending(): number {
    return this.touched.size + this.inFlight.size;
  }

  stats(): OutboxStats {
    return { ...this.counters };
  }

  /** Publishes what it can within `timeoutMs`, then stops. */
  async close(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((this.pending > 0 || this.pumping) && Date.now() < deadline) await sleep(20);
    this.closed = true;
    for (const stop of this.unlisten) stop();
    if (this.pending > 0) {
      this.options.logger.warn(
        { objects: this.pending },
        'fan-out: stopping with changes not published (other nodes read them from the database when they reload)',
      );
    }
  }

  private kick(): void {
    if (this.pumping || this.closed) return;
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.touched.size > 0) this.kick();
    });
  }

  private async pump(): Promise<void> {
    // Let the synchronous write that touched finish first (an in-process write touches before it
    // puts: ingest/in-process-writes.ts).
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.touched.size > 0 && !this.closed) {
      const round = [...this.touched];
      this.touched.clear();
      this.inFlight = new Set(round.map(([key]) => key));
      const { items, consumed, references } = this.capture(round);
      try {
        await this.options.storage.flush();
        const tooLarge = (item: WireItem, bytes: number) =>
          this.options.logger.error({ id: item.id, bytes }, 'fan-out: an object too large to publish');
        for (const message of encodeMessages(this.options.nodeId, items, tooLarge)) {
          await this.options.append(message.payload);
          this.counters.messages += 1;
          this.counters.items += message.items;
        }
      } catch (error) {
        this.counters.failures += 1;
        if (!this.failing) {
          this.failing = true;
          this.options.logger.warn(
            { err: error, objects: round.length },
            'fan-out: cannot publish; this node keeps its changes and sends them when it can',
          );
        }
        this.requeue(round, consumed);
        await sleep(this.options.retryMs ?? 1000);
        continue;
      }
      this.inFlight = new Set();
      for (const object of references) this.knownReferences.add(object);
      if (this.failing) {
        this.failing = false;
        this.options.logger.info('fan-out: publishing again');
      }
    }
  }

  /** The items of one round: removals, reference objects, and the events and documents that changed. */
  private capture(round: readonly [string, Touch][]): {
    items: WireItem[];
    consumed: string[];
    references: object[];
  } {
    const items: WireItem[] = [];
    const consumed: string[] = [];
    const references: object[] = [];
    for (const [key, { ref, ourId, seq }] of round) {
      const item = itemOf(this.options.engine, ref, ourId, seq);
      const type = targetOf(ref.kind).type;
      if (type === 'event' || type === 'document') {
        const changed = this.changed.delete(key);
        if (changed) consumed.push(key);
        else if (!('removed' in item)) continue;
      } else {
        const object = referenceOf(item);
        if (object === null) continue;
        if (this.knownReferences.has(object) || this.options.gate.isReplicated(object)) continue;
        references.push(object);
      }
      items.push(item);
    }
    return { items, consumed, references };
  }

  /** A failed round goes back before newer touches (which win for the same object). */
  private requeue(round: readonly [string, Touch][], consumed: readonly string[]): void {
    for (const key of consumed) this.changed.add(key);
    const again = round.filter(([key]) => !this.touched.has(key));
    const newer = [...this.touched];
    this.touched.clear();
    for (const [key, touch] of [...again, ...newer]) this.touched.set(key, touch);
    this.inFlight = new Set();
  }
}

/** The country, league or participant an item carries (null for anything else). */
function referenceOf(item: WireItem): object | null {
  if ('country' in item) return item.country;
  if ('league' in item) return item.league;
  if ('participant' in item) return item.participant;
  return null;
}
