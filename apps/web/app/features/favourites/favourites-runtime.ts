/**
 * The favourites store's making: a chunk of its own, which use-favourites.ts loads only for a
 * browser that has favourites (or an account), or when the visitor first stars something.
 */
import { tzOffsetMinutes } from '../../live/tz.ts';
import { track } from '../../kit/tracking.ts';
import { createAccountSync, readCredentials } from './account-sync.ts';
import { browserStorage } from './client-storage.ts';
import { FavouritesStore } from './favourites-store.ts';

export function createFavouritesStore(): FavouritesStore {
  const storage = browserStorage();
  const store = new FavouritesStore({
    storage,
    nowMs: () => Date.now(),
    tzMinutes: () => tzOffsetMinutes(),
    credentials: readCredentials(storage),
    readCredentials: () => readCredentials(storage),
    account: () => createAccountSync(),
    track,
    log: console,
  });
  store.start();
  return store;
}
