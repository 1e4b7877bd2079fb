/**
 * The browser-stored form of My games (spec 1 §3 Favourites: sport_id, labl_id, m_day, m_ok,
 * m_expire_date, AD, AP, AB, noDuel, mgGroup) and its reader.
 *
 * [FAV13] Whatever text is in storage (another version's, a hand edit, a half write), reading never
 * throws: text that is not JSON, or not an object, is "unreadable" and stops loading (the caller keeps
 * what it had and does not overwrite it); entries that do not have the shape are skipped one by one.
 */
import { DEFAULT_GROUP, UNKNOWN_MATCH_DAY } from './constants.ts';
import { isRecord } from './lookups.ts';
import {
  type FavouriteGame,
  type FavouriteTournament,
  isGameId,
  isGroupKey,
  type MyGames,
  sportOfGameId,
} from './my-games.ts';

export { isRecord };

export const FAV_ERR_UNREADABLE = 'FAV_ERR_UNREADABLE';

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: typeof FAV_ERR_UNREADABLE };

interface StoredGame {
  sport_id: number;
  labl_id: string;
  m_day: number;
  m_ok: 0 | 1;
  m_expire_date: number;
  AD: number;
  AP?: number;
  AB: number;
  noDuel: boolean;
  mgGroup: string;
}

type StoredTournament = Omit<StoredGame, 'noDuel'>;

const LEAGUE_ID_RE = /^[0-9]{1,2}_[A-Za-z0-9-]{1,64}$/;

export function isLeagueId(id: string): boolean {
  return LEAGUE_ID_RE.test(id);
}

/** JSON.parse that answers null instead of throwing, and only for an object that is not an array. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null | 'empty' {
  if (text === null || text === undefined || text === '') return 'empty';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return isRecord(value) ? value : null;
}

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/** "0,2" -> ['0', '2']; anything unreadable -> the default group. */
export function parseGroups(value: unknown): string[] {
  if (typeof value !== 'string') return [DEFAULT_GROUP];
  const groups = [...new Set(value.split(',').filter((g) => isGroupKey(g)))];
  return groups.length > 0 ? groups : [DEFAULT_GROUP];
}

function readCommon(raw: Record<string, unknown>) {
  const sportId = int(raw.sport_id);
  const start = int(raw.AD);
  const expire = int(raw.m_expire_date);
  if (sportId === null || start === null || expire === null) return null;
  const end = int(raw.AP);
  const day = int(raw.m_day);
  return {
    sportId,
    leagueId: typeof raw.labl_id === 'string' ? raw.labl_id : '',
    matchDay: day ?? UNKNOWN_MATCH_DAY,
    ok: raw.m_ok === 1,
    expireAt: expire,
    startTime: start,
    ...(end !== null && end > start ? { endTime: end } : {}),
    stageType: int(raw.AB) ?? 0,
    groups: parseGroups(raw.mgGroup),
  };
}

function readGame(id: string, raw: unknown): FavouriteGame | null {
  if (!isRecord(raw) || !isGameId(id)) return null;
  const common = readCommon(raw);
  if (!common || sportOfGameId(id) !== common.sportId) return null;
  return { id, ...common, noDuel: raw.noDuel === true };
}

function readTournament(id: string, raw: unknown): FavouriteTournament | null {
  if (!isRecord(raw) || !isLeagueId(id)) return null;
  const common = readCommon(raw);
  if (!common) return null;
  return { ...common, leagueId: id };
}

/** [FAV13] Stored games (keyed by event id); `null` (nothing stored) is an empty map. */
export function parseStoredGames(text: string | null): Parsed<Record<string, FavouriteGame>> {
  const obj = parseJsonObject(text);
  if (obj === null) return { ok: false, code: FAV_ERR_UNREADABLE };
  const out: Record<string, FavouriteGame> = {};
  if (obj === 'empty') return { ok: true, value: out };
  for (const [id, raw] of Object.entries(obj)) {
    const game = readGame(id, raw);
    if (game) out[id] = game;
  }
  return { ok: true, value: out };
}

/** [FAV13] Stored whole tournaments (keyed by league id). */
export function parseStoredTournaments(text: string | null): Parsed<Record<string, FavouriteTournament>> {
  const obj = parseJsonObject(text);
  if (obj === null) return { ok: false, code: FAV_ERR_UNREADABLE };
  const out: Record<string, FavouriteTournament> = {};
  if (obj === 'empty') return { ok: true, value: out };
  for (const [id, raw] of Object.entries(obj)) {
    const t = readTournament(id, raw);
    if (t) out[id] = t;
  }
  return { ok: true, value: out };
}

function writeCommon(e: FavouriteGame | FavouriteTournament): StoredTournament {
  const out: StoredTournament = {
    sport_id: e.sportId,
    labl_id: e.leagueId,
    m_day: e.matchDay,
    m_ok: e.ok ? 1 : 0,
    m_expire_date: e.expireAt,
    AD: e.startTime,
    AB: e.stageType,
    mgGroup: e.groups.join(','),
  };
  if (e.endTime !== undefined) out.AP = e.endTime;
  return out;
}

export function serialiseGames(games: MyGames['games']): string {
  const out: Record<string, StoredGame> = {};
  for (const [id, game] of Object.entries(games)) out[id] = { ...writeCommon(game), noDuel: game.noDuel };
  return JSON.stringify(out);
}

export function serialiseTournaments(tournaments: MyGames['tournaments']): string {
  const out: Record<string, StoredTournament> = {};
  for (const [id, t] of Object.entries(tournaments)) out[id] = writeCommon(t);
  return JSON.stringify(out);
}

/** Label data per league, stored beside the games: enough to name a followed race before it loads. */
export interface LeagueLabel {
  sportId: number;
  name: string;
  countryName: string;
  countryCode: string;
}

export function parseStoredLabels(text: string | null): Parsed<Record<string, LeagueLabel>> {
  const obj = parseJsonObject(text);
  if (obj === null) return { ok: false, code: FAV_ERR_UNREADABLE };
  const out: Record<string, LeagueLabel> = {};
  if (obj === 'empty') return { ok: true, value: out };
  for (const [id, raw] of Object.entries(obj)) {
    if (!isRecord(raw) || !isLeagueId(id)) continue;
    const sportId = int(raw.sportId);
    if (sportId === null || typeof raw.name !== 'string') continue;
    out[id] = {
      sportId,
      name: raw.name,
      countryName: typeof raw.countryName === 'string' ? raw.countryName : '',
      countryCode: typeof raw.countryCode === 'string' ? raw.countryCode : '',
    };
  }
  return { ok: true, value: out };
}
