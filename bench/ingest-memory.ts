/**
 * Memory as events arrive through the ingest API (issue 17): 50,000 football matches written in
 * batches of 500 (`POST /api/ingest/v1/batch`, the provider's path: schema, ledger, engine, storage),
 * into a server of testConfig (memory storage, no simulator). At 1,000, 10,000 and 50,000 events held:
 * heap after two forced collections and resident memory, and what each 1,000 events added since the
 * previous mark. Linear: the last column stays about the same from one mark to the next.
 *
 * `node --expose-gc --import tsx bench/ingest-memory.ts` (~1-2 min); not part of `npm run bench`.
 */
import { buildServer } from '../apps/server/src/app.ts';
import { createApiKey } from '../apps/server/src/storage/api-keys.ts';
import { testConfig } from '../apps/server/src/testing/fixtures.ts';
import { bytes, int, table } from './lib/stats.ts';

const MARKS = [1_000, 10_000, 50_000];
const LAST = 50_000;
const BATCH = 500;
const PARTICIPANTS = 2_000;
const COMPETITIONS = 50;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.log('run with node --expose-gc --import tsx bench/ingest-memory.ts');
  process.exit(0);
}
setTimeout(() => {
  console.log('ingest-memory: stopped after 300 s');
  process.exit(2);
}, 300_000).unref();

const server = await buildServer(testConfig(), { logger: false });
const { key } = await createApiKey(server.stores.apiKeys, {
  provider: 'bench',
  label: 'bench',
  nowMs: Date.now(),
});

type Item = { kind: string; id: string; data: Record<string, unknown> };
async function batch(items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/ingest/v1/batch',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: { items: items.slice(i, i + BATCH) },
    });
    const body = res.json() as { results?: { status: number; message?: string }[] };
    const refused = body.results?.find((r) => r.status !== 200);
    if (res.statusCode !== 200 || refused) {
      throw new Error(`batch refused: ${res.statusCode} ${JSON.stringify(refused ?? body).slice(0, 300)}`);
    }
  }
}

await batch([
  { kind: 'country', id: 'in', data: { seq: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' } } },
]);
await batch(
  Array.from({ length: COMPETITIONS }, (_, c) => ({
    kind: 'competition',
    id: `c${c}`,
    data: { seq: 1, sport: 1, country: 'in', type: 'primary', name: { ta: `லீக் ${c}`, en: `League ${c}` } },
  })),
);
await batch(
  Array.from({ length: PARTICIPANTS }, (_, p) => ({
    kind: 'participant',
    id: `p${p}`,
    data: { seq: 1, sport: 1, name: `Team ${p} FC`, shortName: `T${p}`, country: 'in' },
  })),
);

const nowS = Math.floor(Date.now() / 1000);
function match(n: number): Item {
  const home = n % PARTICIPANTS;
  const away = (n * 7 + 1 + Math.floor(n / PARTICIPANTS)) % PARTICIPANTS;
  // 15 days around now, as the simulated world: finished before now, to come after.
  const startTime = nowS - 7 * 86_400 + Math.floor((n * 15 * 86_400) / LAST);
  const finished = startTime < nowS - 3 * 3600;
  return {
    kind: 'event',
    id: `m${n}`,
    data: {
      seq: 1,
      sport: 1,
      competition: `c${n % COMPETITIONS}`,
      home: `p${home}`,
      away: `p${away === home ? (away + 1) % PARTICIPANTS : away}`,
      startTime,
      status: finished ? 'finished' : 'scheduled',
      stage: finished ? 'finished' : 'scheduled',
      ...(finished ? { homeScore: String(n % 4), awayScore: String(n % 3) } : {}),
    },
  };
}

function measure() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}

const base = { events: 0, ...measure(), ms: 0 };
const rows: { events: number; rss: number; heap: number; ms: number }[] = [];
let written = 0;
for (const mark of MARKS) {
  const t0 = performance.now();
  while (written < mark) {
    const n = Math.min(BATCH, mark - written);
    await batch(Array.from({ length: n }, (_, i) => match(written + i)));
    written += n;
  }
  rows.push({ events: server.engine.events.size, ...measure(), ms: performance.now() - t0 });
}

console.log('# ingest-memory: football matches through POST /api/ingest/v1/batch (testConfig, no simulator)');
console.log(
  `before the first event: heap ${bytes(base.heap)}, RSS ${bytes(base.rss)} (${PARTICIPANTS} participants, ${COMPETITIONS} competitions)`,
);
let previous = base;
console.log(
  table([
    ['events held', 'heap after GC', 'RSS', 'heap per 1k since last', 'RSS per 1k since last', 'ms per 1k'],
    ...rows.map((row) => {
      const k = (row.events - previous.events) / 1000;
      const cells = [
        int(row.events),
        bytes(row.heap),
        bytes(row.rss),
        bytes((row.heap - previous.heap) / k),
        bytes((row.rss - previous.rss) / k),
        (row.ms / k).toFixed(0),
      ];
      previous = row;
      return cells;
    }),
  ]),
);
await server.app.close();
process.exit(0);
