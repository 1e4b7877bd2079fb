/**
 * Push against nginx-nchan (issue 18 points 3 and 6): time from the publish of one score change to
 * the LAST of 2,000 / 8,000 / 16,000 subscribers, server CPU, lost and out-of-order messages.
 *
 *   ours   buildServer (lib/push-server.ts 'nerali'): each message is one score change through
 *          engine.putEvents -> publisher -> hub -> every socket of u_1_1
 *   nchan  nginx with Debian's libnginx-mod-nchan, one worker (lib/external.ts startNchan); a small
 *          publisher process (lib/push-server.ts 'nchan') POSTs the same JSON message our server
 *          sends ({"t":"m","s":"u_1_1","q":N,"b":...}, the update body our publisher makes for the same
 *          change) to /pub; nchan sends those bytes to each WebSocket subscriber as one text frame
 *
 * The servers (our Node process; nginx's master and worker) are pinned to CPU 0, the subscribers
 * (lib/push-lean-clients.ts: bare TCP WebSocket clients, no per-message JSON.parse) to CPU 1
 * (`taskset`); nchan's publisher, a process of the server side, runs on CPU 0 too, so the two never share a core. Each message is published
 * once the previous one has reached every subscriber (and 20 ms more), so each one's time to the
 * last subscriber is its own, not a queue's.
 * Several rounds, the two servers in alternating order; per size: medians over rounds with min-max,
 * and the ratio ours/nchan of each round's pair. Server CPU from /proc/<pid>/stat (utime + stime) from
 * the first publish to the last receipt; "others" is the CPU the rest of the machine used meanwhile.
 *
 *   node --import tsx bench/push-nchan.ts
 * Knobs: BENCH_PUSH_SIZES (default 2000,8000,16000), BENCH_PUSH_ROUNDS (default 3),
 * BENCH_PUSH_MESSAGES (per run, default 20). 16,000 subscribers need `ulimit -n` above ~16,500 in
 * this shell (the script says so and stops otherwise). Prints figures only.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { askChild, forkBenchChild, waitExit } from './lib/child.ts';
import {
  ensureDebianFile,
  ensureDebianTool,
  hasTool,
  NCHAN_MODULE,
  pinToCpus,
  processCpuMs,
  startNchan,
} from './lib/external.ts';
import type { LeanCollectAnswer, LeanConnectAnswer } from './lib/push-lean-clients.ts';
import type { StartAnswer } from './lib/push-server.ts';
import {
  int,
  loadAverage,
  machineBusyMs,
  ms,
  percentile,
  printSummary,
  type SummaryRow,
  sleep,
  sortedCopy,
  table,
  watchdog,
} from './lib/stats.ts';

const SIZES = (process.env.BENCH_PUSH_SIZES ?? '2000,8000,16000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const ROUNDS = Math.max(1, Number(process.env.BENCH_PUSH_ROUNDS) || 3);
const MESSAGES = Math.min(1000, Math.max(3, Number(process.env.BENCH_PUSH_MESSAGES) || 20));
const CLIENT_PROCESSES = 2;
const SUBJECT = 'u_1_1';
const SERVER_CPU = '0';
const CLIENT_CPU = os.cpus().length > 1 ? '1' : '0';
/** Between one message reaching every subscriber and the next publish. */
const GAP_MS = 20;
/** A message that has not reached every subscriber by then counts as lost for those. */
const AWAIT_MS = 20_000;

type System = 'ours' | 'nchan';

interface Run {
  system: System;
  clients: number;
  round: number;
  connected: number;
  failed: number;
  /** Per message: publish -> last subscriber, ms (sorted). */
  lastMs: Float64Array;
  firstMs: Float64Array;
  serverCpuMs: number;
  clientCpuMs: number;
  /** CPU of everything else on the machine during the run, % of one core. */
  othersPct: number;
  lost: number;
  outOfOrder: number;
  closedEarly: number;
  messageBytes: number;
}

const children = new Set<ChildProcess>();
const stops = new Set<() => Promise<void>>();
const cancelWatchdog = watchdog(20 * 60_000, () => {
  for (const child of children) child.kill('SIGKILL');
});

function spawnChild(file: string, cpus: string): ChildProcess {
  const child = forkBenchChild(file);
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.on('error', () => {}); // a send to a child that died; its answer's timeout says so
  if (child.pid) pinToCpus(child.pid, cpus);
  return child;
}

