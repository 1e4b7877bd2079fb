/**
 * One node's fan-out parts without a bus or a database, for unit tests: a real engine, the ingest
 * entrances (the replicated one is the version book) and gate over a storage that records what it
 * is asked to keep.
 */
import type { DetailDocument, MatchEvent } from '@nerali/domain';
import { FeedEngine } from '../../engine/engine.ts';
import type { Storage, StoredState } from '../../engine/storage.ts';
import { createIngest, type IngestEntrances } from '../../ingest/entrances.ts';
import { MemoryProviderMapStore, type ProviderRef } from '../../storage/ports.ts';
import { INDIA, ISL } from '../../testing/fixtures.ts';
import { ReplicaGate } from '../replica-gate.ts';
import type { WireItem } from '../wire.ts';

/** Keeps what it is given, as the database would; load() answers `stored`. */
export class RecordingStorage implements Storage {
  readonly savedEvents: MatchEvent[] = [];
  readonly savedDocuments: DetailDocument[] = [];
  stored: StoredState | null = null;
  async load(): Promise<StoredState | null> {
    return this.stored;
  }
  saveEvents(events: readonly MatchEvent[]): void {
    this.savedEvents.push(...events);
  }
  saveDocuments(documents: readonly DetailDocument[]): void {
    this.savedDocuments.push(...documents);
  }
  saveReference(): void {}
  removeEvents(): void {}
  removeDocuments(): void {}
  async flush(): Promise<void> {}
  async close(): Promise<void> {}
}

export interface UnitNode {
  engine: FeedEngine;
  storage: RecordingStorage;
  gate: ReplicaGate;
  ingest: IngestEntrances;
}

export function unitNode(onAccepted?: (ref: ProviderRef, ourId: string, seq: number) => void): UnitNode {
  const storage = new RecordingStorage();
  const gate = new ReplicaGate(storage);
  const clock = () => Date.UTC(2026, 10, 22, 12);
  const engine = new FeedEngine({ clock, storage: gate, epoch: 1 });
  engine.putCountries([INDIA]);
  engine.putLeagues([ISL]);
  engine.putParticipants([
    { id: 'p1', sportId: 1, name: 'Chennaiyin FC', shortName: 'CFC', countryId: INDIA.id },
    { id: 'p2', sportId: 1, name: 'Kerala Blasters', shortName: 'KBFC', countryId: INDIA.id },
  ]);
  const ingest = createIngest({
    engine,
    storage: gate,
    providerMap: new MemoryProviderMapStore(),
    clock,
    ...(onAccepted ? { onAccepted } : {}),
  });
  return { engine, storage, gate, ingest };
}

/** An item of an event as a provider `acme` wrote it at `seq`. */
export function eventItem(event: MatchEvent, seq: number): WireItem {
  return { ref: ['acme', 'event', event.id], id: event.id, seq, event };
}
