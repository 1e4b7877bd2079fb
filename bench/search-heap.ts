/**
 * The heap one search index holds over the whole simulated world (testConfig, memory storage): the
 * heap after GC before and after a second SearchService is built over the same engine. Run as
 * `node --expose-gc --import tsx bench/search-heap.ts`; prints one `SEARCH-HEAP {json}` line.
 */
import { buildServer } from '../apps/server/src/app.ts';
import { SearchService } from '../apps/server/src/search/service.ts';
import { testConfig } from '../apps/server/src/testing/fixtures.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const server = await buildServer(testConfig({ simulator: { enabled: true, seed: 2026, speed: 1 } }), {
  logger: false,
});
await server.app.ready();
await server.simulator?.start(); // resolves once the world and every event are in
server.simulator?.stop();
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const before = heapUsed();
const service = new SearchService(server.engine);
service.start();
const after = heapUsed();
console.log(
  `SEARCH-HEAP ${JSON.stringify({
    events: server.engine.events.size,
    participants: server.engine.participants.size,
    indexMiB: Number(((after - before) / 2 ** 20).toFixed(2)),
  })}`,
);
service.stop();
await server.app.close();
process.exit(0);
