/**
 * The migrator's introspection reads our schema only, so schemas that other clients create and drop
 * meanwhile cannot fail our start (schema-dialect.ts; CI once failed a migration with `schema
 * "nerali_test_…" does not exist` while a parallel suite dropped its own). PostgreSQL only: PGlite
 * has one client.
 */
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { CurrentSchemaIntrospector } from './schema-dialect.ts';
import { freshDatabase, POSTGRES_URL, unavailable } from './testing/databases.ts';

const silent = { info() {}, warn() {}, error() {} };

describe.skipIf(unavailable('postgres'))('schema-scoped introspection on postgres', () => {
  let admin: pg.Client;
  const other = `nerali_other_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: String(POSTGRES_URL) });
    await admin.connect();
    await admin.query(`create schema ${other}`);
    await admin.query(`create table ${other}.kysely_migration (name text primary key)`);
    await admin.query(`create table ${other}.events (id serial primary key, name text not null)`);
  });
  afterAll(async () => {
    await admin?.query(`drop schema if exists ${other} cascade`);
    await admin?.end();
  });

  it('lists the current schema’s tables and columns, and none of another schema’s', async () => {
    const test = await freshDatabase('postgres');
    const database = await openDatabase(test.config, silent);
    try {
      const introspector = new CurrentSchemaIntrospector(database.db);
      expect(await introspector.getSchemas()).toEqual([{ name: test.config.schema }]);
      const tables = await introspector.getTables({ withInternalKyselyTables: true });
      expect(tables.length).toBeGreaterThan(2);
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([test.config.schema]));
      expect(tables.map((t) => t.name)).toContain('kysely_migration');
      const visible = await introspector.getTables();
      expect(visible.map((t) => t.name)).not.toContain('kysely_migration');
      expect(visible.length).toBe(tables.length - 2);
    } finally {
      await database.close();
      await test.cleanup();
    }
  });

  it('reports a serial column as auto-incrementing and its nullability', async () => {
    const pool = new pg.Pool({
      connectionString: String(POSTGRES_URL),
      options: `-c search_path=${other}`,
      max: 1,
    });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      const events = (await new CurrentSchemaIntrospector(db).getTables()).find((t) => t.name === 'events');
      expect(events?.columns.map((c) => [c.name, c.isAutoIncrementing, c.isNullable])).toEqual([
        ['id', true, false],
        ['name', false, false],
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('migrates fresh schemas while another client creates and drops schemas with tables', async () => {
    let churning = true;
    let dropped = 0;
    const churn = (async () => {
      while (churning) {
        const name = `nerali_churn_${randomBytes(4).toString('hex')}`;
        await admin.query(`create schema ${name}`);
        await admin.query(`create table ${name}.t (id int primary key, a text, b text, c text)`);
        await admin.query(`drop schema ${name} cascade`);
        dropped += 1;
      }
    })();
    try {
      for (let i = 0; i < 25; i += 1) {
        const test = await freshDatabase('postgres');
        const database = await openDatabase(test.config, silent);
        await database.close();
        await test.cleanup();
      }
    } finally {
      churning = false;
      await churn;
    }
    expect(dropped).toBeGreaterThan(0);
  });
});
