/**
 * The engine's Storage over the database: load() at start, then a write-behind queue
 * (write-behind.ts) that upserts the latest state of whatever changed, one transaction at a time.
 * Feeds and push never wait for it; the ingest API awaits flush() before it answers.
 */
import {
  type Country,
  type DetailDocument,
  type DocumentKind,
  isDocumentKind,
  type League,
  type MatchEvent,
  type Participant,
  StageType,
} from '@nerali/domain';
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { pino } from 'pino';
import type { ResultsStore } from '../engine/results-archive.ts';
import type { Storage, StoredState, WriteVersion } from '../engine/storage.ts';
import type { Database } from './database.ts';
import type { StorageLogger } from './logger.ts';
import type { DatabaseSchema } from './schema.ts';
import { UnwritableError, WriteBehindQueue, type WriteBehindStats } from './write-behind.ts';

/** A put carries the version of the write it came from (null: none; see `versioned`). */
type Version = WriteVersion | null;

type Change =
  | { kind: 'event'; event: MatchEvent; version: Version }
  | { kind: 'removed'; id: string }
  | { kind: 'country'; value: Country; version: Version }
  | { kind: 'league'; value: League; version: Version }
  | { kind: 'participant'; value: Participant; version: Version }
  | { kind: 'document'; document: DetailDocument; version: Version }
  | { kind: 'documentRemoved'; documentKind: DocumentKind; key: string };

export interface DatabaseStorageOptions {
  logger?: StorageLogger;
  /** See WriteBehindOptions. */
  maxBatch?: number;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
}

type Tx = Transaction<DatabaseSchema>;
type ReferenceKind = 'country' | 'league' | 'participant';

export class DatabaseStorage implements Storage, ResultsStore {
  private readonly queue: WriteBehindQueue<Change>;
  private readonly db: Kysely<DatabaseSchema>;
  private readonly logger: StorageLogger;
  /**
   * Events load() returned: the engine hands them straight back through saveEvents while it loads
   * them, and writing them again would cost a full write of the database at every start. (Reference
   * objects are recognised through `reference` below.)
   */
  private loaded = new WeakSet<MatchEvent>();
  private loadedDocuments = new WeakSet<object>();
  /**
   * The documents load() returned, by kind and key, until a source puts each again: jsonb reorders
   * keys, so a source's equal document differs as text from the loaded one, and would otherwise be
   * written again at every start (tens of thousands of rows for the simulator).
   */
  private loadedDocumentBodies = new Map<string, unknown>();
  /** The last reference objects queued, per kind and id: saveReference() gets the whole set each time. */
  private readonly reference: Record<ReferenceKind, Map<string, object>> = {
    country: new Map(),
    league: new Map(),
    participant: new Map(),
  };
  /** The version of the write whose engine calls are running (see `versioned`). */
  private version: Version = null;

  constructor(
    private readonly database: Database,
    options: DatabaseStorageOptions = {},
  ) {
    this.db = database.db;
    this.logger = options.logger ?? pino({ name: 'storage' });
    this.queue = new WriteBehindQueue<Change>({
      write: (batch) => this.write(batch),
      logger: this.logger,
      maxBatch: options.maxBatch,
      maxAttempts: options.maxAttempts,
      retryDelayMs: options.retryDelayMs,
    });
  }

  async load(): Promise<StoredState | null> {
    const startedMs = performance.now();
    const countries = await this.db.selectFrom('countries').select('data').orderBy('id').execute();
    const leagues = await this.db.selectFrom('leagues').select('data').orderBy('id').execute();
    const participants = await this.db.selectFrom('participants').select('data').orderBy('id').execute();
    const events = await this.db
      .selectFrom('events')
      .select('data')
      .where('removed_at', 'is', null)
      .orderBy('sport_id')
      .orderBy('start_time')
      .orderBy('id')
      .execute();
    const documentRows = await this.db
      .selectFrom('documents')
      .select(['kind', 'key', 'data'])
      .orderBy('kind')
      .orderBy('key')
      .execute();
    const documents: DetailDocument[] = [];
    for (const row of documentRows) {
      // A kind this build no longer knows stays in the table, unread.
      if (isDocumentKind(row.kind))
        documents.push({ kind: row.kind, key: row.key, body: row.data } as DetailDocument);
    }
    const state: StoredState = {
      countries: countries.map((r) => r.data),
      leagues: leagues.map((r) => r.data),
      participants: participants.map((r) => r.data),
      events: events.map((r) => r.data),
      documents,
    };
    this.logger.info(
      {
        events: events.length,
        participants: participants.length,
        documents: documents.length,
        ms: Math.round(performance.now() - startedMs),
      },
      'storage: loaded',
    );
    const total =
      state.countries.length +
      state.leagues.length +
      state.participants.length +
      events.length +
      documents.length;
    if (total === 0) return null;
    this.loaded = new WeakSet(state.events);
    this.loadedDocuments = new WeakSet(documents.map((d) => d.body));
    this.loadedDocumentBodies = new Map(documents.map((d) => [`${d.kind}:${d.key}`, d.body]));
    for (const c of state.countries) this.reference.country.set(String(c.id), c);
    for (const l of state.leagues) this.reference.league.set(l.id, l);
    for (const p of state.participants) this.reference.participant.set(p.id, p);
    return state;
  }

