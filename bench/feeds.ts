/**
 * Feed GET throughput and latency, and the server's memory with the simulator's whole world.
 *
 * Load: our server (buildServer: the feed fast path ahead of Fastify, feeds/fast-path.ts) against a plain
 * node:http server holding the same bytes and sending the same headers (every header of our answer but
 * the connection's), and nginx (Debian's, one worker) serving the same bytes as a static file with the
 * same headers added (nginx makes its own ETag), all three in the same run. Data: a busy football day of
 * 1,000 matches (lib/world.ts BUSY_DAY). Targets: the cached full feed f_1_0_330_ta_1 (brotli), its 304
 * (If-None-Match with the current ETag), the update feed u_1_1 answered 304 for a current x-fsign, and
 * its 200 for the signature before one score change. wrk (one thread, 32 keep-alive connections, 2 s a
 * run) drives each pair 5 times, interleaved (run 1 of every row, then run 2 ...) so that a noisy moment
 * of the shared machine spreads over all rows instead of spoiling one; the table shows the median of the
 * 5, and each ratio is the median of the 5 same-run ratios with their spread (min-max).
 * Without wrk the Node load generator of lib/http-load.ts stands in (and the output says so).
 *
 * Memory: fresh server processes (lib/memory-child.ts), each left to settle, then measured: without the
 * simulator, with it (all 38 sports, the simulator's window of 8 days back to 7 ahead), and with it but
 * GEOIP_LOOKUP=off, in testConfig (memory storage); then the same two worlds in the config `npm start`
 * runs (PGlite in a fresh data directory, so its first start, NODE_ENV=production). Resident memory and
 * heap are also given per 1,000 events held. Prints figures only; nothing here asserts a timing.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/testing/fixtures.ts';
import { ensureDebianTool, type Nginx, runWrk, startNginx } from './lib/external.ts';
import { getOnce } from './lib/http-once.ts';
import { HttpLoadClient } from './lib/http-load.ts';
import { MEMORY_MARKER, type MemoryResult } from './lib/memory.ts';
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
  table,
  watchdog,
} from './lib/stats.ts';
import { anchoredClock, BUSY_DAY, loadWorld, scoreChange, syntheticWorld } from './lib/world.ts';

/** BENCH_FEEDS_RUNS and BENCH_FEEDS_SECONDS shorten a trial run; the figures in README use the defaults. */
const RUNS = Math.min(9, Math.max(1, Number(process.env.BENCH_FEEDS_RUNS) || 5));
const RUN_SECONDS = Math.min(5, Math.max(1, Number(process.env.BENCH_FEEDS_SECONDS) || 2));
const CONNECTIONS = 32;
const WARMUP_SECONDS = 1;
const SETTLE_S = Math.min(30, Math.max(1, Number(process.env.BENCH_SETTLE_S) || 15));
const FULL_PATH = '/x/feed/f_1_0_330_ta_1';
const UPDATE_PATH = '/x/feed/u_1_1';
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const ROOT = fileURLToPath(new URL('..', import.meta.url));

let nginx: Nginx | null = null;
const memoryChildren = new Set<number>();
// The load rows take about 3 minutes; the memory rows up to 3 more on a loaded machine. The load
// report is printed before the memory rows start.
const cancelWatchdog = watchdog(600_000, () => {
  if (nginx) process.kill(nginx.pid, 'SIGKILL');
  for (const pid of memoryChildren) process.kill(pid, 'SIGKILL');
});

// --- tools ------------------------------------------------------------------------------------------
const nginxTool = ensureDebianTool('nginx', 'nginx');
const wrkTool = ensureDebianTool('wrk', 'wrk', '--version');
const nodeLoad = wrkTool.ok ? null : new HttpLoadClient();
const generator = wrkTool.ok
  ? `wrk -t1 -c${CONNECTIONS} -d${RUN_SECONDS}s --latency (C, its own process)`
  : `the Node load generator (lib/http-load.ts, ${CONNECTIONS} keep-alive connections, ${RUN_SECONDS} s) because wrk is missing`;

