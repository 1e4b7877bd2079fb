/**
 * The write ledger: what the three entrances of the ingest path share (provider-writes.ts for HTTP
 * providers, in-process-writes.ts for the simulator, replicated.ts for other nodes' writes). It keeps
 * the last applied seq of every object, stages a write against it and makes staged writes durable.
 * Deciding what a write builds is the planners' job (planners/), one per kind.
 *
 * Every write names an object by (provider, kind, provider id) and carries the provider's `seq`:
 *
 *  1. the last applied seq is read (this process's memory first, then the provider map);
 *  2. an equal or lower seq is answered `stale` and changes nothing;
 *  3. otherwise the object is built and checked (a refusal changes nothing), then put into the engine,
 *     synchronously after step 1 so no other write can slip between the check and the put;
 *  4. the current state of every object the answer will name is queued for storage again, then
 *     `storage.flush()` makes it durable, and only then the provider map advances and the answer says
 *     `applied` (docs/ARCHITECTURE.md, "Durability").
 *
 * WHY the map advances last: if the process dies between 3 and 4, the provider, which got no answer,
 * sends the same seq again and it is applied again (puts are whole values, so twice is the same as
 * once). Advancing first would answer that retry `stale` and lose the change.
 *
 * WHY queued again in step 4: the engine already holds a write that was answered 503 (storage failed
 * after step 3), so its retry changes nothing in the engine, which then queues nothing; a flush alone
 * would resolve at once and the retry would be acknowledged unstored. Queuing what is acknowledged
 * makes "200 means durable" hold by construction, whatever happened to earlier writes of the object.
 */
import type { DetailDocument } from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import type { Clock, EnginePort } from '../engine/port.ts';
import type { Storage, StoredState } from '../engine/storage.ts';
import type { ProviderMapStore, ProviderRef } from '../storage/ports.ts';
import { IngestError, IngestErrorCode } from './errors.ts';
import { documentKindOf } from './kinds.ts';
import type { WriteResult } from './schemas.ts';

export interface IngestOptions {
  engine: EnginePort & FeedEngine;
  storage: Storage;
  providerMap: ProviderMapStore;
  clock: Clock;
  /**
   * Told of every object the ingest path puts into the engine or removes from it, with its seq (the
   * fan-out publishes them to the other nodes once durable: fanout/outbox.ts). Called synchronously,
   * possibly before the engine has the object (in-process writes put after checking them all).
   */
  onAccepted?: (ref: ProviderRef, ourId: string, seq: number) => void;
  /**
   * This node's id: with the provider's seq, the version under which storage keeps what a write puts
   * (fanout/, 0005-row-versions.ts). Absent: one process alone, an empty id.
   */
  nodeId?: string;
}

export interface Applied {
  ourId: string;
  seq: number;
  /** The node that applied it first, when another node did (fan-out); absent: this node, or unknown. */
  node?: string;
}

/** A change put into the engine whose seq is not recorded yet. */
export interface Pending extends Applied {
  ref: ProviderRef;
  previous: Applied | null;
}

/** What one write did: its answer, and the pending record when it changed something. */
export interface Staged {
  result: WriteResult;
  pending: Pending | null;
}

/** What a write will do once its seq is known to be newer: the object's id, and the engine puts. */
export interface Plan {
  ourId: string;
  apply(): void;
}

/** A provider's write, planned (planners/): the object it names, its seq, and its plan (steps 2-3). */
export interface ProviderWrite {
  ref: ProviderRef;
  seq: number;
  plan(known: Applied | null): Plan;
}

/**
 * The last applied write per object, by (provider, kind), then provider id. Not one map keyed by
 * `provider|kind|id`: with the whole simulated world (147,000 objects) such keys were 147,000 strings
 * built by concatenation, each a rope of several parts held for the life of the process.
 */
class AppliedMap {
  private readonly byProvider = new Map<string, Map<string, Map<string, Applied>>>();

