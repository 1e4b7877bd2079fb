/**
 * Secrets of the account service: random tokens and codes, their stored digests, and password hashes.
 *
 * - Session tokens (`hash` in the spec's `{id, hash}`): 32 random bytes (256 bits), base64url. Stored
 *   only as SHA-256: a token is random, so a fast digest is enough; a stolen table gives no token.
 * - Emailed codes: 20 random bytes as 40 lowercase hex characters (spec 2 §5), stored as SHA-256.
 * - Passwords: argon2id (RFC 9106) through @node-rs/argon2, m = 19 MiB, t = 2, p = 1: OWASP's minimum
 *   for argon2id. About 40 ms of a libuv thread on the 2-core reference machine; the hash string
 *   carries its parameters, so raising them later needs no migration (`needsRehash`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash as argonHash, verify as argonVerify } from '@node-rs/argon2';

export const ARGON2_PARAMS = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

/** A session token: 256 bits. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** An emailed code: 160 bits as 40 lowercase hex characters. */
export function newCode(): string {
  return randomBytes(20).toString('hex');
}

/** Ids of accounts: 16 characters [a-z0-9] (about 82 bits): not guessable, safe in push subjects. */
export function newAccountId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(16);
  let id = '';
  // 256 is not a multiple of 36: the first letters are a little more likely. It is an identifier,
  // not a secret, so the bias does not matter.
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

/** The stored form of a token or code. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a hash we cannot read. */
  verify(stored: string, password: string): Promise<boolean>;
  /**
   * The same work as `verify` for a sign-in whose account does not exist or has no password, so that
   * answer takes as long as a wrong password (no account enumeration by timing).
   */
  verifyNothing(password: string): Promise<void>;
  /** True when a stored hash was made with weaker parameters than today's. */
  needsRehash(stored: string): boolean;
}

export function argon2Hasher(params: typeof ARGON2_PARAMS = ARGON2_PARAMS): PasswordHasher {
  let dummy: Promise<string> | null = null;
  const wanted = `$argon2id$v=19$m=${params.memoryCost},t=${params.timeCost},p=${params.parallelism}$`;
  return {
    hash: (password) => argonHash(password, params),
    async verify(stored, password) {
      if (!stored.startsWith('$argon2')) return false;
      try {
        return await argonVerify(stored, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= argonHash(randomBytes(16).toString('hex'), params);
      await argonVerify(await dummy, password).catch(() => false);
    },
    needsRehash: (stored) => !stored.startsWith(wanted),
  };
}
