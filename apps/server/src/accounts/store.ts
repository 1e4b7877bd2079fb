/**
 * What the account service keeps, and the seam to where it is kept: the database (migration
 * 0004-accounts, `database-store.ts`) or memory (`memory-store.ts`, STORAGE=memory and unit tests).
 * Times are unix milliseconds. Secrets are never stored: sessions and codes by their SHA-256, passwords
 * as argon2id hashes.
 */
import type { AccountStatus } from './constants.ts';
import type { JsonObject } from './sync/merge.ts';

export type Lang = 'ta' | 'en';

export interface MarketingAnswer {
  marketing: boolean;
  thirdParties: boolean;
  answeredAt: number;
  /** The statement answered: BASIC_INITIAL ... or CONSENT (changed in the settings). */
  variant: string;
}

export interface AccountRecord {
  id: string;
  /** Lower case; null for a social account whose provider gave none (we refuse those: XE7). */
  email: string | null;
  emailVerified: boolean;
  /** A new address waiting for its verifyEmail code. */
  pendingEmail: string | null;
  /** '' when none. Unique, ignoring case. */
  name: string;
  passwordHash: string | null;
  status: AccountStatus;
  lang: Lang;
  createdAt: number;
  updatedAt: number;
  appVersion: string | null;
  platform: string | null;
  marketing: MarketingAnswer | null;
}

export type AccountPatch = Partial<
  Pick<
    AccountRecord,
    | 'email'
    | 'emailVerified'
    | 'pendingEmail'
    | 'name'
    | 'passwordHash'
    | 'status'
    | 'lang'
    | 'appVersion'
    | 'platform'
    | 'marketing'
  >
>;

export interface UserData {
  data: JsonObject;
  privateData: JsonObject;
  /** Raised by every change that changed something. */
  version: number;
}

export interface SessionRecord {
  tokenHash: string;
  accountId: string;
  kind: 'password' | 'provider';
  createdAt: number;
  lastUsedAt: number;
}

export type TicketPurpose =
  'verifyAccount' | 'verifyEmail' | 'forgottenPassword' | 'socialFlow' | 'socialSignin';

export interface TicketRecord {
  /** SHA-256 of the code or ticket. */
  hash: string;
  purpose: TicketPurpose;
  accountId: string | null;
  payload: JsonObject;
  createdAt: number;
  expiresAt: number;
}

export interface IdentityRecord {
  /** The provider's issuer (an OpenID issuer URL, or https://www.facebook.com). */
  issuer: string;
  subject: string;
  accountId: string;
  email: string | null;
  createdAt: number;
}

export interface AgreementRecord {
  accountId: string;
  type: 'tou' | 'pp';
  version: string;
  projectId: number;
  agreedAt: number;
}

export type MailKind =
  'verify' | 'verifyEmail' | 'forgottenPassword' | 'passwordChanged' | 'deleteAccount' | 'social' | 'notice';

export interface NewMail {
  recipient: string;
  kind: MailKind;
  lang: Lang;
  subject: string;
  text: string;
  html: string;
}

export interface MailRecord extends NewMail {
  id: number;
  createdAt: number;
  sentAt: number | null;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export type CreateOutcome = 'created' | 'emailTaken' | 'nameTaken' | 'identityTaken';
export type UpdateOutcome = 'updated' | 'missing' | 'emailTaken' | 'nameTaken';

/** Things created with an account, in the same transaction. */
export interface AccountExtras {
  agreements?: AgreementRecord[];
  tickets?: TicketRecord[];
  mails?: (NewMail & { createdAt: number })[];
  identity?: IdentityRecord;
  session?: SessionRecord;
}

export interface AccountStore {
  createAccount(account: AccountRecord, extras?: AccountExtras): Promise<CreateOutcome>;
  getAccount(id: string): Promise<AccountRecord | null>;
  findAccountByEmail(email: string): Promise<AccountRecord | null>;
  updateAccount(id: string, patch: AccountPatch, atMs: number): Promise<UpdateOutcome>;
  /** Removes the account and everything of it (sessions, codes, identities, agreements, data). */
  deleteAccount(id: string): Promise<boolean>;

  createSession(session: SessionRecord): Promise<void>;
  getSession(tokenHash: string): Promise<SessionRecord | null>;
  touchSession(tokenHash: string, atMs: number): Promise<void>;
  deleteSession(tokenHash: string): Promise<boolean>;
  /** Ends every session of an account but `keepTokenHash`; returns how many ended. */
  deleteSessionsOf(accountId: string, keepTokenHash?: string): Promise<number>;

  putTicket(ticket: TicketRecord): Promise<void>;
  /**
   * Stores a mailed code and drops the account's other codes of its purpose beyond the `keep` newest
   * (the new one counts): earlier codes still in the inbox keep working (service/auth.ts `mailCode`).
   */
  putCode(ticket: TicketRecord & { accountId: string }, keep: number): Promise<void>;
  /** Removes and returns a ticket of this purpose if it exists and has not expired (single use). */
  takeTicket(hash: string, purpose: TicketPurpose, nowMs: number): Promise<TicketRecord | null>;
  deleteTicketsOf(accountId: string, purpose: TicketPurpose): Promise<void>;

  getIdentity(issuer: string, subject: string): Promise<IdentityRecord | null>;
  /** False when this (issuer, subject) already belongs to an account. */
  addIdentity(identity: IdentityRecord): Promise<boolean>;

  addAgreements(agreements: readonly AgreementRecord[]): Promise<void>;
  listAgreements(accountId: string): Promise<AgreementRecord[]>;

  getUserData(accountId: string): Promise<UserData | null>;
  /**
   * Read, change and write one user's data atomically (concurrent calls for the same user run one
   * after the other). `change` returns the new data, or null for "nothing changed" (no write).
   * Null when the account does not exist.
   */
  updateUserData(
    accountId: string,
    change: (current: UserData) => { data: JsonObject; privateData: JsonObject } | null,
  ): Promise<{ value: UserData; changed: boolean } | null>;

  enqueueMail(mail: NewMail, atMs: number): Promise<number>;
  /**
   * Takes up to `limit` mails due for sending and holds them for `leaseMs` (so another process does not
   * take them too); each taken mail's `attempts` is counted up.
   */
  claimMails(nowMs: number, leaseMs: number, limit: number, maxAttempts: number): Promise<MailRecord[]>;
  markMailSent(id: number, atMs: number): Promise<void>;
  markMailFailed(id: number, error: string, nextAttemptAt: number): Promise<void>;
  /** The newest mails first. */
  listMails(limit: number): Promise<MailRecord[]>;
  /** Forgets the text of mails sent before `beforeMs` and deletes mails older than `deleteBeforeMs`. */
  scrubMails(beforeMs: number, deleteBeforeMs: number): Promise<void>;

  /** Drops expired codes and tickets and sessions idle or older than allowed. */
  purgeExpired(nowMs: number, sessionIdleMs: number, sessionMaxMs: number): Promise<void>;
}