console.log('# feeds: GET /x/feed throughput and latency, and server memory');
console.log(
  `machine: ${os.cpus().length} cores, node ${process.version}; ${nginxTool.note}; ${wrkTool.note}`,
);
console.log(`load generator: ${generator}`);
console.log(
  `method: ${RUNS} runs of ${RUN_SECONDS} s for every server and target, interleaved, after a ${WARMUP_SECONDS} s warm-up of each; medians below`,
);
console.log(`load average before the run: ${loadAverage()} (other processes on a shared machine add noise)`);

// --- our server with a busy day ----------------------------------------------------------------------
const clock = anchoredClock();
const world = syntheticWorld(Math.floor(clock() / 1000), 330, BUSY_DAY);
const ours = await buildServer(testConfig(), { clock, logger: false });
loadWorld(ours.engine, world);
// One score change after the signature a client holds: the update feed's 200 answers it.
const oldSign = ours.feeds.signature(1);
ours.engine.putEvents([scoreChange(world, 0, Math.floor(clock() / 1000))]);
await ours.app.listen({ host: '127.0.0.1', port: 0 });
const oursBase = `http://127.0.0.1:${(ours.app.server.address() as { port: number }).port}`;

const full = await getOnce(oursBase + FULL_PATH, ACCEPT);
const gzip = await getOnce(oursBase + FULL_PATH, { 'accept-encoding': 'gzip' });
const identity = await getOnce(oursBase + FULL_PATH);
const etag = String(full.headers.etag ?? '');
const sign = ours.feeds.signature(1);
const ourConditional = await getOnce(oursBase + FULL_PATH, { ...ACCEPT, 'if-none-match': etag });
const ourUpdate = await getOnce(oursBase + UPDATE_PATH, { ...ACCEPT, 'x-fsign': sign });
const ourUpdateBody = await getOnce(oursBase + UPDATE_PATH, { ...ACCEPT, 'x-fsign': oldSign });
const rowsInFeed = identity.body.toString('utf8').split('~').length - 1;
console.log(
  `data: synthetic football day of ${world.events.length} matches in ${world.leagues.length} leagues (${world.liveIds.length} live); full feed ${FULL_PATH}: ${rowsInFeed} rows, ${bytes(identity.body.length)} raw, ${bytes(gzip.body.length)} gzip, ${bytes(full.body.length)} ${full.headers['content-encoding'] ?? 'identity'} as sent`,
);
console.log(
  `our answers: full ${full.status}, full with If-None-Match ${ourConditional.status}, ${UPDATE_PATH} with x-fsign ${ourUpdate.status}, with the signature before one change ${ourUpdateBody.status} (${bytes(ourUpdateBody.body.length)})`,
);

/** The headers of our answer that belong to the answer, not to the connection. */
function answerHeaders(answer: { headers: http.IncomingHttpHeaders }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      continue;
    out[name] = String(value);
  }
  return out;
}
const fullHeaders = answerHeaders(full);
const notModifiedHeaders = answerHeaders(ourConditional);
const updateNotModifiedHeaders = answerHeaders(ourUpdate);
const updateHeaders = answerHeaders(ourUpdateBody);
console.log(
  `headers of our full feed answer (the baselines send the same): ${Object.keys(fullHeaders).length} (${Object.keys(fullHeaders).join(', ')}) besides date, connection, keep-alive`,
);

// --- node:http holding the same bytes and headers ---------------------------------------------------
const plain = http.createServer((req, res) => {
  if (req.url === FULL_PATH) {
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, notModifiedHeaders);
      res.end();
      return;
    }
    res.writeHead(200, fullHeaders);
    res.end(full.body);
  } else if (req.url === UPDATE_PATH && req.headers['x-fsign'] === sign) {
    res.writeHead(304, updateNotModifiedHeaders);
    res.end();
  } else if (req.url === UPDATE_PATH && req.headers['x-fsign'] === oldSign) {
    res.writeHead(200, updateHeaders);
    res.end(ourUpdateBody.body);
  } else {
    res.writeHead(404);
    res.end();
  }
});
plain.keepAliveTimeout = 30_000;
await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
const plainBase = `http://127.0.0.1:${(plain.address() as { port: number }).port}`;