  private ofKind(ref: ProviderRef, create: boolean): Map<string, Applied> | undefined {
    let kinds = this.byProvider.get(ref.provider);
    if (!kinds) {
      if (!create) return undefined;
      kinds = new Map();
      this.byProvider.set(ref.provider, kinds);
    }
    let map = kinds.get(ref.kind);
    if (!map && create) {
      map = new Map();
      kinds.set(ref.kind, map);
    }
    return map;
  }

  get(ref: ProviderRef): Applied | undefined {
    return this.ofKind(ref, false)?.get(ref.providerId);
  }

  has(ref: ProviderRef): boolean {
    return this.ofKind(ref, false)?.has(ref.providerId) ?? false;
  }

  set(ref: ProviderRef, applied: Applied): void {
    this.ofKind(ref, true)?.set(ref.providerId, applied);
  }

  delete(ref: ProviderRef): void {
    this.ofKind(ref, false)?.delete(ref.providerId);
  }
}

export type WriteSource = 'provider' | 'simulator';
export type WriteOutcome = 'applied' | 'stale' | 'refused';
/** The built-in simulator's provider name (simulator-port.ts SIMULATOR_PROVIDER). */
export const sourceOf = (provider: string): WriteSource =>
  provider === 'simulator' ? 'simulator' : 'provider';

export class WriteLedger {
  /**
   * The highest seq applied by this process per object. It is what makes check-and-put atomic
   * between concurrent requests while the provider map still holds the older seq (steps 1-4 above).
   * Cost: one small entry per object written since the start; the engine holds far more per object.
   */
  private readonly applied = new AppliedMap();
  /**
   * Writes by outcome and by source (the built-in simulator, or providers over HTTP), for /metrics:
   * applied, stale (a seq not above the last), refused (a 4xx, or a batch item's).
   */
  readonly counts: Record<WriteSource, Record<WriteOutcome, number>> = {
    provider: { applied: 0, stale: 0, refused: 0 },
    simulator: { applied: 0, stale: 0, refused: 0 },
  };
  readonly engine: EnginePort & FeedEngine;
  readonly clock: Clock;
  readonly providerMap: ProviderMapStore;

  constructor(private readonly options: IngestOptions) {
    this.engine = options.engine;
    this.clock = options.clock;
    this.providerMap = options.providerMap;
  }

  /** A write refused with a 4xx (its body, a reference, the sport's rules). */
  refused(provider: string): void {
    this.counts[sourceOf(provider)].refused += 1;
  }

  // ---- the memory of applied seqs, for the entrances ----

  /** The last write of this object this process applied or was told of (null: none since it started). */
  held(ref: ProviderRef): Applied | null {
    return this.applied.get(ref) ?? null;
  }

  /** Takes `applied` as the last write of this object: a write must now be newer to change anything. */
  hold(ref: ProviderRef, applied: Applied): void {
    this.applied.set(ref, applied);
  }

  /** Forgets the object (it was removed): its next write is applied whatever its seq. */
  drop(ref: ProviderRef): void {
    this.applied.delete(ref);
  }

  /** Tells the fan-out of an object put into the engine or removed from it (IngestOptions.onAccepted). */
  accepted(ref: ProviderRef, ourId: string, seq: number): void {
    this.options.onAccepted?.(ref, ourId, seq);
  }

  /** Our id of an object the provider wrote before (this process's memory, then the provider map). */
  async ourIdOf(ref: ProviderRef): Promise<string | null> {
    const known = this.applied.get(ref);
    if (known) return known.ourId;
    return (await this.options.providerMap.get(ref))?.ourId ?? null;
  }

  // ---- steps 1-3 ----

  async stage({ ref, seq, plan }: ProviderWrite): Promise<Staged> {
    if (!this.applied.has(ref)) {
      const durable = await this.options.providerMap.get(ref);
      // Re-read after the await: a concurrent write of the same object may have been applied meanwhile.
      if (durable && !this.applied.has(ref)) {
        this.applied.set(ref, { ourId: durable.ourId, seq: durable.lastSeq });
      }
    }
    return this.stageNow(ref, seq, plan);
  }

