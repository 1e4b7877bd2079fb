/**
 * The logged user in this browser (spec 2 §3): kept in localStorage under `lsid_` keys, one key per
 * field (id, hash, name, email, emailIsVerified, ppConfirmed, touConfirmed, the inner data and
 * privateData), each as JSON text. Null or undefined values are never written; clearing the user
 * deletes every key, the sync timestamp of spec 2 §4 too. Signed in means both id and hash are
 * stored (spec 2 §6).
 *
 * The reading side, small on purpose: the header reads it on every page. Writing (user-write.ts)
 * comes with the account client, loaded only for a signed-in visitor or when a form is used.
 */
import type { JsonObject } from '@nerali/domain';
import type { StorageLike } from '../favourites/client-storage.ts';

export const LSID_PREFIX = 'lsid_';

/** Spec 2 §3 "Stored login keys". */
export const USER_KEYS = {
  id: 'lsid_id',
  hash: 'lsid_hash',
  name: 'lsid_name',
  email: 'lsid_email',
  emailIsVerified: 'lsid_emailIsVerified',
  ppConfirmed: 'lsid_ppConfirmed',
  touConfirmed: 'lsid_touConfirmed',
  data: 'lsid_data',
  privateData: 'lsid_privateData',
} as const;

/** Spec 2 §4 "The sync timestamp is kept in local storage" (unix ms of the last read of the account). */
export const SYNC_TIME_KEY = 'lsid_syncTime';

export interface StoredUser {
  id: string;
  hash: string;
  name: string;
  email: string;
  emailIsVerified: boolean;
  /** Spec 2 §4: tou and pp default to confirmed; a pending version (XE8) makes them unconfirmed. */
  touConfirmed: boolean;
  ppConfirmed: boolean;
  /** The account's copy of the user's data, as last read or acknowledged. */
  data: JsonObject;
  privateData: JsonObject;
}

export type UserPatch = { [K in keyof StoredUser]?: StoredUser[K] | null | undefined };

function read(storage: StorageLike | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    if (text === null || text === undefined || text === '') return undefined;
    return JSON.parse(text) as unknown;
  } catch {
    // Unreadable text (an older client wrote it plain): a plain string is still a string.
    try {
      return storage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown): JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonObject) : {};

/** The stored user, or null when id or hash is missing (spec 2 §6: not signed in). */
export function readUser(storage: StorageLike | null): StoredUser | null {
  const id = read(storage, USER_KEYS.id);
  const hash = read(storage, USER_KEYS.hash);
  if (typeof id !== 'string' || id === '' || typeof hash !== 'string' || hash === '') return null;
  return {
    id,
    hash,
    name: str(read(storage, USER_KEYS.name)),
    email: str(read(storage, USER_KEYS.email)),
    emailIsVerified: read(storage, USER_KEYS.emailIsVerified) === true,
    touConfirmed: read(storage, USER_KEYS.touConfirmed) !== false,
    ppConfirmed: read(storage, USER_KEYS.ppConfirmed) !== false,
    data: obj(read(storage, USER_KEYS.data)),
    privateData: obj(read(storage, USER_KEYS.privateData)),
  };
}

export function readSyncTime(storage: StorageLike | null): number {
  const value = read(storage, SYNC_TIME_KEY);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
