/**
 * Which nodes belong together: those that share a database. Unless FANOUT_NAMESPACE names it, the
 * namespace is derived from the database itself (its name, the schema, and when its first migration
 * ran), so two sites sharing one Redis or NATS (staging and production, or parallel test runs on
 * their own schemas) never read each other's changes or take each other's simulator lease, and the
 * nodes of one site agree without being told.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export async function databaseNamespace(databaseUrl: string, schema?: string): Promise<string> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ db: string; schema: string; born: string | null }>(
      // kysely_migration is written by every start's Migrator (storage/database.ts) before this runs.
      `select current_database() as db, current_schema() as schema,
              (select min("timestamp") from kysely_migration) as born`,
    );
    const row = rows[0];
    if (!row) throw new Error('no answer from the database');
    const hash = createHash('sha256')
      .update(`${row.db}|${row.schema}|${row.born ?? ''}`)
      .digest('hex');
    return `db-${hash.slice(0, 16)}`;
  } finally {
    await client.end();
  }
}
