/**
 * Cost of one simulator tick with every sport, feeding the engine directly and through the ingest
 * path (the ingest path's in-process entrance: validation, provider ids, seq, storage), on memory storage
 * so that only the CPU cost shows. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/simulator-tick.ts
 */
import { FeedEngine } from '../apps/server/src/engine/engine.ts';
import type { EnginePort } from '../apps/server/src/engine/port.ts';
import { MemoryStorage } from '../apps/server/src/engine/storage.ts';
import { SimulatorPort } from '../apps/server/src/ingest/simulator-port.ts';
import { createIngest } from '../apps/server/src/ingest/entrances.ts';
import { createSimulator } from '../apps/server/src/simulator/index.ts';
import { MemoryProviderMapStore } from '../apps/server/src/storage/ports.ts';

// Saturday 2026-11-21 14:00 UTC: evening in India, many matches in play.
const START_MS = Date.UTC(2026, 10, 21, 14, 0, 0);
const TICKS = 120;

async function run(path: 'direct' | 'ingest'): Promise<void> {
  let now = START_MS;
  let inWriteMs = 0;
  const clock = () => now;
  const storage = new MemoryStorage();
  const engine = new FeedEngine({ clock, storage, epoch: 1 });
  // The engine's own share (compare, encode, publish), paid on both paths.
  let engineMs = 0;
  const putEvents = engine.putEvents.bind(engine);
  engine.putEvents = (events) => {
    const t = performance.now();
    putEvents(events);
    engineMs += performance.now() - t;
  };
  let port: EnginePort = engine;
  let ingest: SimulatorPort | null = null;
  if (path === 'ingest') {
    const writes = createIngest({
      engine,
      storage,
      providerMap: new MemoryProviderMapStore(),
      clock,
    }).inProcess;
    // The ingest path's own share: checks, seqs and the engine put inside an in-process write.
    const write = writes.write.bind(writes);
    writes.write = ((...args: Parameters<typeof write>) => {
      const t = performance.now();
      try {
        return write(...args);
      } finally {
        inWriteMs += performance.now() - t;
      }
    }) as typeof write;
    ingest = await SimulatorPort.open(writes, { clock });
    port = ingest;
  }
  const simulator = createSimulator({ seed: 1, speed: 1, clock, port });
  let t0 = performance.now();
  simulator.tick();
  await ingest?.idle();
  const firstMs = performance.now() - t0;
  const firstWriteMs = inWriteMs;
  const firstEngineMs = engineMs;
  inWriteMs = 0;
  engineMs = 0;
  const events = engine.events.size;
  const times: number[] = [];
  let published = 0;
  const off = engine.onBatch((batch) => (published += batch.deltas?.length ?? 0));
  for (let i = 0; i < TICKS; i++) {
    now += 1000;
    t0 = performance.now();
    simulator.tick();
    times.push(performance.now() - t0);
    await ingest?.idle();
  }
  off();
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `${path.padEnd(6)} first tick ${firstMs.toFixed(0)} ms (${events} events); ` +
      `next ${TICKS} ticks: mean ${mean.toFixed(2)} ms, p50 ${p(0.5).toFixed(2)}, p95 ${p(0.95).toFixed(2)}, ` +
      `max ${p(1).toFixed(2)} ms; ${published} event changes published; engine.putEvents: first tick ` +
      `${firstEngineMs.toFixed(0)} ms, later ${(engineMs / TICKS).toFixed(2)} ms each` +
      (ingest
        ? `; in the in-process write: first tick ${firstWriteMs.toFixed(0)} ms, later ticks ${(inWriteMs / TICKS).toFixed(2)} ms ` +
          `each; refused ${ingest.stats().refused}`
        : ''),
  );
}

await run('direct');
await run('ingest');
await run('direct');
await run('ingest');
