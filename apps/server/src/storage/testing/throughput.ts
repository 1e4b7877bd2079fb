/**
 * Prints the write throughput of DatabaseStorage (a measurement, not a test):
 *
 *   node --import tsx src/storage/testing/throughput.ts            # PGlite in a temporary directory
 *   DATABASE_URL=postgres://... node --import tsx src/storage/testing/throughput.ts
 *
 * Two figures: a cold write of distinct events (a first start), and live updates (the same events
 * changed again and again, each round flushed, as the ingest API does). Every write carries a version
 * (seq, node) as the ingest service's do, so the upserts' version guard is part of the figure.
 */
import { EventStage, type MatchEvent, StageType } from '@nerali/domain';
import { openDatabase } from '../database.ts';
import { DatabaseStorage } from '../database-storage.ts';
import { freshDatabase, POSTGRES_URL } from './databases.ts';

const EVENTS = Number(process.env.EVENTS ?? 20_000);
const ROUNDS = 20;
const PER_ROUND = 500;
const silent = { info() {}, warn() {}, error: console.error };
const NODE = 'throughput-node';

function event(i: number, version: number): MatchEvent {
  return {
    id: `g_1_t${i}`,
    sportId: 1 + (i % 30),
    leagueId: `1_league${i % 200}`,
    startTime: 1_780_000_000 + (i % 1440) * 60,
    stageStartTime: 1_780_000_000,
    stageType: StageType.live,
    stage: EventStage.firstHalf,
    homeId: `p${i % 900}`,
    awayId: `p${(i * 7) % 900}`,
    homeName: 'சென்னையின் எஃப்சி',
    awayName: 'Kerala Blasters',
    homeScore: String(version % 5),
    awayScore: '1',
    homeParts: [1, version % 3],
    awayParts: [0, 1],
    homeRedCards: 1,
    scoreChangedAt: 1_780_000_000 + version,
  };
}

const kind = POSTGRES_URL ? 'postgres' : 'pglite';
const test = await freshDatabase(kind);
const database = await openDatabase(test.config, silent);
for (const maxBatch of [250, 1000, 4000]) {
  await database.db.deleteFrom('events').execute();
  const storage = new DatabaseStorage(database, { logger: silent, maxBatch });
  let t = performance.now();
  for (let i = 0; i < EVENTS; i += 100) {
    storage.versioned({ seq: 1, node: NODE }, () =>
      storage.saveEvents(Array.from({ length: Math.min(100, EVENTS - i) }, (_, k) => event(i + k, 0))),
    );
  }
  await storage.flush();
  const coldS = (performance.now() - t) / 1000;

  t = performance.now();
  for (let round = 1; round <= ROUNDS; round++) {
    storage.versioned({ seq: 1 + round, node: NODE }, () =>
      storage.saveEvents(
        Array.from({ length: PER_ROUND }, (_, k) => event((round * 997 + k) % EVENTS, round)),
      ),
    );
    await storage.flush();
  }
  const liveS = (performance.now() - t) / 1000;
  const { transactions } = storage.stats();
  process.stdout.write(
    `${kind} maxBatch ${maxBatch}: cold ${EVENTS} events in ${coldS.toFixed(2)} s = ` +
      `${Math.round(EVENTS / coldS)} events/s; live ${ROUNDS}x${PER_ROUND} flushed rounds = ` +
      `${Math.round((ROUNDS * PER_ROUND) / liveS)} events/s (${transactions} transactions)\n`,
  );
}
await database.close();
await test.cleanup();
