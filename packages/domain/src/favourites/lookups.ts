/**
 * What a page asks of the favourites before (and without) their store: the empty lists and whether
 * something is followed. A module of its own so that the web's first load carries these few lines
 * and not the rules that change the lists (my-games.ts, follow-list.ts re-export them).
 */
import type { FollowList, MyGames } from './lists.ts';

export const EMPTY_MY_GAMES: MyGames = Object.freeze({ games: {}, tournaments: {} });

export const EMPTY_FOLLOW_LIST: FollowList = Object.freeze({ items: {} });

export const followKey = (sportId: number, id: string) => `${sportId}_${id}`;

export function isGameFollowed(state: MyGames, id: string, group?: string): boolean {
  const game = state.games[id];
  if (!game) return false;
  return group === undefined || game.groups.includes(group);
}

export function isTournamentFollowed(state: MyGames, leagueId: string): boolean {
  return state.tournaments[leagueId] !== undefined;
}

export function isFollowed(list: FollowList, sportId: number, id: string): boolean {
  return list.items[followKey(sportId, id)] !== undefined;
}

/** A plain object (not null, not an array): the first check of anything read from storage. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** [FAV12] A league id suffix after a dash is stripped when leagues are counted. */
export function baseLeagueId(leagueId: string): string {
  const dash = leagueId.indexOf('-');
  return dash < 0 ? leagueId : leagueId.slice(0, dash);
}

/**
 * [FAV12] How many games a sport's My games tab counts: duel games one each, no-duel games once per league
 * (a race is one event), a whole tournament once (spec §5 "project-sport filter").
 */
export function countForSports(state: MyGames, sportIds: ReadonlySet<number> | null): number {
  const leagues = new Set<string>();
  let count = 0;
  for (const game of Object.values(state.games)) {
    if (sportIds && !sportIds.has(game.sportId)) continue;
    if (!game.noDuel) count++;
    else leagues.add(baseLeagueId(game.leagueId));
  }
  for (const t of Object.values(state.tournaments)) {
    if (sportIds && !sportIds.has(t.sportId)) continue;
    leagues.add(baseLeagueId(t.leagueId));
  }
  return count + leagues.size;
}
