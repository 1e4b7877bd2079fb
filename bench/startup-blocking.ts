/**
 * How long the server takes to be ready with the simulator on, and how long its event loop is blocked
 * meanwhile. `node --import tsx apps/server/src/main.ts` (simulator on, no web build, PORT=3198 on
 * 127.0.0.1) runs three times, each in its own process group and stopped afterwards:
 *
 *  1. first start: an empty PGlite directory (initdb, then the whole world is written);
 *  2. restart: the same directory (the world is loaded, then the simulator puts it again);
 *  3. memory storage (no database at all).
 *
 * For each: seconds until GET /readyz answers 200, and over the first 30 s of the process the longest
 * event-loop block (`monitorEventLoopDelay` in the server, bench/lib/loop-monitor.ts) with the five
 * longest and when they ended. Prints figures only, asserts nothing; stops by itself within about 2 min.
 *
 *   node --import tsx bench/startup-blocking.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './lib/external.ts';
import { getOnce } from './lib/http-once.ts';
import type { LoopReport } from './lib/loop-monitor.ts';
import { loadAverage, sleep, table, watchdog } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3198;
const WINDOW_MS = 30_000;

let running: ChildProcess | null = null;
const cancelWatchdog = watchdog(150_000, () => {
  if (running?.pid) killGroup(running.pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

interface Run {
  name: string;
  readyS: number | null;
  /** The longest wait for one /readyz answer (the loop blocked while it was in flight). */
  slowestPollMs: number;
  report: LoopReport | null;
  outcome: string;
}

async function measure(name: string, env: Record<string, string>): Promise<Run> {
  const reportFile = join(os.tmpdir(), `nerali-loop-${process.pid}-${Date.now()}.json`);
  const run: Run = { name, readyS: null, slowestPollMs: 0, report: null, outcome: 'ok' };
  const t0 = performance.now();
  const child = spawn(
    'node',
    ['--import', 'tsx', '--import', './bench/lib/loop-monitor.ts', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: 'none',
        SIMULATOR: 'on',
        LOOP_REPORT_FILE: reportFile,
        LOOP_REPORT_MS: String(WINDOW_MS),
        ...env,
      },
    },
  );
  running = child;
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(...chunk.toString().split('\n').filter(Boolean)));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Poll /readyz until 200, then wait out the window (the report is written at WINDOW_MS).
  while (!exited && performance.now() - t0 < WINDOW_MS + 5000) {
    if (run.readyS === null && (await waitForPort(PORT, 100))) {
      const sent = performance.now();
      try {
        const res = await getOnce(`http://127.0.0.1:${PORT}/readyz`, {}, 60_000);
        run.slowestPollMs = Math.max(run.slowestPollMs, performance.now() - sent);
        if (res.status === 200) run.readyS = (performance.now() - t0) / 1000;
      } catch {
        // not answering yet
      }
    }
    try {
      run.report = JSON.parse(await readFile(reportFile, 'utf8')) as LoopReport;
      break;
    } catch {
      await sleep(run.readyS === null ? 100 : 500);
    }
  }
  if (exited) run.outcome = `exited early: ${errors.slice(-3).join(' | ').slice(0, 300)}`;
  else if (!run.report) run.outcome = 'no report';
  if (child.pid && !exited) {
    killGroup(child.pid, 'SIGTERM');
    const gone = await Promise.race([
      new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
      sleep(12_000).then(() => false),
    ]);
    if (!gone) killGroup(child.pid, 'SIGKILL');
  }
  for (let i = 0; i < 30 && (await waitForPort(PORT, 50)); i++) await sleep(100);
  running = null;
  await rm(reportFile, { force: true });
  return run;
}

console.log('# startup-blocking: time to /readyz 200 and the longest event-loop block in the first 30 s');
console.log(`machine: ${os.cpus().length} cores, node ${process.version}; load ${loadAverage()}`);
if (await waitForPort(PORT, 200)) {
  console.log(`port ${PORT} is in use on 127.0.0.1; skipped`);
  process.exit(0);
}
const dataDir = await mkdtemp(join(os.tmpdir(), 'nerali-startup-blocking-'));
const runs: Run[] = [];
try {
  runs.push(await measure('first start, empty PGlite', { DATA_DIR: dataDir }));
  runs.push(await measure('restart, same PGlite', { DATA_DIR: dataDir }));
  runs.push(await measure('memory storage', { STORAGE: 'memory' }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log('');
console.log(
  table([
    [
      'start',
      '/readyz 200',
      'slowest poll',
      'max loop delay',
      'p99',
      'blocks > 100 ms',
      'longest (ended at s: ms)',
    ],
    ...runs.map((r) => [
      r.name,
      r.readyS === null ? 'n/a' : `${r.readyS.toFixed(1)} s`,
      `${Math.round(r.slowestPollMs)} ms`,
      r.report ? `${r.report.maxDelayMs} ms` : 'n/a',
      r.report ? `${r.report.p99DelayMs} ms` : 'n/a',
      r.report ? String(r.report.blocksOver100ms) : 'n/a',
      r.report?.longest.map((b) => `${(b.endedAtMs / 1000).toFixed(1)}: ${b.blockedMs}`).join(', ') ?? '',
    ]),
  ]),
);
for (const r of runs) if (r.outcome !== 'ok') console.log(`${r.name}: ${r.outcome}`);
console.log(`load after: ${loadAverage()}`);
cancelWatchdog();
