/**
 * Writing the logged user's `lsid_` keys (spec 2 §3; user-store.ts reads them) and the v5 calls'
 * authorization: the account client's side, loaded with it.
 */
import type { StorageLike } from '../favourites/client-storage.ts';
import { type StoredUser, SYNC_TIME_KEY, USER_KEYS, type UserPatch } from './user-store.ts';

export class UserStoreError extends Error {
  override readonly name = 'UserStoreError';
  readonly code = 'ACC_ERR_STORAGE_WRITE';
}

/**
 * Writes the given fields; null and undefined are skipped (spec 2 §3), never written as text.
 * Throws UserStoreError when the browser refuses (storage full or blocked).
 */
export function writeUser(storage: StorageLike | null, patch: UserPatch): void {
  if (!storage) throw new UserStoreError('no storage');
  try {
    for (const [field, key] of Object.entries(USER_KEYS)) {
      const value = patch[field as keyof StoredUser];
      if (value === null || value === undefined) continue;
      storage.setItem(key, JSON.stringify(value));
    }
  } catch (error) {
    throw new UserStoreError('storage refused the user', { cause: error });
  }
}

/** Deletes every stored key of the user (spec 2 §3), and the sync timestamp. */
export function clearUser(storage: StorageLike | null): void {
  for (const key of [...Object.values(USER_KEYS), SYNC_TIME_KEY]) {
    try {
      storage?.removeItem(key);
    } catch {
      // A key we cannot remove we cannot read either once the id is gone.
    }
  }
}

export function writeSyncTime(storage: StorageLike | null, ms: number): void {
  try {
    storage?.setItem(SYNC_TIME_KEY, JSON.stringify(ms));
  } catch {
    // Without it the next check reads the account again: only a little more traffic.
  }
}

/** Spec 2 §6 "basic authorization from id and hash" for the v5 calls. */
export function basicAuthorization(user: Pick<StoredUser, 'id' | 'hash'>): string {
  const bytes = new TextEncoder().encode(`${user.id}:${user.hash}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}