async function run(system: System, clients: number, round: number): Promise<Run | null> {
  let serverPid = 0;
  let stopNchan: (() => Promise<void>) | null = null;
  let port = 0;
  let path = '/x/push';
  // Ours publishes inside the server; nchan's publisher is a process of the server side too (CPU 0),
  // apart from the busy subscribers, so its POST leaves at once.
  const server = spawnChild('./push-server.ts', SERVER_CPU);
  const clientProcs = Array.from({ length: CLIENT_PROCESSES }, () =>
    spawnChild('./push-lean-clients.ts', CLIENT_CPU),
  );
  try {
    if (system === 'ours') {
      const start = await askChild<StartAnswer>(
        server,
        { type: 'start', mode: 'nerali', subject: SUBJECT },
        30_000,
      );
      port = start.port;
      serverPid = server.pid as number;
    } else {
      const nchan = await startNchan(clients);
      if (!nchan) return null;
      stopNchan = nchan.stop;
      stops.add(nchan.stop);
      pinToCpus(nchan.pid, SERVER_CPU);
      pinToCpus(nchan.workerPid, SERVER_CPU);
      serverPid = nchan.workerPid;
      port = nchan.port;
      path = `/sub?id=${SUBJECT}`;
      await askChild<StartAnswer>(
        server,
        { type: 'start', mode: 'nchan', subject: SUBJECT, nchanPort: port },
        30_000,
      );
    }
    const per = Math.ceil(clients / CLIENT_PROCESSES);
    const connects = await Promise.all(
      clientProcs.map((child, i) =>
        askChild<LeanConnectAnswer>(
          child,
          {
            type: 'connect',
            port,
            path,
            clients: Math.min(per, clients - i * per),
            subject: SUBJECT,
            hello: system === 'ours',
            addressOffset: i * 100,
          },
          120_000,
        ),
      ),
    );
    const connected = connects.reduce((n, c) => n + c.connected, 0);
    const failed = connects.reduce((n, c) => n + c.failed, 0);
    await sleep(500); // let both sides settle after the connection storm
    const busy0 = machineBusyMs();
    const cpu0 = processCpuMs(serverPid);
    const clientCpu0 = clientProcs.reduce((n, c) => n + processCpuMs(c.pid as number), 0);
    const publisherCpu0 = system === 'nchan' ? processCpuMs(server.pid as number) : 0;
    const t0 = performance.now();
    // Closed loop: the next message is published once every subscriber has the previous one (and a
    // short gap), so each figure is one message's time to the last subscriber, never a queue's.
    const publish = { publishAtUs: [] as number[] };
    for (let i = 0; i < MESSAGES; i++) {
      const one = await askChild<{ atUs: number }>(
        server,
        { type: 'publish-one', index: i, first: i === 0 },
        30_000,
      );
      publish.publishAtUs.push(one.atUs);
      await Promise.all(
        clientProcs.map((child) =>
          askChild(child, { type: 'await', slot: i, timeoutMs: AWAIT_MS }, AWAIT_MS + 5000),
        ),
      );
      await sleep(GAP_MS);
    }
    const collects = await Promise.all(
      clientProcs.map((child) =>
        askChild<LeanCollectAnswer>(child, { type: 'collect', expected: MESSAGES, timeoutMs: 1000 }, 10_000),
      ),
    );
    const serverCpuMs = processCpuMs(serverPid) - cpu0;
    const clientCpuMs =
      clientProcs.reduce((n, c) => n + processCpuMs(c.pid as number), 0) -
      clientCpu0 +
      (system === 'nchan' ? processCpuMs(server.pid as number) - publisherCpu0 : 0);
    const busy = machineBusyMs() - busy0;
    const wall = performance.now() - t0;

    const last: number[] = [];
    const first: number[] = [];
    let received = 0;
    let bytes = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const at = publish.publishAtUs[i];
      if (at === undefined) continue;
      let lastUs = 0;
      let firstUs = Number.POSITIVE_INFINITY;
      for (const c of collects) {
        const m = c.perMessage[i];
        if (!m || m.count === 0) continue;
        lastUs = Math.max(lastUs, m.lastUs);
        firstUs = Math.min(firstUs, m.firstUs);
      }
      if (lastUs > 0) {
        last.push((lastUs - at) / 1000);
        first.push((firstUs - at) / 1000);
      }
    }
    for (const c of collects) {
      received += c.received;
      bytes += c.receivedBytes;
    }
    return {
      system,
      clients,
      round,
      connected,
      failed,
      lastMs: sortedCopy(last),
      firstMs: sortedCopy(first),
      serverCpuMs,
      clientCpuMs,
      othersPct: Math.max(0, ((busy - serverCpuMs - clientCpuMs) / wall) * 100),
      lost: MESSAGES * connected - received,
      outOfOrder: collects.reduce((n, c) => n + c.outOfOrder, 0),
      closedEarly: collects.reduce((n, c) => n + c.closedEarly, 0),
      messageBytes: received > 0 ? Math.round(bytes / received) : 0,
    };
  } finally {
    // A child killed by a timeout has no channel left to ask.
    for (const child of clientProcs) {
      if (child.connected) await askChild(child, { type: 'close' }, 10_000).catch(() => {});
    }
    if (server.connected) await askChild(server, { type: 'close' }, 10_000).catch(() => {});
    for (const child of clientProcs) await waitExit(child);
    await waitExit(server);
    if (stopNchan) {
      await stopNchan();
      stops.delete(stopNchan);
    }
  }
}

const median = (values: number[]) => percentile(sortedCopy(values), 50);
const spread = (values: number[], format: (n: number) => string) => {
  const s = sortedCopy(values);
  return `${format(percentile(s, 50))} (${format(s[0] ?? Number.NaN)}-${format(s[s.length - 1] ?? Number.NaN)})`;
};
const ratio = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : 'n/a');

