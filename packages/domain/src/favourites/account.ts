/**
 * My games in the account (spec 1 §3 "Account-stored form", §4 "Favourite game lifecycle", §7;
 * spec 2 §7 /v3/storemergeddata, /v4/getdata): `data` keyed by event id `{AD, AP?, MG?, is_duel}`,
 * `noduel` keyed by league id `{AD, AP?, MG?}`.
 *
 * [FAV14] The account copy is authoritative for a signed-in visitor: on load, local items that are
 * not in the account are dropped and account items missing locally are created.
 * [FAV15] Local changes are written back: a single change per item, a merged bulk write when more
 * than one item changed at once.
 */
import { DEFAULT_GROUP } from './constants.ts';
import { matchDay, nextLocalMidnight } from './days.ts';
import type { FavouriteGame, FavouritesClock, FavouriteTournament, MyGames } from './my-games.ts';
import { isGameId, sportOfGameId } from './my-games.ts';
import { isLeagueId, isRecord, parseGroups } from './stored.ts';

export interface AccountGame {
  AD: number;
  AP?: number;
  MG?: string;
  is_duel: boolean;
}
export interface AccountTournament {
  AD: number;
  AP?: number;
  MG?: string;
}
export interface AccountMyGames {
  data: Record<string, AccountGame>;
  noduel: Record<string, AccountTournament>;
}

/** The account keys (dotted paths of the user's data object, spec 2 §3). */
export const ACCOUNT_MY_GAMES_KEY = 'mygames';
export const accountGamePath = (eventId: string) => `${ACCOUNT_MY_GAMES_KEY}.data.${eventId}`;
export const accountTournamentPath = (leagueId: string) => `${ACCOUNT_MY_GAMES_KEY}.noduel.${leagueId}`;

function groupsText(groups: readonly string[]): string | undefined {
  return groups.length === 1 && groups[0] === DEFAULT_GROUP ? undefined : groups.join(',');
}

export function toAccountGame(game: FavouriteGame): AccountGame {
  const out: AccountGame = { AD: game.startTime, is_duel: !game.noDuel };
  if (game.endTime !== undefined) out.AP = game.endTime;
  const mg = groupsText(game.groups);
  if (mg !== undefined) out.MG = mg;
  return out;
}

export function toAccountTournament(t: FavouriteTournament): AccountTournament {
  const out: AccountTournament = { AD: t.startTime };
  if (t.endTime !== undefined) out.AP = t.endTime;
  const mg = groupsText(t.groups);
  if (mg !== undefined) out.MG = mg;
  return out;
}

export function toAccountMyGames(state: MyGames): AccountMyGames {
  const data: Record<string, AccountGame> = {};
  for (const [id, game] of Object.entries(state.games)) data[id] = toAccountGame(game);
  const noduel: Record<string, AccountTournament> = {};
  for (const [id, t] of Object.entries(state.tournaments)) noduel[id] = toAccountTournament(t);
  return { data, noduel };
}

const int = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^[0-9]{1,12}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Reads the account's `mygames` value; anything malformed is skipped, never thrown. */
export function parseAccountMyGames(value: unknown): AccountMyGames {
  const out: AccountMyGames = { data: {}, noduel: {} };
  if (!isRecord(value)) return out;
  if (isRecord(value.data)) {
    for (const [id, raw] of Object.entries(value.data)) {
      if (!isGameId(id) || !isRecord(raw)) continue;
      const start = int(raw.AD);
      if (start === null) continue;
      const item: AccountGame = { AD: start, is_duel: !(raw.is_duel === false || raw.is_duel === 0) };
      const end = int(raw.AP);
      if (end !== null && end > start) item.AP = end;
      if (typeof raw.MG === 'string') item.MG = raw.MG;
      out.data[id] = item;
    }
  }
  if (isRecord(value.noduel)) {
    for (const [id, raw] of Object.entries(value.noduel)) {
      if (!isLeagueId(id) || !isRecord(raw)) continue;
      const start = int(raw.AD);
      if (start === null) continue;
      const item: AccountTournament = { AD: start };
      const end = int(raw.AP);
      if (end !== null && end > start) item.AP = end;
      if (typeof raw.MG === 'string') item.MG = raw.MG;
      out.noduel[id] = item;
    }
  }
  return out;
}

