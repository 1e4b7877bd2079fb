/**
 * Feeds behind the shipped nginx site (deploy/nginx/nerali.conf; issue 18 point 2, issue 17 point 6):
 * throughput against nginx serving the same bytes as a static file, and how old an answer can be.
 *
 * Setup: our server (buildServer, the real feed route) with a busy football day of 1,000 matches
 * (lib/world.ts BUSY_DAY), in this process; Debian's nginx running the shipped site rewritten only at
 * its markers (listen, upstream, cache path: apps/server/src/deploy/nginx-site.ts, which the
 * integration test uses too); and nginx serving the feed's bytes as a static file with the same
 * headers, twice: with the site's `nerali-tuning` lines (like with like: the main figure) and with
 * feeds.ts's baseline configuration (bench/lib/external.ts startNginx: keep-alive only, no
 * open_file_cache, no sendfile). All nginx run the same main file, one worker each, pinned to core 0;
 * wrk is pinned to core 1.
 *
 * Load: wrk (one thread, 32 keep-alive connections, 2 s a run) on the full feed f_1_0_330_ta_1 (br),
 * its 304 (If-None-Match with each server's ETag) and the update feed u_1_1 with the current x-fsign
 * (304; static nginx cannot read x-fsign, so its row is a file's 304 to If-None-Match, and feeds.ts's
 * `return 304` is a row of its own); 5 runs of each, interleaved, medians with [min-max]. "From
 * cache" is the share of answers that never reached the node (requests the node saw on /x/feed/,
 * background refreshes included, against the requests wrk made).
 *
 * Staleness: while wrk loads the full feed through the proxy, the world changes (a goal) at uneven
 * intervals (0.25 to 3.1 s); a poller asks the proxy for the full feed and for the update feed with
 * the current and the previous signature, and each answer's age past the change it lacks is taken
 * (the ETag names the version; a 304 for a signature that is no longer current is late). Then quiet
 * spells: one request, a goal, nothing for 3, 6 and 10 s, one request, for the shipped site and for
 * the same site with `proxy_cache_use_stale updating` (the previous configuration) side by side.
 * Prints figures only; nothing here asserts a timing.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../apps/server/src/app.ts';
import {
  NGINX_BINARY,
  NGINX_SITE_FILE,
  nginxArgs,
  prepareNginxPrefix,
  rewriteSite,
  siteTuning,
} from '../apps/server/src/deploy/nginx-site.ts';
import { testConfig } from '../apps/server/src/testing/fixtures.ts';
import {
  ensureDebianTool,
  freePort,
  hasTool,
  processTreeCpuMs,
  runWrk,
  waitForPort,
} from './lib/external.ts';
import { getOnce } from './lib/http-once.ts';
import {
  assertLoopback,
  bytes,
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
import { anchoredClock, BUSY_DAY, loadWorld, scoreChange, syntheticWorld } from './lib/world.ts';

/** BENCH_PROXY_RUNS and BENCH_PROXY_SECONDS shorten a trial run; the figures in README use the defaults. */
const RUNS = Math.min(9, Math.max(1, Number(process.env.BENCH_PROXY_RUNS) || 5));
const RUN_SECONDS = Math.min(5, Math.max(1, Number(process.env.BENCH_PROXY_SECONDS) || 2));
/** A variant of nerali.conf to measure instead of the shipped one (same markers), for tuning trials. */
const SITE_FILE = process.env.BENCH_PROXY_SITE || NGINX_SITE_FILE;
/** BENCH_PROXY_STALENESS=off skips the staleness part (a throughput trial). */
const STALENESS = process.env.BENCH_PROXY_STALENESS !== 'off';
/** First of five ports (node, proxy, static, the updating variant, the second static); free ones if unset. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || 0;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 1;
const STALE_SECONDS = 14;
const QUIET_GAPS_S = [3, 6, 10];
const FULL_PATH = '/x/feed/f_1_0_330_ta_1';
const UPDATE_PATH = '/x/feed/u_1_1';
const ACCEPT = { 'accept-encoding': 'br, gzip' };
/** What the nodes send for full feeds, and what the site promises from it (its header comment). */
const MAX_AGE_S = 2;
const SWR_S = 5;
/** nginx keeps whole seconds: a copy stored at 10.9 s with max-age=2 is fresh until 12.999 s. */
const WHOLE_SECOND_S = 1;
/** One refresh of an expired copy, and the poller's own latency. */
const REFRESH_ALLOWANCE_S = 0.5;
const UPDATE_KEEP_S = 1;
const BOUND_BUSY_S = MAX_AGE_S + WHOLE_SECOND_S + REFRESH_ALLOWANCE_S;
const BOUND_QUIET_S = MAX_AGE_S + WHOLE_SECOND_S + SWR_S + REFRESH_ALLOWANCE_S;
const BOUND_UPDATE_S = UPDATE_KEEP_S + WHOLE_SECOND_S + REFRESH_ALLOWANCE_S;
const NGINX_CPU = 0;
const WRK_CPU = 1;

