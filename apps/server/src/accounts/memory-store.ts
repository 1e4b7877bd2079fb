/**
 * The account store in memory: STORAGE=memory runs and unit tests. Same contract as the database
 * store (store.ts); nothing survives a restart. Every method copies what it hands out, so a caller
 * cannot change the store by changing a returned object.
 */
import type {
  AccountExtras,
  AccountPatch,
  AccountRecord,
  AccountStore,
  AgreementRecord,
  CreateOutcome,
  IdentityRecord,
  MailRecord,
  NewMail,
  SessionRecord,
  TicketPurpose,
  TicketRecord,
  UpdateOutcome,
  UserData,
} from './store.ts';
import type { JsonObject } from './sync/merge.ts';

const copy = <T>(value: T): T => structuredClone(value);
const nameKey = (name: string) => (name === '' ? null : name.toLowerCase());

export class MemoryAccountStore implements AccountStore {
  private readonly accounts = new Map<string, AccountRecord>();
  private readonly data = new Map<string, UserData>();
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly tickets = new Map<string, TicketRecord>();
  private readonly identities = new Map<string, IdentityRecord>();
  private readonly agreements: AgreementRecord[] = [];
  private readonly mails: MailRecord[] = [];
  private nextMailId = 1;
  /** Per-account chains: updateUserData runs one change after another, as the database's row lock does. */
  private readonly locks = new Map<string, Promise<unknown>>();

  private clash(account: Pick<AccountRecord, 'id' | 'email' | 'name'>): 'emailTaken' | 'nameTaken' | null {
    for (const other of this.accounts.values()) {
      if (other.id === account.id) continue;
      if (account.email !== null && other.email === account.email) return 'emailTaken';
      if (nameKey(account.name) !== null && nameKey(other.name) === nameKey(account.name)) return 'nameTaken';
    }
    return null;
  }

  async createAccount(account: AccountRecord, extras: AccountExtras = {}): Promise<CreateOutcome> {
    const clash = this.clash(account);
    if (clash) return clash;
    if (extras.identity && this.identities.has(identityKey(extras.identity))) return 'identityTaken';
    this.accounts.set(account.id, copy(account));
    this.data.set(account.id, { data: {}, privateData: {}, version: 0 });
    if (extras.identity) this.identities.set(identityKey(extras.identity), copy(extras.identity));
    for (const a of extras.agreements ?? []) this.agreements.push(copy(a));
    for (const t of extras.tickets ?? []) this.tickets.set(t.hash, copy(t));
    for (const m of extras.mails ?? []) await this.enqueueMail(m, m.createdAt);
    if (extras.session) this.sessions.set(extras.session.tokenHash, copy(extras.session));
    return 'created';
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    const account = this.accounts.get(id);
    return account ? copy(account) : null;
  }

  async findAccountByEmail(email: string): Promise<AccountRecord | null> {
    for (const account of this.accounts.values()) if (account.email === email) return copy(account);
    return null;
  }

  async updateAccount(id: string, patch: AccountPatch, atMs: number): Promise<UpdateOutcome> {
    const account = this.accounts.get(id);
    if (!account) return 'missing';
    const next = { ...account, ...copy(patch), updatedAt: atMs };
    const clash = this.clash(next);
    if (clash) return clash;
    this.accounts.set(id, next);
    return 'updated';
  }

  async deleteAccount(id: string): Promise<boolean> {
    if (!this.accounts.delete(id)) return false;
    this.data.delete(id);
    for (const [k, s] of this.sessions) if (s.accountId === id) this.sessions.delete(k);
    for (const [k, t] of this.tickets) if (t.accountId === id) this.tickets.delete(k);
    for (const [k, i] of this.identities) if (i.accountId === id) this.identities.delete(k);
    for (let i = this.agreements.length - 1; i >= 0; i--) {
      if (this.agreements[i]?.accountId === id) this.agreements.splice(i, 1);
    }
    return true;
  }

  async createSession(session: SessionRecord): Promise<void> {
    this.sessions.set(session.tokenHash, copy(session));
  }
  async getSession(tokenHash: string): Promise<SessionRecord | null> {
    const s = this.sessions.get(tokenHash);
    return s ? copy(s) : null;
  }
  async touchSession(tokenHash: string, atMs: number): Promise<void> {
    const s = this.sessions.get(tokenHash);
    if (s) s.lastUsedAt = atMs;
  }
  async deleteSession(tokenHash: string): Promise<boolean> {
    return this.sessions.delete(tokenHash);
  }
  async deleteSessionsOf(accountId: string, keepTokenHash?: string): Promise<number> {
    let n = 0;
    for (const [k, s] of this.sessions) {
      if (s.accountId === accountId && k !== keepTokenHash) {
        this.sessions.delete(k);
        n += 1;
      }
    }
    return n;
  }

