import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, DatabaseApiKeyStore, parseApiKey, verifyApiKey } from './api-keys.ts';
import { type Database, openDatabase } from './database.ts';
import { MemoryApiKeyStore } from './ports.ts';
import { freshDatabase, TARGETS, type TestDatabase, unavailable } from './testing/databases.ts';

const silent = { info() {}, warn() {}, error() {} };
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

for (const kind of TARGETS) {
  describe.skipIf(unavailable(kind))(`API keys on ${kind}`, () => {
    let test: TestDatabase;
    let database: Database;

    beforeAll(async () => {
      test = await freshDatabase(kind);
      database = await openDatabase(test.config, silent);
    });
    afterAll(async () => {
      await database?.close();
      await test?.cleanup();
    });

    async function store() {
      await sql`truncate api_keys`.execute(database.db);
      return new DatabaseApiKeyStore(database.db);
    }

    it('verifies a created key and nothing else', async () => {
      const keys = await store();
      const { key, record } = await createApiKey(keys, {
        provider: 'acme',
        label: 'Acme feed',
        nowMs: 1_000,
      });
      expect(key).toMatch(/^nrl_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
      expect(record.secretHash).not.toContain(key.slice(-43));
      expect(await keys.get(record.id)).toEqual(record);
      expect(await verifyApiKey(keys, key)).toEqual(record);
      expect(await verifyApiKey(keys, key)).toEqual(record); // the remembered path

      const wrongSecret = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      expect(await verifyApiKey(keys, wrongSecret)).toBeNull();
      expect(await verifyApiKey(keys, key.replace(record.id, 'zzzzzzzzzzzz'))).toBeNull();
      expect(await verifyApiKey(keys, `${key}x`)).toBeNull();
      expect(await verifyApiKey(keys, '')).toBeNull();
    });

    it('refuses a revoked key at once, also one that verified before', async () => {
      const keys = await store();
      const { key, record } = await createApiKey(keys, { provider: 'acme', label: 'Acme', nowMs: 1_000 });
      const other = await createApiKey(keys, { provider: 'beta', label: 'Beta', nowMs: 2_000 });
      expect(await verifyApiKey(keys, key)).not.toBeNull();
      expect(await keys.revoke(record.id, 5_000)).toBe(true);
      expect(await keys.revoke(record.id, 6_000)).toBe(false);
      expect(await keys.revoke('nosuchkey000', 6_000)).toBe(false);
      expect(await verifyApiKey(keys, key)).toBeNull();
      expect(await verifyApiKey(keys, other.key)).toEqual(other.record);
      expect(await keys.list()).toEqual([{ ...record, revokedAt: 5_000 }, other.record]);
    });

    it('refuses a second record with the same id', async () => {
      const keys = await store();
      const { record } = await createApiKey(keys, { provider: 'acme', label: 'Acme', nowMs: 1_000 });
      await expect(keys.create(record)).rejects.toThrow('exists');
    });
  });
}

describe('API keys', () => {
  it('rejects provider names that would not be safe in ids and logs', async () => {
    await expect(
      createApiKey(new MemoryApiKeyStore(), { provider: 'Acme Feed', label: 'x', nowMs: 0 }),
    ).rejects.toThrow('provider');
  });

  it('parses only keys of our shape', () => {
    const secret = 'a'.repeat(43);
    expect(parseApiKey(`nrl_abcdefghijkl_${secret}`)).toEqual({ id: 'abcdefghijkl', secret });
    expect(parseApiKey(`nrl_abcdefghijk_${secret}`)).toBeNull();
    expect(parseApiKey(`xyz_abcdefghijkl_${secret}`)).toBeNull();
    expect(parseApiKey(`nrl_abcdefghijkl_${secret.slice(1)}`)).toBeNull();
  });
});

describe('apikey CLI on PGlite', () => {
  const run = (dataDir: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/apikey.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('creates a key that verifies, lists and revokes it, and keeps off a directory in use', async () => {
    const test = await freshDatabase('pglite');
    try {
      const created = await run(test.config.dataDir, 'create', '--provider', 'acme', '--label', 'Acme feed');
      const key = created.stdout.trim();
      expect(key).toMatch(/^nrl_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
      const id = parseApiKey(key)?.id ?? '';
      expect((await run(test.config.dataDir, 'list')).stdout).toMatch(
        new RegExp(`${id}\\s+acme .* active\\s+Acme feed`),
      );

      // A running server holds the directory: the CLI refuses rather than corrupting it.
      const database = await openDatabase(test.config, silent);
      try {
        expect(await verifyApiKey(new DatabaseApiKeyStore(database.db), key)).not.toBeNull();
        await expect(run(test.config.dataDir, 'revoke', id)).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('is in use by process'),
        });
      } finally {
        await database.close();
      }

      await run(test.config.dataDir, 'revoke', id);
      const after = await openDatabase(test.config, silent);
      try {
        expect(await verifyApiKey(new DatabaseApiKeyStore(after.db), key)).toBeNull();
      } finally {
        await after.close();
      }
      await expect(run(test.config.dataDir, 'create', '--provider', 'acme')).rejects.toMatchObject({
        code: 2,
      });
    } finally {
      await test.cleanup();
    }
    // Each run starts Node, tsx and PGlite: about 2 s (4 runs).
  }, 60_000);
});
