/**
 * Databases for the storage tests: PGlite in a temporary directory always, PostgreSQL when
 * DATABASE_URL is set (a schema of its own per test, dropped afterwards, so suites can run in
 * parallel against one database and never see another's rows).
 *
 * A new PGlite directory costs an initdb of about 8 s; a cleanly closed empty cluster is made once per
 * machine and PGlite version (in the system's temp directory) and copied for each test (~0.1 s).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseConfig, pgliteDir } from '../database.ts';

export const POSTGRES_URL = process.env.DATABASE_URL || null;

export type TargetKind = 'pglite' | 'postgres';

/** Every suite runs on each; PostgreSQL only when DATABASE_URL is set (see `unavailable`). */
export const TARGETS: readonly TargetKind[] = ['pglite', 'postgres'];

let warned = false;

/** For describe.skipIf: true for PostgreSQL without DATABASE_URL, and says so once per file. */
export function unavailable(kind: TargetKind): boolean {
  if (kind === 'pglite' || POSTGRES_URL) return false;
  if (!warned) console.warn('PostgreSQL suite skipped: DATABASE_URL is not set');
  warned = true;
  return true;
}

export interface TestDatabase {
  config: DatabaseConfig;
  /** Removes the directory or drops the schema; the database must be closed first. */
  cleanup(): Promise<void>;
}

let template: Promise<string> | null = null;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** An initialised, empty, cleanly closed PGlite cluster to copy. */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    // The package's exports hide package.json; its entry point sits in dist/.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const { version } = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    const final = join(tmpdir(), `nerali-pglite-template-${version}`);
    if (await exists(join(final, 'pglite', 'PG_VERSION'))) return final;
    const building = await mkdtemp(join(tmpdir(), 'nerali-pglite-building-'));
    const db = await PGlite.create({ dataDir: pgliteDir(building) });
    await db.close();
    // Another worker may have finished first: theirs is as good as ours.
    await rename(building, final).catch(() => rm(building, { recursive: true, force: true }));
    return final;
  })();
  return template;
}

/** A data directory holding an empty PGlite cluster (no tables yet). */
export async function freshDataDir(): Promise<string> {
  const source = await pgliteTemplate();
  const dir = await mkdtemp(join(tmpdir(), 'nerali-test-'));
  await cp(pgliteDir(source), pgliteDir(dir), { recursive: true });
  return dir;
}

export async function freshDatabase(kind: TargetKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = await freshDataDir();
    return {
      config: { databaseUrl: null, dataDir },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set');
  const schema = `nerali_test_${randomBytes(6).toString('hex')}`;
  return {
    config: { databaseUrl: POSTGRES_URL, dataDir: '/nonexistent', schema },
    async cleanup() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
