/**
 * Feed GET throughput and latency: our Fastify server (full feed f_1_0_330_ta_1 with brotli, and the
 * update feed u_1_1 answered 304 for a current x-fsign) against a plain node:http server returning
 * the same precompressed bytes, and nginx serving the same file when nginx is installed.
 *
 * Load: 32 keep-alive connections from node:http agents in a child process, ~5 s per row after a
 * 0.5 s warm-up; wrk cross-checks the full-feed rows when it is installed. Prints figures only.
 */
import http from 'node:http';
import os from 'node:os';
import { buildServer } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/testing/fixtures.ts';
import { hasTool, type Nginx, runWrk, startNginx, type WrkResult } from './lib/external.ts';
import { getOnce } from './lib/http-once.ts';
import { HttpLoadClient, type HttpLoadResult } from './lib/http-load.ts';
import {
  bytes,
  cpuMs,
  int,
  loadAverage,
  machineBusyMs,
  ms,
  pct,
  printSummary,
  type SummaryRow,
  sleep,
  table,
  watchdog,
} from './lib/stats.ts';
import { anchoredClock, loadWorld, scoreChange, syntheticWorld, WORLD_SIZE } from './lib/world.ts';

const CONNECTIONS = 32;
const DURATION_MS = 5000;
const WARMUP_MS = 500;
const MAX_REQUESTS = 2_000_000;
const WRK_SECONDS = 1;
const FULL_PATH = '/x/feed/f_1_0_330_ta_1';
const UPDATE_PATH = '/x/feed/u_1_1';
const ACCEPT = { 'accept-encoding': 'br, gzip' };

let nginx: Nginx | null = null;
const load = new HttpLoadClient();
const cancelWatchdog = watchdog(58_000, () => {
  if (nginx) process.kill(nginx.pid, 'SIGKILL');
});

interface Row {
  target: string;
  server: string;
  result: HttpLoadResult;
  serverCpuPct: number;
  /** CPU other processes of the machine used during the row, % of one core (noise). */
  otherCpuPct: number;
}
const rows: Row[] = [];
const wrkRows: { server: string; target: string; result: WrkResult }[] = [];

/** Runs one load row; `serverCpu` reads the server's CPU time in ms (this process, or nginx's). */
async function measure(
  target: string,
  server: string,
  url: string,
  headers: Record<string, string>,
  serverCpu: () => number,
  durationMs = DURATION_MS,
): Promise<HttpLoadResult> {
  let cpuStart = 0;
  let cpuEnd = 0;
  let tStart = 0;
  let tEnd = 0;
  let busyStart = 0;
  let busyEnd = 0;
  const result = await load.run(
    { url, headers, connections: CONNECTIONS, durationMs, warmupMs: WARMUP_MS, maxRequests: MAX_REQUESTS },
    (edge) => {
      if (edge === 'start') {
        cpuStart = serverCpu();
        busyStart = machineBusyMs();
        tStart = performance.now();
      } else {
        cpuEnd = serverCpu();
        busyEnd = machineBusyMs();
        tEnd = performance.now();
      }
    },
  );
  const serverCpuPct = ((cpuEnd - cpuStart) / (tEnd - tStart)) * 100;
  const otherCpuPct = Math.max(
    0,
    ((busyEnd - busyStart - (cpuEnd - cpuStart)) / (tEnd - tStart)) * 100 - result.clientCpuPct,
  );
  rows.push({ target, server, result, serverCpuPct, otherCpuPct });
  const statuses = Object.entries(result.statuses)
    .map(([s, n]) => `${s}x${n}`)
    .join(' ');
  console.log(
    `  ${server.padEnd(22)} ${target.padEnd(26)} ${int(result.rps).padStart(7)} req/s  p50 ${ms(result.latency.p50)}  p99 ${ms(result.latency.p99)}  [${statuses}${result.errors ? ` errors ${result.errors}` : ''}]`,
  );
  return result;
}

async function crossCheck(
  server: string,
  target: string,
  url: string,
  headers: Record<string, string>,
): Promise<void> {
  const result = await runWrk(url, headers, CONNECTIONS, WRK_SECONDS);
  if (result) {
    wrkRows.push({ server, target, result });
    console.log(
      `  ${server.padEnd(22)} ${`${target}, wrk`.padEnd(26)} ${int(result.rps).padStart(7)} req/s  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}${result.errorsNote ? `  [${result.errorsNote}]` : ''}`,
    );
  }
}

const processCpuMs = () => cpuMs(process.cpuUsage());

console.log('# feeds: GET /x/feed throughput and latency');
console.log(
  `machine: ${os.cpus().length} cores, node ${process.version}; ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s per row after ${WARMUP_MS} ms warm-up`,
);
console.log(
  'the load generator (node:http keep-alive agent) runs in a separate child process, not on the event loop of the server under test',
);
console.log(`load average before the run: ${loadAverage()} (other processes on a shared machine add noise)`);
console.log(
  `data: synthetic football day, ${WORLD_SIZE.events} matches in ${WORLD_SIZE.leagues} leagues (${WORLD_SIZE.live} live), no simulator\n`,
);

