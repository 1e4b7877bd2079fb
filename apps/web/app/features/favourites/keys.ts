/**
 * Storage keys of the favourites. Games, labels and no-duel tournaments expire after 172800 s (spec
 * §9); the other lists are kept until changed. `SYNC_TS` is the timestamp other tabs poll (§4).
 */
export const FAV_KEYS = {
  games: 'nrl_mygames',
  tournaments: 'nrl_mygames_noduel',
  labels: 'nrl_mygames_labels',
  sync: 'nrl_fav_ts',
  teams: 'nrl_myteams',
  players: 'nrl_myplayers',
  leagues: 'nrl_myleagues',
  leagueLabels: 'nrl_myleagues_labels',
  /** The "groups in My games" setting and the visitor's group names. */
  groups: 'nrl_mygames_groups',
} as const;

/** Login keys of spec 2 §3 (prefix lsid_): signed in means both id and hash are stored. */
export const LOGIN_KEYS = { id: 'lsid_id', hash: 'lsid_hash' } as const;

/** The cookie listing league blocks the visitor turned from their default (spec §4). */
export const COLLAPSED_COOKIE = 'lgc';