const started = new Set<ChildProcess>();
const dirs: string[] = [];
const cancelWatchdog = watchdog(280_000, () => {
  for (const child of started) child.kill('SIGKILL');
});

// --- tools ------------------------------------------------------------------------------------------
const nginxTool = ensureDebianTool('nginx', 'nginx');
const wrkTool = ensureDebianTool('wrk', 'wrk', '--version');
console.log('# proxy: feeds behind the shipped nginx site (deploy/nginx/nerali.conf) against static nginx');
console.log(
  `machine: ${os.cpus().length} cores, node ${process.version}; ${nginxTool.note}; ${wrkTool.note}`,
);
if (!nginxTool.ok || !wrkTool.ok || !NGINX_BINARY) {
  console.log('note: this bench needs nginx and wrk (apt-get install -y nginx wrk); nothing measured');
  printSummary('proxy', []);
  process.exit(0);
}
const pin = hasTool('taskset', '--version');
console.log(
  `load generator: wrk -t1 -c${CONNECTIONS} -d${RUN_SECONDS}s --latency${pin ? `, pinned to core ${WRK_CPU}` : ''}; both nginx: 1 worker${pin ? `, pinned to core ${NGINX_CPU}` : ''}; the node runs in this process`,
);
console.log(
  `method: ${RUNS} runs of ${RUN_SECONDS} s for each server and target, interleaved, after a ${WARMUP_SECONDS} s warm-up of each; medians below`,
);
console.log(`load average before the run: ${loadAverage()} (other processes on a shared machine add noise)`);

const port = async (offset: number) => (PORT_BASE ? PORT_BASE + offset : freePort());

// --- our server with a busy day ----------------------------------------------------------------------
const clock = anchoredClock();
const world = syntheticWorld(Math.floor(clock() / 1000), 330, BUSY_DAY);
const ours = await buildServer(testConfig(), { clock, logger: false });
loadWorld(ours.engine, world);
await ours.app.listen({ host: '127.0.0.1', port: await port(0) });
const nodePort = (ours.app.server.address() as { port: number }).port;
const nodeBase = `http://127.0.0.1:${nodePort}`;
/** Feed requests that reached the node (through nginx: misses, refreshes, pass-through). */
let nodeFeedRequests = 0;
ours.app.server.on('request', (req: http.IncomingMessage) => {
  if (req.url?.startsWith('/x/feed/')) nodeFeedRequests++;
});

const full = await getOnce(nodeBase + FULL_PATH, ACCEPT);
const identity = await getOnce(nodeBase + FULL_PATH);
console.log(
  `data: synthetic football day of ${world.events.length} matches (${world.liveIds.length} live); ${FULL_PATH}: ${bytes(identity.body.length)} raw, ${bytes(full.body.length)} ${full.headers['content-encoding'] ?? 'identity'} as sent; the node's cache-control: ${full.headers['cache-control']}`,
);

// --- the two nginx -----------------------------------------------------------------------------------
interface Nginx {
  name: string;
  base: string;
  pid: number;
  dir: string;
}

/** A site's text for a listen address and the nginx prefix directory it runs in. */
type SiteText = (listen: string, dir: string) => string;

