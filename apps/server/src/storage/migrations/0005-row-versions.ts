/**
 * The version of the write that put each object's row: the provider's seq, then the writing node's id
 * (fanout/apply.ts orders writes of one object the same way). Upserts replace a row only with a write
 * of the same or a higher version, so two nodes committing writes of one object in the reverse order of
 * their versions leave the newer one in the database, as in every node's memory.
 *
 * Null in rows written before this migration, or by a write without a version (tests, tools): such a
 * row is replaced by any write, and such a write replaces any row (the order before this migration).
 * The node id compares byte by byte (collation "C"), as JavaScript compares the ASCII ids in memory.
 * Adding nullable columns without a default changes only the catalogue: instant on large tables.
 *
 * WARNING: a migration that has run on some database never changes; a change is a new file.
 */
import { type Kysely, sql } from 'kysely';

const TABLES = ['countries', 'leagues', 'participants', 'events', 'documents'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)}
      add column version_seq bigint,
      add column version_node text collate "C"`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column version_seq, drop column version_node`.execute(db);
  }
}
