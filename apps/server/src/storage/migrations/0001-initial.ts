/**
 * The first schema: reference data, events, API keys and the provider id map.
 *
 * WARNING: a migration that has run on some database never changes; a change is a new file.
 * Migrations take Kysely<unknown>: they must not depend on the current TypeScript schema, which moves on.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('leagues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('participants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('stage_type', 'smallint', (c) => c.notNull())
    .addColumn('home_id', 'text', (c) => c.notNull())
    .addColumn('away_id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  // The start-up load and per-sport day queries.
  await db.schema
    .createIndex('events_sport_start')
    .on('events')
    .columns(['sport_id', 'start_time'])
    .execute();
  // Head-to-head and form: a side's matches by time, from either column (a BitmapOr of the two).
  await db.schema.createIndex('events_home_start').on('events').columns(['home_id', 'start_time']).execute();
  await db.schema.createIndex('events_away_start').on('events').columns(['away_id', 'start_time']).execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('provider_ids')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('our_id', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_ids_pk', ['provider', 'kind', 'provider_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['provider_ids', 'api_keys', 'events', 'participants', 'leagues', 'countries']) {
    await db.schema.dropTable(table).execute();
  }
}
