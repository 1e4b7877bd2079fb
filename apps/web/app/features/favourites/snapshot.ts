/**
 * The favourites as a page sees them (the snapshot's shape), and as the server and a page without
 * the store see them: nothing followed, not read yet. Apart from favourites-store.ts so that a page
 * can render its stars without loading the store (use-favourites.ts loads it only for a browser
 * with favourites, or on the first star).
 */
import {
  EMPTY_FOLLOW_LIST,
  EMPTY_MY_GAMES,
  type FollowList,
  type LeagueLabel,
  type MyGames,
  type MyLeagues,
} from '@nerali/domain';
import type { PinLabel } from './pin-labels.ts';

export type FavouritesAlert =
  /** TRANS_MY_GAMES_LIMIT_REACHED: once per (bulk) add that hit the limit. */
  | 'limit'
  | 'teamsLimit'
  /** A game outside yesterday..7 days ahead (FAV4): said, rather than a star that does nothing. */
  | 'outOfRange'
  /** A pin by a visitor: the sign-in prompt. */
  | 'signIn'
  /** Storage or the account refused a change (rolled back). */
  | 'error';

export interface FavouritesSnapshot {
  /** Read from storage (false during server rendering and before hydration). */
  ready: boolean;
  /** A stored list was unreadable: its loading stopped (the page still works). */
  unreadable: boolean;
  signedIn: boolean;
  myGames: MyGames;
  labels: Readonly<Record<string, LeagueLabel>>;
  teams: FollowList;
  players: FollowList;
  leagues: MyLeagues;
  leagueLabels: Readonly<Record<string, PinLabel>>;
  pendingPins: ReadonlySet<string>;
  /** The "groups in My games" setting (spec 1 §3 live-table settings `mygamesGroups`, default off). */
  groups: GroupSettings;
  alert: { kind: FavouritesAlert; seq: number } | null;
}

export interface GroupSettings {
  on: boolean;
  /** Group keys the visitor made, besides the default '0'. */
  names: readonly string[];
}

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
