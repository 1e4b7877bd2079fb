/**
 * The tables as Kysely sees them (one schema for PGlite and PostgreSQL; migrations/ creates it).
 *
 * Whole objects live in a jsonb `data` column: the engine reads them back as they were put, and new
 * fields need no migration. Columns next to it exist only to be filtered, joined or indexed on.
 * Times we own are unix milliseconds in bigint columns; node-postgres returns bigint as a string
 * (it can exceed 2^53), so the select type is string and readers convert with Number().
 */
import type { Country, DetailDocument, League, MatchEvent, Participant } from '@nerali/domain';
import type { ColumnType, Generated } from 'kysely';

/** jsonb: written as JSON text (node-postgres would turn a JS array into a PostgreSQL array), read parsed. */
export type Json<T> = ColumnType<T, string, string>;
/** bigint: read as a string, written as a number. */
export type BigIntColumn = ColumnType<string, number, number>;

/**
 * The version of the write that put the row (0005-row-versions.ts): the provider's seq, then the
 * writing node's id; null for rows written before the migration or without a version.
 */
export interface RowVersionColumns {
  version_seq: ColumnType<string | null, number | null, number | null>;
  version_node: string | null;
}

export interface CountriesTable extends RowVersionColumns {
  id: number;
  data: Json<Country>;
  updated_at: Generated<Date>;
}

export interface LeaguesTable extends RowVersionColumns {
  id: string;
  sport_id: number;
  country_id: number;
  data: Json<League>;
  updated_at: Generated<Date>;
}

export interface ParticipantsTable extends RowVersionColumns {
  id: string;
  sport_id: number;
  country_id: number;
  data: Json<Participant>;
  updated_at: Generated<Date>;
}

export interface EventsTable extends RowVersionColumns {
  id: string;
  sport_id: number;
  league_id: string;
  /** Unix seconds, as in the model. */
  start_time: BigIntColumn;
  stage_type: number;
  /** The sides, for head-to-head and form queries (indexed with start_time). */
  home_id: string;
  away_id: string;
  data: Json<MatchEvent>;
  updated_at: Generated<Date>;
  /**
   * Set when the engine removed the event (withdrawn, or out of its window). The row stays: results
   * accumulate for head-to-head and form; load() skips it; putting the event again clears it.
   */
  removed_at: Date | null;
}

export interface DocumentsTable extends RowVersionColumns {
  kind: string;
  key: string;
  data: Json<DetailDocument['body']>;
  updated_at: Generated<Date>;
}

export interface ApiKeysTable {
  id: string;
  provider: string;
  label: string;
  secret_hash: string;
  created_at: BigIntColumn;
  revoked_at: ColumnType<string | null, number | null, number | null>;
}

export interface ProviderIdsTable {
  provider: string;
  kind: string;
  provider_id: string;
  our_id: string;
  last_seq: BigIntColumn;
}

export interface DatabaseSchema {
  countries: CountriesTable;
  leagues: LeaguesTable;
  participants: ParticipantsTable;
  events: EventsTable;
  documents: DocumentsTable;
  api_keys: ApiKeysTable;
  provider_ids: ProviderIdsTable;
}