// --- nginx serving the same file -----------------------------------------------------------------------
/** Our headers that nginx adds itself with add_header (it sends its own type, length and ETag). */
const nginxHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['content-type', 'content-length', 'etag'].includes(name)),
  );
// The update feed's two answers are told apart by x-fsign in node:http and ours; nginx serves each
// from its own path (a static file cannot look at a header).
const UPDATE_BODY_PATH = `${UPDATE_PATH}_body`;
if (nginxTool.ok) {
  nginx = await startNginx([
    {
      path: FULL_PATH,
      file: {
        bytes: full.body,
        contentType: 'text/plain; charset=utf-8',
        headers: nginxHeaders(fullHeaders),
      },
    },
    { path: UPDATE_PATH, status: 304 },
    {
      path: UPDATE_BODY_PATH,
      file: {
        bytes: ourUpdateBody.body,
        contentType: 'text/plain; charset=utf-8',
        headers: nginxHeaders(updateHeaders),
      },
    },
  ]);
}
const nginxBase = nginx ? `http://127.0.0.1:${nginx.port}` : null;
// nginx makes its own ETag for a static file (mtime-size); its 304 row uses that one.
const nginxEtag = nginxBase ? String((await getOnce(nginxBase + FULL_PATH, ACCEPT)).headers.etag ?? '') : '';

// --- what each server answers, checked before any load -------------------------------------------------
interface Server {
  name: string;
  base: string;
  cpuMs: () => number;
  etag: string;
  /** Where this server has the update feed's 200 (nginx: its own path). */
  updateBodyPath: string;
}
const processCpuMs = () => cpuMs(process.cpuUsage());
const servers: Server[] = [
  { name: 'nerali', base: oursBase, cpuMs: processCpuMs, etag, updateBodyPath: UPDATE_PATH },
  { name: 'node:http', base: plainBase, cpuMs: processCpuMs, etag, updateBodyPath: UPDATE_PATH },
];
if (nginx && nginxBase) {
  const running = nginx;
  servers.push({
    name: 'nginx (1 worker)',
    base: nginxBase,
    cpuMs: () => running.cpuMs(),
    etag: nginxEtag,
    updateBodyPath: UPDATE_BODY_PATH,
  });
} else {
  console.log('note: no nginx; its rows are missing');
}

interface Target {
  name: string;
  path: (server: Server) => string;
  status: number;
  headers: (server: Server) => Record<string, string>;
  /** The bytes a 200 must carry. */
  body?: Buffer;
}
const TARGETS: Target[] = [
  { name: 'full feed 200 (br)', path: () => FULL_PATH, status: 200, headers: () => ACCEPT, body: full.body },
  {
    name: 'full feed 304 (If-None-Match)',
    path: () => FULL_PATH,
    status: 304,
    headers: (server) => ({ ...ACCEPT, 'if-none-match': server.etag }),
  },
  {
    name: 'update 304 (x-fsign)',
    path: () => UPDATE_PATH,
    status: 304,
    headers: () => ({ ...ACCEPT, 'x-fsign': sign }),
  },
  {
    name: 'update 200 (older x-fsign)',
    path: (server) => server.updateBodyPath,
    status: 200,
    headers: () => ({ ...ACCEPT, 'x-fsign': oldSign }),
    body: ourUpdateBody.body,
  },
];

for (const server of servers) {
  const answers: string[] = [];
  for (const target of TARGETS) {
    const got = await getOnce(server.base + target.path(server), target.headers(server));
    const same = target.body === undefined || got.body.equals(target.body);
    answers.push(
      `${target.name} ${got.status}${target.status === 200 ? (same ? ' same bytes' : ' DIFFERENT BYTES') : ''}`,
    );
    if (got.status !== target.status || !same)
      console.log(`note: ${server.name} ${target.name}: unexpected answer`);
  }
  console.log(`  ${server.name}: ${answers.join(', ')}`);
}

// --- load --------------------------------------------------------------------------------------------
interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
  /** Server CPU per answered request, µs. */
  serverUs: number;
  /** What the rest of the machine used besides the server and the load generator, % of one core. */
  othersPct: number;
}