async function startNginx(name: string, siteText: SiteText, p: number): Promise<Nginx> {
  const dir = mkdtempSync(join(os.tmpdir(), 'nerali-bench-proxy-'));
  dirs.push(dir);
  const listen = `127.0.0.1:${p}`;
  writeFileSync(join(dir, 'site.conf'), siteText(listen, dir));
  writeFileSync(join(dir, 'nginx.conf'), prepareNginxPrefix(dir, [join(dir, 'site.conf')]));
  const args = nginxArgs(dir);
  execFileSync(NGINX_BINARY as string, [...args, '-t'], { stdio: 'pipe' });
  const child = pin
    ? spawn('taskset', ['-c', String(NGINX_CPU), NGINX_BINARY as string, ...args], { stdio: 'ignore' })
    : spawn(NGINX_BINARY as string, args, { stdio: 'ignore' });
  started.add(child);
  if (!(await waitForPort(p, 5000))) throw new Error(`${name}: nginx did not listen on ${listen}`);
  return { name, base: `http://${listen}`, pid: child.pid as number, dir };
}

const siteText = readFileSync(SITE_FILE, 'utf8');
const proxySite: SiteText = (listen, dir) =>
  rewriteSite(siteText, { listen, nodes: [`127.0.0.1:${nodePort}`], cachePath: join(dir, 'cache') });
// The previous configuration: stale copies of any age while one request refreshes.
const updatingSite: SiteText = (listen, dir) => {
  const text = proxySite(listen, dir);
  const changed = text.replace(
    'proxy_cache_use_stale error timeout http_500',
    'proxy_cache_use_stale updating error timeout http_500',
  );
  if (changed === text) throw new Error('nerali.conf: no proxy_cache_use_stale line to add updating to');
  return changed;
};

const tuning = siteTuning(siteText);
const proxy = await startNginx('proxy (nerali.conf)', proxySite, await port(1));
const sign = ours.feeds.signature(1);
await getOnce(proxy.base + FULL_PATH, ACCEPT); // fills the cache
await getOnce(proxy.base + UPDATE_PATH, { ...ACCEPT, 'x-fsign': sign });
const proxyFull = await getOnce(proxy.base + FULL_PATH, ACCEPT);
const proxyUpdate = await getOnce(proxy.base + UPDATE_PATH, { ...ACCEPT, 'x-fsign': sign });

// The static server sends every header the proxy sends, except those nginx makes itself for a file.
const MADE_BY_NGINX = new Set([
  'server',
  'date',
  'content-length',
  'content-type',
  'connection',
  'keep-alive',
  'etag',
  'last-modified',
  'accept-ranges',
  'transfer-encoding',
]);
const addHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.entries(headers)
    .filter(([k]) => !MADE_BY_NGINX.has(k))
    .map(([k, v]) => `add_header ${k} '${String(v).replaceAll("'", '')}';`)
    .join(' ');
const STATIC_RETURN_PATH = '/x/feed/u_return_304';
/** bench/lib/external.ts startNginx's server lines: feeds.ts's nginx baseline. */
const FEEDS_TS_LINES = ['keepalive_requests 10000000;', 'keepalive_timeout 30s;'];
const staticSite =
  (lines: readonly string[]): SiteText =>
  (listen, dir) => {
    const file = join(dir, 'full.br');
    writeFileSync(file, full.body);
    const empty = join(dir, 'update');
    writeFileSync(empty, '');
    const type = String(proxyFull.headers['content-type'] ?? 'text/plain');
    return `server {
    listen ${listen};
    ${lines.join('\n    ')}
    location = ${FULL_PATH} { default_type '${type}'; ${addHeaders(proxyFull.headers)} alias ${file}; }
    location = ${UPDATE_PATH} { default_type '${type}'; ${addHeaders(proxyUpdate.headers)} alias ${empty}; }
    location = ${STATIC_RETURN_PATH} { ${addHeaders(proxyUpdate.headers)} return 304; }
}
`;
  };
