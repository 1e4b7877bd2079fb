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

/**
 * The version of a write, as the fan-out orders writes of one object (fanout/apply.ts): the provider's
 * seq, then the id of the node that took it. The database keeps the row of the highest version, so
 * writes of one object committed by two nodes in the reverse order of their versions end alike there.
 */
export interface WriteVersion {
  seq: number;
  node: string;
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
  /**
   * Runs `write` (synchronous engine calls): what they queue carries `version`, and a row is replaced
   * only by a write of the same or a higher version. Storage that keeps nothing need not have it.
   */
  versioned?<T>(version: WriteVersion, write: () => T): T;
  /**
   * Queues these objects again, whatever was queued or refused before: the write that an answer is
   * about to acknowledge (ingest/ledger.ts). An equal object put again changes nothing in the engine
   * and so queues nothing, and an earlier write of it may have been refused by the database: without
   * this, the flush that precedes the answer would not cover it. Storage that keeps nothing need not
   * have it.
   */
  saveAgain?(state: Partial<StoredState>): void;
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
