/**
 * The Tamil home page /ta/ as a browser gets it: HTML bytes (raw, gzip, brotli, and what our server
 * sends), the JavaScript the page loads (module scripts, modulepreload links, the entry imports of the
 * inline module script, and their static imports), CSS and font bytes, and time to first byte over 50
 * sequential requests against a plain node:http server sending the same saved HTML; and /ta/ from the
 * render cache against the cached full feed f_1_0_330_ta_1 on the same server, under the same load
 * (16 connections), in alternating rounds: the rate ratio of each round and the page's p99 (issue 18
 * point 4: at least 0.9x the feed's rate, p99 under 20 ms).
 *
 * Needs the web build (apps/web/build); without it, says so and exits 0. Uses the simulator when the
 * server has one, otherwise (or with BENCH_DATA=synthetic) the synthetic day. Requests come from a child process. Prints figures only.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getOnce, type OnceResponse } from './lib/http-once.ts';
import { HttpLoadClient, type HttpLoadResult } from './lib/http-load.ts';
import { bytes, int, loadAverage, ms, printSummary, type SummaryRow, table, watchdog } from './lib/stats.ts';
import { anchoredClock, loadWorld, syntheticWorld } from './lib/world.ts';

// WEB_BUILD_DIR (absolute) measures another build of the checkout, as the server and e2e tests take it.
const BUILD_DIR = process.env.WEB_BUILD_DIR || fileURLToPath(new URL('../apps/web/build', import.meta.url));
const SIMULATOR_ENTRY = fileURLToPath(new URL('../apps/server/src/simulator/index.ts', import.meta.url));
const PAGE = '/ta/';
const TTFB_REQUESTS = 50;
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/xhtml+xml' };

if (!existsSync(`${BUILD_DIR}/server/index.js`)) {
  console.log('# page: /ta/ weight and time to first byte');
  console.log('run npm run build first (apps/web/build/server/index.js is missing); page bench skipped');
  printSummary('page', [{ what: 'page', ours: 'skipped: no web build', baseline: '', against: '' }]);
  process.exit(0);
}

const load = new HttpLoadClient();
const cancelWatchdog = watchdog(120_000);
const gzipLen = (b: Buffer) => gzipSync(b, { level: 6 }).length;
const brLen = (b: Buffer) =>
  brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

console.log('# page: /ta/ weight and time to first byte');
console.log(`machine: ${os.cpus().length} cores, node ${process.version}`);
console.log(
  'requests come from a separate child process (node:http keep-alive agent), not the server event loop',
);
// As under `npm start` (apps/server/src/production-default.ts): production React unless told otherwise.
// Set before the server's modules load: React picks its build when first imported.
process.env.NODE_ENV ??= 'production';
console.log(`NODE_ENV=${process.env.NODE_ENV}`);

// --- our server, with the web build -----------------------------------------------------------------------
const { buildServer } = await import('../apps/server/src/app.ts');
const { testConfig } = await import('../apps/server/src/testing/fixtures.ts');
type Server = Awaited<ReturnType<typeof buildServer>>;
let server: Server | null = null;
let dataNote = '';
// BENCH_DATA=synthetic forces the synthetic day (the same figures on every run, simulator or not).
const forceSynthetic = process.env.BENCH_DATA === 'synthetic';
if (existsSync(SIMULATOR_ENTRY) && !forceSynthetic) {
  try {
    server = await buildServer(
      testConfig({ webBuildDir: BUILD_DIR, simulator: { enabled: true, seed: 2026, speed: 1 } }),
      { logger: false },
    );
    dataNote = 'data: the built-in simulator (seed 2026, real clock)';
  } catch (error) {
    console.log(
      `note: the simulator failed to start (${(error as Error).message.split('\n')[0]}); using the synthetic day`,
    );
    server = null;
  }
}
if (!server) {
  const clock = anchoredClock();
  server = await buildServer(testConfig({ webBuildDir: BUILD_DIR }), { clock, logger: false });
  loadWorld(server.engine, syntheticWorld(Math.floor(clock() / 1000)));
  dataNote ||= `data: synthetic football day, 150 matches in 20 leagues (${forceSynthetic ? 'BENCH_DATA=synthetic' : 'no simulator in this tree'})`;
}
await server.app.listen({ host: '127.0.0.1', port: 0 });
await server.simulator?.start(); // resolves once the simulator's window is in the engine
console.log(`${dataNote}; ${server.engine.events.size} events in the engine\n`);
const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;

const raw = await getOnce(base + PAGE, { accept: 'text/html' });
const sent = await getOnce(base + PAGE, BROWSER);
if (raw.status !== 200 || !String(raw.headers['content-type']).includes('text/html')) {
  console.log(
    `note: ${PAGE} answered ${raw.status} ${raw.headers['content-type']}; figures below describe that answer`,
  );
}
const html = raw.body.toString('utf8');
const sentEncoding = String(sent.headers['content-encoding'] ?? 'identity');

// --- what the page loads ------------------------------------------------------------------------------------
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const tags = (name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const links = tags('link');
const resolve = (href: string, from: string) => new URL(href, from).pathname;
const pageUrl = base + PAGE;

const entryJs = new Set<string>();
for (const tag of links) {
  const href = attr(tag, 'href');
  if (href && attr(tag, 'rel') === 'modulepreload') entryJs.add(resolve(href, pageUrl));
}
// Paint first (apps/web/app/paint-first.ts): the preloads are in the boot script's list, and the module
// script is inert until the boot script runs it after the first frame. Both count: the page loads them.
for (const m of html.matchAll(/\(document\.currentScript,(\[[^\]]*\])\)<\/script>/g)) {
  for (const href of JSON.parse(m[1] ?? '[]') as string[]) entryJs.add(resolve(href, pageUrl));
}
const preloaded = new Set(entryJs);
for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
  const [, attrs = '', body = ''] = m;
  if (!/type="(module|text\/x-nerali-boot)"/.test(attrs)) continue;
  const src = attr(attrs, 'src');
  if (src) entryJs.add(resolve(src, pageUrl));
  for (const i of body.matchAll(
    /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g,
  )) {
    const spec = i[1] ?? i[2];
    if (spec) entryJs.add(resolve(spec, pageUrl));
  }
}

interface Asset {
  path: string;
  kind: 'js' | 'css' | 'font' | 'other';
  raw: number;
  gzip: number;
  /** What our server sends to a browser that accepts br and gzip. */
  sentBytes: number;
  sentEncoding: string;
  cacheControl: string;
  status: number;
  note: string;
}
const assets = new Map<string, Asset>();
const lazyJs = new Set<string>();

