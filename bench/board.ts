/**
 * A live update on a big board: /ta/ with 1,000 football matches (`lib/world.ts` BUSY_DAY, 120 live)
 * from the real server and web build, in Debian's Chromium, and batches of 10 changed matches put
 * into the engine (`engine.putEvents`), which go the way every live update goes: engine -> publisher
 * -> push hub -> the page's push socket -> live client -> board store -> React rows.
 * Per batch: the time from the push message's arrival to the moment every changed row shows its new
 * score; over the whole run: the long tasks (PerformanceObserver 'longtask', > 50 ms) and the worst.
 * Each at the browser's own speed and with the CPU slowed 4x (a cheap phone, as Lighthouse's mobile
 * profile does).
 *
 * Baseline, in the same browser and run: a hand-written vanilla-DOM patcher of the same 1,000 rows,
 * given the same batches as a window message (lib/board-page.ts).
 *
 * Needs the web build (apps/web/build, or WEB_BUILD_DIR); without it, says so and exits 0.
 * BENCH_BOARD_BATCHES (default 20) per subject and CPU rate. Stops by itself within 110 s.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MatchEvent } from '@nerali/domain';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type BenchWindow, type Expected, INSTRUMENT, vanillaPage } from './lib/board-page.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import {
  loadAverage,
  ms,
  percentile,
  printSummary,
  type SummaryRow,
  sleep,
  sortedCopy,
  table,
  watchdog,
} from './lib/stats.ts';
import { anchoredClock, BUSY_DAY, loadWorld, scoreChange, syntheticWorld } from './lib/world.ts';

const BUILD_DIR = process.env.WEB_BUILD_DIR || fileURLToPath(new URL('../apps/web/build', import.meta.url));
const BATCHES = Math.max(1, Number(process.env.BENCH_BOARD_BATCHES ?? 20));
const PER_BATCH = 10;
const RATES = [1, 4];
const GAP_MS = 250;

console.log('# board: 10 changed matches in a 1,000-match board, ours vs a vanilla-DOM patcher');
if (!existsSync(`${BUILD_DIR}/server/index.js`)) {
  console.log(`run npm run build first (${BUILD_DIR}/server/index.js is missing); board bench skipped`);
  printSummary('board', [{ what: 'board', ours: 'skipped: no web build', baseline: '', against: '' }]);
  process.exit(0);
}
process.env.NODE_ENV ??= 'production';

let browser: Browser | null = null;
const cancelWatchdog = watchdog(110_000, () => void browser?.close());

const { buildServer } = await import('../apps/server/src/app.ts');
const { testConfig } = await import('../apps/server/src/testing/fixtures.ts');
const clock = anchoredClock();
const server = await buildServer(testConfig({ webBuildDir: BUILD_DIR }), { clock, logger: false });
const world = syntheticWorld(Math.floor(clock() / 1000), 330, BUSY_DAY);
loadWorld(server.engine, world);
await server.app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
const startEvents = world.events.map((e) => ({ ...e }));

const vanillaHtml = vanillaPage(startEvents);
const plain = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(vanillaHtml);
});
await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
const plainOrigin = `http://127.0.0.1:${(plain.address() as { port: number }).port}`;

console.log(`machine: ${os.cpus().length} cores, node ${process.version}, NODE_ENV=${process.env.NODE_ENV}`);
console.log(
  `data: synthetic football day, ${world.events.length} matches in ${world.leagues.length} leagues (${world.liveIds.length} live); ${BATCHES} batches of ${PER_BATCH} per subject and CPU rate, ${GAP_MS} ms apart`,
);
browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
console.log(`browser: Chromium ${browser.version()}\n`);

interface Outcome {
  subject: string;
  rate: number;
  rows: number;
  timings: number[];
  viaMessage: number;
  longTasks: number[];
  missed: number;
}

let goal = 0;
/** The next batch: 10 different live matches score (the world keeps the scores). */
function nextBatch(): { events: MatchEvent[]; expected: Expected } {
  const nowS = Math.floor(clock() / 1000);
  const events = Array.from({ length: PER_BATCH }, () => scoreChange(world, goal++, nowS));
  const expected: Expected = {};
  for (const e of events) expected[e.id] = `${e.homeScore ?? ''}|${e.awayScore ?? ''}`;
  return { events, expected };
}