  /**
   * Finished duels that started at or after `sinceS`, the newest `limit` of them, whether the engine
   * still holds them or removed them (removed_at): the results archive's start-up load.
   */
  async loadResults(options: { sinceS: number; limit: number }): Promise<MatchEvent[]> {
    const startedMs = performance.now();
    const rows = await this.db
      .selectFrom('events')
      .select('data')
      // A literal, not a parameter: it is what lets the planner use the partial index (0003).
      .where('stage_type', '=', sql.lit(StageType.finished))
      .where('start_time', '>=', String(Math.floor(options.sinceS)))
      .where('away_id', '<>', '')
      .orderBy('start_time', 'desc')
      .limit(options.limit)
      .execute();
    this.logger.info(
      { results: rows.length, ms: Math.round(performance.now() - startedMs) },
      'storage: results loaded',
    );
    return rows.map((r) => r.data);
  }

  saveEvents(events: readonly MatchEvent[]): void {
    for (const event of events) {
      // Once: the same object put again later (after a removal, say) must be written.
      if (this.loaded.delete(event)) continue;
      this.queue.put(`e:${event.id}`, { kind: 'event', event, version: this.version });
    }
  }

  removeEvents(ids: readonly string[]): void {
    // Same key as the event: a removal replaces a pending write of it, and a later put replaces it.
    for (const id of ids) this.queue.put(`e:${id}`, { kind: 'removed', id });
  }

  saveDocuments(documents: readonly DetailDocument[]): void {
    for (const document of documents) {
      if (this.loadedDocuments.delete(document.body)) continue;
      const key = `${document.kind}:${document.key}`;
      const loaded = this.loadedDocumentBodies.get(key);
      if (loaded !== undefined) {
        this.loadedDocumentBodies.delete(key);
        if (jsonEqual(loaded, document.body)) continue;
      }
      this.queue.put(`d:${document.kind}:${document.key}`, {
        kind: 'document',
        document,
        version: this.version,
      });
    }
  }

  removeDocuments(keys: readonly { kind: DocumentKind; key: string }[]): void {
    for (const { kind, key } of keys) {
      this.loadedDocumentBodies.delete(`${kind}:${key}`);
      this.queue.put(`d:${kind}:${key}`, { kind: 'documentRemoved', documentKind: kind, key });
    }
  }

  saveReference(state: Omit<StoredState, 'events' | 'documents'>): void {
    for (const value of state.countries) this.saveOne('country', String(value.id), value);
    for (const value of state.leagues) this.saveOne('league', value.id, value);
    for (const value of state.participants) this.saveOne('participant', value.id, value);
  }

  /**
   * The engine calls of one write run inside: the rows they queue carry its version, and the upsert
   * replaces a row only with the same or a higher version (0005-row-versions.ts).
   */
  versioned<T>(version: WriteVersion, write: () => T): T {
    const outer = this.version;
    this.version = version;
    try {
      return write();
    } finally {
      this.version = outer;
    }
  }

  saveAgain(state: Partial<StoredState>): void {
    for (const value of state.countries ?? []) this.saveOne('country', String(value.id), value, true);
    for (const value of state.leagues ?? []) this.saveOne('league', value.id, value, true);
    for (const value of state.participants ?? []) this.saveOne('participant', value.id, value, true);
    for (const event of state.events ?? []) {
      this.loaded.delete(event);
      this.queue.put(`e:${event.id}`, { kind: 'event', event, version: this.version });
    }
    for (const document of state.documents ?? []) {
      this.loadedDocuments.delete(document.body);
      this.loadedDocumentBodies.delete(`${document.kind}:${document.key}`);
      this.queue.put(`d:${document.kind}:${document.key}`, {
        kind: 'document',
        document,
        version: this.version,
      });
    }
  }