const staticTuned = await startNginx('static, site tuning', staticSite(tuning), await port(2));
const staticPlain = await startNginx('static, feeds.ts config', staticSite(FEEDS_TS_LINES), await port(4));
const STATICS = [staticTuned, staticPlain];
console.log(
  `static baselines: the feed's ${bytes(full.body.length)} as a file with the proxy's headers; "${staticTuned.name}": ${tuning.join(' ')}; "${staticPlain.name}" (bench/lib/external.ts startNginx): ${FEEDS_TS_LINES.join(' ')}`,
);

// --- what each answers, checked before any load -------------------------------------------------------
const etags = new Map<string, string>([[proxy.name, String(proxyFull.headers.etag ?? '')]]);
/** Each static server's ETag of the empty file its update 304 comes from. */
const updateEtags = new Map<string, string>();
const fullAnswers: [Nginx, Awaited<ReturnType<typeof getOnce>>][] = [[proxy, proxyFull]];
for (const server of STATICS) {
  const answer = await getOnce(server.base + FULL_PATH, ACCEPT);
  etags.set(server.name, String(answer.headers.etag ?? ''));
  updateEtags.set(server.name, String((await getOnce(server.base + UPDATE_PATH, ACCEPT)).headers.etag ?? ''));
  fullAnswers.push([server, answer]);
}
const headerBytes = (h: http.IncomingHttpHeaders) =>
  Object.entries(h).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
for (const [server, answer] of fullAnswers) {
  const notModified = await getOnce(server.base + FULL_PATH, {
    ...ACCEPT,
    'if-none-match': etags.get(server.name) ?? '',
  });
  const update =
    server === proxy
      ? proxyUpdate
      : await getOnce(server.base + UPDATE_PATH, {
          ...ACCEPT,
          'if-none-match': updateEtags.get(server.name) ?? '',
        });
  const same = answer.body.equals(full.body);
  console.log(
    `  ${server.name}: full ${answer.status} ${same ? 'same bytes' : 'DIFFERENT BYTES'} (${answer.headers['x-cache-status'] ?? '-'}; headers ${headerBytes(answer.headers)} B: ${Object.keys(answer.headers).join(' ')}), If-None-Match ${notModified.status} (${notModified.headers['x-cache-status'] ?? '-'}), update ${update.status} (${update.headers['x-cache-status'] ?? '-'}; headers ${headerBytes(update.headers)} B)`,
  );
  if (answer.status !== 200 || !same || notModified.status !== 304 || update.status !== 304) {
    console.log(`note: ${server.name} answered something unexpected; its rows measure that`);
  }
}

// --- load --------------------------------------------------------------------------------------------
interface Target {
  name: string;
  path: (server: Nginx) => string;
  headers: (server: Nginx) => Record<string, string>;
  /** Measured on the static server only, against the proxy's row of this name. */
  staticOnly?: string;
}
const UPDATE_NAME = 'update 304 (x-fsign current)';
const TARGETS: Target[] = [
  { name: 'full feed 200 (br)', path: () => FULL_PATH, headers: () => ACCEPT },
  {
    name: 'full feed 304 (If-None-Match)',
    path: () => FULL_PATH,
    headers: (server) => ({ ...ACCEPT, 'if-none-match': etags.get(server.name) ?? '' }),
  },
  {
    // Static nginx cannot read x-fsign: its 304 is a file's, to If-None-Match (the proxy's is the
    // node's answer to x-fsign, kept by nginx).
    name: UPDATE_NAME,
    path: () => UPDATE_PATH,
    headers: (server) =>
      server === proxy
        ? { ...ACCEPT, 'x-fsign': sign }
        : { ...ACCEPT, 'if-none-match': updateEtags.get(server.name) ?? '' },
  },
  {
    // feeds.ts's nginx baseline for the update 304: `return 304`, no file at all.
    name: 'update 304, static `return 304`',
    path: () => STATIC_RETURN_PATH,
    headers: () => ({ ...ACCEPT, 'x-fsign': sign }),
    staticOnly: UPDATE_NAME,
  },
];
const SERVERS: Nginx[] = [proxy, ...STATICS];
const serversOf = (target: Target) => (target.staticOnly ? [staticPlain] : SERVERS);
const staticsOf = (target: Target) => serversOf(target).filter((server) => server !== proxy);
/** The target whose proxy runs a row is compared with. */
const proxyRowOf = (target: Target) => TARGETS.find((t) => t.name === target.staticOnly) ?? target;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
  /** nginx CPU (master and worker) per answered request, µs. */
  nginxUs: number;
  /** Requests that reached the node, per request wrk made. */
  upstreamShare: number;
  /** Busy CPU of the machine besides nginx, wrk and this process, % of one core. */
  othersPct: number;
}

