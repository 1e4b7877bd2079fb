/**
 * My leagues: pinned leagues per sport (spec 1 §3 "My leagues", §4 "Pin toggle", §5, §6), stored
 * under `myLeagues.{sportId}` as a map of league key (the tournament template key, so a pin outlives
 * a season) to true, plus the 'used' marker once the visitor changed anything for that sport.
 */
import { MY_LEAGUES_USED_KEY } from './constants.ts';
import { isRecord } from './lookups.ts';

/** Sport id -> pinned league keys ('used' is implied by the sport being present). */
export type MyLeagues = Readonly<Record<number, readonly string[]>>;

export const EMPTY_MY_LEAGUES: MyLeagues = Object.freeze({});

export const accountLeaguesPath = (sportId: number) => `myLeagues.${sportId}`;

const KEY_RE = /^[0-9]{1,2}_[A-Za-z0-9-]{1,64}$/;

export function isLeagueKey(key: string): boolean {
  return KEY_RE.test(key);
}

/** [FAV21] The sport's pins: what the visitor stored, or the default top leagues until then. */
export function pinnedLeagues(
  state: MyLeagues,
  sportId: number,
  defaults: readonly string[],
): readonly string[] {
  return state[sportId] ?? defaults;
}

export function isPinned(
  state: MyLeagues,
  sportId: number,
  key: string,
  defaults: readonly string[],
): boolean {
  return pinnedLeagues(state, sportId, defaults).includes(key);
}

export type PinRefusal = 'FAV_ERR_NO_LEAGUE_KEY' | 'FAV_ERR_SIGN_IN_NEEDED';

/** [FAV20] A pin toggle needs a league key and a signed-in visitor. */
export function pinRefusal(key: string, signedIn: boolean): PinRefusal | null {
  if (!isLeagueKey(key)) return 'FAV_ERR_NO_LEAGUE_KEY';
  if (!signedIn) return 'FAV_ERR_SIGN_IN_NEEDED';
  return null;
}

/**
 * [FAV21] Not pinned -> pinned and back. On the first change for a sport with nothing stored, the
 * default top leagues are stored with the change (so unpinning one default keeps the others).
 */
export function togglePin(
  state: MyLeagues,
  sportId: number,
  key: string,
  defaults: readonly string[],
): { state: MyLeagues; action: 'add' | 'remove' } {
  const current = pinnedLeagues(state, sportId, defaults);
  const pinned = current.includes(key);
  const next = pinned ? current.filter((k) => k !== key) : [...current, key];
  return { state: { ...state, [sportId]: next }, action: pinned ? 'remove' : 'add' };
}

/** The account form of one sport: `{ key: true, ..., used: true }`. */
export function toAccountLeagues(keys: readonly string[]): Record<string, true> {
  const out: Record<string, true> = {};
  for (const key of keys) out[key] = true;
  out[MY_LEAGUES_USED_KEY] = true;
  return out;
}

/**
 * Reads `myLeagues` (the whole map keyed by sport id, as stored or as the account sends it); a sport
 * without the 'used' marker is not stored yet. Never throws.
 */
export function parseMyLeagues(value: unknown): MyLeagues {
  const out: Record<number, string[]> = {};
  if (!isRecord(value)) return out;
  for (const [sport, raw] of Object.entries(value)) {
    if (!/^[1-9][0-9]?$/.test(sport) || !isRecord(raw) || raw[MY_LEAGUES_USED_KEY] !== true) continue;
    out[Number(sport)] = Object.keys(raw).filter((k) => raw[k] === true && isLeagueKey(k));
  }
  return out;
}

export function serialiseMyLeagues(state: MyLeagues): string {
  const out: Record<string, Record<string, true>> = {};
  for (const [sport, keys] of Object.entries(state)) out[sport] = toAccountLeagues(keys);
  return JSON.stringify(out);
}

/**
 * [FAV22] Optimistic toggles: while a toggle of a league is unconfirmed, further toggles of it are
 * ignored. `pending` holds `{sportId}:{key}` of the unconfirmed ones.
 */
export const pendingKey = (sportId: number, key: string) => `${sportId}:${key}`;

export function canToggleNow(pending: ReadonlySet<string>, sportId: number, key: string): boolean {
  return !pending.has(pendingKey(sportId, key));
}