async function fetchAsset(path: string, kind: Asset['kind'], note = ''): Promise<OnceResponse | null> {
  if (assets.has(path)) return null;
  const plain = await getOnce(base + path, {});
  const asBrowser = await getOnce(base + path, { 'accept-encoding': 'br, gzip' });
  assets.set(path, {
    path,
    kind,
    raw: plain.body.length,
    gzip: kind === 'font' ? plain.body.length : gzipLen(plain.body),
    sentBytes: asBrowser.body.length,
    sentEncoding: String(asBrowser.headers['content-encoding'] ?? 'identity'),
    cacheControl: String(asBrowser.headers['cache-control'] ?? ''),
    status: plain.status,
    note,
  });
  return plain;
}

// JS: the entries and everything they import statically (the browser needs those before running).
const queue = [...entryJs];
while (queue.length > 0 && assets.size < 200) {
  const path = queue.shift() as string;
  const got = await fetchAsset(
    path,
    'js',
    preloaded.has(path) ? 'modulepreload' : entryJs.has(path) ? 'entry' : 'static import, not preloaded',
  );
  if (!got) continue;
  const code = got.body.toString('utf8');
  for (const i of code.matchAll(/\bfrom\s*["']([^"']+\.js)["']|\bimport\s*["']([^"']+\.js)["']/g)) {
    const next = resolve((i[1] ?? i[2]) as string, base + path);
    if (!assets.has(next) && !queue.includes(next)) queue.push(next);
  }
  for (const i of code.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g))
    lazyJs.add(resolve(i[1] as string, base + path));
}
for (const path of assets.keys()) lazyJs.delete(path);

