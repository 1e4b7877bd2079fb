/**
 * The simulator through the ingest path: the engine ends up exactly as when the simulator wrote to it
 * directly, every object is recorded in the provider map under `simulator`, what the ingest checks
 * refuse stays out, and on the database the seqs survive a restart.
 */
import { rm } from 'node:fs/promises';
import { EventStage, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { FeedEngine } from '../engine/engine.ts';
import { MemoryStorage, type Storage } from '../engine/storage.ts';
import { createSimulator } from '../simulator/index.ts';
import { openDatabase } from '../storage/database.ts';
import { DatabaseStorage } from '../storage/database-storage.ts';
import { MemoryProviderMapStore, type ProviderMapStore } from '../storage/ports.ts';
import { DatabaseProviderMapStore } from '../storage/provider-map.ts';
import { freshDataDir } from '../storage/testing/databases.ts';
import { fakeClock } from '../testing/fixtures.ts';
import { IngestErrorCode } from './errors.ts';
import { createIngest } from './entrances.ts';
import { SIMULATOR_PROVIDER, SimulatorPort } from './simulator-port.ts';

const START_MS = Date.UTC(2026, 10, 21, 14, 0, 0);
/** Football, tennis, cricket, kabaddi and golf: duels with parts, service, innings, and a race sport. */
const SPORTS = [1, 2, 13, 42, 23];
const silent = { info() {}, warn() {}, error() {} };

async function ported(storage: Storage, providerMap: ProviderMapStore, clock: () => number) {
  const engine = new FeedEngine({ clock, storage, epoch: 1 });
  const service = createIngest({ engine, storage, providerMap, clock }).inProcess;
  const warnings: unknown[] = [];
  const port = await SimulatorPort.open(service, { clock, warn: (_m, detail) => warnings.push(detail) });
  return { engine, service, port, warnings };
}

describe('SimulatorPort: the simulator through the ingest path', () => {
  it('gives the same engine as writing directly, and records every object', async () => {
    const clock = fakeClock(START_MS);
    const direct = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
    const viaIngest = await ported(new MemoryStorage(), new MemoryProviderMapStore(), clock);
    const simulators = [direct, viaIngest.port].map((port) =>
      createSimulator({ seed: 3, clock, port, sports: SPORTS }),
    );
    for (let minute = 0; minute < 150; minute += 5) {
      for (const simulator of simulators) simulator.tick();
      await viaIngest.port.idle();
      clock.advance(5 * 60_000);
    }
    const dump = (engine: FeedEngine) =>
      JSON.stringify([
        [...engine.events.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
        [...engine.leagues.keys()].sort(),
        [...engine.participants.keys()].sort(),
        [...engine.countries.keys()].sort(),
      ]);
    expect(viaIngest.engine.events.size).toBeGreaterThan(500);
    expect(dump(viaIngest.engine)).toBe(dump(direct));
    expect(viaIngest.warnings).toEqual([]);
    expect(viaIngest.port.stats()).toMatchObject({ refused: 0, failedCommits: 0 });
    const { engine } = viaIngest;
    const finished = [...engine.events.values()].filter((e) => e.stageType === StageType.finished);
    expect(finished.length).toBeGreaterThan(0);
  });

  it('refuses what a provider would be refused, keeps the rest, and never goes below a stored seq', async () => {
    const clock = fakeClock(START_MS);
    const providerMap = new MemoryProviderMapStore();
    const { engine, service, port, warnings } = await ported(new MemoryStorage(), providerMap, clock);
    const simulator = createSimulator({ seed: 3, clock, port, sports: [1] });
    simulator.tick();
    await port.idle();
    const [good, other] = [...engine.events.values()];
    if (!good || !other) throw new Error('no football events');
    const tooManyParts = { ...good, homeParts: [1, 0, 0, 0], stage: EventStage.secondHalf };
    const renamed = { ...other, homeScore: '7' };
    port.putEvents([tooManyParts, renamed]);
    await port.idle();
    expect(engine.events.get(good.id)).toEqual(good);
    expect(engine.events.get(other.id)?.homeScore).toBe('7');
    expect(port.stats().refused).toBe(1);
    expect(warnings).toMatchObject([{ code: IngestErrorCode.invalid, errors: [{ path: '/homeParts' }] }]);

    // Recorded under the simulator, with our id as its id; a write below the recorded seq is stale.
    const ref = { provider: SIMULATOR_PROVIDER, kind: 'event' as const, providerId: other.id };
    const recorded = await providerMap.get(ref);
    expect(recorded?.ourId).toBe(other.id);
    const stale = service.write(SIMULATOR_PROVIDER, 'event', (recorded?.lastSeq ?? 0) - 1, [
      { ...other, homeScore: '0' },
    ]);
    await stale.committed;
    expect(stale.results).toMatchObject([{ applied: false, reason: 'stale' }]);
    expect(engine.events.get(other.id)?.homeScore).toBe('7');

    // Removed events leave the provider map too.
    port.removeEvents([other.id]);
    await port.idle();
    expect(engine.events.has(other.id)).toBe(false);
    expect(await providerMap.get(ref)).toBeNull();
  });

  it('on the database: durable, recorded, and a restarted port writes above the stored seqs', async () => {
    const dataDir = await freshDataDir();
    const clock = fakeClock(START_MS);
    const open = async () => {
      const database = await openDatabase({ databaseUrl: null, dataDir }, silent);
      const storage = new DatabaseStorage(database, { logger: silent });
      return { storage, providerMap: new DatabaseProviderMapStore(database.db) };
    };
    try {
      const first = await open();
      const a = await ported(first.storage, first.providerMap, clock);
      createSimulator({ seed: 3, clock, port: a.port, sports: [2] }).tick();
      await a.port.idle();
      const recorded = await first.providerMap.list(SIMULATOR_PROVIDER);
      const kinds = new Set(recorded.map((r) => r.kind));
      // Documents the simulator writes (incidents, odds ...) are recorded too, under their own kinds.
      expect([...kinds]).toEqual(expect.arrayContaining(['competition', 'country', 'event', 'participant']));
      expect(recorded.filter((r) => r.kind === 'event').length).toBe(a.engine.events.size);
      const highest = Math.max(...recorded.map((r) => r.lastSeq));
      await first.storage.close();

      // The clock went backwards (a fake one, or a machine's clock reset): the seqs must not.
      clock.set(START_MS - 3_600_000);
      const second = await open();
      const stored = await second.storage.load();
      expect(stored?.events.length).toBe(a.engine.events.size);
      const b = await ported(second.storage, second.providerMap, clock);
      const event = stored?.events.find((e) => e.stageType === StageType.finished) ?? stored?.events[0];
      if (!event) throw new Error('no stored event');
      if (!stored) throw new Error('nothing stored');
      b.engine.putCountries(stored.countries);
      b.engine.putLeagues(stored.leagues);
      b.engine.putParticipants(stored.participants);
      b.engine.putEvents(stored.events);
      b.port.putEvents([{ ...event, homeScore: '9' }]);
      await b.port.idle();
      expect(b.port.stats()).toMatchObject({ written: 1, refused: 0, failedCommits: 0 });
      const after = await second.providerMap.get({
        provider: SIMULATOR_PROVIDER,
        kind: 'event',
        providerId: event.id,
      });
      expect(after?.lastSeq).toBeGreaterThan(highest);
      await second.storage.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