async function drive(server: Nginx, target: Target, seconds: number): Promise<Run> {
  // The rows measure a steady stream. Between two runs of the proxy the other servers run for 4 s or
  // more, past the feed's max-age + stale-while-revalidate, and the first requests of a run would
  // all wait for a node (the quiet-spell case, measured below): one request first refreshes the copy.
  if (server === proxy) await getOnce(server.base + target.path(server), target.headers(server));
  const cpu0 = processTreeCpuMs(server.pid);
  const self0 = process.cpuUsage();
  const busy0 = machineBusyMs();
  const node0 = nodeFeedRequests;
  const t0 = performance.now();
  const r = await runWrk(
    server.base + target.path(server),
    target.headers(server),
    CONNECTIONS,
    seconds,
    WRK_CPU,
  );
  if (!r) throw new Error('wrk vanished');
  const elapsed = performance.now() - t0;
  const nginxMs = processTreeCpuMs(server.pid) - cpu0;
  const self = process.cpuUsage(self0);
  const selfMs = (self.user + self.system) / 1000;
  const othersPct = Math.max(0, ((machineBusyMs() - busy0 - nginxMs - r.cpuMs - selfMs) / elapsed) * 100);
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    requests: r.requests,
    bad: r.non2xx3xx,
    nginxUs: (nginxMs * 1000) / Math.max(1, r.requests),
    upstreamShare: (nodeFeedRequests - node0) / Math.max(1, r.requests),
    othersPct,
  };
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const key = (server: Nginx, target: Target) => `${server.name}|${target.name}`;
const runs = new Map<string, Run[]>();
console.log(`\nwarm-up: ${WARMUP_SECONDS} s of each server and target`);
for (const target of TARGETS)
  for (const server of serversOf(target)) await drive(server, target, WARMUP_SECONDS);
for (let run = 1; run <= RUNS; run++) {
  const line: string[] = [];
  for (const target of TARGETS) {
    // Alternate which server goes first, so neither always follows the other's heat.
    const order = run % 2 ? serversOf(target) : [...serversOf(target)].reverse();
    const pair: Record<string, Run> = {};
    for (const server of order) {
      const r = await drive(server, target, RUN_SECONDS);
      runs.set(key(server, target), [...(runs.get(key(server, target)) ?? []), r]);
      pair[server.name] = r;
    }
    line.push(
      serversOf(target)
        .map((s) => `${int(pair[s.name]?.rps ?? Number.NaN)}${pair[s.name]?.bad ? '(bad)' : ''}`)
        .join('/'),
    );
  }
  console.log(
    `run ${run}/${RUNS} req/s proxy/static (${TARGETS.map((t) => t.name).join(' | ')}): ${line.join('  ')}  load ${loadAverage()}`,
  );
}

