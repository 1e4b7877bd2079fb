/**
 * The feed engine: the current state of every country, league, participant and event, and one
 * numbered change log per sport. Sources write through `EnginePort`; feeds and push read from memory.
 *
 * Cost: a put compares the encoded cells of the old and new event (no deep equality walk); a batch
 * is encoded into delta rows once and shared by the update feed, the repair feed and push.
 */
import { createHash } from 'node:crypto';
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  type Cell,
  type Country,
  type DetailDocument,
  type DocumentKind,
  type DocumentMap,
  eventDeltaCells,
  type League,
  type MatchEvent,
  type Participant,
} from '@nerali/domain';
import { CareerLedger } from './career-ledger.ts';
import { type ChangeBatch, ChangeLog } from './change-log.ts';
import type { Clock, EnginePort } from './port.ts';
import { type Results, ResultsArchive } from './results-archive.ts';
import type { Storage } from './storage.ts';

export type BatchListener = (batch: ChangeBatch) => void;
/** Documents that changed (or were removed: `removed`), one call per putDocuments/removeDocuments. */
export type DocumentListener = (changed: readonly DocumentChange[]) => void;

/** Reference objects put in one call (only the list that call put); search indexes them. */
export type ReferenceListener = (changed: ReferenceChange) => void;
export interface ReferenceChange {
  countries?: readonly Country[];
  leagues?: readonly League[];
  participants?: readonly Participant[];
}

export interface DocumentChange {
  kind: DocumentKind;
  key: string;
  version: number;
  removed?: boolean;
}

/**
 * A document as the engine holds it. Kinds read often or over the whole kind (news, players, videos,
 * rankings ...) keep their object graph (`body`). The large per-match kinds that one feed of one match
 * reads (`COMPACT_KINDS`) are held as their JSON text deflated (`packed`): inflated and parsed at each
 * read, never cached. Their object graphs were 77.6 of 95 MiB of documents with the whole simulated
 * world; deflated they hold 10.1 MiB (bench/document-heap.ts, docs/decisions.md "Documents packed"). A reader gets what a
 * restart from the database gives it too (documents are stored as JSON): the body after a JSON round trip.
 */
type StoredDocument =
  | {
      body: DetailDocument['body'];
      /**
       * SHA-256 of the body's JSON text, for the change compare (stringify beats a deep walk). Not the
       * text itself: holding it beside the body kept every document twice (75 of 142 MiB of documents
       * with the whole simulated world, docs/ARCHITECTURE.md "Memory").
       */
      digest: string;
      version: number;
    }
  | {
      /** The body's JSON text, UTF-8, deflated. */
      packed: Buffer;
      /** As above: a put of an unchanged document costs the digest only, not a deflate (3-5 times the digest's time). */
      digest: string;
      version: number;
    };

/** Held packed (see StoredDocument): large, and read per match by that match's feeds (and the career ledger). */
const COMPACT_KINDS: ReadonlySet<DocumentKind> = new Set<DocumentKind>([
  'commentary',
  'incidents',
  'lineups',
  'statistics',
  'odds',
  'pointHistory',
  'balls',
  'raids',
  'squad',
  'transfers',
]);

function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/**
 * Deflated JSON text in a buffer of its own size: zlib's result is a view of its 16 KiB output chunk,
 * which would be held whole for a document of a few hundred bytes (and a pooled Buffer.from would tie
 * a 8 KiB pool slab to whichever document outlives the others).
 */
export function packDocument(body: unknown, text = JSON.stringify(body)): Buffer {
  const deflated = deflateRawSync(text, { level: constants.Z_BEST_SPEED });
  const own = Buffer.allocUnsafeSlow(deflated.length);
  deflated.copy(own);
  return own;
}

function bodyOf(stored: StoredDocument): DetailDocument['body'] {
  if ('body' in stored) return stored.body;
  return JSON.parse(inflateRawSync(stored.packed).toString('utf8')) as DetailDocument['body'];
}

