/**
 * One code base over two engines: PostgreSQL when DATABASE_URL is set, else PGlite (PostgreSQL
 * compiled to WASM, in-process) with its files in `{dataDir}/pglite`. Both are reached through
 * node-postgres and Kysely's PostgresDialect. PGlite runs in a worker thread (pglite-worker.mjs) and
 * node-postgres speaks the wire protocol to it through a stream (pglite-thread.ts), so queries, type
 * parsing (bigint as string, jsonb parsed) and transactions behave alike, and PostgreSQL's work never
 * holds up the thread that serves feeds and push.
 *
 * Why not the `kysely-pglite` package: it pulls about 100 packages (a CLI framework, a code generator
 * that nests a second Kysely 0.27), and its driver hands every query the same PGlite session without
 * a lock, so a query issued while another caller's transaction is open runs inside that transaction.
 * A pool of exactly one connection serialises callers instead: a transaction holds the session until
 * it commits.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import type { StorageLogger } from './logger.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationProvider } from './migrations/index.ts';
import { type PgliteThread, startPgliteThread } from './pglite-thread.ts';
import { CurrentSchemaPostgresDialect } from './schema-dialect.ts';
import type { DatabaseSchema } from './schema.ts';

export interface DatabaseConfig {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL schema to work in (created if missing); tests use one per suite. Default: public. */
  schema?: string;
  /** PostgreSQL connections (default 10). PGlite is one session whatever this says. */
  maxConnections?: number;
}

export interface Database {
  db: Kysely<DatabaseSchema>;
  kind: 'pglite' | 'postgres';
  /** Closes the pool, then PGlite and its directory lock. Idempotent. */
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Opens the database (not migrated: see openDatabase). */
export async function createDatabase(config: DatabaseConfig, logger?: StorageLogger): Promise<Database> {
  const schema = config.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`bad schema name ${schema}`);
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.maxConnections ?? 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // WARNING: without a listener, an idle connection dropped by the server ('error' on the pool)
    // kills the process. The pool replaces it on the next query.
    pool.on('error', (err) => logger?.warn({ err }, 'postgres: idle connection lost'));
    try {
      if (schema) await pool.query(`create schema if not exists ${schema}`);
      else await pool.query('select 1');
    } catch (err) {
      await pool.end();
      throw err;
    }
    const db = new Kysely<DatabaseSchema>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
    let closed: Promise<void> | null = null;
    return { db, kind: 'postgres', close: () => (closed ??= db.destroy()) };
  }

  const dir = pgliteDir(config.dataDir);
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  let pglite: PgliteThread;
  try {
    pglite = await startPgliteThread(dir);
  } catch (err) {
    unlock();
    throw err;
  }
  // One connection, never idled out: see the header.
  const pool = new pg.Pool({
    stream: () => pglite.stream(),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
  });
  pool.on('error', (err) => logger?.warn({ err }, 'pglite: connection error'));
  const db = new Kysely<DatabaseSchema>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  let closed: Promise<void> | null = null;
  const close = async () => {
    try {
      await db.destroy();
      await pglite.close();
    } finally {
      unlock();
    }
  };
  return { db, kind: 'pglite', close: () => (closed ??= close()) };
}

/** Runs the migrations that have not run yet; returns their names. Safe to call at every start. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>, logger?: StorageLogger): Promise<string[]> {
  // WARNING: name the schema. Without it, Kysely's Migrator asks whether its tables exist in *any*
  // schema, finds another schema's (another app, a parallel test) and then fails on its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed ?? '(setup)'} failed: ${message}`, { cause: error });
  }
  if (applied.length > 0) logger?.info({ applied, schema }, 'database migrated');
  return applied;
}

/** createDatabase, then migrateToLatest: what the server and the CLI call. */
export async function openDatabase(config: DatabaseConfig, logger?: StorageLogger): Promise<Database> {
  const database = await createDatabase(config, logger);
  try {
    await migrateToLatest(database.db, logger);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