async function measure(
  page: Page,
  subject: string,
  rate: number,
  send: (events: MatchEvent[]) => Promise<void>,
): Promise<Outcome> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await sleep(300);
  await page.evaluate(() => {
    (globalThis as unknown as BenchWindow).__bench.longTasks.length = 0;
  });
  const rows = await page.evaluate(
    () =>
      (globalThis as unknown as BenchWindow).document.querySelectorAll('ul.evs > li, li[data-bench-id]')
        .length,
  );
  const outcome: Outcome = { subject, rate, rows, timings: [], viaMessage: 0, longTasks: [], missed: 0 };
  for (let i = 0; i < BATCHES; i++) {
    const { events, expected } = nextBatch();
    const waiting = page.evaluate(
      (rows) => (globalThis as unknown as BenchWindow).__bench.expect(rows),
      expected,
    );
    await sleep(20); // the expectation is in place before the batch leaves
    await send(events);
    const timing = await Promise.race([waiting, sleep(5000).then(() => null)]);
    if (!timing) {
      outcome.missed++;
      continue;
    }
    if (timing.messageAt !== null) outcome.viaMessage++;
    outcome.timings.push(timing.doneAt - (timing.messageAt ?? timing.askedAt));
    await sleep(GAP_MS);
  }
  await sleep(500);
  outcome.longTasks = await page.evaluate(() =>
    (globalThis as unknown as BenchWindow).__bench.longTasks.map((t) => t.duration),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return outcome;
}

const outcomes: Outcome[] = [];
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(INSTRUMENT);

// --- ours: the real page, updates through engine.putEvents and the push socket -----------------------
const ours = await context.newPage();
await ours.goto(`${origin}/ta/`, { waitUntil: 'load', timeout: 60_000 });
// Hydrated and subscribed: the push socket has had its welcome.
await ours.waitForFunction(
  () => (globalThis as unknown as BenchWindow).__bench.messages.length > 0,
  undefined,
  {
    timeout: 30_000,
  },
);
await sleep(1000);
for (const rate of RATES) {
  outcomes.push(
    await measure(ours, 'nerali board (React)', rate, async (events) => server.engine.putEvents(events)),
  );
}
await ours.close();

// --- baseline: the vanilla patcher, the same batches as a window message -------------------------------
const vanilla = await context.newPage();
await vanilla.goto(`${plainOrigin}/`, { waitUntil: 'load' });
for (const rate of RATES) {
  outcomes.push(
    await measure(vanilla, 'vanilla-DOM patcher', rate, async (events) => {
      await vanilla.evaluate(
        (data) => (globalThis as unknown as BenchWindow).postMessage(data, '*'),
        JSON.stringify({ events }),
      );
    }),
  );
}
await browser.close();
await server.app.close();
plain.closeAllConnections();
await new Promise<void>((resolve) => plain.close(() => resolve()));

// --- report --------------------------------------------------------------------------------------------
console.log(`load average: ${loadAverage()} (other processes on a shared machine add noise)`);
console.log(
  table(
    [
      ['subject', 'CPU', 'rows', 'batches', 'per batch p50', 'per batch worst', 'long tasks', 'longest task'],
      ...outcomes.map((o) => {
        const sorted = sortedCopy(o.timings);
        return [
          o.subject,
          `x${o.rate}`,
          String(o.rows),
          `${o.timings.length}${o.missed ? ` (${o.missed} missed)` : ''}${o.viaMessage < o.timings.length ? `, ${o.timings.length - o.viaMessage} without a message` : ''}`,
          ms(percentile(sorted, 50)),
          ms(sorted[sorted.length - 1] ?? Number.NaN),
          String(o.longTasks.length),
          o.longTasks.length ? ms(Math.max(...o.longTasks)) : '-',
        ];
      }),
    ],
    'lrrrrrrr',
  ),
);
console.log(
  'per batch: from the message reaching the page to every changed row showing its score (a MutationObserver check);',
);
console.log('long tasks: every main-thread task over 50 ms while the batches ran (the budget: none).');

const find = (subject: string, rate: number) =>
  outcomes.find((o) => o.subject.startsWith(subject) && o.rate === rate);
const summary: SummaryRow[] = RATES.map((rate) => {
  const a = find('nerali', rate);
  const b = find('vanilla', rate);
  const fig = (o: Outcome | undefined) => {
    if (!o) return 'n/a';
    const sorted = sortedCopy(o.timings);
    return `${ms(percentile(sorted, 50))} / ${ms(sorted[sorted.length - 1] ?? Number.NaN)}, ${o.longTasks.length} long tasks`;
  };
  return {
    what: `board 10 of 1,000 p50 / worst, CPU x${rate}`,
    ours: fig(a),
    baseline: fig(b),
    against: 'vanilla-DOM patcher',
  };
});
printSummary('board', summary);
cancelWatchdog();
