/**
 * Lighthouse 12, MOBILE profile (simulated slow 4G, CPU x4), on Debian's Chromium, against the real
 * server (apps/server/src/main.ts as `npm start` runs it: the web build and the simulator) for three
 * pages: /ta/, a football tournament page and a match page, both taken from the links of /ta/.
 * Three runs of each page, interleaved; the median of each figure and its range. The budgets of
 * issue 4 (performance 90 or more, LCP within 2.5 s, CLS under 0.1) are printed next to the figures,
 * never asserted.
 *
 * Baseline, in the same run: the same /ta/ HTML without its scripts (no hydration, no live updates),
 * with the same CSS and fonts, from plain node:http: what the page would score without JavaScript.
 *
 * Needs the web build (apps/web/build, or WEB_BUILD_DIR); without it, says so and exits 0.
 * BENCH_WEB_RUNS (default 3) sets the runs per page. Stops by itself within 420 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { startSite, type RunningSite } from '../apps/web/e2e/support.ts';
import { type DebugChromium, launchDebugChromium } from './lib/chromium.ts';
import { lighthouseRun, type PageRun } from './lib/lighthouse.ts';
import { bytes, loadAverage, printSummary, type SummaryRow, table, watchdog } from './lib/stats.ts';

const BUILD_DIR = process.env.WEB_BUILD_DIR || fileURLToPath(new URL('../apps/web/build', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const LIMIT_MS = 420_000;

console.log('# web: Lighthouse (mobile) on /ta/, a tournament page and a match page');
if (!existsSync(`${BUILD_DIR}/server/index.js`)) {
  console.log(`run npm run build first (${BUILD_DIR}/server/index.js is missing); web bench skipped`);
  printSummary('web', [{ what: 'web', ours: 'skipped: no web build', baseline: '', against: '' }]);
  process.exit(0);
}

let site: RunningSite | null = null;
let chromium: DebugChromium | null = null;
let plain: http.Server | null = null;
const cancelWatchdog = watchdog(LIMIT_MS, () => {
  void chromium?.stop();
  void site?.stop();
});

console.log(`machine: ${os.cpus().length} cores, node ${process.version}, load average ${loadAverage()}`);
site = await startSite({ STORAGE: 'memory', WEB_BUILD_DIR: BUILD_DIR, LOG_LEVEL: 'error' });
chromium = await launchDebugChromium();
console.log(`server: apps/server/src/main.ts with the simulator, web build ${BUILD_DIR}`);
console.log(`browser: ${chromium.version}; ${RUNS} runs per page, pages interleaved\n`);

// --- the pages: /ta/ and the first tournament and match it links to ---------------------------------
const home = await (await fetch(`${site.origin}/ta/`)).text();
const league = /href="(\/ta\/football\/league\/[A-Za-z0-9_]+\/)"/.exec(home)?.[1];
const match = /href="(\/ta\/match\/g_1_[A-Za-z0-9]+\/)"/.exec(home)?.[1];
const pages: { name: string; path: string }[] = [{ name: '/ta/', path: '/ta/' }];
if (league) pages.push({ name: 'tournament', path: league });
else console.log('note: /ta/ links to no football tournament; that page is skipped');
if (match) pages.push({ name: 'match', path: match });
else console.log('note: /ta/ links to no football match; that page is skipped');

// --- the baseline: /ta/ without scripts, from plain node:http with the build's assets -------------------
const CLIENT_DIR = join(BUILD_DIR, 'client');
const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};
// Compressed as our server sends it (brotli HTML, the build's .br files), so only the scripts differ.
const scriptless = brotliCompressSync(
  home.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
);
plain = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/ta/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
    res.end(scriptless);
    return;
  }
  const file = normalize(join(CLIENT_DIR, path));
  if (!file.startsWith(CLIENT_DIR) || !existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  const br = existsSync(`${file}.br`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    ...(br ? { 'content-encoding': 'br' } : {}),
  });
  res.end(readFileSync(br ? `${file}.br` : file));
});
await new Promise<void>((resolve) => plain?.listen(0, '127.0.0.1', resolve));
const plainOrigin = `http://127.0.0.1:${(plain.address() as { port: number }).port}`;

// --- runs ----------------------------------------------------------------------------------------------
const targets = [
  ...pages.map((p) => ({ name: p.name, url: site.origin + p.path, path: p.path })),
  { name: 'baseline: /ta/ without JS', url: `${plainOrigin}/ta/`, path: '/ta/ (scripts removed)' },
];
const runs = new Map<string, PageRun[]>(targets.map((t) => [t.name, []]));
const failures: string[] = [];
for (let round = 0; round < RUNS; round++) {
  for (const target of targets) {
    const t0 = performance.now();
    try {
      // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART) on a busy machine:
      // such a run is tried once more.
      const run = await lighthouseRun(target.url, chromium.port).catch((error: Error) => {
        if (!/NO_NAVSTART|NO_FCP|NO_LCP/.test(error.message)) throw error;
        console.log(`  run ${round + 1} ${target.name}: ${error.message.slice(0, 60)}…; once more`);
        return lighthouseRun(target.url, chromium?.port ?? 0);
      });
      runs.get(target.name)?.push(run);
      console.log(
        `  run ${round + 1} ${target.name}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      failures.push(`${target.name}: ${(error as Error).message}`);
      console.log(`  run ${round + 1} ${target.name}: failed: ${(error as Error).message}`);
    }
  }
}
await chromium.stop();
await site.stop();
plain.closeAllConnections();
await new Promise<void>((resolve) => plain?.close(() => resolve()));

// --- report --------------------------------------------------------------------------------------------
function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] as number);
}
function figure(list: PageRun[], pick: (r: PageRun) => number, format: (v: number) => string): string {
  const values = list.map(pick);
  if (values.length === 0) return 'n/a';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return values.length > 1 && lo !== hi
    ? `${format(median(values))} [${format(lo)}-${format(hi)}]`
    : format(median(values));
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;

const first = [...runs.values()].find((list) => list.length > 0)?.[0];
console.log(`\nLighthouse ${first?.version ?? '?'}, ${first?.profile ?? '?'}; load average ${loadAverage()}`);
console.log('budgets (issue 4): performance >= 90, LCP <= 2.5 s, CLS < 0.1; TBT is shown, not budgeted\n');
console.log(
  table(
    [
      ['page', 'performance', 'LCP', 'CLS', 'TBT', 'FCP', 'speed index', 'TTI', 'scripts (transferred)'],
      ...targets.map((t) => {
        const list = runs.get(t.name) ?? [];
        return [
          t.name,
          figure(list, (r) => r.score, String),
          figure(list, (r) => r.lcpMs, seconds),
          figure(
            list,
            (r) => r.cls,
            (v) => v.toFixed(3),
          ),
          figure(list, (r) => r.tbtMs, millis),
          figure(list, (r) => r.fcpMs, seconds),
          figure(list, (r) => r.siMs, seconds),
          figure(list, (r) => r.ttiMs, seconds),
          list.length
            ? `${list[0]?.scriptCount} files, ${bytes(median(list.map((r) => r.scriptBytes)))}`
            : 'n/a',
        ];
      }),
    ],
    'lrrrrrrrr',
  ),
);
console.log('');
for (const t of targets) {
  const list = runs.get(t.name) ?? [];
  const last = list[list.length - 1];
  if (!last) continue;
  console.log(`${t.name} (${t.path})`);
  console.log(`  LCP element: ${last.lcpElement}`);
  const findings = [...new Set(list.flatMap((r) => r.findings.map((f) => f.replace(/:.*$/, ''))))];
  console.log(
    `  audits below 0.9 in any run: ${findings.length ? findings.map((id) => last.findings.find((f) => f.startsWith(id)) ?? id).join('; ') : 'none'}`,
  );
  for (const warning of new Set(list.flatMap((r) => r.warnings))) console.log(`  warning: ${warning}`);
}
if (failures.length) console.log(`\n${failures.length} runs failed: ${failures.join(' | ')}`);

const summary: SummaryRow[] = targets.slice(0, pages.length).map((t) => {
  const list = runs.get(t.name) ?? [];
  const base = runs.get(targets[targets.length - 1]?.name ?? '') ?? [];
  return {
    what: `web ${t.name} score / LCP / CLS / TBT`,
    ours: list.length
      ? `${median(list.map((r) => r.score))} / ${seconds(median(list.map((r) => r.lcpMs)))} / ${median(list.map((r) => r.cls)).toFixed(3)} / ${millis(median(list.map((r) => r.tbtMs)))}`
      : 'failed',
    baseline:
      t.name === '/ta/' && base.length
        ? `${median(base.map((r) => r.score))} / ${seconds(median(base.map((r) => r.lcpMs)))} / ${median(base.map((r) => r.cls)).toFixed(3)} / ${millis(median(base.map((r) => r.tbtMs)))}`
        : '',
    against: t.name === '/ta/' ? '/ta/ without JS, node:http' : '',
  };
});
printSummary('web', summary);
cancelWatchdog();