  /**
   * Steps 2 and 3, with this process's memory taken as the last applied seq.
   *
   * WARNING: the engine, and so feeds and push, have the change when this returns, before `commit`
   * made it durable. A failed commit answers 503 and forgets the seq, so the provider's retry is
   * applied again (docs/ARCHITECTURE.md, "Durability", 3).
   */
  stageNow(ref: ProviderRef, seq: number, plan: (known: Applied | null) => Plan): Staged {
    const known = this.applied.get(ref) ?? null;
    const counts = this.counts[sourceOf(ref.provider)];
    if (known && seq <= known.seq) {
      counts.stale += 1;
      return {
        result: { applied: false, reason: 'stale', id: known.ourId, seq, lastSeq: known.seq },
        pending: null,
      };
    }
    const { ourId, apply } = plan(known);
    this.versioned(seq, apply);
    this.applied.set(ref, { ourId, seq });
    this.options.onAccepted?.(ref, ourId, seq);
    counts.applied += 1;
    return { result: { applied: true, id: ourId, seq }, pending: { ref, ourId, seq, previous: known } };
  }

  /** Runs engine puts of a write at `seq`: storage keeps each row's newest version (engine/storage.ts). */
  versioned(seq: number, put: () => void): void {
    const { storage, nodeId = '' } = this.options;
    if (storage.versioned) storage.versioned({ seq, node: nodeId }, put);
    else put();
  }

  // ---- step 4 ----

  /**
   * Makes pending writes durable and records their seqs. `acknowledge`: an answer will say `applied`,
   * so the objects' current states are queued again first (see the header, step 4). The simulator's
   * writes are not acknowledged to anyone: it makes its world again from the clock, and queuing the
   * whole world again at every restart would write tens of thousands of unchanged rows.
   */
  async commit(pendings: readonly Pending[], acknowledge = false): Promise<void> {
    if (pendings.length === 0) return;
    try {
      if (acknowledge) this.saveAgain(pendings);
      await this.options.storage.flush();
      const map = this.options.providerMap;
      if (pendings.length === 1) await Promise.all(pendings.map((p) => map.advance(p.ref, p.ourId, p.seq)));
      else await map.advanceMany(pendings);
    } catch (cause) {
      // Not acknowledged: forget the seq so that the provider's retry is applied again, not "stale".
      for (const p of [...pendings].reverse()) {
        if (this.applied.get(p.ref)?.seq !== p.seq) continue;
        if (p.previous) this.applied.set(p.ref, p.previous);
        else this.applied.delete(p.ref);
      }
      throw new IngestError(
        503,
        IngestErrorCode.unavailable,
        'the change could not be stored; send it again',
        [{ path: '', message: cause instanceof Error ? cause.message.slice(0, 200) : 'storage failed' }],
      );
    }
  }

  /** Queues the engine's current state of each pending write's object, under the write's version. */
  private saveAgain(pendings: readonly Pending[]): void {
    const { storage } = this.options;
    if (!storage.saveAgain) return;
    for (const p of pendings) {
      const state = this.currentState(p);
      if (state) this.versioned(p.seq, () => storage.saveAgain?.(state));
    }
  }

  /** The engine's current object named by a write, as storage takes it (null: the engine has none). */
  private currentState(p: Pending): Partial<StoredState> | null {
    const engine = this.engine;
    const one = <T>(value: T | undefined): T[] | null => (value === undefined ? null : [value]);
    switch (p.ref.kind) {
      case 'country': {
        const countries = one(engine.countries.get(Number(p.ourId)));
        return countries && { countries };
      }
      case 'competition':
      case 'season': {
        const leagues = one(engine.leagues.get(p.ourId));
        return leagues && { leagues };
      }
      case 'participant': {
        const participants = one(engine.participants.get(p.ourId));
        return participants && { participants };
      }
      case 'event': {
        const events = one(engine.events.get(p.ourId));
        return events && { events };
      }
      default: {
        const kind = documentKindOf(p.ref.kind);
        const body = engine.document(kind, p.ourId);
        if (body === undefined) return null;
        return { documents: [{ kind, key: p.ourId, body } as DetailDocument] };
      }
    }
  }
}
