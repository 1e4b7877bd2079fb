/**
 * Start-up time (issue 17 point 1): seconds until GET /ta/ answers 200 with HTML, each command in its
 * own process group with PORT=3199 on 127.0.0.1, stopped afterwards (SIGTERM, SIGKILL after 5 s).
 *
 * Installed tree (default; targets: under 10 s):
 * - `npm start` with the web build current and the data directory of an earlier start;
 * - `npm start` with an empty DATA_DIR (the embedded database's first creation);
 * - `node --import tsx apps/server/src/main.ts`, to show what npm and the build check add.
 * Stops by itself within 60 s.
 *
 * `fresh` (target: under 60 s): `git clone` of this checkout's HEAD into a temporary directory,
 * `npm ci --prefer-offline --no-audit --no-fund` (timed and printed apart: it depends on the network
 * and npm's cache), then `npm start` there: the web built from nothing, the database created from
 * nothing. The clone is removed afterwards. Stops by itself within 300 s.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './lib/external.ts';
import { getOnce } from './lib/http-once.ts';
import { printSummary, type SummaryRow, sleep, table, watchdog } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3199;
const URL_TA = `http://127.0.0.1:${PORT}/ta/`;
const FRESH = process.argv.includes('fresh');
const BUDGET_MS = FRESH ? 290_000 : 56_000;
const started = performance.now();
const remaining = () => BUDGET_MS - (performance.now() - started);

let running: ChildProcess | null = null;
const scratch: string[] = [];
const cancelWatchdog = watchdog(FRESH ? 299_000 : 59_000, () => {
  if (running?.pid) killGroup(running.pid, 'SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

interface Attempt {
  name: string;
  command: string;
  /** Seconds until TCP port 3199 accepted a connection. */
  listenS: number | null;
  /** Seconds until /ta/ answered 200 text/html. */
  readyS: number | null;
  /** The first 200 /ta/ itself (cold render). */
  firstPageMs: number | null;
  /** Seconds at which the log said the web build finished (npm start only). */
  buildS: number | null;
  outcome: string;
  log: string[];
}

interface Where {
  cwd: string;
  env?: Record<string, string>;
}

async function attempt(
  name: string,
  command: string,
  args: string[],
  limitMs: number,
  where: Where = { cwd: ROOT },
): Promise<Attempt> {
  const result: Attempt = {
    name,
    command: [command, ...args].join(' '),
    listenS: null,
    readyS: null,
    firstPageMs: null,
    buildS: null,
    outcome: '',
    log: [],
  };
  const t0 = performance.now();
  const seconds = () => (performance.now() - t0) / 1000;
  const child = spawn(command, args, {
    cwd: where.cwd,
    detached: true, // its own process group: npm, sh and node are stopped together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...where.env, PORT: String(PORT), HOST: '127.0.0.1' },
  });
  running = child;
  const onLine = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      result.log.push(line);
      if (result.log.length > 40) result.log.shift();
      if (/built in [0-9.]+m?s/.test(line)) result.buildS = seconds();
    }
  };
  child.stdout?.on('data', onLine);
  child.stderr?.on('data', onLine);
  let exited: number | string | null = null;
  child.once('exit', (code, signal) => {
    exited = code ?? signal;
  });

  const deadline = t0 + limitMs;
  let polls = 0;
  while (performance.now() < deadline && exited === null && polls < 2000) {
    polls += 1;
    if (result.listenS === null) {
      if (await waitForPort(PORT, 100)) result.listenS = seconds();
      continue;
    }
    try {
      const response = await getOnce(
        URL_TA,
        { accept: 'text/html' },
        Math.max(500, deadline - performance.now()),
      );
      if (response.status === 200 && String(response.headers['content-type']).includes('text/html')) {
        result.readyS = seconds();
        result.firstPageMs = response.totalMs;
        break;
      }
      result.outcome = `last answer ${response.status} ${response.headers['content-type'] ?? ''}`;
    } catch {
      // not answering yet
    }
    await sleep(100);
  }
  if (result.readyS !== null) result.outcome = 'ok';
  else if (exited !== null) result.outcome = `exited (${exited}) before answering`;
  else result.outcome ||= `no 200 HTML within ${(limitMs / 1000).toFixed(0)} s`;

  if (child.pid && exited === null) {
    killGroup(child.pid, 'SIGTERM');
    const gone = await Promise.race([
      new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
      sleep(5000).then(() => false),
    ]);
    if (!gone) killGroup(child.pid, 'SIGKILL');
  }
  // The port must be free before the next attempt (the server drains on SIGTERM).
  for (let i = 0; i < 30 && (await waitForPort(PORT, 50)); i++) await sleep(100);
  running = null;
  return result;
}

