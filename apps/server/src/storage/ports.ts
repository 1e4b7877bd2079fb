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
  | 'standings';

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
}
