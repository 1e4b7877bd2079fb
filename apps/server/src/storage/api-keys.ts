/**
 * API keys of data providers: `nrl_{id}_{secret}`, the id (12 characters, a-z0-9) names the key in
 * logs and in the CLI, the secret is 32 random bytes in base64url. Only an scrypt hash of the secret
 * is stored, with its own salt; the key itself is shown once, when it is created.
 *
 * Cost: scrypt at N=2^14 takes about 40 ms of a libuv thread. Checking it on every ingest request
 * would cap the API near 100 requests/s per core, so a key that verified once is remembered (by the
 * SHA-256 of the presented key, in this process only) and later requests cost a hash and the lookup of
 * the record, which still catches a revocation at once. The secret has 256 bits: the slow hash guards
 * a stolen database, not guessing.
 */
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';
import type { ApiKeyRecord, ApiKeyStore } from './ports.ts';

export const API_KEY_PREFIX = 'nrl_';
export const API_KEY_ID_LENGTH = 12;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_BYTES = 32;
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, keyLength: 32, saltBytes: 16 } as const;
/** Providers name their own ids' namespace: short, lower case, safe in logs and URLs. */
export const PROVIDER_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function newKeyId(): string {
  let id = '';
  for (let i = 0; i < API_KEY_ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Splits a presented key; null if it is not shaped like one of ours. */
export function parseApiKey(presented: string): { id: string; secret: string } | null {
  const rest = presented.startsWith(API_KEY_PREFIX) ? presented.slice(API_KEY_PREFIX.length) : null;
  if (rest === null || rest[API_KEY_ID_LENGTH] !== '_') return null;
  const id = rest.slice(0, API_KEY_ID_LENGTH);
  const secret = rest.slice(API_KEY_ID_LENGTH + 1);
  if (!/^[a-z0-9]+$/.test(id) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { id, secret };
}

function scryptAsync(
  secret: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, SCRYPT.keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so they can be raised. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  const hash = await scryptAsync(secret, salt, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function secretMatches(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Makes a key and stores its record; the returned `key` is the only copy of the secret. */
export async function createApiKey(
  store: ApiKeyStore,
  input: { provider: string; label: string; nowMs: number },
): Promise<{ key: string; record: ApiKeyRecord }> {
  if (!PROVIDER_NAME.test(input.provider)) {
    throw new Error(`provider must match ${PROVIDER_NAME.source}, got ${JSON.stringify(input.provider)}`);
  }
  const id = newKeyId();
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const record: ApiKeyRecord = {
    id,
    provider: input.provider,
    label: input.label,
    secretHash: await hashSecret(secret),
    createdAt: input.nowMs,
    revokedAt: null,
  };
  await store.create(record);
  return { key: `${API_KEY_PREFIX}${id}_${secret}`, record };
}

/** Keys that verified, by SHA-256 of the presented key: the hash they verified against. */
const verified = new Map<string, string>();
const VERIFIED_MAX = 1024;

/**
 * The record of a valid, unrevoked key, or null (unknown id, wrong secret, revoked, malformed).
 * The secret is compared in constant time (timingSafeEqual over the scrypt outputs).
 */
export async function verifyApiKey(store: ApiKeyStore, presented: string): Promise<ApiKeyRecord | null> {
  const parsed = parseApiKey(presented);
  if (!parsed) return null;
  const record = await store.get(parsed.id);
  if (!record || record.revokedAt !== null) return null;
  const digest = createHash('sha256').update(presented).digest('base64url');
  if (verified.get(digest) === record.secretHash) return record;
  if (!(await secretMatches(parsed.secret, record.secretHash))) return null;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(digest, record.secretHash);
  return record;
}

export class DatabaseApiKeyStore implements ApiKeyStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(record: ApiKeyRecord): Promise<void> {
    const inserted = await this.db
      .insertInto('api_keys')
      .values({
        id: record.id,
        provider: record.provider,
        label: record.label,
        secret_hash: record.secretHash,
        created_at: record.createdAt,
        revoked_at: record.revokedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new Error(`api key ${record.id} exists`);
  }

  async get(id: string): Promise<ApiKeyRecord | null> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async list(): Promise<ApiKeyRecord[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async revoke(id: string, atMs: number): Promise<boolean> {
    const row = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: atMs })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}

function toRecord(row: {
  id: string;
  provider: string;
  label: string;
  secret_hash: string;
  created_at: string;
  revoked_at: string | null;
}): ApiKeyRecord {
  return {
    id: row.id,
    provider: row.provider,
    label: row.label,
    secretHash: row.secret_hash,
    createdAt: Number(row.created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  };
}
