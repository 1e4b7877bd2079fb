/**
 * Push fan-out: 2000 WebSocket clients subscribed to u_1_1; the server publishes 200 update batches
 * (one score change each, one every 10 ms) through engine.putEvents. Baseline: a bare `ws`
 * broadcaster sending the same JSON message to the same 2000 clients at the same pace.
 *
 * Three processes: this one only orchestrates; the server under test runs in a fresh child process
 * (lib/push-server.ts, so its memory figures start clean) and the clients in another
 * (lib/push-clients.ts). Publish and receive times come from the machine's monotonic clock, which
 * every process shares. Prints figures only.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { askChild, forkBenchChild, waitExit } from './lib/child.ts';
import type { CollectAnswer, ConnectAnswer } from './lib/push-clients.ts';
import type { Memory, PublishAnswer, PushServerMode, StartAnswer, StatsAnswer } from './lib/push-server.ts';
import {
  bytes,
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
import { WORLD_SIZE } from './lib/world.ts';

const CLIENTS = 2000;
const BATCHES = 200;
/** BENCH_PUSH_INTERVAL_MS changes the pace (e.g. 25 to see latency below saturation); default 10. */
const INTERVAL_MS = Math.min(100, Math.max(1, Number(process.env.BENCH_PUSH_INTERVAL_MS) || 10));
const SUBJECT = 'u_1_1';

const children = new Set<ChildProcess>();
const cancelWatchdog = watchdog(58_000, () => {
  for (const child of children) child.kill('SIGKILL');
});

interface Figures {
  name: string;
  connect: ConnectAnswer;
  start: StartAnswer;
  publish: PublishAnswer;
  collect: CollectAnswer;
  stats: StatsAnswer;
  latencyLastMs: Float64Array;
  latencyFirstMs: Float64Array;
  deliveredPerS: number;
  /** CPU other processes of the machine used from publish to last delivery, % of one core. */
  otherCpuPct: number;
}

