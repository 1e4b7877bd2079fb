/**
 * A user's data (spec 2 §3-§4): a nested key-value object, read and merged by dotted key path. One
 * implementation for both sides, so what the web predicts is what the server stores:
 *
 *  - `applyDiff` is `/v3/storemergeddata`: `merge` (paths to values: objects are merged into what is
 *    there, other values replace it, null removes it) and `unmerge` (paths to remove, applied first).
 *    The server runs it inside its transaction; the web runs it on its copy of the account's data
 *    after an acknowledged write and for each `data` message of the user's push subject.
 *  - `diffData` is the web's write: from the account's copy to this browser's, item by item (spec 1
 *    §4 "single change per item, merged bulk when more than one").
 *
 * WARNING: keys come from the network. `__proto__`, `constructor` and `prototype` are refused and every
 * object is built with a null prototype while merging, so no path can reach Object.prototype.
 */

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;

/** Nesting of stored data and of a dotted key path. */
export const DATA_MAX_DEPTH = 8;

const SEGMENT_RE = /^[A-Za-z0-9_-]{1,64}$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export class PathError extends Error {
  override readonly name = 'PathError';
  readonly code = 'ACC_ERR_DATA_PATH';
}

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The segments of a dotted path; throws PathError for an empty, forbidden or too deep one. */
export function parsePath(path: string): string[] {
  const segments = path.split('.');
  if (segments.length > DATA_MAX_DEPTH) throw new PathError(`path ${path.slice(0, 80)} is too deep`);
  for (const segment of segments) {
    if (!SEGMENT_RE.test(segment) || FORBIDDEN.has(segment)) {
      throw new PathError(`bad key ${JSON.stringify(segment.slice(0, 80))} in path`);
    }
  }
  return segments;
}

/** A copy with null prototypes and checked keys (values as JSON has them). */
function clean(value: JsonValue, depth: number): JsonValue {
  if (depth > DATA_MAX_DEPTH) throw new PathError('data nested too deep');
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1));
  if (!isPlainObject(value)) return value;
  const out = Object.create(null) as JsonObject;
  for (const [key, v] of Object.entries(value)) {
    if (!SEGMENT_RE.test(key) || FORBIDDEN.has(key)) {
      throw new PathError(`bad key ${JSON.stringify(key.slice(0, 80))}`);
    }
    if (v === null) continue; // spec 2 §3: null values are not written
    out[key] = clean(v, depth + 1);
  }
  return out;
}

function mergeInto(target: JsonObject, key: string, value: JsonValue): void {
  if (value === null) {
    delete target[key];
    return;
  }
  const before = target[key];
  if (isPlainObject(value) && isPlainObject(before)) {
    for (const [k, v] of Object.entries(value)) mergeInto(before, k, v);
    return;
  }
  target[key] = value;
}

/** The object at `segments`, created on the way (a non-object in the way is replaced). */
function reach(root: JsonObject, segments: readonly string[]): JsonObject {
  let node = root;
  for (const segment of segments) {
    const next = node[segment];
    if (isPlainObject(next)) {
      node = next;
    } else {
      const created = Object.create(null) as JsonObject;
      node[segment] = created;
      node = created;
    }
  }
  return node;
}

/** Removes empty objects left behind on `segments` (a removed last game leaves no `data: {}` trail). */
function prune(root: JsonObject, segments: readonly string[]): void {
  const chain: JsonObject[] = [root];
  for (const segment of segments) {
    const next = chain[chain.length - 1]?.[segment];
    if (!isPlainObject(next)) break;
    chain.push(next);
  }
  for (let i = chain.length - 1; i > 0; i--) {
    const node = chain[i];
    const parent = chain[i - 1];
    const key = segments[i - 1];
    if (!node || !parent || key === undefined || Object.keys(node).length > 0) break;
    delete parent[key];
  }
}

export interface DataDiff {
  merge?: Record<string, unknown>;
  unmerge?: readonly string[];
}

/**
 * `current` with the diff applied (a new object; `current` is not changed). Every path must lie inside
 * `scope` (a dotted path, '' for the whole object). Throws PathError for a bad path or key.
 */
