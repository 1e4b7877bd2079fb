/**
 * The favourites as the server and a page without the store see them: nothing followed, not read
 * yet. Apart from favourites-store.ts so that a page can render its stars without loading the store
 * (use-favourites.ts loads it only for a browser with favourites, or on the first star).
 */
import { EMPTY_FOLLOW_LIST, EMPTY_MY_GAMES } from '@nerali/domain';
import type { FavouritesSnapshot } from './favourites-store.ts';

export const SERVER_SNAPSHOT: FavouritesSnapshot = Object.freeze({
  ready: false,
  unreadable: false,
  signedIn: false,
  myGames: EMPTY_MY_GAMES,
  labels: {},
  teams: EMPTY_FOLLOW_LIST,
  players: EMPTY_FOLLOW_LIST,
  leagues: {},
  leagueLabels: {},
  pendingPins: new Set<string>(),
  groups: { on: false, names: [] },
  alert: null,
});

/** A browser that holds no favourites, before the store (use-favourites.ts): read, and empty. */
export const EMPTY_BROWSER_SNAPSHOT: FavouritesSnapshot = Object.freeze({ ...SERVER_SNAPSHOT, ready: true });
