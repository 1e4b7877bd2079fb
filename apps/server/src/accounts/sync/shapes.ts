/**
 * The shapes of the areas of a user's data that the site knows (spec 1 §3 "Favourites", "Live-table
 * settings"; spec 2 §3), checked after every merge so that what one device stores, another can read:
 *
 *   mygames.data.{eventId}      {AD, AP?, MG?, is_duel}   event id g_{sport}_{8-16 letters or digits}
 *   mygames.noduel.{leagueId}   {AD, AP?, MG?}            league id {sport}_{id}
 *   myLeagues.{sportId}         {leagueKey: true, ..., used: true}
 *   myTeams / myPlayers         {"{sport}_{id}": {scalar fields}, count?, sportIds?}
 *   settings                    {sortByTime?, mygamesGroups?, mygamesNotifications?, ...scalars}
 *
 * Other top-level keys are stored as they come, within the size and depth limits. Returns the first
 * problem as text (answered as XE11), or null.
 */
import { isSportId } from '@nerali/domain';
import { MY_GAMES_MAX, MY_LEAGUES_PER_SPORT_MAX, MY_PLAYERS_MAX, MY_TEAMS_MAX } from '../constants.ts';
import { isPlainObject, type JsonObject, type JsonValue } from './merge.ts';

const GAME_ID_RE = /^g_[0-9]{1,2}_[A-Za-z0-9]{8,16}$/;
const LEAGUE_ID_RE = /^[0-9]{1,2}_[A-Za-z0-9-]{1,64}$/;
const FOLLOW_KEY_RE = /^[0-9]{1,2}_[A-Za-z0-9]{1,48}$/;
const NOTIFICATIONS = new Set(['yessound', 'yessilent', 'no']);
const MAX_TEXT = 200;

const isTime = (v: JsonValue | undefined) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function checkFavourite(where: string, item: JsonValue | undefined, duel: boolean): string | null {
  if (!isPlainObject(item)) return `${where} must be an object`;
  for (const key of Object.keys(item)) {
    if (!['AD', 'AP', 'MG', ...(duel ? ['is_duel'] : [])].includes(key)) return `${where}.${key} is unknown`;
  }
  if (!isTime(item.AD)) return `${where}.AD must be a start time (unix seconds)`;
  if (item.AP !== undefined && !isTime(item.AP)) return `${where}.AP must be an end time`;
  if (item.MG !== undefined && (typeof item.MG !== 'string' || item.MG.length > MAX_TEXT)) {
    return `${where}.MG must be group keys`;
  }
  if (duel && typeof item.is_duel !== 'boolean' && item.is_duel !== 0 && item.is_duel !== 1) {
    return `${where}.is_duel must be a boolean`;
  }
  return null;
}

function checkMyGames(value: JsonValue): string | null {
  if (!isPlainObject(value)) return 'mygames must be an object';
  for (const key of Object.keys(value))
    if (key !== 'data' && key !== 'noduel') return `mygames.${key} is unknown`;
  const { data = {}, noduel = {} } = value;
  if (!isPlainObject(data) || !isPlainObject(noduel))
    return 'mygames.data and mygames.noduel must be objects';
  if (Object.keys(data).length + Object.keys(noduel).length > MY_GAMES_MAX) {
    return `mygames holds at most ${MY_GAMES_MAX} games`;
  }
  for (const [id, item] of Object.entries(data)) {
    if (!GAME_ID_RE.test(id)) return `mygames.data.${id} is not an event id`;
    const problem = checkFavourite(`mygames.data.${id}`, item, true);
    if (problem) return problem;
  }
  for (const [id, item] of Object.entries(noduel)) {
    if (!LEAGUE_ID_RE.test(id)) return `mygames.noduel.${id} is not a league id`;
    const problem = checkFavourite(`mygames.noduel.${id}`, item, false);
    if (problem) return problem;
  }
  return null;
}

function checkMyLeagues(value: JsonValue): string | null {
  if (!isPlainObject(value)) return 'myLeagues must be an object';
  for (const [sport, leagues] of Object.entries(value)) {
    if (!/^[0-9]{1,2}$/.test(sport) || !isSportId(Number(sport)))
      return `myLeagues.${sport} is not a sport id`;
    if (!isPlainObject(leagues)) return `myLeagues.${sport} must be an object`;
    const keys = Object.keys(leagues);
    if (keys.length > MY_LEAGUES_PER_SPORT_MAX + 1) return `myLeagues.${sport} holds too many leagues`;
    for (const key of keys) {
      if (key !== 'used' && !LEAGUE_ID_RE.test(key)) return `myLeagues.${sport}.${key} is not a league key`;
      const flag = leagues[key];
      if (typeof flag !== 'boolean' && flag !== 1 && flag !== 0)
        return `myLeagues.${sport}.${key} must be true`;
    }
  }
  return null;
}

function checkFlat(where: string, item: JsonValue | undefined): string | null {
  if (!isPlainObject(item)) return `${where} must be an object`;
  for (const [key, v] of Object.entries(item)) {
    const scalar =
      typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v.length <= MAX_TEXT);
    if (!scalar) return `${where}.${key} must be a short text, a number or a boolean`;
  }
  return null;
}

function checkFollowList(name: string, value: JsonValue, max: number): string | null {
  if (!isPlainObject(value)) return `${name} must be an object`;
  const items = isPlainObject(value.items) ? value.items : value;
  let count = 0;
  for (const [key, item] of Object.entries(items)) {
    if (items === value && (key === 'count' || key === 'sportIds' || key === 'items')) continue;
    if (!FOLLOW_KEY_RE.test(key)) return `${name}.${key} is not a {sportId}_{id} key`;
    const problem = checkFlat(`${name}.${key}`, item);
    if (problem) return problem;
    count += 1;
  }
  if (count > max) return `${name} holds at most ${max} items`;
  if (value.count !== undefined && !isTime(value.count)) return `${name}.count must be a number`;
  if (value.sportIds !== undefined) {
    const ids = value.sportIds;
    if (
      !Array.isArray(ids) ||
      ids.length > 42 ||
      !ids.every((id) => typeof id === 'number' && isSportId(id))
    ) {
      return `${name}.sportIds must be sport ids`;
    }
  }
  return null;
}

function checkSettings(value: JsonValue): string | null {
  const problem = checkFlat('settings', value);
  if (problem || !isPlainObject(value)) return problem;
  for (const key of ['sortByTime', 'mygamesGroups'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'boolean')
      return `settings.${key} must be a boolean`;
  }
  const n = value.mygamesNotifications;
  if (n !== undefined && (typeof n !== 'string' || !NOTIFICATIONS.has(n))) {
    return 'settings.mygamesNotifications must be yessound, yessilent or no';
  }
  return null;
}

/** The first problem of a user's data object, or null. */
export function dataProblem(data: JsonObject): string | null {
  if (data.mygames !== undefined) {
    const problem = checkMyGames(data.mygames);
    if (problem) return problem;
  }
  if (data.myLeagues !== undefined) {
    const problem = checkMyLeagues(data.myLeagues);
    if (problem) return problem;
  }
  if (data.myTeams !== undefined) {
    const problem = checkFollowList('myTeams', data.myTeams, MY_TEAMS_MAX);
    if (problem) return problem;
  }
  if (data.myPlayers !== undefined) {
    const problem = checkFollowList('myPlayers', data.myPlayers, MY_PLAYERS_MAX);
    if (problem) return problem;
  }
  if (data.settings !== undefined) return checkSettings(data.settings);
  return null;
}
