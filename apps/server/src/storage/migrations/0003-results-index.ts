/**
 * The start-up load of the results archive (engine/results-archive.ts): finished events of the last
 * two years, newest first, removed ones included. A partial index holds only finished events, so the
 * load reads results without walking the scheduled and live rows or the whole table.
 *
 * WARNING: a migration that has run on some database never changes; a change is a new file.
 */
import { type Kysely, sql } from 'kysely';

/** StageType.finished; a migration must not follow later changes of the model's constants. */
const FINISHED = 3;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('events_finished_start')
    .on('events')
    .column('start_time')
    .where(sql.ref('stage_type'), '=', FINISHED)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_finished_start').execute();
}