console.log('# push: time to the last subscriber, against nginx-nchan');
const nofile = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
console.log(
  `machine: ${os.cpus().length} cores, node ${process.version}; ulimit -n ${nofile}; taskset ${hasTool('taskset', '-V') ? 'yes' : 'no'}: servers (and the nchan publisher) on CPU ${SERVER_CPU}, ${CLIENT_PROCESSES} subscriber processes on CPU ${CLIENT_CPU}`,
);
const nginxTool = ensureDebianTool('nginx', 'nginx');
const nchanModule = ensureDebianFile(NCHAN_MODULE, 'libnginx-mod-nchan');
console.log(`${nginxTool.note}; ${nchanModule.note}`);
console.log(
  `${SIZES.join(' / ')} subscribers of ${SUBJECT}; ${ROUNDS} rounds; ${MESSAGES} messages a run (one score change each), each published ${GAP_MS} ms after the previous one reached every subscriber`,
);
console.log(`load average before the run: ${loadAverage()}\n`);
const biggest = Math.max(...SIZES);
if (Number.isFinite(nofile) && nofile < biggest + 500) {
  console.log(
    `ulimit -n ${nofile} is too low for ${biggest} subscribers: run \`ulimit -n ${biggest + 1000}\` first`,
  );
  process.exit(1);
}

const runs: Run[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const clients of SIZES) {
    const order: System[] = round % 2 === 1 ? ['ours', 'nchan'] : ['nchan', 'ours'];
    for (const system of order) {
      const r = await run(system, clients, round);
      if (!r) continue;
      runs.push(r);
      console.log(
        `round ${round}, ${int(clients)} ${system}: ${r.connected} connected (${r.failed} failed); to last p50 ${ms(percentile(r.lastMs, 50))}, max ${ms(percentile(r.lastMs, 100))}; server CPU ${ms(r.serverCpuMs)}; lost ${r.lost}, out of order ${r.outOfOrder}, closed ${r.closedEarly}; others ${Math.round(r.othersPct)} % of a core; load ${loadAverage()}`,
      );
    }
  }
}

const rows: string[][] = [
  [
    'subscribers',
    'ours to last p50',
    'nchan to last p50',
    'ours/nchan time',
    'ours CPU',
    'nchan CPU',
    'ours/nchan CPU',
    'lost ours/nchan',
    'out of order ours/nchan',
    'others %',
  ],
];
const summary: SummaryRow[] = [];
for (const clients of SIZES) {
  const ours = runs.filter((r) => r.system === 'ours' && r.clients === clients);
  const base = runs.filter((r) => r.system === 'nchan' && r.clients === clients);
  const timeRatios: number[] = [];
  const cpuRatios: number[] = [];
  for (const o of ours) {
    const b = base.find((r) => r.round === o.round);
    if (!b) continue;
    timeRatios.push(percentile(o.lastMs, 50) / percentile(b.lastMs, 50));
    cpuRatios.push(o.serverCpuMs / b.serverCpuMs);
  }
  const p50s = (list: Run[]) => list.map((r) => percentile(r.lastMs, 50));
  const sum = (list: Run[], pick: (r: Run) => number) => list.reduce((n, r) => n + pick(r), 0);
  rows.push([
    int(clients),
    spread(p50s(ours), ms),
    spread(p50s(base), ms),
    spread(timeRatios, ratio),
    spread(
      ours.map((r) => r.serverCpuMs),
      ms,
    ),
    spread(
      base.map((r) => r.serverCpuMs),
      ms,
    ),
    spread(cpuRatios, ratio),
    `${sum(ours, (r) => r.lost)} / ${sum(base, (r) => r.lost)}`,
    `${sum(ours, (r) => r.outOfOrder)} / ${sum(base, (r) => r.outOfOrder)}`,
    spread(
      [...ours, ...base].map((r) => r.othersPct),
      (n) => String(Math.round(n)),
    ),
  ]);
  summary.push({
    what: `push to last of ${clients} p50`,
    ours: ms(median(p50s(ours))),
    baseline: ms(median(p50s(base))),
    against: `nginx-nchan (${ratio(median(timeRatios))})`,
  });
  summary.push({
    what: `push server CPU, ${clients} x ${MESSAGES}`,
    ours: ms(median(ours.map((r) => r.serverCpuMs))),
    baseline: ms(median(base.map((r) => r.serverCpuMs))),
    against: `nginx-nchan worker (${ratio(median(cpuRatios))})`,
  });
}
console.log('');
console.log(table(rows));
console.log(
  `\nmedians over ${ROUNDS} rounds (min-max); a run's figure is the p50 over its ${MESSAGES} messages; ratios are each round's pair. Message ${runs[0]?.messageBytes ?? 0} B of JSON. "lost" = messages x subscribers connected - received; server CPU: our process, or nginx's worker; others = the rest of the machine, % of one core.`,
);
printSummary('push-nchan', summary);
for (const stop of stops) await stop();
cancelWatchdog();