/**
 * [FAV14] The state after a signed-in load: exactly the account's items. An item known locally keeps
 * its league and stage; its times and groups come from the account (m_ok 0 if its times differ).
 * An item only in the account is created unchecked (m_ok 0): the My games tab loads it.
 */
export function mergeAccountMyGames(
  local: MyGames,
  account: AccountMyGames,
  clock: FavouritesClock,
): MyGames {
  const expireAt = nextLocalMidnight(clock.nowS, clock.tzMinutes);
  const games: Record<string, FavouriteGame> = {};
  for (const [id, item] of Object.entries(account.data)) {
    const sportId = sportOfGameId(id);
    if (sportId === null) continue;
    const known = local.games[id];
    const same = known !== undefined && known.startTime === item.AD && known.endTime === item.AP;
    const game: FavouriteGame = {
      id,
      sportId,
      leagueId: known?.leagueId ?? '',
      matchDay: same ? known.matchDay : matchDay(clock.nowS, item.AD, clock.tzMinutes),
      ok: same ? known.ok : false,
      expireAt: same ? known.expireAt : expireAt,
      startTime: item.AD,
      stageType: known?.stageType ?? 0,
      noDuel: !item.is_duel,
      groups: parseGroups(item.MG ?? DEFAULT_GROUP),
    };
    if (item.AP !== undefined) game.endTime = item.AP;
    games[id] = game;
  }
  const tournaments: Record<string, FavouriteTournament> = {};
  for (const [leagueId, item] of Object.entries(account.noduel)) {
    const sportId = Number(leagueId.split('_')[0]);
    const known = local.tournaments[leagueId];
    const same = known !== undefined && known.startTime === item.AD && known.endTime === item.AP;
    const t: FavouriteTournament = {
      leagueId,
      sportId,
      matchDay: same ? known.matchDay : matchDay(clock.nowS, item.AD, clock.tzMinutes),
      ok: same ? known.ok : false,
      expireAt: same ? known.expireAt : expireAt,
      startTime: item.AD,
      stageType: known?.stageType ?? 0,
      groups: parseGroups(item.MG ?? DEFAULT_GROUP),
    };
    if (item.AP !== undefined) t.endTime = item.AP;
    tournaments[leagueId] = t;
  }
  return { games, tournaments };
}

/** What to send after a local change: merged values by dotted path, and removed paths. */
export interface AccountWrite {
  kind: 'none' | 'single' | 'bulk';
  merge: Record<string, AccountGame | AccountTournament>;
  unmerge: string[];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** [FAV15] The account write for a change from `before` to `after`. */
export function accountWrite(before: MyGames, after: MyGames): AccountWrite {
  const merge: AccountWrite['merge'] = {};
  const unmerge: string[] = [];
  for (const [id, game] of Object.entries(after.games)) {
    const item = toAccountGame(game);
    const old = before.games[id];
    if (!old || !sameJson(toAccountGame(old), item)) merge[accountGamePath(id)] = item;
  }
  for (const id of Object.keys(before.games)) if (!after.games[id]) unmerge.push(accountGamePath(id));
  for (const [id, t] of Object.entries(after.tournaments)) {
    const item = toAccountTournament(t);
    const old = before.tournaments[id];
    if (!old || !sameJson(toAccountTournament(old), item)) merge[accountTournamentPath(id)] = item;
  }
  for (const id of Object.keys(before.tournaments)) {
    if (!after.tournaments[id]) unmerge.push(accountTournamentPath(id));
  }
  const n = Object.keys(merge).length + unmerge.length;
  return { kind: n === 0 ? 'none' : n === 1 ? 'single' : 'bulk', merge, unmerge };
}
