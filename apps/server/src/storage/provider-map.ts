/**
 * The map from a provider's ids and sequence numbers to ours, in the database. advance() is one SQL
 * statement, a compare-and-set: PostgreSQL locks the conflicting row, and a second concurrent upsert
 * of the same key waits, then re-checks its WHERE against the committed row. So of two concurrent
 * updates with the same sequence number exactly one wins, and a lower one never overwrites a higher.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';
import {
  type IngestKind,
  latestPerObject,
  type ProviderAdvance,
  type ProviderMapping,
  type ProviderMapStore,
  type ProviderRef,
} from './ports.ts';

/** Rows per statement: 5 bind parameters each, far below PostgreSQL's 65535. */
const ROWS_PER_STATEMENT = 1000;

export class DatabaseProviderMapStore implements ProviderMapStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async get(ref: ProviderRef): Promise<ProviderMapping | null> {
    const row = await this.db
      .selectFrom('provider_ids')
      .select(['our_id', 'last_seq'])
      .where('provider', '=', ref.provider)
      .where('kind', '=', ref.kind)
      .where('provider_id', '=', ref.providerId)
      .executeTakeFirst();
    return row ? { ourId: row.our_id, lastSeq: Number(row.last_seq) } : null;
  }

  async advance(ref: ProviderRef, ourId: string, seq: number): Promise<boolean> {
    // bigint holds any safe integer; a fraction or a NaN would be a caller's bug, not a duplicate.
    if (!Number.isSafeInteger(seq)) throw new RangeError(`provider seq must be a safe integer, got ${seq}`);
    const row = await this.db
      .insertInto('provider_ids')
      .values({
        provider: ref.provider,
        kind: ref.kind,
        provider_id: ref.providerId,
        our_id: ourId,
        last_seq: seq,
      })
      .onConflict((oc) =>
        oc
          .columns(['provider', 'kind', 'provider_id'])
          // our_id stays: an object keeps the id it was first given (as MemoryProviderMapStore does).
          .doUpdateSet((eb) => ({ last_seq: eb.ref('excluded.last_seq') }))
          .whereRef('provider_ids.last_seq', '<', 'excluded.last_seq'),
      )
      .returning('last_seq')
      .executeTakeFirst();
    return row !== undefined;
  }

  async advanceMany(entries: readonly ProviderAdvance[]): Promise<void> {
    // One object twice in one statement would be "ON CONFLICT DO UPDATE cannot affect row a second time".
    const rows = latestPerObject(entries);
    for (const { seq } of rows) {
      if (!Number.isSafeInteger(seq)) throw new RangeError(`provider seq must be a safe integer, got ${seq}`);
    }
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      await this.db
        .insertInto('provider_ids')
        .values(
          rows.slice(i, i + ROWS_PER_STATEMENT).map(({ ref, ourId, seq }) => ({
            provider: ref.provider,
            kind: ref.kind,
            provider_id: ref.providerId,
            our_id: ourId,
            last_seq: seq,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['provider', 'kind', 'provider_id'])
            .doUpdateSet((eb) => ({ last_seq: eb.ref('excluded.last_seq') }))
            .whereRef('provider_ids.last_seq', '<', 'excluded.last_seq'),
        )
        .execute();
    }
  }

  async list(provider: string): Promise<(ProviderMapping & { kind: IngestKind; providerId: string })[]> {
    const rows = await this.db
      .selectFrom('provider_ids')
      .select(['kind', 'provider_id', 'our_id', 'last_seq'])
      .where('provider', '=', provider)
      .execute();
    return rows.map((r) => ({
      kind: r.kind as IngestKind,
      providerId: r.provider_id,
      ourId: r.our_id,
      lastSeq: Number(r.last_seq),
    }));
  }

  async forget(provider: string, kind: IngestKind, providerIds: readonly string[]): Promise<void> {
    for (let i = 0; i < providerIds.length; i += ROWS_PER_STATEMENT) {
      await this.db
        .deleteFrom('provider_ids')
        .where('provider', '=', provider)
        .where('kind', '=', kind)
        .where('provider_id', 'in', providerIds.slice(i, i + ROWS_PER_STATEMENT))
        .execute();
    }
  }
}