const med = (server: Nginx, target: Target) => {
  const list = runs.get(key(server, target)) ?? [];
  return {
    rps: median(list.map((r) => r.rps)),
    min: Math.min(...list.map((r) => r.rps)),
    max: Math.max(...list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    nginxUs: median(list.map((r) => r.nginxUs)),
    upstream: list.reduce((n, r) => n + r.upstreamShare * r.requests, 0),
    requests: list.reduce((n, r) => n + r.requests, 0),
    others: Math.max(...list.map((r) => r.othersPct)),
    bad: list.reduce((n, r) => n + r.bad, 0),
  };
};

/** The staleness part: under load, then after quiet spells (see the header comment). */
async function measureStaleness() {
  // --- staleness under load ----------------------------------------------------------------------------
  interface Version {
    at: number;
    etag: string;
    sign: string;
  }
  const versions: Version[] = [{ at: Number.NEGATIVE_INFINITY, etag: String(full.headers.etag), sign }];
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

  function ask(
    url: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; etag: string; cache: string }> {
    assertLoopback(url);
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers, agent: keepAlive, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            etag: String(res.headers.etag ?? ''),
            cache: String(res.headers['x-cache-status'] ?? '-'),
          }),
        );
      });
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error('timeout')));
    });
  }

  let goal = 0;
  /** A goal, then the node asked directly for the new ETag (the version's name in the answers). */
  async function change(): Promise<Version> {
    ours.engine.putEvents([scoreChange(world, goal++, Math.floor(clock() / 1000))]);
    const at = performance.now();
    const direct = await getOnce(nodeBase + FULL_PATH, ACCEPT);
    const version = { at, etag: String(direct.headers.etag ?? ''), sign: ours.feeds.signature(1) };
    versions.push(version);
    return version;
  }

  /** How late an answer is: from the first change it lacks to when it arrived (0 when current). */
  function fullLateness(etag: string, sentAt: number, receivedAt: number): number | null {
    let index = -1;
    for (let i = versions.length - 1; i >= 0; i--) {
      if (versions[i]?.etag === etag) {
        index = i;
        break;
      }
    }
    if (index < 0) return null;
    const next = versions[index + 1];
    return next && next.at < sentAt ? (receivedAt - next.at) / 1000 : 0;
  }

  interface Sample {
    lateS: number;
    cache: string;
  }
  async function pollUnderLoad(base: string, untilMs: number) {
    const fullSamples: Sample[] = [];
    const updateSamples: Sample[] = [];
    let unknown = 0;
    while (performance.now() < untilMs) {
      let sentAt = performance.now();
      const a = await ask(base + FULL_PATH, ACCEPT);
      const late = fullLateness(a.etag, sentAt, performance.now());
      if (late === null) unknown++;
      else fullSamples.push({ lateS: late, cache: a.cache });
      // The current signature (keeps a 304 in nginx's cache), then the one before it: a 304 for that
      // one is late by the time since the change that ended it.
      const current = versions[versions.length - 1] as Version;
      await ask(base + UPDATE_PATH, { ...ACCEPT, 'x-fsign': current.sign });
      const previous = versions[versions.length - 2];
      if (previous) {
        sentAt = performance.now();
        const u = await ask(base + UPDATE_PATH, { ...ACCEPT, 'x-fsign': previous.sign });
        const endedAt = versions[versions.length - 1]?.at ?? sentAt;
        updateSamples.push({
          lateS: u.status === 304 ? (performance.now() - endedAt) / 1000 : 0,
          cache: u.cache,
        });
      }
      await sleep(2);
    }
    return { fullSamples, updateSamples, unknown };
  }

  console.log(
    `\nstaleness under load: wrk on the proxy's full feed for ${STALE_SECONDS} s, goals at uneven intervals, a poller reading answers through the proxy`,
  );
  const until = performance.now() + STALE_SECONDS * 1000;
  const loadRun = runWrk(proxy.base + FULL_PATH, ACCEPT, CONNECTIONS, STALE_SECONDS, WRK_CPU);
  const polling = pollUnderLoad(proxy.base, until - 300);
  const INTERVALS_S = [0.25, 0.7, 1.5, 3.1];
  for (let i = 0; performance.now() < until - 1000; i++) {
    await sleep((INTERVALS_S[i % INTERVALS_S.length] as number) * 1000);
    await change();
  }
  const polled = await polling;
  const loaded = await loadRun;
  const changesUnderLoad = versions.length - 1;

  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length
      ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number)
      : Number.NaN;
  };
  const statuses = (samples: Sample[]) => {
    const counts = new Map<string, number>();
    for (const s of samples) counts.set(s.cache, (counts.get(s.cache) ?? 0) + 1);
    return [...counts.entries()].map(([k, n]) => `${k} ${pct((n / samples.length) * 100)}`).join(', ');
  };
  const describeLate = (samples: Sample[], bound: number) => {
    const late = samples.map((s) => s.lateS);
    const over = late.filter((s) => s > bound).length;
    return {
      text: `${samples.length} answers, ${late.filter((s) => s > 0).length} late; lateness p50 ${quantile(late, 0.5).toFixed(2)} s, p99 ${quantile(late, 0.99).toFixed(2)} s, max ${Math.max(0, ...late).toFixed(2)} s; ${over} over the bound of ${bound} s; X-Cache-Status: ${statuses(samples)}`,
      max: Math.max(0, ...late),
      over,
    };
  };
  const fullLate = describeLate(polled.fullSamples, BOUND_BUSY_S);
  const updateLate = describeLate(polled.updateSamples, BOUND_UPDATE_S);
  console.log(
    `  ${changesUnderLoad} goals; wrk meanwhile: ${int(loaded?.rps ?? Number.NaN)} req/s, p99 ${ms(loaded?.p99 ?? Number.NaN)}`,
  );
  console.log(
    `  full feed: ${fullLate.text}${polled.unknown ? `; ${polled.unknown} with an unknown ETag` : ''}`,
  );
  console.log(`  update feed, previous signature: ${updateLate.text}`);

  // --- staleness after quiet spells ----------------------------------------------------------------------
  const updating = await startNginx('proxy with use_stale updating', updatingSite, await port(3));
  console.log(
    `\nstaleness after quiet spells: one request, a goal 0.2 s later, nothing until the gap ends, one request (bound ${BOUND_QUIET_S} s for the full feed, ${BOUND_UPDATE_S} s for the update feed)`,
  );
  const quietRows: string[][] = [];
  let quietOver = 0;
  for (const gap of QUIET_GAPS_S) {
    const primedSign = (versions[versions.length - 1] as Version).sign;
    for (const server of [proxy, updating]) {
      await ask(server.base + FULL_PATH, ACCEPT);
      await ask(server.base + UPDATE_PATH, { ...ACCEPT, 'x-fsign': primedSign });
    }
    const primedAt = performance.now();
    await sleep(200);
    await change();
    await sleep(gap * 1000 - (performance.now() - primedAt));
    for (const server of [proxy, updating]) {
      const sentAt = performance.now();
      const a = await ask(server.base + FULL_PATH, ACCEPT);
      const late = fullLateness(a.etag, sentAt, performance.now()) ?? Number.NaN;
      const changedAt = (versions[versions.length - 1] as Version).at;
      const u = await ask(server.base + UPDATE_PATH, { ...ACCEPT, 'x-fsign': primedSign });
      const updateLateS = u.status === 304 ? (performance.now() - changedAt) / 1000 : 0;
      if (server === proxy && (late > BOUND_QUIET_S || updateLateS > BOUND_UPDATE_S)) quietOver++;
      quietRows.push([
        `${gap} s`,
        server.name,
        `${late.toFixed(2)} s (${a.cache})`,
        `${u.status} (${u.cache}), ${updateLateS.toFixed(2)} s late`,
      ]);
    }
  }
  console.log(table([['gap', 'site', 'full feed: late by', 'update feed, primed signature'], ...quietRows]));

  keepAlive.destroy();
  return { fullLate, updateLate, quietOver };
}
const stale = STALENESS ? await measureStaleness() : null;