async function drive(server: Server, target: Target, seconds: number): Promise<Run> {
  const url = server.base + target.path(server);
  const headers = target.headers(server);
  const cpu0 = server.cpuMs();
  const busy0 = machineBusyMs();
  const t0 = performance.now();
  let rps: number;
  let p50: number;
  let p99: number;
  let requests: number;
  let bad: number;
  let clientMs: number;
  if (nodeLoad) {
    const r = await nodeLoad.run({
      url,
      headers,
      connections: CONNECTIONS,
      durationMs: seconds * 1000,
      warmupMs: 0,
      maxRequests: 2_000_000,
    });
    ({ rps, requests } = r);
    ({ p50, p99 } = r.latency);
    bad = r.errors + requests - (r.statuses[String(target.status)] ?? 0);
    clientMs = (r.clientCpuPct / 100) * r.elapsedMs;
  } else {
    const r = await runWrk(url, headers, CONNECTIONS, seconds);
    if (!r) throw new Error('wrk vanished');
    ({ rps, p50, p99, requests } = r);
    bad = r.non2xx3xx;
    clientMs = r.cpuMs;
  }
  const elapsed = performance.now() - t0;
  const serverMs = server.cpuMs() - cpu0;
  const othersPct = Math.max(0, ((machineBusyMs() - busy0 - serverMs - clientMs) / elapsed) * 100);
  return { rps, p50, p99, requests, bad, serverUs: (serverMs * 1000) / Math.max(1, requests), othersPct };
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const key = (server: Server, target: Target) => `${server.name}|${target.name}`;
const runs = new Map<string, Run[]>();
const loads: number[] = [];
console.log(`\nwarm-up: ${WARMUP_SECONDS} s of each server and target`);
for (const server of servers) for (const target of TARGETS) await drive(server, target, WARMUP_SECONDS);
for (let run = 1; run <= RUNS; run++) {
  const line: string[] = [];
  for (const target of TARGETS) {
    for (const server of servers) {
      const r = await drive(server, target, RUN_SECONDS);
      runs.set(key(server, target), [...(runs.get(key(server, target)) ?? []), r]);
      line.push(`${int(r.rps)}${r.bad ? `(${r.bad} bad)` : ''}`);
    }
  }
  loads.push(Number(loadAverage().split(' ')[0]));
  console.log(
    `run ${run}/${RUNS} req/s (${TARGETS.map((t) => t.name).join(' | ')}; ${servers.map((s) => s.name).join(', ')}): ${line.join(' ')}  load ${loadAverage()}`,
  );
}

// The full feed while the day changes: 10 goals a second invalidate the cached body, so some requests
// rebuild and re-compress it (1,000 matches). One run, our server only: no baseline can do this.
let goals = 1; // change 0 made the update feed's 200 above
const changer = setInterval(() => {
  if (goals > 100) return;
  ours.engine.putEvents([scoreChange(world, goals++, Math.floor(clock() / 1000))]);
}, 100);
const changing = await drive(servers[0] as Server, TARGETS[0] as Target, RUN_SECONDS * 2);
clearInterval(changer);

await ours.app.close();
plain.closeAllConnections();
await new Promise<void>((resolve) => plain.close(() => resolve()));
if (nginx) await nginx.stop();
nginx = null;
await nodeLoad?.close();

// --- report ------------------------------------------------------------------------------------------
const med = (server: Server, target: Target) => {
  const list = runs.get(key(server, target)) ?? [];
  return {
    rps: median(list.map((r) => r.rps)),
    min: Math.min(...list.map((r) => r.rps)),
    max: Math.max(...list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    serverUs: median(list.map((r) => r.serverUs)),
    others: Math.max(...list.map((r) => r.othersPct)),
    bad: list.reduce((n, r) => n + r.bad, 0),
  };
};

console.log(`\nMedians of ${RUNS} runs; load generator: ${generator}`);
console.log(
  table([
    [
      'target',
      'server',
      'req/s',
      '[min-max]',
      'p50',
      'p99',
      'server CPU/req',
      'others CPU (max)',
      'bad answers',
    ],
    ...TARGETS.flatMap((target) =>
      servers.map((server) => {
        const m = med(server, target);
        return [
          target.name,
          server.name,
          int(m.rps),
          `[${int(m.min)}-${int(m.max)}]`,
          ms(m.p50),
          ms(m.p99),
          `${m.serverUs.toFixed(1)} µs`,
          pct(m.others),
          String(m.bad),
        ];
      }),
    ),
  ]),
);

const [oursServer, plainServer, nginxServer] = servers as [Server, Server, Server | undefined];
/**
 * Ours over a baseline in each run (the two rows ran back to back, under the same load of the machine):
 * the median of those ratios and their spread.
 */
const sameRun = (target: Target, baseline: Server | undefined, pick: (r: Run) => number) => {
  if (!baseline) return 'n/a';
  const o = runs.get(key(oursServer, target)) ?? [];
  const b = runs.get(key(baseline, target)) ?? [];
  const ratios = o.map((r, i) => pick(r) / pick(b[i] as Run)).filter(Number.isFinite);
  if (ratios.length === 0) return 'n/a';
  return `${median(ratios).toFixed(2)} [${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}]`;
};
console.log(
  `\nRatios ours / baseline, median of the ${RUNS} same-run ratios [min-max]: req/s (higher is better for us), p99 (lower is better); load average (1 min) during the runs ${Math.min(...loads)}-${Math.max(...loads)}`,
);
console.log(
  table([
    ['target', 'req/s ours/node:http', 'req/s ours/nginx', 'p99 ours/node:http', 'p99 ours/nginx'],
    ...TARGETS.map((target) => [
      target.name,
      sameRun(target, plainServer, (r) => r.rps),
      sameRun(target, nginxServer, (r) => r.rps),
      sameRun(target, plainServer, (r) => r.p99),
      sameRun(target, nginxServer, (r) => r.p99),
    ]),
  ]),
);
console.log(
  `\nfull feed with 10 score changes/s (cache rebuilt each time; one ${RUN_SECONDS * 2} s run, ${goals} changes): ${int(changing.rps)} req/s, p50 ${ms(changing.p50)}, p99 ${ms(changing.p99)}`,
);
console.log(
  '"server CPU/req" is the server\'s CPU time per answered request; "others CPU" is what the rest of the machine used during a run besides the server and the load generator (% of one core; more than a few % means noise).',
);

// --- memory ------------------------------------------------------------------------------------------
function memoryChild(
  mode: 'world' | 'empty',
  env: Record<string, string> = {},
  config: 'test' | 'real' = 'test',
): Promise<MemoryResult | null> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/lib/memory-child.ts', mode, String(SETTLE_S), config],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (child.pid) memoryChildren.add(child.pid);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.once('exit', () => {
      if (child.pid) memoryChildren.delete(child.pid);
      const line = out.split('\n').find((l) => l.startsWith(MEMORY_MARKER));
      resolve(line ? (JSON.parse(line.slice(MEMORY_MARKER.length)) as MemoryResult) : null);
    });
  });
}

