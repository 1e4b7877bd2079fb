/**
 * The engine's storage on a node of many. A change that came from another node is already durable
 * (its writer flushed before publishing), so while the replicator applies one, the engine's calls to
 * storage are dropped here: no second write of the same row, and nothing of it published again.
 *
 * Reference objects need one step more: the engine hands storage the whole set of countries, leagues
 * and participants on every reference put, and the database storage writes those that differ from
 * what it last saw. A league that came from another node would be written again by this node's next
 * local reference put, possibly after a newer state of it from a third node: the database would go
 * back. So objects applied from other nodes are remembered (by identity, until the engine replaces
 * them) and left out of what this node saves.
 */
import type { DetailDocument, DocumentKind, MatchEvent } from '@nerali/domain';
import type { Storage, StoredState, WriteVersion } from '../engine/storage.ts';

export class ReplicaGate implements Storage {
  private depth = 0;
  private readonly replicated = new WeakSet<object>();

  constructor(private readonly inner: Storage) {}

  /** True while changes from other nodes are being applied. */
  get replicating(): boolean {
    return this.depth > 0;
  }

  /** Runs engine calls whose changes must not reach storage (synchronous, as the engine is). */
  replicate<T>(apply: () => T): T {
    this.depth += 1;
    try {
      return apply();
    } finally {
      this.depth -= 1;
    }
  }

  /** Reference objects that came from other nodes (see the header). */
  markReplicated(objects: Iterable<object>): void {
    for (const object of objects) this.replicated.add(object);
  }

  isReplicated(object: object): boolean {
    return this.replicated.has(object);
  }

  load(): Promise<StoredState | null> {
    return this.inner.load();
  }
  saveEvents(events: readonly MatchEvent[]): void {
    if (this.depth === 0) this.inner.saveEvents(events);
  }
  saveReference(state: Omit<StoredState, 'events' | 'documents'>): void {
    if (this.depth > 0) return;
    const own = <T extends object>(list: readonly T[]) => list.filter((o) => !this.replicated.has(o));
    this.inner.saveReference({
      countries: own(state.countries),
      leagues: own(state.leagues),
      participants: own(state.participants),
    });
  }
  removeEvents(ids: readonly string[]): void {
    if (this.depth === 0) this.inner.removeEvents(ids);
  }
  saveDocuments(documents: readonly DetailDocument[]): void {
    if (this.depth === 0) this.inner.saveDocuments(documents);
  }
  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void {
    if (this.depth === 0) this.inner.removeDocuments(keys);
  }
  versioned<T>(version: WriteVersion, write: () => T): T {
    return this.inner.versioned ? this.inner.versioned(version, write) : write();
  }
  flush(): Promise<void> {
    return this.inner.flush();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
