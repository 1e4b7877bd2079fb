/**
 * The one favourites store of the page and the hooks that read it.
 *
 * The store (favourites-store.ts with the domain's rules, about 8 KiB gzip) is a chunk of its own,
 * loaded at once only in a browser that holds favourites or a signed-in account, otherwise on the
 * visitor's first star or pin, or when another tab stores favourites (its `storage` event). Until then
 * every hook sees an empty list: not yet read during server rendering and the hydrating render (stars
 * render unpressed in the same place and turn on when the store is in, without moving anything), and
 * read and empty after it in a browser that holds nothing (the menu's My games link shows).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { FavouritesStore } from './favourites-store.ts';
import { FAV_KEYS, LOGIN_KEYS } from './keys.ts';
import { EMPTY_BROWSER_SNAPSHOT, type FavouritesSnapshot, SERVER_SNAPSHOT } from './snapshot.ts';

let store: FavouritesStore | null = null;
let loading: Promise<FavouritesStore> | null = null;
const loadListeners = new Set<() => void>();
const STORED_KEYS: readonly string[] = [...Object.values(FAV_KEYS), LOGIN_KEYS.id];

/** The page's store once it is loaded (browser only; null on the server and before). */
export function favouritesStore(): FavouritesStore | null {
  return store;
}

/** Loads and starts the store once (browser only). */
export function loadFavouritesStore(): Promise<FavouritesStore> {
  if (typeof window === 'undefined') return Promise.reject(new Error('FAVOURITES_ON_SERVER'));
  if (!loading) {
    loading = import('./favourites-runtime.ts').then(({ createFavouritesStore }) => {
      const made = createFavouritesStore();
      store = made;
      for (const listener of [...loadListeners]) listener();
      return made;
    });
    // A failed load (offline) is tried again by the next star.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Acts on the store: at once when it is in, else once it has loaded (a first star, a first pin). */
export function withFavouritesStore(act: (store: FavouritesStore) => void): void {
  if (store) act(store);
  else loadFavouritesStore().then(act, (err: unknown) => console.error(err));
}

/** Calls `listener` once the store is in (at once if it is). Returns the unsubscribe. */
export function onFavouritesStore(listener: (store: FavouritesStore) => void): () => void {
  if (store) {
    listener(store);
    return () => {};
  }
  const call = () => {
    loadListeners.delete(call);
    if (store) listener(store);
  };
  loadListeners.add(call);
  return () => loadListeners.delete(call);
}

/** Whether this browser holds favourites or an account: then the page needs the store at once. */
function storedAnything(): boolean {
  try {
    return STORED_KEYS.some((key) => Boolean(window.localStorage.getItem(key)));
  } catch {
    // No storage (a privacy mode): nothing stored to show.
    return false;
  }
}

/** After hydration, in a browser that holds no favourites: the lists are known to be empty. */
let emptyBrowser = false;
let watching = false;
function onStorage(event: StorageEvent): void {
  if (event.key !== null && !STORED_KEYS.includes(event.key)) return;
  window.removeEventListener('storage', onStorage);
  void loadFavouritesStore();
}

/** The store when the browser holds anything for it; else a watch on the other tabs' storage. */
function loadIfUsed(): void {
  if (store || loading || typeof window === 'undefined') return;
  if (storedAnything()) {
    void loadFavouritesStore();
  } else if (!watching) {
    watching = true;
    emptyBrowser = true;
    window.addEventListener('storage', onStorage);
  }
}

function subscribe(listener: () => void): () => void {
  loadIfUsed();
  if (store) return store.subscribe(listener);
  // Until the store is in, its arrival is the change.
  let inner: (() => void) | null = null;
  const stop = onFavouritesStore((loaded) => {
    inner = loaded.subscribe(listener);
    listener();
  });
  return () => {
    stop();
    inner?.();
  };
}

const getSnapshot = () => store?.getSnapshot() ?? (emptyBrowser ? EMPTY_BROWSER_SNAPSHOT : SERVER_SNAPSHOT);
const getServerSnapshot = () => SERVER_SNAPSHOT;

export function useFavourites(): FavouritesSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** For the pages about favourites (My games, My teams ...): the store, loaded whatever is stored. */
export function useFavouritesLoaded(): FavouritesSnapshot {
  useEffect(() => {
    void loadFavouritesStore();
  }, []);
  return useFavourites();
}
