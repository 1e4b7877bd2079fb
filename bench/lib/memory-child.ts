/**
 * One server in a process of its own, for bench/feeds.ts's memory rows: buildServer with or without the
 * simulator (all its sports, its whole window of days), listening on 127.0.0.1, left to settle, then
 * measured. Run as `node --expose-gc --import tsx bench/lib/memory-child.ts MODE SETTLE_S [CONFIG]`,
 * MODE `world` or `empty`; prints one `MEMORY-RESULT {json}` line. A fresh process per mode, so neither
 * inherits the other's heap or the load rows' garbage.
 *
 * CONFIG `test` (the default): testConfig, memory storage, no geo data. CONFIG `real`: the config
 * `npm start` reads (readConfig of the environment: PGlite in a fresh temporary DATA_DIR, which is
 * removed afterwards, the geo lookup as configured), with NODE_ENV=production set by the parent before
 * React is imported; the first start of a server, so PGlite's database is created too.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeHeapSnapshot } from 'node:v8';
import { dayBounds } from '@nerali/domain';
import { buildServer } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/config.ts';
import { testConfig } from '../../apps/server/src/testing/fixtures.ts';
import { MEMORY_MARKER, type MemoryResult, type MemorySample } from './memory.ts';
import { sleep } from './stats.ts';

const WEB_BUILD = fileURLToPath(new URL('../../apps/web/build', import.meta.url));

function sample(): MemorySample {
  const m = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    cpuS: (cpu.user + cpu.system) / 1e6,
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  };
}

// BENCH_V8_FLAGS: V8 flags set before the server starts, to compare heap settings (not used by feeds.ts).
if (process.env.BENCH_V8_FLAGS) (await import('node:v8')).setFlagsFromString(process.env.BENCH_V8_FLAGS);
const mode = process.argv[2] === 'world' ? 'world' : 'empty';
const settleS = Math.min(600, Math.max(1, Number(process.argv[3] ?? 15) || 15));
const configKind = process.argv[4] === 'real' ? 'real' : 'test';
// The child ends itself whatever happens: settle + start-up + a margin (a loaded 2-core machine took
// 100 s to create the database).
setTimeout(() => process.exit(3), (settleS + 300) * 1000).unref();

const webBuild = existsSync(WEB_BUILD);
// What main.ts sets before it builds the server (V8 sized for memory).
if (configKind === 'real') await import('../../apps/server/src/heap-settings.ts');
const dataDir = configKind === 'real' ? mkdtempSync(join(tmpdir(), 'nerali-memory-')) : null;
const t0 = performance.now();
const server = await buildServer(
  dataDir
    ? {
        ...readConfig({
          ...process.env,
          DATABASE_URL: '',
          STORAGE: '',
          DATA_DIR: dataDir,
          SIMULATOR: mode === 'world' ? 'on' : 'off',
        }),
        webBuildDir: webBuild ? WEB_BUILD : null,
      }
    : testConfig({
        webBuildDir: webBuild ? WEB_BUILD : null,
        simulator: { enabled: mode === 'world', seed: 2026, speed: 1 },
      }),
  // MEMORY_LOG=info: the server's log on stderr (what PGlite and the simulator did while measured).
  { logger: process.env.MEMORY_LOG ? { level: process.env.MEMORY_LOG } : false },
);
await server.app.listen({ host: '127.0.0.1', port: 0 });
const startMs = performance.now() - t0;

const samples: MemorySample[] = [];
for (let s = 0; s < settleS; s++) {
  await sleep(1000);
  samples.push(sample());
}
const settled = sample();
const gc = (globalThis as { gc?: () => void }).gc;
let afterGc: MemorySample | null = null;
if (gc) {
  gc();
  await sleep(200);
  gc();
  afterGc = sample();
}

const { engine } = server;
const bySport: Record<string, number> = {};
let fromS = Number.POSITIVE_INFINITY;
let toS = Number.NEGATIVE_INFINITY;
const nowS = Math.floor(Date.now() / 1000);
const today = dayBounds(nowS, 0, 330);
let footballToday = 0;
for (const event of engine.events.values()) {
  bySport[event.sportId] = (bySport[event.sportId] ?? 0) + 1;
  fromS = Math.min(fromS, event.startTime);
  toS = Math.max(toS, event.startTime);
  if (event.sportId === 1 && event.startTime >= today.start && event.startTime < today.end) footballToday++;
}
let footballFeed: MemoryResult['footballFeed'] = null;
if (engine.events.size > 0) {
  const url = '/x/feed/f_1_0_330_ta_1';
  const raw = await server.app.inject({ method: 'GET', url });
  const br = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  footballFeed = { raw: raw.rawPayload.length, br: br.rawPayload.length };
}

const result: MemoryResult = {
  mode,
  config: configKind,
  settleS,
  webBuild,
  // geoip-lite is CommonJS: once loaded (GEOIP_LOOKUP on, the default) it sits in require's cache.
  geoipLoaded: Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('geoip-lite')),
  samples,
  settled,
  afterGc,
  events: engine.events.size,
  sports: Object.keys(bySport).length,
  leagues: engine.leagues.size,
  participants: engine.participants.size,
  bySport,
  footballToday,
  window: engine.events.size > 0 ? { fromS, toS, nowS } : null,
  footballFeed,
  startMs,
  cpuS: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
};
console.log(`${MEMORY_MARKER}${JSON.stringify(result)}`);
// A heap snapshot of the settled server, for a look at what holds the heap (not used by feeds.ts).
if (process.env.MEMORY_SNAPSHOT) writeHeapSnapshot(process.env.MEMORY_SNAPSHOT);
await server.app.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