export function applyDiff(current: JsonObject, diff: DataDiff, scope = ''): JsonObject {
  const root = clean(structuredClone(current), 0) as JsonObject;
  const scopeSegments = scope === '' ? [] : parsePath(scope);
  const inside = (segments: readonly string[]) =>
    scopeSegments.length <= segments.length && scopeSegments.every((s, i) => segments[i] === s);
  for (const path of diff.unmerge ?? []) {
    const segments = parsePath(path);
    if (!inside(segments)) throw new PathError(`path ${path.slice(0, 80)} is outside ${scope}`);
    const last = segments[segments.length - 1];
    const parentPath = segments.slice(0, -1);
    let parent: JsonValue | undefined = root;
    for (const s of parentPath) parent = isPlainObject(parent) ? parent[s] : undefined;
    if (last !== undefined && isPlainObject(parent)) delete parent[last];
    prune(root, parentPath);
  }
  for (const [path, raw] of Object.entries(diff.merge ?? {})) {
    const segments = parsePath(path);
    if (!inside(segments)) {
      throw new PathError(`path ${path.slice(0, 80)} is outside ${scope}`);
    }
    const last = segments[segments.length - 1];
    if (last === undefined) continue;
    const value = clean(raw as JsonValue, segments.length);
    const parent = reach(root, segments.slice(0, -1));
    mergeInto(parent, last, value);
    if (value === null || (isPlainObject(value) && Object.keys(value).length === 0)) {
      prune(root, segments);
    }
  }
  return toPlain(root) as JsonObject;
}

/** Ordinary objects again (null-prototype objects print oddly and compare unequal in tests). */
function toPlain(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(toPlain);
  if (!isPlainObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value).sort()) {
    const v = value[key];
    // Keys were checked by clean(): none of them is __proto__.
    if (v !== undefined) out[key] = toPlain(v);
  }
  return out;
}

/** Canonical text of a value (keys sorted): two equal data objects have the same text. */
export function canonicalJson(value: JsonValue): string {
  return JSON.stringify(toPlain(value));
}

/** The value at a dotted path, or undefined. */
export function valueAt(root: JsonObject, path: string): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const segment of parsePath(path)) node = isPlainObject(node) ? node[segment] : undefined;
  return node;
}

// --- the web's side: what to send --------------------------------------------------------------

/** A write of `/v3/storemergeddata`: its `key` (every path lies inside it) and its `dataDiff`. */
export interface DataWrite {
  key: string;
  merge: Record<string, JsonValue>;
  unmerge: string[];
  /** Items written: 1 is the spec's single change, more a merged bulk write. */
  items: number;
}

/**
 * How deep an area's items are: `mygames.data.{eventId}` is an item (3), `settings.sortByTime` is one
 * (2). Objects above that depth are walked; an item is written whole.
 */
export type ItemDepths = Readonly<Record<string, number>>;

/** `value` with its empty objects removed (the server never keeps one: `prune`). */
export function withoutEmptyObjects(value: JsonValue): JsonValue | undefined {
  if (Array.isArray(value)) return value;
  if (!isPlainObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null) continue;
    const kept = withoutEmptyObjects(v);
    if (kept !== undefined) out[key] = kept;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/**
 * The write that turns the account's copy `server` into this browser's copy `local`, for the areas
 * of `depths` only (others are not ours: a newer client's keys stay as they are). An item that only
 * gained or changed values is merged; one that lost a value is unmerged and merged again (merging an
 * object keeps what it does not name); a removed item is unmerged. Null when nothing differs.
 */
export function diffData(server: JsonObject, local: JsonObject, depths: ItemDepths): DataWrite | null {
  const merge: Record<string, JsonValue> = {};
  const unmerge: string[] = [];
  const items = new Set<string>();
  const walk = (
    path: string[],
    before: JsonValue | undefined,
    after: JsonValue | undefined,
    depth: number,
  ) => {
    const at = path.join('.');
    const above = path.length < depth;
    // Above the items: walk down, so each item is a path of its own (also where one side has nothing).
    if (above && isPlainObject(after) && (before === undefined || isPlainObject(before))) {
      const was = before ?? {};
      for (const key of new Set([...Object.keys(was), ...Object.keys(after)])) {
        walk([...path, key], was[key], after[key], depth);
      }
      return;
    }
    if (above && isPlainObject(before) && after === undefined && Object.keys(before).length > 0) {
      for (const key of Object.keys(before)) walk([...path, key], before[key], undefined, depth);
      return;
    }
    if (after === undefined) {
      if (before !== undefined) {
        unmerge.push(at);
        items.add(at);
      }
      return;
    }
    if (before !== undefined && canonicalJson(before) === canonicalJson(after)) return;
    if (isPlainObject(before) && isPlainObject(after)) {
      const merged = applyDiff({ v: before }, { merge: { v: after } }).v;
      if (merged === undefined || canonicalJson(merged) !== canonicalJson(after)) unmerge.push(at);
    }
    merge[at] = after;
    items.add(at);
  };
  for (const [area, depth] of Object.entries(depths)) {
    const after = local[area] === undefined ? undefined : withoutEmptyObjects(local[area]);
    walk([area], server[area], after, depth);
  }
  if (items.size === 0) return null;
  const areas = new Set([...items].map((p) => p.split('.')[0]));
  const [only] = areas;
  return { key: areas.size === 1 && only !== undefined ? only : '', merge, unmerge, items: items.size };
}
