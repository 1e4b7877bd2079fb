/**
 * Constants of the favourites (spec 1 §9 "Business constants and limits"; S2 §9 for the account keys).
 * Rules FAV1-FAV40 in packages/domain/SPEC.md.
 */

/** My games: how far back a game may still be added (days before today). */
export const MY_GAMES_PAST_DAYS = 1;
/** My games: how far ahead a game may be added (days after today). */
export const MY_GAMES_FUTURE_DAYS = 7;
/** My games: at most this many followed games. */
export const MY_GAMES_MAX = 500;
/** Whole-tournament add in a no-duel sport takes at most this many events (spec §9 "my games 10"). */
export const MY_GAMES_TOURNAMENT_EVENTS_MAX = 10;
/** My teams: at most this many followed teams. */
export const MY_TEAMS_MAX = 200;
/** Followed players (ours, beyond the spec): the same bound as My teams. */
export const MY_PLAYERS_MAX = 200;
/** Games, labels and no-duel tournaments are kept this long in the browser (2 days). */
export const FAVOURITES_TTL_S = 172_800;
/** Other tabs of the browser look at the sync timestamp key this often. */
export const TAB_SYNC_POLL_MS = 500;
/** The group every game belongs to unless the visitor uses groups. */
export const DEFAULT_GROUP = '0';
/** m_day of a game whose day is not known. */
export const UNKNOWN_MATCH_DAY = -9999;
/** A favourite's day is recomputed at the next local midnight: one day after the start of today. */
export const DAY_S = 86_400;
/** The alert shown when My games is full (spec §5, §8). */
export const MY_GAMES_LIMIT_MESSAGE_KEY = 'TRANS_MY_GAMES_LIMIT_REACHED';
/** The marker stored beside a sport's pinned leagues (spec §3 My leagues: "plus a 'used' marker"). */
export const MY_LEAGUES_USED_KEY = 'used';
