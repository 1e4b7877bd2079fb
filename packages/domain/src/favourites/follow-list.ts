/**
 * My teams (spec 1 §3: followed participants keyed `{sportId}_{participantId}`, with a count and the
 * sport ids; §9 max 200) and followed players (ours, beyond the spec: the same shape, keyed
 * `{sportId}_{playerId}`, max 200).
 */
import { MY_PLAYERS_MAX, MY_TEAMS_MAX } from './constants.ts';
import { EMPTY_FOLLOW_LIST, followKey, isFollowed } from './lookups.ts';
import type { FollowedItem, FollowList } from './lists.ts';
import { isRecord, parseJsonObject, type Parsed, FAV_ERR_UNREADABLE } from './stored.ts';

// The lookups a page needs before the favourites store (lookups.ts), kept in this module's API.
export { EMPTY_FOLLOW_LIST, followKey, isFollowed };
export type { FollowedItem, FollowList } from './lists.ts';

const ID_RE = /^[A-Za-z0-9]{1,48}$/;

/** The spec's count and sport ids of the list. */
export function followSummary(list: FollowList): { count: number; sportIds: number[] } {
  const items = Object.values(list.items);
  return { count: items.length, sportIds: [...new Set(items.map((i) => i.sportId))].sort((a, b) => a - b) };
}

export type FollowOutcome = 'added' | 'present' | 'refused' | 'limit';

/** [FAV25] Follows a team (or a player): refused past the maximum, silent when already followed. */
export function follow(
  list: FollowList,
  item: FollowedItem,
  max: number,
): { list: FollowList; outcome: FollowOutcome } {
  if (!ID_RE.test(item.id) || !Number.isInteger(item.sportId) || item.sportId <= 0) {
    return { list, outcome: 'refused' };
  }
  const key = followKey(item.sportId, item.id);
  if (list.items[key]) return { list, outcome: 'present' };
  if (Object.keys(list.items).length >= max) return { list, outcome: 'limit' };
  return { list: { items: { ...list.items, [key]: item } }, outcome: 'added' };
}

export function unfollow(list: FollowList, sportId: number, id: string): FollowList {
  const key = followKey(sportId, id);
  if (!list.items[key]) return list;
  const items = { ...list.items };
  delete items[key];
  return { items };
}

export function toggleFollow(
  list: FollowList,
  item: FollowedItem,
  max: number,
): { list: FollowList; outcome: FollowOutcome | 'removed' } {
  if (isFollowed(list, item.sportId, item.id)) {
    return { list: unfollow(list, item.sportId, item.id), outcome: 'removed' };
  }
  return follow(list, item, max);
}

export const MY_TEAMS_LIMIT = MY_TEAMS_MAX;
export const MY_PLAYERS_LIMIT = MY_PLAYERS_MAX;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** [FAV13] Reads a stored list; unreadable text stops loading, bad items are skipped. */
export function parseFollowList(textValue: string | null): Parsed<FollowList> {
  const obj = parseJsonObject(textValue);
  if (obj === null) return { ok: false, code: FAV_ERR_UNREADABLE };
  const items: Record<string, FollowedItem> = {};
  if (obj === 'empty') return { ok: true, value: { items } };
  const raw = isRecord(obj.items) ? obj.items : {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    const sportId = value.sportId;
    const id = value.id;
    const name = value.name;
    if (typeof sportId !== 'number' || typeof id !== 'string' || typeof name !== 'string') continue;
    if (!Number.isInteger(sportId) || !ID_RE.test(id) || key !== followKey(sportId, id)) continue;
    const item: FollowedItem = { sportId, id, name };
    const teamId = text(value.teamId);
    if (teamId && ID_RE.test(teamId)) item.teamId = teamId;
    const teamName = text(value.teamName);
    if (teamName) item.teamName = teamName;
    const countryName = text(value.countryName);
    if (countryName) item.countryName = countryName;
    items[key] = item;
  }
  return { ok: true, value: { items } };
}

/** The stored form, with the spec's count and sport ids beside the items. */
export function serialiseFollowList(list: FollowList): string {
  return JSON.stringify({ items: list.items, ...followSummary(list) });
}