// --- report ------------------------------------------------------------------------------------------
console.log(`\nMedians of ${RUNS} runs; wrk -t1 -c${CONNECTIONS} -d${RUN_SECONDS}s`);
console.log(
  table([
    [
      'target',
      'server',
      'req/s',
      '[min-max]',
      'p50',
      'p99',
      'nginx CPU/req',
      'from cache',
      'others CPU (max)',
      'bad',
    ],
    ...TARGETS.flatMap((target) =>
      serversOf(target).map((server) => {
        const m = med(server, target);
        return [
          target.name,
          server.name,
          int(m.rps),
          `[${int(m.min)}-${int(m.max)}]`,
          ms(m.p50),
          ms(m.p99),
          `${m.nginxUs.toFixed(1)} µs`,
          server === proxy ? `${(100 - (m.upstream / Math.max(1, m.requests)) * 100).toFixed(3)} %` : '-',
          pct(m.others),
          String(m.bad),
        ];
      }),
    ),
  ]),
);

const ratio = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : Number.NaN;
const ratioRange = (target: Target, base: Nginx) => {
  // The spread of the ratio: each run's proxy figure over the static figure of the same round.
  const p = runs.get(key(proxy, proxyRowOf(target))) ?? [];
  const s = runs.get(key(base, target)) ?? [];
  const per = p.map((r, i) => ratio(r.rps, s[i]?.rps ?? Number.NaN)).filter(Number.isFinite);
  return { min: Math.min(...per), max: Math.max(...per) };
};
console.log('\nRatios proxy / static nginx (req/s: higher is better for the proxy; p99 and CPU: lower is)');
console.log(
  table([
    ['target', 'against', 'req/s of medians', '[per-round min-max]', 'p99', 'nginx CPU/req'],
    ...TARGETS.flatMap((target) =>
      staticsOf(target).map((base) => {
        const p = med(proxy, proxyRowOf(target));
        const s = med(base, target);
        const range = ratioRange(target, base);
        return [
          proxyRowOf(target).name,
          base.name + (target.staticOnly ? ', return 304' : ''),
          `${ratio(p.rps, s.rps).toFixed(2)}x`,
          `[${range.min.toFixed(2)}-${range.max.toFixed(2)}]`,
          `${ratio(p.p99, s.p99).toFixed(2)}x`,
          `${ratio(p.nginxUs, s.nginxUs).toFixed(2)}x`,
        ];
      }),
    ),
  ]),
);
console.log(
  '"from cache": answers that never reached the node (1 - requests the node saw / requests wrk made; a background refresh counts as one that reached it). "others CPU": what the rest of the machine used during a run besides nginx, wrk and this process (% of one core; more than a few % means noise).',
);
if (stale) {
  const over = stale.fullLate.over + stale.updateLate.over + stale.quietOver;
  console.log(
    `staleness: ${over === 0 ? 'no answer over its bound' : `${over} answers OVER their bound`} (under load: full feed max ${stale.fullLate.max.toFixed(2)} s, bound ${BOUND_BUSY_S} s = max-age ${MAX_AGE_S} + nginx's whole second + ${REFRESH_ALLOWANCE_S} s for a refresh; update feed max ${stale.updateLate.max.toFixed(2)} s, bound ${BOUND_UPDATE_S} s; after a quiet spell the full feed's bound adds the nodes' stale-while-revalidate, ${SWR_S} s)`,
  );
} else {
  console.log('staleness: not measured (BENCH_PROXY_STALENESS=off)');
}
console.log(`load average after the run: ${loadAverage()}`);