console.log(`\nmemory: fresh server processes, each left ${SETTLE_S} s to settle after listen`);
const memory: { label: string; result: MemoryResult | null }[] = [];
const PRODUCTION = { NODE_ENV: 'production' };
// BENCH_FEEDS_MEMORY=off skips the memory rows (a trial of the load rows).
const MEMORY_ROWS =
  process.env.BENCH_FEEDS_MEMORY === 'off'
    ? []
    : ([
        ['no simulator (empty engine)', 'empty', {}, 'test'],
        ['simulator, all sports', 'world', {}, 'test'],
        ['simulator, GEOIP_LOOKUP=off', 'world', { GEOIP_LOOKUP: 'off' }, 'test'],
        ['npm start config, no simulator', 'empty', PRODUCTION, 'real'],
        ['npm start config, simulator', 'world', PRODUCTION, 'real'],
      ] as const);
for (const [label, mode, env, config] of MEMORY_ROWS) {
  const result = await memoryChild(mode, env, config);
  memory.push({ label, result });
  console.log(
    `  ${label}: ${result ? `RSS ${bytes(result.settled.rss)}, heap used ${bytes(result.settled.heapUsed)}` : 'failed'}`,
  );
}

console.log(
  '\nServer memory (process.memoryUsage after the settle period; "after GC" = two forced collections)',
);
console.log(
  table([
    [
      'server',
      'RSS',
      'heap used',
      'heap total',
      'external',
      'RSS after GC',
      'heap after GC',
      'events',
      'RSS / 1k events',
      'heap / 1k events',
      'sports',
      'geoip-lite',
      'web build',
    ],
    ...memory.map(({ label, result: r }) =>
      r
        ? [
            label,
            bytes(r.settled.rss),
            bytes(r.settled.heapUsed),
            bytes(r.settled.heapTotal),
            bytes(r.settled.external),
            r.afterGc ? bytes(r.afterGc.rss) : 'n/a',
            r.afterGc ? bytes(r.afterGc.heapUsed) : 'n/a',
            int(r.events),
            r.events > 0 ? bytes((r.settled.rss / r.events) * 1000) : 'n/a',
            r.events > 0 ? bytes(((r.afterGc ?? r.settled).heapUsed / r.events) * 1000) : 'n/a',
            String(r.sports),
            r.geoipLoaded ? 'loaded' : 'off',
            r.webBuild ? 'yes' : 'no',
          ]
        : [label, 'failed', '', '', '', '', '', '', '', '', '', '', ''],
    ),
  ]),
);
for (const config of ['test', 'real'] as const) {
  const empty = memory.find((m) => m.result?.config === config && m.result.mode === 'empty')?.result;
  const full = memory.find((m) => m.result?.config === config && m.result.mode === 'world')?.result;
  if (!empty || !full || full.events === 0) continue;
  const per1k = (a: number, b: number) => bytes(((a - b) / full.events) * 1000);
  console.log(
    `what 1,000 events add over the empty server (${config === 'test' ? 'testConfig' : 'npm start config'}): RSS ${per1k(full.settled.rss, empty.settled.rss)}, heap after GC ${per1k((full.afterGc ?? full.settled).heapUsed, (empty.afterGc ?? empty.settled).heapUsed)} (${int(full.events)} events after ${SETTLE_S} s)`,
  );
}
const simulated = memory.find((m) => m.result?.mode === 'world')?.result;
if (simulated?.window) {
  const days = (s: number) => (s / 86_400).toFixed(1);
  console.log(
    `simulated world: ${int(simulated.events)} events of ${simulated.sports} sports, ${int(simulated.leagues)} leagues, ${int(simulated.participants)} participants; kickoffs from ${days(simulated.window.nowS - simulated.window.fromS)} days back to ${days(simulated.window.toS - simulated.window.nowS)} days ahead`,
  );
  console.log(
    `football today (India's day): ${simulated.footballToday} matches in the simulator (it has no size or density option), full feed ${simulated.footballFeed ? `${bytes(simulated.footballFeed.raw)} raw, ${bytes(simulated.footballFeed.br)} br` : 'n/a'}; the load rows above use the synthetic day of ${world.events.length}`,
  );
  console.log(
    `events by sport: ${Object.entries(simulated.bySport)
      .map(([sport, n]) => `${sport}:${n}`)
      .join(' ')}`,
  );
}
console.log(`load average after the run: ${loadAverage()}`);

const summary: SummaryRow[] = [];
for (const target of TARGETS) {
  const o = med(oursServer, target);
  const p = med(plainServer, target);
  const n = nginxServer ? med(nginxServer, target) : null;
  summary.push({
    what: `${target.name} req/s, p99 (median of ${RUNS})`,
    ours: `${int(o.rps)}, ${ms(o.p99)}`,
    baseline: [`${int(p.rps)}, ${ms(p.p99)} node:http`, n ? `${int(n.rps)}, ${ms(n.p99)} nginx` : '']
      .filter(Boolean)
      .join('; '),
    against: `ours/node:http ${sameRun(target, plainServer, (r) => r.rps)}${n ? `, ours/nginx ${sameRun(target, nginxServer, (r) => r.rps)}` : ''}`,
  });
}
if (simulated) {
  summary.push({
    what: `RSS / heap, all ${simulated.sports} sports simulated (${int(simulated.events)} events)`,
    ours: `${bytes(simulated.settled.rss)} / ${bytes(simulated.settled.heapUsed)}`,
    baseline: '',
    against: '(no baseline)',
  });
}
printSummary('feeds', summary);
cancelWatchdog();
