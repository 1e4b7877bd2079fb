/**
 * Sessions, the spec's `{id, hash}` (spec 2 §3, §6): `id` is the account id, `hash` a random token of
 * 256 bits that only the browser holds; we keep its SHA-256. A session ends at logout, when the account
 * is deleted, after a password reset (all of them) or change (the others, if asked), when unused for
 * `sessionIdleMs`, and `sessionMaxMs` after sign-in whatever happens.
 */
import { SESSION_TOUCH_MS } from './constants.ts';
import { digest, newSessionToken, sameDigest } from './crypto.ts';
import type { AccountRecord, AccountStore, SessionRecord } from './store.ts';

export interface SignedIn {
  account: AccountRecord;
  session: SessionRecord;
}

export interface SessionLifetimes {
  sessionIdleMs: number;
  sessionMaxMs: number;
}

/** A token is base64url of 32 bytes: 43 characters. Anything else is not worth a lookup. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const ID_RE = /^[a-z0-9]{16}$/;

export class Sessions {
  constructor(
    private readonly store: AccountStore,
    private readonly lifetimes: SessionLifetimes,
    private readonly clock: () => number,
  ) {}

  /** A new session record and its token (the token is returned once, here). */
  make(accountId: string, kind: SessionRecord['kind']): { token: string; record: SessionRecord } {
    const token = newSessionToken();
    const now = this.clock();
    return { token, record: { tokenHash: digest(token), accountId, kind, createdAt: now, lastUsedAt: now } };
  }

  async create(accountId: string, kind: SessionRecord['kind']): Promise<string> {
    const { token, record } = this.make(accountId, kind);
    await this.store.createSession(record);
    return token;
  }

  /** The account and session of `{id, hash}`, or null (unknown, expired, or another account's token). */
  async authenticate(id: unknown, hash: unknown): Promise<SignedIn | null> {
    if (typeof id !== 'string' || typeof hash !== 'string' || !ID_RE.test(id) || !TOKEN_RE.test(hash))
      return null;
    const tokenHash = digest(hash);
    const session = await this.store.getSession(tokenHash);
    if (!session || !sameDigest(session.tokenHash, tokenHash) || session.accountId !== id) return null;
    const now = this.clock();
    if (
      session.lastUsedAt <= now - this.lifetimes.sessionIdleMs ||
      session.createdAt <= now - this.lifetimes.sessionMaxMs
    ) {
      await this.store.deleteSession(tokenHash);
      return null;
    }
    const account = await this.store.getAccount(id);
    if (!account) return null;
    if (now - session.lastUsedAt >= SESSION_TOUCH_MS) {
      await this.store.touchSession(tokenHash, now);
      session.lastUsedAt = now;
    }
    return { account, session };
  }

  async end(hash: string): Promise<boolean> {
    return this.store.deleteSession(digest(hash));
  }
}