const summary: SummaryRow[] = TARGETS.flatMap((target) =>
  staticsOf(target).map((base) => {
    const p = med(proxy, proxyRowOf(target));
    const s = med(base, target);
    const range = ratioRange(target, base);
    return {
      what: `${proxyRowOf(target).name} behind nerali.conf, req/s (median of ${RUNS})`,
      ours: `${int(p.rps)} [${int(p.min)}-${int(p.max)}]`,
      baseline: `${int(s.rps)} [${int(s.min)}-${int(s.max)}] ${base.name}${target.staticOnly ? ', return 304' : ''}`,
      against: `proxy/static ${ratio(p.rps, s.rps).toFixed(2)} [${range.min.toFixed(2)}-${range.max.toFixed(2)}]`,
    };
  }),
);
if (stale) {
  summary.push({
    what: 'oldest answer under load: full feed, update feed',
    ours: `${stale.fullLate.max.toFixed(2)} s, ${stale.updateLate.max.toFixed(2)} s`,
    baseline: `bounds ${BOUND_BUSY_S} s, ${BOUND_UPDATE_S} s`,
    against: '(bound)',
  });
}

// --- cleanup -----------------------------------------------------------------------------------------
for (const child of started) {
  child.kill('SIGTERM');
  await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(3000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
await ours.app.close();
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
printSummary('proxy', summary);
cancelWatchdog();
