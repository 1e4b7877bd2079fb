/**
 * The account tables as Kysely sees them (migration 0004-accounts). Kept beside the account code and
 * joined to the server's schema with `db.withTables<AccountTables>()`, so storage/schema.ts does not
 * need to know about accounts.
 */
import type { ColumnType, Generated } from 'kysely';
import type { BigIntColumn, Json } from '../storage/schema.ts';
import type { MarketingAnswer } from './store.ts';
import type { JsonObject } from './sync/merge.ts';

type NullableBigInt = ColumnType<string | null, number | null, number | null>;

export interface AccountsTable {
  id: string;
  email: string | null;
  email_verified: boolean;
  pending_email: string | null;
  name: string;
  name_key: string | null;
  password_hash: string | null;
  status: number;
  lang: string;
  created_at: BigIntColumn;
  updated_at: BigIntColumn;
  app_version: string | null;
  platform: string | null;
  marketing: ColumnType<MarketingAnswer | null, string | null, string | null>;
  data: ColumnType<JsonObject, string | undefined, string>;
  private_data: ColumnType<JsonObject, string | undefined, string>;
  data_version: ColumnType<number, number | undefined, number>;
}

export interface AccountSessionsTable {
  token_hash: string;
  account_id: string;
  kind: string;
  created_at: BigIntColumn;
  last_used_at: BigIntColumn;
}

export interface AccountTicketsTable {
  hash: string;
  purpose: string;
  account_id: string | null;
  payload: Json<JsonObject>;
  created_at: BigIntColumn;
  expires_at: BigIntColumn;
}

export interface AccountIdentitiesTable {
  issuer: string;
  subject: string;
  account_id: string;
  email: string | null;
  created_at: BigIntColumn;
}

export interface AccountAgreementsTable {
  account_id: string;
  type: string;
  version: string;
  project_id: number;
  agreed_at: BigIntColumn;
}

export interface AccountMailsTable {
  id: Generated<string>;
  recipient: string;
  kind: string;
  lang: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_at: BigIntColumn;
  sent_at: NullableBigInt;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: BigIntColumn;
  last_error: string | null;
}

// A type, not an interface: withTables() wants an index signature.
export type AccountTables = {
  accounts: AccountsTable;
  account_sessions: AccountSessionsTable;
  account_tickets: AccountTicketsTable;
  account_identities: AccountIdentitiesTable;
  account_agreements: AccountAgreementsTable;
  account_mails: AccountMailsTable;
};