const fontUrls = new Set<string>();
for (const tag of links) {
  const href = attr(tag, 'href');
  if (!href) continue;
  const rel = attr(tag, 'rel');
  if (rel === 'stylesheet') {
    const path = resolve(href, pageUrl);
    const got = await fetchAsset(path, 'css', 'stylesheet');
    for (const u of got?.body.toString('utf8').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g) ?? []) {
      if (/\.(woff2?|ttf|otf)(\?|$)/.test(u[1] as string)) fontUrls.add(resolve(u[1] as string, base + path));
    }
  } else if (rel === 'preload' && attr(tag, 'as') === 'font') {
    await fetchAsset(resolve(href, pageUrl), 'font', 'preload');
  } else if (rel === 'icon') {
    await fetchAsset(resolve(href, pageUrl), 'other', 'icon');
  }
}
for (const path of fontUrls) await fetchAsset(path, 'font', 'in CSS (fetched if its unicode-range is used)');

// --- time to first byte ----------------------------------------------------------------------------------
async function ttfb(url: string): Promise<HttpLoadResult> {
  return load.run({
    url,
    headers: BROWSER,
    connections: 1,
    durationMs: 20_000,
    warmupMs: 3000,
    warmupRequests: 100,
    maxRequests: TTFB_REQUESTS,
  });
}
async function throughput(url: string): Promise<HttpLoadResult> {
  return load.run({
    url,
    headers: BROWSER,
    connections: 8,
    durationMs: 3000,
    warmupMs: 300,
    maxRequests: 200_000,
  });
}

const oursTtfb = await ttfb(base + PAGE);
const oursLoad = await throughput(base + PAGE);

// --- /ta/ from the render cache against the cached feed: same server, same load, same run -----------------
const FEED = '/x/feed/f_1_0_330_ta_1';
const RATE_ROUNDS = 3;
const RATE_CONNECTIONS = 16;
const rateRun = (url: string) =>
  load.run({
    url,
    headers: BROWSER,
    connections: RATE_CONNECTIONS,
    durationMs: 3000,
    warmupMs: 300,
    maxRequests: 1_000_000,
  });
const rateRounds: { page: HttpLoadResult; feed: HttpLoadResult; load: string }[] = [];
for (let round = 0; round < RATE_ROUNDS; round++) {
  const page = await rateRun(base + PAGE);
  const feed = await rateRun(base + FEED);
  rateRounds.push({ page, feed, load: loadAverage() });
}
const feedSent = await getOnce(base + FEED, BROWSER);
await server.app.close();

const plainHeaders: http.OutgoingHttpHeaders = {
  'content-type': String(sent.headers['content-type'] ?? 'text/html'),
  'cache-control': String(sent.headers['cache-control'] ?? 'no-cache'),
  vary: String(sent.headers.vary ?? 'accept-encoding'),
  ...(sentEncoding === 'identity' ? {} : { 'content-encoding': sentEncoding }),
};
const plain = http.createServer((req, res) => {
  if (req.url === PAGE) {
    res.writeHead(200, plainHeaders);
    res.end(sent.body);
  } else {
    res.writeHead(404);
    res.end();
  }
});
await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
const plainBase = `http://127.0.0.1:${(plain.address() as { port: number }).port}`;
const plainTtfb = await ttfb(plainBase + PAGE);
const plainLoad = await throughput(plainBase + PAGE);
plain.closeAllConnections();
await new Promise<void>((r) => plain.close(() => r()));
await load.close();

