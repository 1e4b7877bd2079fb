/**
 * What the ingest API needs from storage besides the engine's state: API keys and the map from a
 * provider's own ids and sequence numbers to ours (idempotency). One memory implementation here (for
 * SIMULATOR-only runs and unit tests) and one database implementation in storage/ (PGlite or PostgreSQL).
 */

export interface ApiKeyRecord {
  id: string;
  /** The provider this key acts for (its ids are namespaced by it). */
  provider: string;
  label: string;
  /** Hash of the secret (never the secret itself). */
  secretHash: string;
  createdAt: number;
  revokedAt: number | null;
}

export interface ApiKeyStore {
  create(record: ApiKeyRecord): Promise<void>;
  /** The key with this id, revoked or not; null if unknown. */
  get(id: string): Promise<ApiKeyRecord | null>;
  list(): Promise<ApiKeyRecord[]>;
  revoke(id: string, atMs: number): Promise<boolean>;
}

/** Entity kinds a provider can send. */
export type IngestKind =
  | 'country'
  | 'competition'
  | 'season'
  | 'participant'
  | 'player'
  | 'event'
  | 'incident'
  | 'lineup'
  | 'statistics'
  | 'odds'
  | 'standings'
  | 'draw'
  | 'squad'
  | 'transfers'
  | 'injuries'
  | 'ranking'
  | 'news'
  | 'video'
  | 'bookmaker'
  | 'matchInfo'
  // Documents only an in-process source writes (no endpoint yet).
  | 'commentary'
  | 'pointHistory'
  | 'balls'
  | 'raids'
  | 'preview'
  | 'report';

export interface ProviderRef {
  provider: string;
  kind: IngestKind;
  providerId: string;
}

export interface ProviderMapping {
  /** Our id for the provider's object. */
  ourId: string;
  /** Highest provider sequence number applied to this object; a lower or equal one changes nothing. */
  lastSeq: number;
}

export interface ProviderMapStore {
  get(ref: ProviderRef): Promise<ProviderMapping | null>;
  /**
   * Records our id and the applied sequence number, only if `seq` is above the stored one (compare and
   * set). Returns false when a newer or equal sequence was already applied: the update is a duplicate or
   * arrived out of order, and must change nothing.
   */
  advance(ref: ProviderRef, ourId: string, seq: number): Promise<boolean>;
  /** advance() for many objects in one round trip (one statement per 1000); an object listed twice counts once, at its highest seq. */
  advanceMany(entries: readonly ProviderAdvance[]): Promise<void>;
  /** Every object of a provider (an in-process source loads its seqs once at start). */
  list(provider: string): Promise<(ProviderMapping & { kind: IngestKind; providerId: string })[]>;
  /** Forgets objects that no longer exist (a source's events leaving its window), so the map stays bounded. */
  forget(provider: string, kind: IngestKind, providerIds: readonly string[]): Promise<void>;
}

export interface ProviderAdvance {
  ref: ProviderRef;
  ourId: string;
  seq: number;
}

/** The entries with one per object, each at its highest seq. */
export function latestPerObject(entries: readonly ProviderAdvance[]): ProviderAdvance[] {
  const latest = new Map<string, ProviderAdvance>();
  for (const entry of entries) {
    const key = refKey(entry.ref);
    const before = latest.get(key);
    if (!before || before.seq < entry.seq) latest.set(key, entry);
  }
  return [...latest.values()];
}

function refKey(ref: ProviderRef): string {
  return `${ref.provider}\u0000${ref.kind}\u0000${ref.providerId}`;
}

export class MemoryApiKeyStore implements ApiKeyStore {
  private readonly keys = new Map<string, ApiKeyRecord>();
  async create(record: ApiKeyRecord): Promise<void> {
    if (this.keys.has(record.id)) throw new Error(`api key ${record.id} exists`);
    this.keys.set(record.id, { ...record });
  }
  async get(id: string): Promise<ApiKeyRecord | null> {
    const key = this.keys.get(id);
    return key ? { ...key } : null;
  }
  async list(): Promise<ApiKeyRecord[]> {
    return [...this.keys.values()].map((k) => ({ ...k }));
  }
  async revoke(id: string, atMs: number): Promise<boolean> {
    const key = this.keys.get(id);
    if (!key || key.revokedAt !== null) return false;
    key.revokedAt = atMs;
    return true;
  }
}

export class MemoryProviderMapStore implements ProviderMapStore {
  private readonly map = new Map<string, ProviderMapping>();
  async get(ref: ProviderRef): Promise<ProviderMapping | null> {
    const m = this.map.get(refKey(ref));
    return m ? { ...m } : null;
  }
  async advance(ref: ProviderRef, ourId: string, seq: number): Promise<boolean> {
    const key = refKey(ref);
    const current = this.map.get(key);
    if (current && current.lastSeq >= seq) return false;
    this.map.set(key, { ourId: current?.ourId ?? ourId, lastSeq: seq });
    return true;
  }
  async advanceMany(entries: readonly ProviderAdvance[]): Promise<void> {
    for (const { ref, ourId, seq } of entries) await this.advance(ref, ourId, seq);
  }
  async list(provider: string): Promise<(ProviderMapping & { kind: IngestKind; providerId: string })[]> {
    const out: (ProviderMapping & { kind: IngestKind; providerId: string })[] = [];
    for (const [key, mapping] of this.map) {
      const [p, kind, providerId] = key.split('\u0000') as [string, IngestKind, string];
      if (p === provider) out.push({ ...mapping, kind, providerId });
    }
    return out;
  }
  async forget(provider: string, kind: IngestKind, providerIds: readonly string[]): Promise<void> {
    for (const providerId of providerIds) this.map.delete(refKey({ provider, kind, providerId }));
  }
}