function spawnChild(file: string): ChildProcess {
  const child = forkBenchChild(file);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function run(mode: PushServerMode, name: string): Promise<Figures> {
  const server = spawnChild('./push-server.ts');
  const clients = spawnChild('./push-clients.ts');
  try {
    const start = await askChild<StartAnswer>(server, { type: 'start', mode, subject: SUBJECT }, 15_000);
    const connect = await askChild<ConnectAnswer>(
      clients,
      { type: 'connect', url: `ws://127.0.0.1:${start.port}/x/push`, clients: CLIENTS, subject: SUBJECT },
      25_000,
    );
    await sleep(300); // let both sides settle after the connection storm
    const collecting = askChild<CollectAnswer>(
      clients,
      { type: 'collect', expected: BATCHES, timeoutMs: 15_000 },
      20_000,
    );
    await sleep(50); // the clients start their CPU clock before the first message
    const busy0 = machineBusyMs();
    const t0 = performance.now();
    const publish = await askChild<PublishAnswer>(
      server,
      { type: 'publish', batches: BATCHES, intervalMs: INTERVAL_MS },
      15_000,
    );
    const collect = await collecting;
    const stats = await askChild<StatsAnswer>(server, { type: 'stats' }, 5000);
    const busy = machineBusyMs() - busy0;
    const otherCpuPct = Math.max(0, ((busy - stats.cpuMs - collect.cpuMs) / (performance.now() - t0)) * 100);

    const last: number[] = [];
    const first: number[] = [];
    let lastReceiveUs = 0;
    collect.perMessage.forEach((m, i) => {
      const at = publish.publishAtUs[i];
      if (at === undefined || m.count === 0) return;
      last.push((m.lastUs - at) / 1000);
      first.push((m.firstUs - at) / 1000);
      lastReceiveUs = Math.max(lastReceiveUs, m.lastUs);
    });
    const spanS = (lastReceiveUs - (publish.publishAtUs[0] ?? lastReceiveUs)) / 1e6;
    return {
      name,
      connect,
      start,
      publish,
      collect,
      stats,
      latencyLastMs: sortedCopy(last),
      latencyFirstMs: sortedCopy(first),
      deliveredPerS: spanS > 0 ? collect.received / spanS : Number.NaN,
      otherCpuPct,
    };
  } finally {
    await askChild(clients, { type: 'close' }, 5000).catch(() => {});
    await askChild(server, { type: 'close' }, 5000).catch(() => {});
    await waitExit(clients);
    await waitExit(server);
  }
}

console.log('# push: WebSocket fan-out');
console.log(
  `machine: ${os.cpus().length} cores, node ${process.version}; ${CLIENTS} clients on ${SUBJECT}, ${BATCHES} batches of one score change, one every ${INTERVAL_MS} ms`,
);
console.log(
  'the server under test and the 2000 ws clients run in two separate child processes (one core each); this process only orchestrates',
);
console.log(`load average before the run: ${loadAverage()} (other processes on a shared machine add noise)`);
console.log(
  `data: synthetic football day, ${WORLD_SIZE.events} matches (${WORLD_SIZE.live} live); latency = publish (before putEvents / send loop) to receipt, on the shared monotonic clock\n`,
);

const results: Figures[] = [];
for (const [mode, name] of [
  ['nerali', 'nerali (engine -> hub)'],
  ['raw-ws', 'raw ws broadcaster'],
] as const) {
  const f = await run(mode, name);
  results.push(f);
  const expected = BATCHES * f.connect.connected;
  console.log(
    `${name}: ${f.connect.connected} connected (${f.connect.failed} failed) in ${ms(f.connect.connectMs)}; ${int(f.collect.received)}/${int(expected)} messages received${f.collect.timedOut ? ' (timed out waiting)' : ''}`,
  );
}

const mem = (m: Memory) => `${bytes(m.rss)} / ${bytes(m.heapUsed)}`;
const row = (label: string, pick: (f: Figures) => string) => [label, ...results.map(pick)];
console.log('');
console.log(
  table([
    ['', ...results.map((f) => f.name)],
    row('clients connected', (f) => `${f.connect.connected} in ${ms(f.connect.connectMs)}`),
    row(
      'messages received / expected',
      (f) => `${int(f.collect.received)} / ${int(BATCHES * f.connect.connected)}`,
    ),
    row('out of order / closed early / dropped slow', (f) =>
      [f.collect.outOfOrder, f.collect.closedEarly, f.stats.slowDropped].join(' / '),
    ),
    row('message size', (f) => bytes(Math.round(f.collect.receivedBytes / Math.max(1, f.collect.received)))),
    row('publish -> last client p50', (f) => ms(percentile(f.latencyLastMs, 50))),
    row('publish -> last client p99', (f) => ms(percentile(f.latencyLastMs, 99))),
    row('publish -> last client max', (f) => ms(percentile(f.latencyLastMs, 100))),
    row('publish -> first client p50', (f) => ms(percentile(f.latencyFirstMs, 50))),
    row(`publish loop, ${BATCHES} batches (target ${(BATCHES * INTERVAL_MS) / 1000} s)`, (f) =>
      ms(((f.publish.publishAtUs.at(-1) ?? 0) - (f.publish.publishAtUs[0] ?? 0)) / 1000),
    ),
    row('server time per batch p50 (sync)', (f) =>
      ms(percentile(sortedCopy(f.publish.publishUs), 50) / 1000),
    ),
    row('server time per batch p99 (sync)', (f) =>
      ms(percentile(sortedCopy(f.publish.publishUs), 99) / 1000),
    ),
    row('messages delivered / s', (f) => int(f.deliveredPerS)),
    row('server CPU (publish to last delivery)', (f) => ms(f.stats.cpuMs)),
    row('client process CPU', (f) => ms(f.collect.cpuMs)),
    row('other processes on the machine (noise)', (f) => `${Math.round(f.otherCpuPct)} % of a core`),
    row('server RSS / heap, listening', (f) => mem(f.start.memory)),
    row('server RSS / heap, 2000 connected', (f) => mem(f.publish.memoryBefore)),
    row('server RSS / heap, after 200 batches', (f) => mem(f.stats.memory)),
  ]),
);
console.log(
  '\nmemory is read without forcing GC; "server time per batch" is the synchronous putEvents / send loop, before the kernel moves the bytes.',
);

const [ours, base] = results;
const summary: SummaryRow[] = [];
if (ours && base) {
  const pair = (label: string, pick: (f: Figures) => string) =>
    summary.push({ what: label, ours: pick(ours), baseline: pick(base), against: 'raw ws broadcaster' });
  pair('push publish->last client p50', (f) => ms(percentile(f.latencyLastMs, 50)));
  pair('push publish->last client p99', (f) => ms(percentile(f.latencyLastMs, 99)));
  pair('push messages delivered/s', (f) => int(f.deliveredPerS));
  pair('push server CPU for 200 batches', (f) => ms(f.stats.cpuMs));
  pair('push server RSS with 2000 clients', (f) => bytes(f.publish.memoryBefore.rss));
}
printSummary('push', summary);
cancelWatchdog();
