/**
 * The account side of the favourites (spec 2 §7 identity service; spec 1 §4 "Logged in: the account
 * copy is authoritative"). Used only while a visitor is signed in (both `lsid_id` and `lsid_hash`
 * stored, spec 2 §3, §6); a visitor is never treated as signed in otherwise.
 *
 * The account client (features/account) owns the conversation with the server: it reads the account
 * at sign-in, every 300 s and on another device's change, and hands the result to the store
 * (`FavouritesStore.applyAccount`); it writes the difference between the account's copy and this
 * browser's, item by item, trying again when the network fails. So the store's `store()` calls ask
 * the account client to write now (the difference contains the change that asked, and any earlier
 * one not yet written); the promise settles with that write, so a pin rolls back when it fails.
 * `AccountSync` stays an interface so the store can be tested with a fake.
 *
 * This feature never imports the account client, which imports the favourites: the account client
 * hands over its write when the page's frame loads (account-link.ts).
 */
import { writeToAccount } from './account-link.ts';
import { LOGIN_KEYS } from './keys.ts';
import type { StorageLike } from './client-storage.ts';

export interface Credentials {
  id: string;
  hash: string;
}

/** The parts of the user's data object that favourites read. */
export interface AccountFavourites {
  mygames: unknown;
  myLeagues: unknown;
  myTeams: unknown;
  myPlayers: unknown;
}

export interface AccountSync {
  /** The account's favourites to show, or null when the account client applies them itself. */
  load(): Promise<AccountFavourites | null>;
  /** Merges values at dotted paths under `key` and removes the `unmerge` paths. */
  store(key: string, merge: Record<string, unknown>, unmerge: readonly string[]): Promise<void>;
}

/** A stored login value: plain text, or JSON text of a string (either way the account client writes it). */
function loginValue(raw: string | null): string | null {
  if (raw === null || raw === '') return null;
  if (raw.startsWith('"')) {
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'string' && value !== '' ? value : null;
    } catch {
      return null;
    }
  }
  return raw;
}

/** [spec 2 §6] Signed in means both id and hash are stored. */
export function readCredentials(storage: StorageLike | null): Credentials | null {
  try {
    const id = loginValue(storage?.getItem(LOGIN_KEYS.id) ?? null);
    const hash = loginValue(storage?.getItem(LOGIN_KEYS.hash) ?? null);
    return id && hash ? { id, hash } : null;
  } catch {
    return null;
  }
}

/** The account client's sync, loaded when first needed (it is not part of a visitor's page). */
export function createAccountSync(): AccountSync {
  return {
    load: async () => null,
    async store() {
      await writeToAccount();
    },
  };
}
