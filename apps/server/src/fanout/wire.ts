/**
 * The change message, version 1: JSON text, one message per publish round of a node.
 *
 *   { "v": 1, "node": "web-3-4711-k2f9", "items": [ item, ... ] }
 *   item: { "ref": [provider, kind, providerId], "id": ourId, "seq": providerSeq,
 *           and one of "country" | "league" | "participant" | "event" | "document": the whole object,
 *           or "removed": true }
 *
 * `ref` is the object as the provider named it (ingest/ledger.ts), `seq` the provider's sequence
 * number of the write: it orders the writes of one object on every node, whichever node took them.
 * An item is the object's complete current state, never a patch, so applying one twice is the same as
 * once, and any later item of the object replaces it.
 */
import {
  type Country,
  type DetailDocument,
  type DocumentKind,
  isDocumentKind,
  type League,
  type MatchEvent,
  type Participant,
} from '@nerali/domain';
import type { FeedEngine } from '../engine/engine.ts';
import type { IngestKind, ProviderRef } from '../storage/ports.ts';

export const WIRE_VERSION = 1;

/** A message is cut before it passes this many bytes of JSON (NATS's default limit is 1 MiB). */
export const MAX_MESSAGE_BYTES = 512 * 1024;
/** An object larger than this cannot travel (it would block every later message): see encodeMessages. */
export const MAX_ITEM_BYTES = 900 * 1024;

interface ItemHead {
  ref: [provider: string, kind: IngestKind, providerId: string];
  id: string;
  seq: number;
}

export type WireItem = ItemHead &
  (
    | { country: Country }
    | { league: League }
    | { participant: Participant }
    | { event: MatchEvent }
    | { document: DetailDocument }
    | { removed: true }
  );

export interface WireMessage {
  v: typeof WIRE_VERSION;
  node: string;
  items: WireItem[];
}

/** What an ingest kind is in the engine. */
export type Target =
  { type: 'country' | 'league' | 'participant' | 'event' } | { type: 'document'; kind: DocumentKind };

export function targetOf(kind: IngestKind): Target {
  switch (kind) {
    case 'country':
      return { type: 'country' };
    case 'competition':
    case 'season':
      return { type: 'league' };
    case 'participant':
      return { type: 'participant' };
    case 'event':
      return { type: 'event' };
    case 'incident':
      return { type: 'document', kind: 'incidents' };
    case 'lineup':
      return { type: 'document', kind: 'lineups' };
    default:
      if (!isDocumentKind(kind)) throw new RangeError(`no engine object for ingest kind ${kind}`);
      return { type: 'document', kind };
  }
}

/** One name per engine object, whatever provider kind wrote it (a league is a competition or a season). */
export function engineKey(kind: IngestKind, ourId: string): string {
  const target = targetOf(kind);
  return target.type === 'document' ? `document:${target.kind}:${ourId}` : `${target.type}:${ourId}`;
}

export const refKeyOf = (ref: ProviderRef) => `${ref.provider}|${ref.kind}|${ref.providerId}`;

/** The engine's current object behind a provider's ref, or null when the engine no longer has it. */
export function currentObject(
  engine: FeedEngine,
  kind: IngestKind,
  ourId: string,
): Country | League | Participant | MatchEvent | DetailDocument | null {
  const target = targetOf(kind);
  switch (target.type) {
    case 'country':
      return engine.countries.get(Number(ourId)) ?? null;
    case 'league':
      return engine.leagues.get(ourId) ?? null;
    case 'participant':
      return engine.participants.get(ourId) ?? null;
    case 'event':
      return engine.events.get(ourId) ?? null;
    case 'document': {
      const body = engine.document(target.kind, ourId);
      return body === undefined ? null : ({ kind: target.kind, key: ourId, body } as DetailDocument);
    }
  }
}

/** The item for an object as the engine holds it now (a removal when it holds none). */
export function itemOf(engine: FeedEngine, ref: ProviderRef, ourId: string, seq: number): WireItem {
  const head: ItemHead = { ref: [ref.provider, ref.kind, ref.providerId], id: ourId, seq };
  const object = currentObject(engine, ref.kind, ourId);
  if (object === null) return { ...head, removed: true };
  switch (targetOf(ref.kind).type) {
    case 'country':
      return { ...head, country: object as Country };
    case 'league':
      return { ...head, league: object as League };
    case 'participant':
      return { ...head, participant: object as Participant };
    case 'event':
      return { ...head, event: object as MatchEvent };
    case 'document':
      return { ...head, document: object as DetailDocument };
  }
}

/** The start of every message `node` writes: a reader skips its own messages by it, unparsed. */
export function messagePrefix(node: string): string {
  return `{"v":${WIRE_VERSION},"node":${JSON.stringify(node)},"items":[`;
}

/**
 * Items in messages of at most MAX_MESSAGE_BYTES (an item bigger than that travels alone; one over
 * MAX_ITEM_BYTES not at all), one message at a time: a round of many thousand objects (a
 * simulator's first tick) is never one big string.
 */
export function* encodeMessages(
  node: string,
  items: readonly WireItem[],
  tooLarge: (item: WireItem, bytes: number) => void = () => {},
): Generator<{ payload: string; items: number }> {
  const prefix = messagePrefix(node);
  let parts: string[] = [];
  let bytes = prefix.length + 2;
  for (const item of items) {
    const json = JSON.stringify(item);
    const size = Buffer.byteLength(json);
    // Left out, said, and still in the database: other nodes get it when they next reload.
    if (size > MAX_ITEM_BYTES) {
      tooLarge(item, size);
      continue;
    }
    if (parts.length > 0 && bytes + size + 1 > MAX_MESSAGE_BYTES) {
      yield { payload: `${prefix}${parts.join(',')}]}`, items: parts.length };
      parts = [];
      bytes = prefix.length + 2;
    }
    parts.push(json);
    bytes += size + 1;
  }
  if (parts.length > 0) yield { payload: `${prefix}${parts.join(',')}]}`, items: parts.length };
}

/** The message, or a reason it cannot be read (another version, or not ours). */
export function decodeMessage(payload: string): WireMessage | string {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null) return 'not an object';
  const message = value as Partial<WireMessage>;
  if (message.v !== WIRE_VERSION)
    return `message version ${String(message.v)}, this node reads ${WIRE_VERSION}`;
  if (typeof message.node !== 'string' || !Array.isArray(message.items)) return 'no node or items';
  return message as WireMessage;
}