// --- report ------------------------------------------------------------------------------------------------
const htmlBr = brLen(raw.body);
const htmlGz = gzipLen(raw.body);
console.log(
  `HTML ${PAGE}: ${raw.status}, ${bytes(raw.body.length)} raw, ${bytes(htmlGz)} gzip-6, ${bytes(htmlBr)} brotli-11`,
);
console.log(
  `  our server sends ${bytes(sent.body.length)} ${sentEncoding} (compressed per request), cache-control "${sent.headers['cache-control'] ?? ''}"`,
);
const feedText = /\\"(A4÷[^"]*)\\"/.exec(html)?.[1];
if (feedText)
  console.log(
    `  of the raw HTML, the embedded full feed (loader data) is ${bytes(Buffer.byteLength(feedText))}`,
  );
console.log('');
const list = [...assets.values()];
console.log(
  table(
    [
      ['asset', 'kind', 'raw', 'gzip-6', 'sent (br, gzip)', 'cache-control', 'how it is loaded'],
      ...list.map((a) => [
        a.path.length > 56 ? `…${a.path.slice(-55)}` : a.path,
        a.kind,
        bytes(a.raw),
        a.kind === 'font' ? '-' : bytes(a.gzip),
        `${bytes(a.sentBytes)} ${a.sentEncoding}`,
        a.cacheControl,
        a.status === 200 ? a.note : `${a.note} (status ${a.status})`,
      ]),
    ],
    'llrrrll',
  ),
);
const failed = list.filter((a) => a.status !== 200);
if (failed.length > 0) {
  console.log(
    `note: ${failed.length} of ${list.length} assets did not answer 200 (was the web build replaced while this ran? run npm run build, then the bench again); their sizes below are wrong`,
  );
}
const sum = (kind: Asset['kind'], pick: (a: Asset) => number, filter: (a: Asset) => boolean = () => true) =>
  list.filter((a) => a.kind === kind && filter(a)).reduce((n, a) => n + pick(a), 0);
const jsCount = list.filter((a) => a.kind === 'js').length;
const notPreloaded = list.filter((a) => a.kind === 'js' && a.note.startsWith('static import'));
console.log('');
console.log(
  `JS the page loads: ${jsCount} files, ${bytes(sum('js', (a) => a.raw))} raw, ${bytes(sum('js', (a) => a.gzip))} gzip-6, ${bytes(sum('js', (a) => a.sentBytes))} as sent`,
);
if (notPreloaded.length > 0) {
  console.log(
    `  ${notPreloaded.length} of them are reached only through static imports (a later round trip): ${notPreloaded.map((a) => a.path).join(', ')}`,
  );
}
if (lazyJs.size > 0) console.log(`  dynamic imports not loaded up front: ${lazyJs.size} files`);
console.log(`CSS: ${bytes(sum('css', (a) => a.raw))} raw, ${bytes(sum('css', (a) => a.gzip))} gzip-6`);
console.log(
  `fonts: ${list.filter((a) => a.kind === 'font').length} files referenced, ${bytes(sum('font', (a) => a.raw))} in all; preloaded ${bytes(
    sum(
      'font',
      (a) => a.raw,
      (a) => a.note === 'preload',
    ),
  )}`,
);
const firstVisit =
  sent.body.length +
  sum('js', (a) => a.sentBytes) +
  sum('css', (a) => a.sentBytes) +
  sum(
    'font',
    (a) => a.raw,
    (a) => a.note === 'preload',
  );
console.log(`first visit, HTML + JS + CSS + preloaded font as sent: ${bytes(firstVisit)}\n`);