  flush(): Promise<void> {
    return this.queue.flush();
  }

  /** Flushes, then closes the database (the stores sharing it stop working too). */
  async close(): Promise<void> {
    try {
      await this.queue.close();
    } finally {
      await this.database.close();
    }
  }

  stats(): WriteBehindStats {
    return this.queue.stats();
  }

  private saveOne(
    kind: ReferenceKind,
    id: string,
    value: Country | League | Participant,
    again = false,
  ): void {
    const known = this.reference[kind];
    const before = known.get(id);
    known.set(id, value);
    if (!again) {
      // The engine keeps the objects it was given: the same object is unchanged, the cheap common case.
      // WARNING: so a source must hand over a new object for a change, never mutate one it gave before
      // (the engine's own change detection assumes the same: port.ts, "whole, current objects").
      if (before === value) return;
      if (before !== undefined && jsonEqual(before, value)) return;
    }
    // The cast pairs kind and value, which the three callers above do by construction.
    this.queue.put(`${kind[0]}:${id}`, { kind, value, version: this.version } as Change);
  }

  /** One transaction for the batch; on a data error, row by row so that one bad row cannot block the rest. */
  private async write(batch: ReadonlyMap<string, Change>): Promise<void> {
    const changes = [...batch.values()];
    try {
      await this.db.transaction().execute((tx) => writeChanges(tx, changes));
    } catch (err) {
      if (!isDataError(err)) throw err;
      const dropped: string[] = [];
      for (const [key, change] of batch) {
        try {
          await this.db.transaction().execute((tx) => writeChanges(tx, [change]));
        } catch (rowErr) {
          if (!isDataError(rowErr)) throw rowErr;
          this.logger.error({ err: rowErr, key }, 'storage: change rejected by the database, dropped');
          dropped.push(key);
        }
      }
      if (dropped.length > 0) {
        throw new UnwritableError(`${dropped.length} change(s) rejected: ${dropped.slice(0, 5).join(', ')}`, {
          cause: err,
        });
      }
    }
  }
}

/** Rows per statement: far below PostgreSQL's 65535 bind parameters (8 per event row). */
const ROWS_PER_STATEMENT = 1000;

