/**
 * The account store in PostgreSQL or PGlite (migration 0004-accounts), through Kysely. Uniqueness
 * (e-mail, nickname, social identity) is the database's: a clash is a unique violation, turned into an
 * outcome, so two concurrent registrations of one address cannot both succeed.
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DatabaseSchema } from '../storage/schema.ts';
import type { AccountStatus } from './constants.ts';
import type { AccountTables } from './db-schema.ts';
import type {
  AccountExtras,
  AccountPatch,
  AccountRecord,
  AccountStore,
  AgreementRecord,
  CreateOutcome,
  IdentityRecord,
  Lang,
  MailKind,
  MailRecord,
  NewMail,
  SessionRecord,
  TicketPurpose,
  TicketRecord,
  UpdateOutcome,
  UserData,
} from './store.ts';
import type { JsonObject } from './sync/merge.ts';

type Db = Kysely<AccountTables>;

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}

function clashOf(constraint: string): 'emailTaken' | 'nameTaken' | 'identityTaken' | null {
  if (constraint.startsWith('accounts_email')) return 'emailTaken';
  if (constraint.startsWith('accounts_name_key')) return 'nameTaken';
  if (constraint.startsWith('account_identities')) return 'identityTaken';
  return null;
}

const nameKey = (name: string) => (name === '' ? null : name.toLowerCase());

type AccountRow = Awaited<ReturnType<DatabaseAccountStore['selectAccount']>>;

function toAccount(row: NonNullable<AccountRow>): AccountRecord {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    pendingEmail: row.pending_email,
    name: row.name,
    passwordHash: row.password_hash,
    status: row.status as AccountStatus,
    lang: row.lang as Lang,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    appVersion: row.app_version,
    platform: row.platform,
    marketing: row.marketing,
  };
}

function toMail(row: {
  id: string;
  recipient: string;
  kind: string;
  lang: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
}): MailRecord {
  return {
    id: Number(row.id),
    recipient: row.recipient,
    kind: row.kind as MailKind,
    lang: row.lang as Lang,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    attempts: row.attempts,
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
  };
}

const mailValues = (mail: NewMail, atMs: number) => ({
  recipient: mail.recipient,
  kind: mail.kind,
  lang: mail.lang,
  subject: mail.subject,
  body_text: mail.text,
  body_html: mail.html,
  created_at: atMs,
  next_attempt_at: atMs,
});

export class DatabaseAccountStore implements AccountStore {
  private readonly db: Db;

  constructor(db: Kysely<DatabaseSchema>) {
    this.db = db.withTables<AccountTables>() as unknown as Db;
  }

  selectAccount(db: Db | Transaction<AccountTables>, where: { id?: string; email?: string }) {
    let query = db
      .selectFrom('accounts')
      .select([
        'id',
        'email',
        'email_verified',
        'pending_email',
        'name',
        'password_hash',
        'status',
        'lang',
        'created_at',
        'updated_at',
        'app_version',
        'platform',
        'marketing',
      ]);
    if (where.id !== undefined) query = query.where('id', '=', where.id);
    if (where.email !== undefined) query = query.where('email', '=', where.email);
    return query.executeTakeFirst();
  }

  async createAccount(account: AccountRecord, extras: AccountExtras = {}): Promise<CreateOutcome> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('accounts')
          .values({
            id: account.id,
            email: account.email,
            email_verified: account.emailVerified,
            pending_email: account.pendingEmail,
            name: account.name,
            name_key: nameKey(account.name),
            password_hash: account.passwordHash,
            status: account.status,
            lang: account.lang,
            created_at: account.createdAt,
            updated_at: account.updatedAt,
            app_version: account.appVersion,
            platform: account.platform,
            marketing: account.marketing ? JSON.stringify(account.marketing) : null,
          })
          .execute();
        if (extras.identity) await this.insertIdentity(trx, extras.identity);
        if (extras.agreements?.length) await this.insertAgreements(trx, extras.agreements);
        for (const t of extras.tickets ?? []) await this.insertTicket(trx, t);
        for (const m of extras.mails ?? [])
          await trx.insertInto('account_mails').values(mailValues(m, m.createdAt)).execute();
        if (extras.session) await this.insertSession(trx, extras.session);
      });
      return 'created';
    } catch (err) {
      const constraint = uniqueViolation(err);
      const clash = constraint === null ? null : clashOf(constraint);
      if (clash) return clash;
      throw err;
    }
  }

  async getAccount(id: string): Promise<AccountRecord | null> {
    const row = await this.selectAccount(this.db, { id });
    return row ? toAccount(row) : null;
  }

  async findAccountByEmail(email: string): Promise<AccountRecord | null> {
    const row = await this.selectAccount(this.db, { email });
    return row ? toAccount(row) : null;
  }

  async updateAccount(id: string, patch: AccountPatch, atMs: number): Promise<UpdateOutcome> {
    const set: Record<string, unknown> = { updated_at: atMs };
    if (patch.email !== undefined) set.email = patch.email;
    if (patch.emailVerified !== undefined) set.email_verified = patch.emailVerified;
    if (patch.pendingEmail !== undefined) set.pending_email = patch.pendingEmail;
    if (patch.name !== undefined) {
      set.name = patch.name;
      set.name_key = nameKey(patch.name);
    }
    if (patch.passwordHash !== undefined) set.password_hash = patch.passwordHash;
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.lang !== undefined) set.lang = patch.lang;
    if (patch.appVersion !== undefined) set.app_version = patch.appVersion;
    if (patch.platform !== undefined) set.platform = patch.platform;
    if (patch.marketing !== undefined)
      set.marketing = patch.marketing ? JSON.stringify(patch.marketing) : null;
    try {
      const row = await this.db
        .updateTable('accounts')
        .set(set)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row ? 'updated' : 'missing';
    } catch (err) {
      const constraint = uniqueViolation(err);
      const clash = constraint === null ? null : clashOf(constraint);
      if (clash === 'emailTaken' || clash === 'nameTaken') return clash;
      throw err;
    }
  }

  async deleteAccount(id: string): Promise<boolean> {
    // Sessions, tickets, identities and agreements go with it (on delete cascade).
    const row = await this.db.deleteFrom('accounts').where('id', '=', id).returning('id').executeTakeFirst();
    return row !== undefined;
  }

  private insertSession(db: Db | Transaction<AccountTables>, s: SessionRecord) {
    return db
      .insertInto('account_sessions')
      .values({
        token_hash: s.tokenHash,
        account_id: s.accountId,
        kind: s.kind,
        created_at: s.createdAt,
        last_used_at: s.lastUsedAt,
      })
      .execute();
  }

  async createSession(session: SessionRecord): Promise<void> {
    await this.insertSession(this.db, session);
  }

  async getSession(tokenHash: string): Promise<SessionRecord | null> {
    const row = await this.db
      .selectFrom('account_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      accountId: row.account_id,
      kind: row.kind as SessionRecord['kind'],
      createdAt: Number(row.created_at),
      lastUsedAt: Number(row.last_used_at),
    };
  }

  async touchSession(tokenHash: string, atMs: number): Promise<void> {
    await this.db
      .updateTable('account_sessions')
      .set({ last_used_at: atMs })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async deleteSession(tokenHash: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('account_sessions')
      .where('token_hash', '=', tokenHash)
      .returning('token_hash')
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteSessionsOf(accountId: string, keepTokenHash?: string): Promise<number> {
    let query = this.db.deleteFrom('account_sessions').where('account_id', '=', accountId);
    if (keepTokenHash !== undefined) query = query.where('token_hash', '!=', keepTokenHash);
    const rows = await query.returning('token_hash').execute();
    return rows.length;
  }

  private insertTicket(db: Db | Transaction<AccountTables>, t: TicketRecord) {
    return db
      .insertInto('account_tickets')
      .values({
        hash: t.hash,
        purpose: t.purpose,
        account_id: t.accountId,
        payload: JSON.stringify(t.payload),
        created_at: t.createdAt,
        expires_at: t.expiresAt,
      })
      .execute();
  }

  async putTicket(ticket: TicketRecord): Promise<void> {
    await this.insertTicket(this.db, ticket);
  }

  async putCode(ticket: TicketRecord & { accountId: string }, keep: number): Promise<void> {
    // Concurrent calls do not see each other's new code, so each keeps its own: a few codes over `keep`
    // for a while, bounded by the recipient's mail cap (a code is made only with a mail slot) and
    // dropped by the next call or by expiry. Codes of the same millisecond are kept by hash order.
    await this.db.transaction().execute(async (trx) => {
      const kept = trx
        .selectFrom('account_tickets')
        .select('hash')
        .where('account_id', '=', ticket.accountId)
        .where('purpose', '=', ticket.purpose)
        .orderBy('created_at', 'desc')
        .orderBy('hash')
        .limit(Math.max(0, keep - 1));
      await trx
        .deleteFrom('account_tickets')
        .where('account_id', '=', ticket.accountId)
        .where('purpose', '=', ticket.purpose)
        .where('hash', 'not in', kept)
        .execute();
      await this.insertTicket(trx, ticket);
    });
  }

  async takeTicket(hash: string, purpose: TicketPurpose, nowMs: number): Promise<TicketRecord | null> {
    // One statement: of two concurrent uses of a code, exactly one gets the row.
    const row = await this.db
      .deleteFrom('account_tickets')
      .where('hash', '=', hash)
      .where('purpose', '=', purpose)
      .returningAll()
      .executeTakeFirst();
    if (!row || Number(row.expires_at) <= nowMs) return null;
    return {
      hash: row.hash,
      purpose: row.purpose as TicketPurpose,
      accountId: row.account_id,
      payload: row.payload,
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
    };
  }

  async deleteTicketsOf(accountId: string, purpose: TicketPurpose): Promise<void> {
    await this.db
      .deleteFrom('account_tickets')
      .where('account_id', '=', accountId)
      .where('purpose', '=', purpose)
      .execute();
  }

  private insertIdentity(db: Db | Transaction<AccountTables>, i: IdentityRecord) {
    return db
      .insertInto('account_identities')
      .values({
        issuer: i.issuer,
        subject: i.subject,
        account_id: i.accountId,
        email: i.email,
        created_at: i.createdAt,
      })
      .execute();
  }

  async getIdentity(issuer: string, subject: string): Promise<IdentityRecord | null> {
    const row = await this.db
      .selectFrom('account_identities')
      .selectAll()
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row
      ? {
          issuer: row.issuer,
          subject: row.subject,
          accountId: row.account_id,
          email: row.email,
          createdAt: Number(row.created_at),
        }
      : null;
  }

  async addIdentity(identity: IdentityRecord): Promise<boolean> {
    try {
      await this.insertIdentity(this.db, identity);
      return true;
    } catch (err) {
      if (uniqueViolation(err) !== null) return false;
      throw err;
    }
  }

  private insertAgreements(db: Db | Transaction<AccountTables>, list: readonly AgreementRecord[]) {
    return db
      .insertInto('account_agreements')
      .values(
        list.map((a) => ({
          account_id: a.accountId,
          type: a.type,
          version: a.version,
          project_id: a.projectId,
          agreed_at: a.agreedAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async addAgreements(agreements: readonly AgreementRecord[]): Promise<void> {
    if (agreements.length > 0) await this.insertAgreements(this.db, agreements);
  }

  async listAgreements(accountId: string): Promise<AgreementRecord[]> {
    const rows = await this.db
      .selectFrom('account_agreements')
      .selectAll()
      .where('account_id', '=', accountId)
      .execute();
    return rows.map((r) => ({
      accountId: r.account_id,
      type: r.type as AgreementRecord['type'],
      version: r.version,
      projectId: r.project_id,
      agreedAt: Number(r.agreed_at),
    }));
  }

  async getUserData(accountId: string): Promise<UserData | null> {
    const row = await this.db
      .selectFrom('accounts')
      .select(['data', 'private_data', 'data_version'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row ? { data: row.data, privateData: row.private_data, version: row.data_version } : null;
  }

  async updateUserData(
    accountId: string,
    change: (current: UserData) => { data: JsonObject; privateData: JsonObject } | null,
  ): Promise<{ value: UserData; changed: boolean } | null> {
    return this.db.transaction().execute(async (trx) => {
      // The row lock orders concurrent syncs of one user; other users are not held up.
      const row = await trx
        .selectFrom('accounts')
        .select(['data', 'private_data', 'data_version'])
        .where('id', '=', accountId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      const current: UserData = { data: row.data, privateData: row.private_data, version: row.data_version };
      const next = change(current);
      if (!next) return { value: current, changed: false };
      const version = current.version + 1;
      await trx
        .updateTable('accounts')
        .set({
          data: JSON.stringify(next.data),
          private_data: JSON.stringify(next.privateData),
          data_version: version,
        })
        .where('id', '=', accountId)
        .execute();
      return { value: { ...next, version }, changed: true };
    });
  }

  async enqueueMail(mail: NewMail, atMs: number): Promise<number> {
    const row = await this.db
      .insertInto('account_mails')
      .values(mailValues(mail, atMs))
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async claimMails(
    nowMs: number,
    leaseMs: number,
    limit: number,
    maxAttempts: number,
  ): Promise<MailRecord[]> {
    // SKIP LOCKED: several servers on one PostgreSQL each take different mails.
    const { rows } = await sql<Parameters<typeof toMail>[0]>`
      update account_mails set attempts = attempts + 1, next_attempt_at = ${nowMs + leaseMs}
      where id in (
        select id from account_mails
        where sent_at is null and next_attempt_at <= ${nowMs} and attempts < ${maxAttempts}
        order by id limit ${limit} for update skip locked
      )
      returning *`.execute(this.db);
    return rows.map(toMail).sort((a, b) => a.id - b.id);
  }

  async markMailSent(id: number, atMs: number): Promise<void> {
    await this.db
      .updateTable('account_mails')
      .set({ sent_at: atMs, last_error: null })
      .where('id', '=', String(id))
      .execute();
  }

  async markMailFailed(id: number, error: string, nextAttemptAt: number): Promise<void> {
    await this.db
      .updateTable('account_mails')
      .set({ last_error: error.slice(0, 500), next_attempt_at: nextAttemptAt })
      .where('id', '=', String(id))
      .execute();
  }

  async listMails(limit: number): Promise<MailRecord[]> {
    const rows = await this.db
      .selectFrom('account_mails')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toMail);
  }

  async scrubMails(beforeMs: number, deleteBeforeMs: number): Promise<void> {
    await this.db.deleteFrom('account_mails').where('created_at', '<', String(deleteBeforeMs)).execute();
    await this.db
      .updateTable('account_mails')
      .set({ body_text: '', body_html: '' })
      .where('sent_at', '<', String(beforeMs))
      .where('body_text', '!=', '')
      .execute();
  }

  async purgeExpired(nowMs: number, sessionIdleMs: number, sessionMaxMs: number): Promise<void> {
    await this.db.deleteFrom('account_tickets').where('expires_at', '<=', String(nowMs)).execute();
    await this.db
      .deleteFrom('account_sessions')
      .where((eb) =>
        eb.or([
          eb('last_used_at', '<=', String(nowMs - sessionIdleMs)),
          eb('created_at', '<=', String(nowMs - sessionMaxMs)),
        ]),
      )
      .execute();
  }
}
