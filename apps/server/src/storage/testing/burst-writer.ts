/**
 * Child process of kill.int.test.ts: opens the storage, then writes a burst of changes without end.
 * After each flush() resolves it prints `ack {id} {version}` for the events that flush covered; the
 * test kills it with SIGKILL in the middle and checks that every acknowledged state survived.
 *
 * Config from the environment: DATABASE_URL + TEST_SCHEMA (PostgreSQL) or DATA_DIR (PGlite).
 */
import { EventStage, type MatchEvent, StageType } from '@nerali/domain';
import { openDatabase } from '../database.ts';
import { DatabaseStorage } from '../database-storage.ts';

/** Events k0..k39 (kill.int.test.ts knows the names). */
const BURST_EVENTS = 40;
const PER_ROUND = 8;

const silent = { info() {}, warn() {}, error: (obj: unknown, msg?: string) => console.error(msg, obj) };
const database = await openDatabase(
  {
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir: process.env.DATA_DIR ?? '',
    ...(process.env.TEST_SCHEMA ? { schema: process.env.TEST_SCHEMA } : {}),
  },
  silent,
);
const storage = new DatabaseStorage(database, { logger: silent, maxBatch: 16 });
process.stdout.write('ready\n');

// Round r changes PER_ROUND of the events, each to version r (its home score). ROUND_BASE keeps
// versions rising across runs on the same database.
for (let round = Number(process.env.ROUND_BASE ?? 0) + 1; ; round++) {
  const batch: MatchEvent[] = [];
  for (let i = 0; i < PER_ROUND; i++) {
    const n = (round * 7 + i * 5) % BURST_EVENTS;
    batch.push({
      id: `g_1_k${n}`,
      sportId: 1,
      leagueId: '1_isl2026',
      startTime: 1_780_000_000,
      stageType: StageType.live,
      stage: EventStage.firstHalf,
      homeId: 'p1',
      awayId: 'p2',
      homeName: 'Chennaiyin FC',
      awayName: 'Kerala Blasters',
      homeScore: String(round),
      awayScore: '0',
    });
  }
  storage.saveEvents(batch);
  const acks = batch.map((e) => `ack ${e.id} ${round}\n`).join('');
  storage.flush().then(
    () => process.stdout.write(acks),
    (err: unknown) => console.error('flush failed', err),
  );
  // Let writes and acknowledgements interleave with new changes, as under live traffic.
  await new Promise((resolve) => setImmediate(resolve));
}