/** Strings this short are shared between documents (tennis points "15:0", positions, short names). */
const INTERN_MAX_LENGTH = 32;
/** The table of shared strings starts again past this size, so it cannot grow without bound. */
const INTERN_MAX_ENTRIES = 100_000;

/**
 * Replaces each short string of a document body by an equal string met before, so that one copy is
 * held instead of thousands: sources build these strings afresh for every document (the whole
 * simulated world held 7.5 MiB of duplicates in its documents). An equal string in place of another
 * changes nothing a reader can see; the body is plain JSON data (no getters, not frozen).
 */
export class StringInterner {
  private readonly table = new Map<string, string>();

  intern(value: unknown): void {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === 'string') {
          const shared = this.shared(item);
          if (shared !== item) value[i] = shared;
        } else this.intern(item);
      }
      return;
    }
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') {
        const shared = this.shared(item);
        if (shared !== item) record[key] = shared;
      } else this.intern(item);
    }
  }

  get size(): number {
    return this.table.size;
  }

  private shared(text: string): string {
    if (text.length > INTERN_MAX_LENGTH) return text;
    const known = this.table.get(text);
    if (known !== undefined) return known;
    if (this.table.size >= INTERN_MAX_ENTRIES) this.table.clear();
    this.table.set(text, text);
    return text;
  }
}

export interface FeedEngineOptions {
  clock: Clock;
  storage: Storage;
  /** Names this run's change log; a client holding another epoch's signature reloads. */
  epoch: number;
}

export class FeedEngine implements EnginePort {
  readonly countries = new Map<number, Country>();
  readonly leagues = new Map<string, League>();
  readonly participants = new Map<string, Participant>();
  readonly events = new Map<string, MatchEvent>();
  private readonly eventsBySport = new Map<number, Set<string>>();
  private readonly logs = new Map<number, ChangeLog>();
  private readonly listeners = new Set<BatchListener>();
  private readonly documentListeners = new Set<DocumentListener>();
  private readonly referenceListeners = new Set<ReferenceListener>();
  private readonly documents = new Map<DocumentKind, Map<string, StoredDocument>>();
  /** Bumped on any change of a kind: builders over a whole kind (news lists, rankings) cache by it. */
  private readonly kindVersions = new Map<DocumentKind, number>();
  private documentSeq = 0;
  private readonly interner = new StringInterner();
  /** Bumped whenever leagues or countries change (their names are in full feeds). */
  private referenceVersion = 0;
  /** Finished duels, kept after the events leave the window (results-archive.ts). */
  private readonly archive = new ResultsArchive();
  /** Finished matches' player lines for career figures, kept as the archive keeps results (career-ledger.ts). */
  private readonly ledger = new CareerLedger({
    event: (id) => this.events.get(id),
    balls: (id) => this.document('balls', id),
    raids: (id) => this.document('raids', id),
    incidents: (id) => this.document('incidents', id),
    lineups: (id) => this.document('lineups', id),
  });
  readonly epoch: number;
  /** When this engine began logging changes (unix ms): its logs cover changes from then on. */
  readonly startedAtMs: number;

  constructor(private readonly options: FeedEngineOptions) {
    this.epoch = options.epoch;
    this.startedAtMs = options.clock();
  }

  /** Finished matches by participant for head-to-head and form, older ones included; memory only. */
  get results(): Results {
    return this.archive;
  }

  /** Player lines of finished cricket and kabaddi matches (career figures); memory only. */
  get careers(): CareerLedger {
    return this.ledger;
  }

  /** Results read back at start (removed events too); the engine's own finished events come by putEvents. */
  loadResults(events: readonly MatchEvent[]): void {
    this.archive.load(events);
  }