console.log(`load average: ${loadAverage()} (other processes on a shared machine add noise)`);
console.log(
  `time to first byte of ${PAGE}, ${TTFB_REQUESTS} sequential keep-alive requests (accept-encoding: br, gzip):`,
);
console.log(
  table([
    ['server', 'TTFB p50', 'TTFB p99', 'full body p50', 'full body p99', '8 conns req/s', '8 conns p99'],
    ...[
      ['nerali (SSR, fastify)', oursTtfb, oursLoad] as const,
      ['plain node:http, saved HTML', plainTtfb, plainLoad] as const,
    ].map(([name, t, l]) => [
      name,
      ms(t.ttfb.p50),
      ms(t.ttfb.p99),
      ms(t.latency.p50),
      ms(t.latency.p99),
      int(l.rps),
      ms(l.latency.p99),
    ]),
  ]),
);
console.log(
  `(${oursTtfb.requests} and ${plainTtfb.requests} measured requests after up to 100 warm-up requests; 8-connection rows ran 3 s each)`,
);

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const rateRatios = rateRounds.map((r) => r.page.rps / r.feed.rps);
const pageP99s = rateRounds.map((r) => r.page.latency.p99);
const spread = (values: number[], format: (n: number) => string) =>
  `${format(medianOf(values))} [${format(Math.min(...values))}-${format(Math.max(...values))}]`;
console.log(
  `\n${PAGE} from the render cache against the cached full feed ${FEED} (${bytes(sent.body.length)} and ${bytes(feedSent.body.length)} as sent), same server, ${RATE_CONNECTIONS} connections, ${RATE_ROUNDS} alternating rounds of 3 s:`,
);
console.log(
  table([
    [
      'round',
      `${PAGE} req/s`,
      `${PAGE} p50`,
      `${PAGE} p99`,
      'feed req/s',
      'feed p99',
      'page/feed',
      'load average',
    ],
    ...rateRounds.map((r, i) => [
      String(i + 1),
      int(r.page.rps),
      ms(r.page.latency.p50),
      ms(r.page.latency.p99),
      int(r.feed.rps),
      ms(r.feed.latency.p99),
      (r.page.rps / r.feed.rps).toFixed(2),
      r.load,
    ]),
  ]),
);
console.log(
  `${PAGE} cached rate / cached feed rate: ${spread(rateRatios, (n) => n.toFixed(2))} (median [min-max] of the rounds); ${PAGE} p99 ${spread(pageP99s, ms)}`,
);

const summary: SummaryRow[] = [
  {
    what: `${PAGE} cached req/s / cached feed req/s (same run), ${PAGE} p99`,
    ours: `${spread(rateRatios, (n) => n.toFixed(2))}, p99 ${spread(pageP99s, ms)}`,
    baseline: `${int(medianOf(rateRounds.map((r) => r.feed.rps)))} req/s feed`,
    against: 'the cached full feed on the same server',
  },
  {
    what: 'page HTML raw / gzip / br',
    ours: `${bytes(raw.body.length)} / ${bytes(htmlGz)} / ${bytes(htmlBr)}`,
    baseline: '',
    against: '',
  },
  {
    what: 'page JS raw / gzip',
    ours: `${jsCount} files, ${bytes(sum('js', (a) => a.raw))} / ${bytes(sum('js', (a) => a.gzip))}${failed.length ? ` (${failed.length} assets failed: rerun)` : ''}`,
    baseline: '',
    against: '',
  },
  {
    what: 'page CSS / fonts',
    ours: `${bytes(sum('css', (a) => a.raw))} / ${bytes(sum('font', (a) => a.raw))}`,
    baseline: '',
    against: '',
  },
  {
    what: 'page TTFB p50 / p99',
    ours: `${ms(oursTtfb.ttfb.p50)} / ${ms(oursTtfb.ttfb.p99)}`,
    baseline: `${ms(plainTtfb.ttfb.p50)} / ${ms(plainTtfb.ttfb.p99)}`,
    against: 'plain node:http, saved HTML',
  },
  {
    what: 'page req/s, 8 connections',
    ours: int(oursLoad.rps),
    baseline: int(plainLoad.rps),
    against: 'plain node:http, saved HTML',
  },
];
printSummary('page', summary);
cancelWatchdog();