// --- our server -------------------------------------------------------------------------------------
const clock = anchoredClock();
const world = syntheticWorld(Math.floor(clock() / 1000));
const ours = await buildServer(testConfig(), { clock, logger: false });
loadWorld(ours.engine, world);
await ours.app.listen({ host: '127.0.0.1', port: 0 });
const oursBase = `http://127.0.0.1:${(ours.app.server.address() as { port: number }).port}`;

const full = await getOnce(oursBase + FULL_PATH, ACCEPT);
const gzip = await getOnce(oursBase + FULL_PATH, { 'accept-encoding': 'gzip' });
const identity = await getOnce(oursBase + FULL_PATH);
const sign = ours.feeds.signature(1);
const notModified = await getOnce(oursBase + UPDATE_PATH, { ...ACCEPT, 'x-fsign': sign });
console.log(
  `full feed ${FULL_PATH}: ${full.status}, ${bytes(identity.body.length)} raw, ${bytes(gzip.body.length)} gzip, ${bytes(full.body.length)} ${full.headers['content-encoding'] ?? 'identity'} (sent for "br, gzip")`,
);
console.log(`update feed ${UPDATE_PATH} with x-fsign ${sign}: ${notModified.status}\n`);
if (full.status !== 200 || notModified.status !== 304) {
  console.log('note: unexpected status from our server; figures below may not compare like with like');
}

await measure('full feed (br)', 'nerali (fastify)', oursBase + FULL_PATH, ACCEPT, processCpuMs);
await measure(
  'update 304 (x-fsign)',
  'nerali (fastify)',
  oursBase + UPDATE_PATH,
  { ...ACCEPT, 'x-fsign': sign },
  processCpuMs,
);

// The same full feed while the day changes: 10 goals a second invalidate the cached body, so some
// requests rebuild and re-compress it. No baseline can do this; it shows what a change costs.
let goals = 0;
const changer = setInterval(() => {
  if (goals >= 200) return;
  ours.engine.putEvents([scoreChange(world, goals++, Math.floor(clock() / 1000))]);
}, 100);
await measure(
  'full feed, 10 changes/s',
  'nerali (fastify)',
  oursBase + FULL_PATH,
  ACCEPT,
  processCpuMs,
  3000,
);
clearInterval(changer);
console.log(`    (${goals} score changes applied during that row, warm-up included)`);
await crossCheck('nerali (fastify)', 'full feed (br)', oursBase + FULL_PATH, ACCEPT);
await crossCheck('nerali (fastify)', 'update 304 (x-fsign)', oursBase + UPDATE_PATH, {
  ...ACCEPT,
  'x-fsign': sign,
});
await ours.app.close();

// --- plain node:http with the same bytes ----------------------------------------------------------------
const fullHeaders: http.OutgoingHttpHeaders = {
  'content-type': 'text/plain; charset=utf-8',
  'content-encoding': String(full.headers['content-encoding'] ?? 'identity'),
  'cache-control': String(full.headers['cache-control'] ?? ''),
  etag: String(full.headers.etag ?? ''),
  vary: 'accept-encoding',
};
const plain = http.createServer((req, res) => {
  if (req.url === FULL_PATH) {
    res.writeHead(200, fullHeaders);
    res.end(full.body);
  } else if (req.url === UPDATE_PATH) {
    res.writeHead(304, { 'cache-control': 'no-cache', vary: 'x-fsign, accept-encoding' });
    res.end();
  } else {
    res.writeHead(404);
    res.end();
  }
});
plain.keepAliveTimeout = 30_000;
await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
const plainBase = `http://127.0.0.1:${(plain.address() as { port: number }).port}`;
await measure('full feed (br)', 'plain node:http', plainBase + FULL_PATH, ACCEPT, processCpuMs);
await measure(
  'update 304 (x-fsign)',
  'plain node:http',
  plainBase + UPDATE_PATH,
  { ...ACCEPT, 'x-fsign': sign },
  processCpuMs,
);
await crossCheck('plain node:http', 'full feed (br)', plainBase + FULL_PATH, ACCEPT);
await crossCheck('plain node:http', 'update 304 (x-fsign)', plainBase + UPDATE_PATH, {
  ...ACCEPT,
  'x-fsign': sign,
});
plain.closeAllConnections();
await new Promise<void>((resolve) => plain.close(() => resolve()));