  onBatch(listener: BatchListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onDocuments(listener: DocumentListener): () => void {
    this.documentListeners.add(listener);
    return () => this.documentListeners.delete(listener);
  }

  /** Countries, leagues and participants as they are put (search keeps its index current by this). */
  onReference(listener: ReferenceListener): () => void {
    this.referenceListeners.add(listener);
    return () => this.referenceListeners.delete(listener);
  }

  /** The current document of a kind and key. */
  document<K extends DocumentKind>(kind: K, key: string): DocumentMap[K] | undefined {
    const stored = this.documents.get(kind)?.get(key);
    return stored && (bodyOf(stored) as DocumentMap[K]);
  }

  /** Whether documents of this kind are held packed (each read parses them afresh: read by key, sparingly). */
  isCompactKind(kind: DocumentKind): boolean {
    return COMPACT_KINDS.has(kind);
  }

  /** Version of one document (0 when absent): feeds built from it cache by this. */
  documentVersion(kind: DocumentKind, key: string): number {
    return this.documents.get(kind)?.get(key)?.version ?? 0;
  }

  /** Version of a whole kind (0 when none was ever put). */
  kindVersion(kind: DocumentKind): number {
    return this.kindVersions.get(kind) ?? 0;
  }

  /** Every document of a kind, in insertion order. */
  *documentsOf<K extends DocumentKind>(kind: K): Iterable<[key: string, body: DocumentMap[K]]> {
    const map = this.documents.get(kind);
    if (!map) return;
    for (const [key, stored] of map) yield [key, bodyOf(stored) as DocumentMap[K]];
  }

  /** The keys of a kind, in insertion order, without reading the documents. */
  documentKeys(kind: DocumentKind): Iterable<string> {
    return this.documents.get(kind)?.keys() ?? [];
  }

  putDocuments(documents: readonly DetailDocument[]): void {
    const changed: DocumentChange[] = [];
    const accepted: DetailDocument[] = [];
    for (const document of documents) {
      let map = this.documents.get(document.kind);
      if (!map) {
        map = new Map();
        this.documents.set(document.kind, map);
      }
      const before = map.get(document.key);
      const text = JSON.stringify(document.body);
      const digest = digestOf(text);
      if (before && before.digest === digest) continue;
      let stored: StoredDocument;
      if (COMPACT_KINDS.has(document.kind)) {
        stored = { packed: packDocument(document.body, text), digest, version: ++this.documentSeq };
      } else {
        this.interner.intern(document.body);
        stored = { body: document.body, digest, version: ++this.documentSeq };
      }
      const version = stored.version;
      map.set(document.key, stored);
      this.kindVersions.set(document.kind, version);
      changed.push({ kind: document.kind, key: document.key, version });
      accepted.push(document);
    }
    if (accepted.length === 0) return;
    for (const { kind, key } of changed) this.ledger.documentChanged(kind, key);
    this.options.storage.saveDocuments(accepted);
    this.publishDocuments(changed);
  }

  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void {
    const changed: DocumentChange[] = [];
    for (const { kind, key } of keys) {
      if (!this.documents.get(kind)?.delete(key)) continue;
      const version = ++this.documentSeq;
      this.kindVersions.set(kind, version);
      changed.push({ kind, key, version, removed: true });
    }
    if (changed.length === 0) return;
    this.options.storage.removeDocuments(changed.map(({ kind, key }) => ({ kind, key })));
    this.publishDocuments(changed);
  }

  private publishDocuments(changed: readonly DocumentChange[]): void {
    for (const listener of this.documentListeners) {
      try {
        listener(changed);
      } catch {
        // As for batches: one failing listener must not stop the others or the source.
      }
    }
  }

  log(sportId: number): ChangeLog {
    let log = this.logs.get(sportId);
    if (!log) {
      log = new ChangeLog(sportId, this.startedAtMs);
      this.logs.set(sportId, log);
    }
    return log;
  }

  sportIds(): number[] {
    return [...this.eventsBySport.keys()].sort((a, b) => a - b);
  }

  eventIdsOfSport(sportId: number): ReadonlySet<string> {
    return this.eventsBySport.get(sportId) ?? new Set();
  }

  /** Counts changes of countries, leagues and participants (what every full feed also depends on). */
  get referenceSeq(): number {
    return this.referenceVersion;
  }

  /** Version of everything a full feed of this sport depends on. */
  version(sportId: number): string {
    return `${this.log(sportId).seq}.${this.referenceVersion}`;
  }

  putCountries(countries: readonly Country[]): void {
    for (const country of countries) this.countries.set(country.id, country);
    this.referenceVersion += 1;
    this.saveReference();
    this.publishReference({ countries });
  }

  putLeagues(leagues: readonly League[]): void {
    for (const league of leagues) this.leagues.set(league.id, league);
    this.referenceVersion += 1;
    this.saveReference();
    this.publishReference({ leagues });
  }

  putParticipants(participants: readonly Participant[]): void {
    for (const participant of participants) this.participants.set(participant.id, participant);
    this.saveReference();
    this.publishReference({ participants });
  }

  putEvents(events: readonly MatchEvent[]): void {
    const deltasBySport = new Map<number, Cell[][]>();
    const accepted: MatchEvent[] = [];
    for (const event of events) {
      const before = this.events.get(event.id);
      const delta = eventDeltaCells(before, event);
      if (!delta) continue;
      if (before && before.sportId !== event.sportId) this.forget(before);
      this.events.set(event.id, event);
      let ids = this.eventsBySport.get(event.sportId);
      if (!ids) {
        ids = new Set();
        this.eventsBySport.set(event.sportId, ids);
      }
      ids.add(event.id);
      accepted.push(event);
      let deltas = deltasBySport.get(event.sportId);
      if (!deltas) {
        deltas = [];
        deltasBySport.set(event.sportId, deltas);
      }
      deltas.push(delta);
    }
    if (accepted.length === 0) return;
    for (const event of accepted) {
      this.archive.accept(event);
      this.ledger.eventChanged(event);
    }
    this.ledger.trim((id) => this.archive.get(id) !== undefined);
    this.options.storage.saveEvents(accepted);
    const nowMs = this.options.clock();
    for (const [sportId, deltas] of deltasBySport) {
      this.publish(this.log(sportId).append(nowMs, deltas));
    }
  }

  removeEvents(ids: readonly string[]): void {
    const removed: string[] = [];
    const removedBySport = new Map<number, string[]>();
    for (const id of ids) {
      const event = this.events.get(id);
      if (!event) continue;
      this.forget(event);
      removed.push(id);
      let ofSport = removedBySport.get(event.sportId);
      if (!ofSport) {
        ofSport = [];
        removedBySport.set(event.sportId, ofSport);
      }
      ofSport.push(id);
    }
    if (removed.length === 0) return;
    this.options.storage.removeEvents(removed);
    // A removal changes full feeds but not any live row: bump the version with a batch without deltas
    // so caches rebuild and clients' signatures stay consecutive. The batch names the ids: a catch-up
    // across nodes (feed-service.ts) tells clients what left.
    const nowMs = this.options.clock();
    for (const [sportId, ofSport] of removedBySport)
      this.publish(this.log(sportId).append(nowMs, [], ofSport));
  }

  private forget(event: MatchEvent): void {
    this.events.delete(event.id);
    this.eventsBySport.get(event.sportId)?.delete(event.id);
  }

  private publish(batch: ChangeBatch): void {
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch {
        // A failing listener (one push hub) must not stop the others or the source.
      }
    }
  }

  private publishReference(changed: ReferenceChange): void {
    for (const listener of this.referenceListeners) {
      try {
        listener(changed);
      } catch {
        // As for batches: one failing listener must not stop the others or the source.
      }
    }
  }

  private saveReference(): void {
    this.options.storage.saveReference({
      countries: [...this.countries.values()],
      leagues: [...this.leagues.values()],
      participants: [...this.participants.values()],
    });
  }
}