console.log('# startup: seconds until GET /ta/ answers 200 with HTML');
console.log(`machine: ${os.cpus().length} cores, node ${process.version}; PORT=${PORT} HOST=127.0.0.1`);
if (await waitForPort(PORT, 200)) {
  console.log(`port ${PORT} is already in use on 127.0.0.1 (another server?); startup bench skipped`);
  printSummary('startup', [
    { what: 'startup', ours: `skipped: port ${PORT} busy`, baseline: '', against: '' },
  ]);
  process.exit(0);
}
console.log('each command runs in its own process group, which is stopped afterwards\n');

const attempts: Attempt[] = [];
const emptyData = mkdtempSync(join(os.tmpdir(), 'nerali-startup-data-'));
scratch.push(emptyData);
type Step = [name: string, command: string, args: string[], limitMs: number, where: Where];
let plan: Step[];
let installS: number | null = null;
if (FRESH) {
  const clone = mkdtempSync(join(os.tmpdir(), 'nerali-startup-clone-'));
  scratch.push(clone);
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  console.log(`fresh clone of ${head} (committed files only) in ${clone}`);
  const cloned = spawnSync('git', ['clone', '--quiet', '--local', ROOT, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('git clone failed');
  const t0 = performance.now();
  const installed = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: clone,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  installS = (performance.now() - t0) / 1000;
  console.log(
    `npm ci: exit ${installed.status} in ${installS.toFixed(1)} s (network and npm's cache, not ours)`,
  );
  plan = [
    ['fresh clone: npm start (web built, database created)', 'npm', ['start'], 120_000, { cwd: clone }],
  ];
} else {
  plan = [
    ['installed tree: npm start', 'npm', ['start'], 20_000, { cwd: ROOT }],
    [
      'installed tree: npm start, empty DATA_DIR',
      'npm',
      ['start'],
      20_000,
      { cwd: ROOT, env: { DATA_DIR: emptyData } },
    ],
    [
      'node --import tsx main.ts (no npm, no build check)',
      'node',
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      10_000,
      { cwd: ROOT },
    ],
  ];
}
for (const [name, command, args, limit, where] of plan) {
  const limitMs = Math.min(limit, remaining() - 6000);
  if (limitMs < 5000) {
    console.log(`${name}: skipped, not enough of the budget left`);
    continue;
  }
  const a = await attempt(name, command, args, limitMs, where);
  a.name = name;
  attempts.push(a);
  console.log(
    `${name}: ${a.outcome}${a.readyS !== null ? ` in ${a.readyS.toFixed(2)} s` : ''}${a.buildS !== null ? ` (web build done at ${a.buildS.toFixed(2)} s)` : ''}`,
  );
  if (a.outcome !== 'ok') {
    console.log('  last lines of its output:');
    for (const line of a.log.slice(-8)) console.log(`    ${line.slice(0, 200)}`);
  }
}
for (const dir of scratch) rmSync(dir, { recursive: true, force: true });

const s = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} s`);
console.log('');
console.log(
  table([
    ['what', 'web build done', 'port open', '/ta/ 200 HTML', 'first /ta/ render', 'outcome'],
    ...attempts.map((a) => [
      a.name,
      s(a.buildS),
      s(a.listenS),
      s(a.readyS),
      a.firstPageMs === null ? 'n/a' : `${a.firstPageMs.toFixed(0)} ms`,
      a.outcome,
    ]),
  ]),
);

const summary: SummaryRow[] = attempts.map((a) => ({
  what: `startup: ${a.name} to /ta/ 200`,
  ours: s(a.readyS),
  baseline: FRESH ? (installS === null ? '' : `npm ci ${installS.toFixed(1)} s before it`) : '',
  against: FRESH ? 'target 60 s' : 'target 10 s',
}));
printSummary('startup', summary);
cancelWatchdog();
