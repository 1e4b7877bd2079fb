/**
 * The shapes of the visitor's lists: My games (games and whole tournaments), My teams and followed
 * players. Apart from the rules that change them (my-games.ts, follow-list.ts, which re-export
 * them) so that lookups.ts, which those rules import, can name them without a circle of imports.
 */

/** A followed game (spec: sport_id, labl_id, m_day, m_ok, m_expire_date, AD, AP, AB, noDuel, mgGroup). */
export interface FavouriteGame {
  id: string;
  sportId: number;
  leagueId: string;
  /** Relative to the visitor's today: 0 today, >0 future, <0 past, -9999 unknown. */
  matchDay: number;
  /** Checked against a feed since its day or times last changed: shown as valid. */
  ok: boolean;
  /** Next local midnight after it was last computed: then its day is computed again. */
  expireAt: number;
  startTime: number;
  endTime?: number;
  stageType: number;
  noDuel: boolean;
  /** Group keys, '0' by default; never empty. */
  groups: readonly string[];
}

/** A whole tournament followed in a no-duel sport (keyed by league id). */
export interface FavouriteTournament {
  leagueId: string;
  sportId: number;
  matchDay: number;
  ok: boolean;
  expireAt: number;
  startTime: number;
  endTime?: number;
  stageType: number;
  groups: readonly string[];
}

export interface MyGames {
  games: Readonly<Record<string, FavouriteGame>>;
  tournaments: Readonly<Record<string, FavouriteTournament>>;
}

export interface FollowedItem {
  sportId: number;
  /** Participant id (a team, or a player of a one-against-one sport) or player id. */
  id: string;
  name: string;
  /** A player's team, when known: their matches are that team's matches. */
  teamId?: string;
  teamName?: string;
  countryName?: string;
}

export interface FollowList {
  items: Readonly<Record<string, FollowedItem>>;
}
