/**
 * This browser's copy of what the account carries (spec 1 §3, §4; spec 2 §3): My games, My leagues,
 * My teams, followed players and the live-table settings, in the account's form, and the way back.
 * The sync (data-sync.ts) compares it with the account's copy and writes the difference.
 *
 *   mygames.data.{eventId}    {AD, AP?, MG?, is_duel}      myLeagues.{sportId}  {leagueKey: true, used: true}
 *   mygames.noduel.{leagueId} {AD, AP?, MG?}               myTeams / myPlayers  {items: {...}, count, sportIds}
 *   settings                  {sortByTime, mygamesGroups, mygamesNotifications}
 */
import {
  followSummary,
  type FollowList,
  type JsonObject,
  type JsonValue,
  type MyLeagues,
  toAccountLeagues,
  toAccountMyGames,
} from '@nerali/domain';
import type { FavouritesStore } from '../favourites/favourites-store.ts';
import type { FavouritesSnapshot } from '../favourites/snapshot.ts';
import { DEFAULT_LIVE_TABLE, GAME_NOTIFICATION_MODES, type LiveTableSettings } from '../settings/settings.ts';

/** This browser's side of the data sync (data-sync.ts): the favourites and settings in the account's form. */
export interface LocalSide {
  /** This browser's copy in the account's form; null while it cannot be read (never written then). */
  read(): JsonObject | null;
  /** Makes this browser show `data` (the favourites and settings take it). */
  apply(data: JsonObject): void;
}

/** The areas the web writes, and the depth of their items (data-diff.ts `diffData`). */
export const ACCOUNT_AREAS = { mygames: 3, myLeagues: 3, myTeams: 3, myPlayers: 3, settings: 2 } as const;
export type AccountArea = keyof typeof ACCOUNT_AREAS;

function followArea(list: FollowList): JsonObject | undefined {
  if (Object.keys(list.items).length === 0) return undefined;
  const items: JsonObject = {};
  for (const [key, item] of Object.entries(list.items)) {
    const out: JsonObject = { sportId: item.sportId, id: item.id, name: item.name };
    if (item.teamId) out.teamId = item.teamId;
    if (item.teamName) out.teamName = item.teamName;
    if (item.countryName) out.countryName = item.countryName;
    items[key] = out;
  }
  const { count, sportIds } = followSummary(list);
  return { items, count, sportIds };
}

function leaguesArea(leagues: MyLeagues): JsonObject | undefined {
  const out: JsonObject = {};
  for (const [sport, keys] of Object.entries(leagues)) out[sport] = toAccountLeagues(keys);
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The account's form of what this browser has (areas with nothing in them are left out). */
export function localAccountData(fav: FavouritesSnapshot, table: LiveTableSettings): JsonObject {
  const out: JsonObject = {};
  const games = toAccountMyGames(fav.myGames);
  const mygames: JsonObject = {};
  if (Object.keys(games.data).length > 0) mygames.data = games.data as unknown as JsonObject;
  if (Object.keys(games.noduel).length > 0) mygames.noduel = games.noduel as unknown as JsonObject;
  if (Object.keys(mygames).length > 0) out.mygames = mygames;
  const leagues = leaguesArea(fav.leagues);
  if (leagues) out.myLeagues = leagues;
  const teams = followArea(fav.teams);
  if (teams) out.myTeams = teams;
  const players = followArea(fav.players);
  if (players) out.myPlayers = players;
  out.settings = {
    sortByTime: table.sortByTime,
    mygamesGroups: table.mygamesGroups,
    mygamesNotifications: table.mygamesNotifications,
  };
  return out;
}

const isObject = (v: JsonValue | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the account has anything in an area (spec 2 §4 "server data is empty"). */
export function hasArea(data: JsonObject, area: AccountArea): boolean {
  const value = data[area];
  return isObject(value) ? Object.keys(value).length > 0 : value !== undefined;
}

/** The live-table settings an account carries; what it lacks is the default (spec 1 §3). */
export function accountTableSettings(data: JsonObject): LiveTableSettings {
  const s = isObject(data.settings) ? data.settings : {};
  const mode = GAME_NOTIFICATION_MODES.find((m) => m === s.mygamesNotifications);
  return {
    sortByTime: typeof s.sortByTime === 'boolean' ? s.sortByTime : DEFAULT_LIVE_TABLE.sortByTime,
    mygamesGroups: typeof s.mygamesGroups === 'boolean' ? s.mygamesGroups : DEFAULT_LIVE_TABLE.mygamesGroups,
    mygamesNotifications: mode ?? DEFAULT_LIVE_TABLE.mygamesNotifications,
  };
}

/**
 * Spec 2 §4 at sign-in: an area the account has wins; an area the account lacks takes this browser's
 * (it goes up with the first write).
 */
export function signInData(account: JsonObject, local: JsonObject): JsonObject {
  const out: JsonObject = { ...account };
  for (const area of Object.keys(ACCOUNT_AREAS) as AccountArea[]) {
    const mine = local[area];
    if (!hasArea(account, area) && mine !== undefined) out[area] = mine;
  }
  return out;
}

/** The live-table settings as the settings feature offers them (settings-store.ts `liveTableSettings`). */
export interface TableSettingsPort {
  read(): LiveTableSettings;
  write(change: Partial<LiveTableSettings>): void;
}

/** This browser's favourites and live-table settings, as the sync reads and writes them. */
export function createLocalSide(
  store: () => FavouritesStore | null,
  table: TableSettingsPort,
  // Acts on the store once it is in (the page's loads on demand: favourites/use-favourites.ts).
  withStore: (act: (store: FavouritesStore) => void) => void = (act) => {
    const now = store();
    if (now) act(now);
  },
): LocalSide {
  return {
    read() {
      const snapshot = store()?.getSnapshot();
      // Unread or unreadable favourites are never written: they would empty the account.
      if (!snapshot?.ready || snapshot.unreadable) return null;
      return localAccountData(snapshot, table.read());
    },
    apply(data) {
      withStore((s) =>
        s.applyAccount({
          mygames: data.mygames,
          myLeagues: data.myLeagues,
          myTeams: data.myTeams,
          myPlayers: data.myPlayers,
        }),
      );
      const want = accountTableSettings(data);
      const now = table.read();
      const change: Partial<LiveTableSettings> = {};
      if (want.sortByTime !== now.sortByTime) change.sortByTime = want.sortByTime;
      if (want.mygamesGroups !== now.mygamesGroups) change.mygamesGroups = want.mygamesGroups;
      if (want.mygamesNotifications !== now.mygamesNotifications) {
        change.mygamesNotifications = want.mygamesNotifications;
      }
      if (Object.keys(change).length > 0) table.write(change);
    },
  };
}
