/**
 * Start-up time: `npm start` (builds the web, then starts the server) and
 * `npm run start -w @nerali/server` (build already present), each in its own process group with
 * PORT=3199 on 127.0.0.1; seconds until GET /ta/ answers 200 with HTML. Then the group is stopped
 * (SIGTERM, SIGKILL after 5 s). If time remains, plain `node --import tsx apps/server/src/main.ts`
 * shows what npm itself adds. Prints figures only; stops by itself within 60 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './lib/external.ts';
import { getOnce } from './lib/http-once.ts';
import { printSummary, type SummaryRow, sleep, table, watchdog } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3199;
const URL_TA = `http://127.0.0.1:${PORT}/ta/`;
const BUDGET_MS = 56_000;
const started = performance.now();
const remaining = () => BUDGET_MS - (performance.now() - started);

let running: ChildProcess | null = null;
const cancelWatchdog = watchdog(59_000, () => {
  if (running?.pid) killGroup(running.pid, 'SIGKILL');
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

async function attempt(name: string, command: string, args: string[], limitMs: number): Promise<Attempt> {
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
    cwd: ROOT,
    detached: true, // its own process group: npm, sh and node are stopped together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
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
const plan: [string, string, string[], number][] = [
  ['npm start (build web, then server)', 'npm', ['start'], 32_000],
  [
    'npm run start -w @nerali/server (build present)',
    'npm',
    ['run', 'start', '-w', '@nerali/server'],
    14_000,
  ],
  ['node --import tsx src/main.ts (no npm)', 'node', ['--import', 'tsx', 'apps/server/src/main.ts'], 10_000],
];
for (const [name, command, args, limit] of plan) {
  const limitMs = Math.min(limit, remaining() - 6000);
  if (limitMs < 5000) {
    console.log(`${name}: skipped, not enough of the 60 s budget left`);
    continue;
  }
  const a = await attempt(name, command, args, limitMs);
  attempts.push(a);
  console.log(
    `${name}: ${a.outcome}${a.readyS !== null ? ` in ${a.readyS.toFixed(2)} s` : ''}${a.buildS !== null ? ` (web build done at ${a.buildS.toFixed(2)} s)` : ''}`,
  );
  if (a.outcome !== 'ok') {
    console.log('  last lines of its output:');
    for (const line of a.log.slice(-8)) console.log(`    ${line.slice(0, 200)}`);
  }
}

const s = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} s`);
console.log('');
console.log(
  table([
    ['command', 'web build done', 'port open', '/ta/ 200 HTML', 'first /ta/ render', 'outcome'],
    ...attempts.map((a) => [
      a.command,
      s(a.buildS),
      s(a.listenS),
      s(a.readyS),
      a.firstPageMs === null ? 'n/a' : `${a.firstPageMs.toFixed(0)} ms`,
      a.outcome,
    ]),
  ]),
);

const [cold, warm, bare] = attempts;
const summary: SummaryRow[] = [];
if (cold)
  summary.push({ what: 'startup: npm start to /ta/ 200', ours: s(cold.readyS), baseline: '', against: '' });
if (warm) {
  summary.push({
    what: 'startup: server only to /ta/ 200',
    ours: s(warm.readyS),
    baseline: bare ? `${s(bare.readyS)} without npm` : '',
    against: bare ? 'node --import tsx main.ts' : '',
  });
}
printSummary('startup', summary);
cancelWatchdog();