  async putTicket(ticket: TicketRecord): Promise<void> {
    this.tickets.set(ticket.hash, copy(ticket));
  }
  async putCode(ticket: TicketRecord & { accountId: string }, keep: number): Promise<void> {
    // Oldest first: by creation time, then in the order stored (the Map's order).
    const others = [...this.tickets.values()]
      .filter(
        (t) => t.accountId === ticket.accountId && t.purpose === ticket.purpose && t.hash !== ticket.hash,
      )
      .sort((a, b) => a.createdAt - b.createdAt);
    for (const t of others.slice(0, Math.max(0, others.length - (keep - 1)))) this.tickets.delete(t.hash);
    this.tickets.set(ticket.hash, copy(ticket));
  }
  async takeTicket(hash: string, purpose: TicketPurpose, nowMs: number): Promise<TicketRecord | null> {
    const t = this.tickets.get(hash);
    if (!t || t.purpose !== purpose) return null;
    this.tickets.delete(hash);
    return t.expiresAt > nowMs ? t : null;
  }
  async deleteTicketsOf(accountId: string, purpose: TicketPurpose): Promise<void> {
    for (const [k, t] of this.tickets)
      if (t.accountId === accountId && t.purpose === purpose) this.tickets.delete(k);
  }

  async getIdentity(issuer: string, subject: string): Promise<IdentityRecord | null> {
    const i = this.identities.get(identityKey({ issuer, subject }));
    return i ? copy(i) : null;
  }
  async addIdentity(identity: IdentityRecord): Promise<boolean> {
    const key = identityKey(identity);
    if (this.identities.has(key)) return false;
    this.identities.set(key, copy(identity));
    return true;
  }

  async addAgreements(agreements: readonly AgreementRecord[]): Promise<void> {
    for (const a of agreements) {
      const same = (b: AgreementRecord) =>
        b.accountId === a.accountId &&
        b.type === a.type &&
        b.version === a.version &&
        b.projectId === a.projectId;
      if (!this.agreements.some(same)) this.agreements.push(copy(a));
    }
  }
  async listAgreements(accountId: string): Promise<AgreementRecord[]> {
    return this.agreements.filter((a) => a.accountId === accountId).map(copy);
  }

  async getUserData(accountId: string): Promise<UserData | null> {
    const d = this.data.get(accountId);
    return d ? copy(d) : null;
  }

  async updateUserData(
    accountId: string,
    change: (current: UserData) => { data: JsonObject; privateData: JsonObject } | null,
  ): Promise<{ value: UserData; changed: boolean } | null> {
    const before = this.locks.get(accountId) ?? Promise.resolve();
    const run = before.then(() => {
      const current = this.data.get(accountId);
      if (!current) return null;
      const next = change(copy(current));
      if (!next) return { value: copy(current), changed: false };
      const value = { ...copy(next), version: current.version + 1 };
      this.data.set(accountId, value);
      return { value: copy(value), changed: true };
    });
    const settled = run.catch(() => undefined);
    this.locks.set(accountId, settled);
    void settled.then(() => {
      if (this.locks.get(accountId) === settled) this.locks.delete(accountId);
    });
    return run;
  }

  async enqueueMail(mail: NewMail, atMs: number): Promise<number> {
    const id = this.nextMailId++;
    this.mails.push({
      ...copy(mail),
      id,
      createdAt: atMs,
      sentAt: null,
      attempts: 0,
      nextAttemptAt: atMs,
      lastError: null,
    });
    return id;
  }
  async claimMails(
    nowMs: number,
    leaseMs: number,
    limit: number,
    maxAttempts: number,
  ): Promise<MailRecord[]> {
    const due = this.mails
      .filter((m) => m.sentAt === null && m.nextAttemptAt <= nowMs && m.attempts < maxAttempts)
      .slice(0, limit);
    for (const m of due) {
      m.attempts += 1;
      m.nextAttemptAt = nowMs + leaseMs;
    }
    return due.map(copy);
  }
  async markMailSent(id: number, atMs: number): Promise<void> {
    const m = this.mails.find((x) => x.id === id);
    if (m) m.sentAt = atMs;
  }
  async markMailFailed(id: number, error: string, nextAttemptAt: number): Promise<void> {
    const m = this.mails.find((x) => x.id === id);
    if (m) {
      m.lastError = error;
      m.nextAttemptAt = nextAttemptAt;
    }
  }
  async listMails(limit: number): Promise<MailRecord[]> {
    return [...this.mails].reverse().slice(0, limit).map(copy);
  }
  async scrubMails(beforeMs: number, deleteBeforeMs: number): Promise<void> {
    for (let i = this.mails.length - 1; i >= 0; i--) {
      const m = this.mails[i];
      if (!m) continue;
      if (m.createdAt < deleteBeforeMs) this.mails.splice(i, 1);
      else if (m.sentAt !== null && m.sentAt < beforeMs) {
        m.text = '';
        m.html = '';
      }
    }
  }

  async purgeExpired(nowMs: number, sessionIdleMs: number, sessionMaxMs: number): Promise<void> {
    for (const [k, t] of this.tickets) if (t.expiresAt <= nowMs) this.tickets.delete(k);
    for (const [k, s] of this.sessions) {
      if (s.lastUsedAt <= nowMs - sessionIdleMs || s.createdAt <= nowMs - sessionMaxMs)
        this.sessions.delete(k);
    }
  }
}

function identityKey(i: Pick<IdentityRecord, 'issuer' | 'subject'>): string {
  return `${i.issuer}\u0000${i.subject}`;
}
