/**
 * Browser storage with a time to live per key (spec 1 §9 "Client storage: TTL in seconds"; §5 "Client
 * storage rejects keys equal to the TTL key name"). Expiry times live in one key of their own, so a
 * value is stored as written and other code (another tab) reads it as it is.
 *
 * Every access is guarded: storage may be missing (server rendering), full, or refused (private
 * modes, blocked cookies); a read then gives null and a write reports false.
 */

/** What we need of `localStorage` (tests pass a Map-backed fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const TTL_KEY = 'nrl_ttl';

export class ClientStorageError extends Error {
  override readonly name = 'ClientStorageError';
  constructor(
    readonly code: 'FAV_ERR_TTL_KEY' | 'FAV_ERR_STORAGE_WRITE',
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

export class ClientStorage {
  constructor(
    private readonly storage: StorageLike | null,
    private readonly nowS: () => number,
  ) {}

  private ttls(): Record<string, number> {
    const text = this.raw(TTL_KEY);
    if (!text) return {};
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
      const out: Record<string, number> = {};
      for (const [k, v] of Object.entries(value)) if (typeof v === 'number') out[k] = v;
      return out;
    } catch {
      return {};
    }
  }

  private raw(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** The value of a key, or null when absent, expired (then removed) or unreadable. */
  get(key: string): string | null {
    const expiry = this.ttls()[key];
    if (expiry !== undefined && expiry <= this.nowS()) {
      this.remove(key);
      return null;
    }
    return this.raw(key);
  }

  /**
   * Stores a value; with `ttlS` it expires that many seconds from now. Throws ClientStorageError
   * for the TTL key itself or when the browser refuses the write (full, or storage blocked).
   */
  set(key: string, value: string, ttlS?: number): void {
    if (key === TTL_KEY) throw new ClientStorageError('FAV_ERR_TTL_KEY');
    if (!this.storage) throw new ClientStorageError('FAV_ERR_STORAGE_WRITE');
    try {
      this.storage.setItem(key, value);
      const ttls = this.ttls();
      if (ttlS === undefined) {
        if (!(key in ttls)) return;
        delete ttls[key];
      } else {
        ttls[key] = this.nowS() + ttlS;
      }
      this.storage.setItem(TTL_KEY, JSON.stringify(ttls));
    } catch (error) {
      throw new ClientStorageError('FAV_ERR_STORAGE_WRITE', { cause: error });
    }
  }

  remove(key: string): void {
    if (key === TTL_KEY) return;
    try {
      this.storage?.removeItem(key);
      const ttls = this.ttls();
      if (key in ttls) {
        delete ttls[key];
        this.storage?.setItem(TTL_KEY, JSON.stringify(ttls));
      }
    } catch {
      // Nothing to do: a value we cannot remove is one we will not read either once it expires.
    }
  }
}

/** The page's localStorage, or null where there is none (server) or it is blocked. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A Map-backed storage for tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}