async function writeChanges(tx: Tx, changes: readonly Change[]): Promise<void> {
  const countries: Versioned<Country>[] = [];
  const leagues: Versioned<League>[] = [];
  const participants: Versioned<Participant>[] = [];
  const events: Versioned<MatchEvent>[] = [];
  const removed: string[] = [];
  const documents: Versioned<DetailDocument>[] = [];
  const removedDocuments: { documentKind: DocumentKind; key: string }[] = [];
  for (const c of changes) {
    if (c.kind === 'document') documents.push({ value: c.document, version: c.version });
    else if (c.kind === 'documentRemoved') removedDocuments.push(c);
    else if (c.kind === 'event') events.push({ value: c.event, version: c.version });
    else if (c.kind === 'removed') removed.push(c.id);
    else if (c.kind === 'country') countries.push(c);
    else if (c.kind === 'league') leagues.push(c);
    else participants.push(c);
  }
  for (const rows of chunks(countries)) {
    await tx
      .insertInto('countries')
      .values(
        rows.map(({ value: c, version }) => ({ id: c.id, data: toJson(c), ...versionColumns(version) })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            data: eb.ref('excluded.data'),
            ...newVersion(eb),
            updated_at: sql<Date>`now()`,
          }))
          .where(notOlder('countries')),
      )
      .execute();
  }
  for (const rows of chunks(leagues)) {
    await tx
      .insertInto('leagues')
      .values(
        rows.map(({ value: l, version }) => ({
          id: l.id,
          sport_id: l.sportId,
          country_id: l.countryId,
          data: toJson(l),
          ...versionColumns(version),
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            sport_id: eb.ref('excluded.sport_id'),
            country_id: eb.ref('excluded.country_id'),
            data: eb.ref('excluded.data'),
            ...newVersion(eb),
            updated_at: sql<Date>`now()`,
          }))
          .where(notOlder('leagues')),
      )
      .execute();
  }
  for (const rows of chunks(participants)) {
    await tx
      .insertInto('participants')
      .values(
        rows.map(({ value: p, version }) => ({
          id: p.id,
          sport_id: p.sportId,
          country_id: p.countryId,
          data: toJson(p),
          ...versionColumns(version),
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            sport_id: eb.ref('excluded.sport_id'),
            country_id: eb.ref('excluded.country_id'),
            data: eb.ref('excluded.data'),
            ...newVersion(eb),
            updated_at: sql<Date>`now()`,
          }))
          .where(notOlder('participants')),
      )
      .execute();
  }
  for (const rows of chunks(events)) {
    await tx
      .insertInto('events')
      .values(rows.map(({ value, version }) => ({ ...eventRow(value), ...versionColumns(version) })))
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            sport_id: eb.ref('excluded.sport_id'),
            league_id: eb.ref('excluded.league_id'),
            start_time: eb.ref('excluded.start_time'),
            stage_type: eb.ref('excluded.stage_type'),
            home_id: eb.ref('excluded.home_id'),
            away_id: eb.ref('excluded.away_id'),
            data: eb.ref('excluded.data'),
            ...newVersion(eb),
            updated_at: sql<Date>`now()`,
            removed_at: null,
          }))
          .where(notOlder('events')),
      )
      .execute();
  }
  for (const ids of chunks(removed)) {
    await tx
      .updateTable('events')
      .set({ removed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', 'in', ids)
      .execute();
  }
  for (const rows of chunks(documents)) {
    await tx
      .insertInto('documents')
      .values(
        rows.map(({ value: d, version }) => ({
          kind: d.kind,
          key: d.key,
          data: toJson(d.body),
          ...versionColumns(version),
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['kind', 'key'])
          .doUpdateSet((eb) => ({
            data: eb.ref('excluded.data'),
            ...newVersion(eb),
            updated_at: sql<Date>`now()`,
          }))
          .where(notOlder('documents')),
      )
      .execute();
  }
  for (const { documentKind, key } of removedDocuments) {
    await tx.deleteFrom('documents').where('kind', '=', documentKind).where('key', '=', key).execute();
  }
}

interface Versioned<T> {
  value: T;
  version: Version;
}

type VersionedTable = 'countries' | 'leagues' | 'participants' | 'events' | 'documents';

function versionColumns(version: Version): { version_seq: number | null; version_node: string | null } {
  return { version_seq: version?.seq ?? null, version_node: version?.node ?? null };
}

/** The SET part of an upsert that keeps the write's version with its data. */
function newVersion(eb: {
  ref(column: 'excluded.version_seq' | 'excluded.version_node'): Expression<unknown>;
}) {
  return {
    version_seq: eb.ref('excluded.version_seq') as Expression<number | null>,
    version_node: eb.ref('excluded.version_node') as Expression<string | null>,
  };
}

/**
 * The WHERE of an upsert's update: the write is not older than the row, by (seq, node) as the fan-out
 * compares them (row comparison; the node column's collation is "C"). A row or a write without a
 * version is not guarded: such writes replace rows as they did before versions existed.
 */
function notOlder(table: VersionedTable): Expression<SqlBool> {
  const seq = sql.ref(`${table}.version_seq`);
  const node = sql.ref(`${table}.version_node`);
  return sql<SqlBool>`(${seq} is null or excluded.version_seq is null
    or (${seq}, ${node}) <= (excluded.version_seq, excluded.version_node))`;
}

function eventRow(e: MatchEvent) {
  return {
    id: e.id,
    sport_id: e.sportId,
    league_id: e.leagueId,
    start_time: Math.floor(e.startTime),
    stage_type: e.stageType,
    home_id: e.homeId,
    away_id: e.awayId,
    data: toJson(e),
  };
}

/**
 * JSON text for a jsonb column. PostgreSQL's jsonb refuses the NUL character (\u0000) that JSON and
 * JavaScript allow: it is removed (only when present, so the common case costs one scan).
 */
export function toJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (!json.includes('\\u0000')) return json;
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' ? v.replaceAll('\u0000', '') : v,
  );
}

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) yield items.slice(i, i + ROWS_PER_STATEMENT);
}

/**
 * SQLSTATE classes 22 (data exception: bad number, bad text) and 23 (integrity constraint): the row
 * itself is wrong, retrying cannot help. Anything else (connection, disk, shutdown) is retried.
 */
function isDataError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/** Deep equality of JSON-like values, blind to key order (jsonb reorders keys) and to undefined members. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const ak = keys(ao);
  if (ak.length !== keys(bo).length) return false;
  return ak.every((k) => jsonEqual(ao[k], bo[k]));
}
