/**
 * Accounts and identity (apps/server/src/accounts/, docs/accounts.md): accounts with their synced
 * data, sessions, single-use codes and tickets, social identities, terms agreements and the mail
 * outbox. Secrets are never stored: sessions and codes as SHA-256, passwords as argon2id.
 * The feed engine never reads these tables.
 *
 * WARNING: a migration that has run on some database never changes; a change is a new file.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pending_email', 'text')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    // lower(name), null when there is none: nicknames are unique ignoring case.
    .addColumn('name_key', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('app_version', 'text')
    .addColumn('platform', 'text')
    .addColumn('marketing', 'jsonb')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('private_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('account_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_sessions_account')
    .on('account_sessions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('account_tickets')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_tickets_account')
    .on('account_tickets')
    .columns(['account_id', 'purpose'])
    .execute();
  await db.schema.createIndex('account_tickets_expiry').on('account_tickets').column('expires_at').execute();

  await db.schema
    .createTable('account_identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('account_identities_account')
    .on('account_identities')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('account_agreements')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('agreed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_agreements_pk', ['account_id', 'type', 'project_id', 'version'])
    .execute();

  // Not tied to accounts: the mail that confirms a deletion outlives the account.
  await db.schema
    .createTable('account_mails')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index account_mails_due on account_mails (next_attempt_at) where sent_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'account_mails',
    'account_agreements',
    'account_identities',
    'account_tickets',
    'account_sessions',
    'accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
