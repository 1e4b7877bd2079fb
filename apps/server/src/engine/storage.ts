/**
 * The storage seam. The engine serves every read from memory and hands accepted changes to a
 * Storage without waiting (the read path never waits on the database). A writer that must not answer
 * before a change is durable (the ingest API) awaits `flush()`.
 */
import type { Country, DetailDocument, DocumentKind, League, MatchEvent, Participant } from '@nerali/domain';

export interface StoredState {
  countries: Country[];
  leagues: League[];
  participants: Participant[];
  events: MatchEvent[];
  /** Detail documents (absent in a store written before documents existed). */
  documents?: DetailDocument[];
}

export interface Storage {
  /** State saved by an earlier run, or null on a first start. */
  load(): Promise<StoredState | null>;
  /** Queues current objects for writing (called after the engine accepted them; never blocks). */
  saveEvents(events: readonly MatchEvent[]): void;
  saveReference(state: Omit<StoredState, 'events' | 'documents'>): void;
  removeEvents(ids: readonly string[]): void;
  saveDocuments(documents: readonly DetailDocument[]): void;
  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void;
  /** Resolves when everything queued before the call is durable; rejects if a write failed. */
  flush(): Promise<void>;
  /** Flushes, then releases resources. */
  close(): Promise<void>;
}

/** Keeps nothing across restarts: the simulator rebuilds the same world from its seed. */
export class MemoryStorage implements Storage {
  async load(): Promise<StoredState | null> {
    return null;
  }
  saveEvents(): void {}
  saveReference(): void {}
  removeEvents(): void {}
  saveDocuments(): void {}
  removeDocuments(): void {}
  async flush(): Promise<void> {}
  async close(): Promise<void> {}
}