// --- nginx, if installed ---------------------------------------------------------------------------------
if (hasTool('nginx')) {
  nginx = await startNginx([
    {
      path: FULL_PATH,
      file: {
        bytes: full.body,
        contentType: 'text/plain; charset=utf-8',
        headers: {
          'content-encoding': String(fullHeaders['content-encoding']),
          'cache-control': String(fullHeaders['cache-control']),
          vary: 'accept-encoding',
        },
      },
    },
    { path: UPDATE_PATH, status: 304 },
  ]);
}
if (nginx) {
  const running = nginx;
  const base = `http://127.0.0.1:${running.port}`;
  await sleep(100);
  await measure('full feed (br)', 'nginx (1 worker)', base + FULL_PATH, ACCEPT, () => running.cpuMs());
  await measure(
    'update 304 (x-fsign)',
    'nginx (1 worker)',
    base + UPDATE_PATH,
    { ...ACCEPT, 'x-fsign': sign },
    () => running.cpuMs(),
  );
  await crossCheck('nginx (1 worker)', 'full feed (br)', base + FULL_PATH, ACCEPT);
  await crossCheck('nginx (1 worker)', 'update 304 (x-fsign)', base + UPDATE_PATH, {
    ...ACCEPT,
    'x-fsign': sign,
  });
  await running.stop();
  nginx = null;
} else {
  console.log('  note: nginx is not installed (apt-get install nginx-light); nginx baseline skipped');
}
if (!hasTool('wrk', '--version')) console.log('  note: wrk is not installed; wrk cross-check skipped');

// --- report -----------------------------------------------------------------------------------------------
console.log('\nNode load generator (child process), 32 connections:');
console.log(
  table([
    [
      'server',
      'target',
      'req/s',
      'p50',
      'p90',
      'p99',
      'max',
      'body/resp',
      'server CPU',
      'server CPU/req',
      'client CPU',
      'others CPU',
    ],
    ...rows.map((r) => [
      r.server,
      r.target,
      int(r.result.rps),
      ms(r.result.latency.p50),
      ms(r.result.latency.p90),
      ms(r.result.latency.p99),
      ms(r.result.latency.max),
      bytes(Math.round(r.result.bodyBytes / Math.max(1, r.result.requests))),
      pct(r.serverCpuPct),
      `${((r.serverCpuPct * 10_000) / Math.max(1, r.result.rps)).toFixed(1)} µs`,
      pct(r.result.clientCpuPct),
      pct(r.otherCpuPct),
    ]),
  ]),
);
if (wrkRows.length > 0) {
  console.log(`\nwrk -t1 -c${CONNECTIONS} -d${WRK_SECONDS}s (C load generator, its own process):`);
  console.log(
    table(
      [
        ['server', 'target', 'req/s', 'p50', 'p99'],
        ...wrkRows.map((r) => [r.server, r.target, int(r.result.rps), ms(r.result.p50), ms(r.result.p99)]),
      ],
      'll',
    ),
  );
}
console.log(
  '\nCPU columns are % of one core over the measured phase; a client near 100 % means the load generator, not the server, set the pace;\n"others CPU" is what the rest of the machine used meanwhile (more than a few % means that row is noisy).',
);
console.log(
  'server CPU/req (CPU time per answered request) compares the servers even when the Node client is the limit; wrk drives them harder.',
);

const find = (server: string, target: string) => rows.find((r) => r.server === server && r.target === target);
const findWrk = (server: string, target: string) =>
  wrkRows.find((r) => r.server === server && r.target === target);
const both = (node: string, nginxFigure: string) =>
  [node ? `${node} node:http` : '', nginxFigure ? `${nginxFigure} nginx` : ''].filter(Boolean).join(', ');
const BASELINES = rows.some((r) => r.server.startsWith('nginx'))
  ? 'plain node:http, nginx'
  : 'plain node:http';
const summary: SummaryRow[] = [];
for (const target of ['full feed (br)', 'update 304 (x-fsign)']) {
  const o = find('nerali (fastify)', target);
  const p = find('plain node:http', target);
  const n = find('nginx (1 worker)', target);
  summary.push({
    what: `${target} req/s, p99 (node client)`,
    ours: o ? `${int(o.result.rps)}, ${ms(o.result.latency.p99)}` : 'n/a',
    baseline: both(
      p ? `${int(p.result.rps)}, ${ms(p.result.latency.p99)}` : '',
      n ? `${int(n.result.rps)}, ${ms(n.result.latency.p99)}` : '',
    ),
    against: BASELINES,
  });
  summary.push({
    what: `${target} server CPU/req`,
    ours: o ? `${((o.serverCpuPct * 10_000) / o.result.rps).toFixed(1)} µs` : 'n/a',
    baseline: both(
      p ? `${((p.serverCpuPct * 10_000) / p.result.rps).toFixed(1)} µs` : '',
      n ? `${((n.serverCpuPct * 10_000) / n.result.rps).toFixed(1)} µs` : '',
    ),
    against: BASELINES,
  });
  const ow = findWrk('nerali (fastify)', target);
  const pw = findWrk('plain node:http', target);
  const nw = findWrk('nginx (1 worker)', target);
  if (ow) {
    summary.push({
      what: `${target} req/s (wrk)`,
      ours: int(ow.result.rps),
      baseline: both(pw ? int(pw.result.rps) : '', nw ? int(nw.result.rps) : ''),
      against: BASELINES,
    });
  }
}
const changing = find('nerali (fastify)', 'full feed, 10 changes/s');
if (changing) {
  summary.push({
    what: 'full feed, 10 changes/s req/s, p99',
    ours: `${int(changing.result.rps)}, ${ms(changing.result.latency.p99)}`,
    baseline: '',
    against: '(no baseline)',
  });
}
await load.close();
printSummary('feeds', summary);
cancelWatchdog();
