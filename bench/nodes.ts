/**
 * Many nodes (issue 17 point 7, docs/ARCHITECTURE.md "Many nodes"): three server processes on one
 * PostgreSQL (a schema of the bench's own, dropped afterwards) and NATS (or Redis with BUS=redis), the
 * simulator on, each node `node --import tsx apps/server/src/main.ts` in its own process group.
 *
 * Prints, per node: RSS and CPU (% of one core) over a steady window while a client round-robins feed
 * requests over the nodes (the full feed of each simulated sport today, and its update feed with the
 * signature the client holds, as a browser whose requests land on any node: catch-ups counted), and the
 * feeds each node built (encoded) in that window: every node builds every feed it is asked for. Then
 * kills the simulator's lease holder (kill -9) and prints how long until another node plays it, and
 * until the first simulated write on the new leader (its ingest counter) and on the third node (its
 * replication). No timed assertion: figures.
 *
 * Needs DATABASE_URL (postgres://postgres@127.0.0.1:5432/test) and NATS_URL (nats://127.0.0.1:4222) or
 * REDIS_URL; psql for the schema. Stops by itself within 600 s.
 *   node --import tsx bench/nodes.ts
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, processTreeCpuMs } from './lib/external.ts';
import { printSummary, sleep, table, watchdog } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODES = 3;
const STEADY_MS = 20_000;
const BUS = process.env.BUS === 'redis' ? 'redis' : 'nats';
const DATABASE_URL = process.env.DATABASE_URL;
const BUS_URL = BUS === 'nats' ? process.env.NATS_URL : process.env.REDIS_URL;
if (!DATABASE_URL || !BUS_URL) {
  console.log(`bench/nodes.ts needs DATABASE_URL and ${BUS === 'nats' ? 'NATS_URL' : 'REDIS_URL'}; skipped`);
  process.exit(0);
}
const schema = `bench_nodes_${randomBytes(4).toString('hex')}`;
const namespace = `bench${randomBytes(4).toString('hex')}`;

interface Node {
  name: string;
  port: number;
  child: ChildProcess;
  log: { atMs: number; msg: string }[];
  alive: boolean;
}
const nodes: Node[] = [];

function psql(command: string): void {
  const res = spawnSync('psql', [DATABASE_URL as string, '-q', '-c', command], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`psql: ${res.stderr}`);
}

function stopAll(signal: NodeJS.Signals): void {
  for (const node of nodes) {
    if (!node.alive || !node.child.pid) continue;
    try {
      process.kill(-node.child.pid, signal);
    } catch {
      // gone already
    }
  }
}

const cancelWatchdog = watchdog(600_000, () => {
  stopAll('SIGKILL');
  psql(`drop schema if exists ${schema} cascade`);
});

async function startNode(name: string): Promise<Node> {
  const port = await freePort();
  const url = new URL(DATABASE_URL as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      WEB_BUILD_DIR: 'none',
      DATABASE_URL: url.toString(),
      FANOUT: BUS,
      FANOUT_NAMESPACE: namespace,
    },
  });
  const node: Node = { name, port, child, log: [], alive: true };
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { time: number; msg: string };
        node.log.push({ atMs: entry.time, msg: entry.msg });
      } catch {
        // not a log line
      }
    }
  });
  child.on('exit', () => (node.alive = false));
  return node;
}

async function get(node: Node, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${node.port}${path}`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function ready(node: Node, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await get(node, '/readyz')).status === 200) return true;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return false;
}

/** Sum of a metric's samples whose labels contain every `match` (Prometheus text format). */
async function metric(node: Node, name: string, match: string[] = []): Promise<number> {
  const { text } = await get(node, '/metrics');
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!match.every((m) => line.includes(m))) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const plays = (node: Node, afterMs = 0) =>
  node.log.find((l) => l.msg === 'fan-out: this node plays the simulator' && l.atMs > afterMs);
const simulatorWrites = (n: Node) =>
  metric(n, 'nerali_ingest_writes_total', ['source="simulator"', 'result="applied"']);

async function main(): Promise<void> {
  console.log(
    `bench/nodes.ts: ${NODES} nodes, ${BUS}, PostgreSQL schema ${schema}; load average ${spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim()}`,
  );
  psql(`create schema ${schema}`);
  const t0 = performance.now();
  // One after another: the first creates the schema's tables.
  nodes.push(await startNode('n1'));
  if (!(await ready(nodes[0] as Node, 180_000))) throw new Error('n1 not ready');
  nodes.push(await startNode('n2'), await startNode('n3'));
  for (const node of nodes) if (!(await ready(node, 180_000))) throw new Error(`${node.name} not ready`);
  console.log(`all ready after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // Steady state: the leader's fill is in (the world reached every node: the same count of events on
  // all, unchanged for 10 s) and the others' dry fills had time to finish.
  let stableSince = performance.now();
  let lastCounts = '';
  const fillStart = performance.now();
  while (performance.now() - stableSince < 10_000 && performance.now() - fillStart < 240_000) {
    const counts = await Promise.all(nodes.map((n) => metric(n, 'nerali_events')));
    const key = counts.join(',');
    if (key !== lastCounts || new Set(counts).size !== 1) {
      lastCounts = key;
      stableSince = performance.now();
    }
    await sleep(1000);
  }
  console.log(
    `world in on every node (${lastCounts} events) ${((performance.now() - t0) / 1000).toFixed(0)} s after the first start`,
  );
  await sleep(5000);

  // Steady window: a client round-robins feed requests over the nodes.
  const sports = [1, 2, 3, 4, 13, 42];
  const signs = new Map<number, string>();
  const before = await Promise.all(
    nodes.map(async (n) => ({
      writes: await simulatorWrites(n),
      cpuMs: processTreeCpuMs(n.child.pid as number),
      builds: await metric(n, 'nerali_feed_builds_total'),
      fullBuilds: await metric(n, 'nerali_feed_builds_total', ['kind="full"']),
      updateBuilds: await metric(n, 'nerali_feed_builds_total', ['kind="update"']),
    })),
  );
  const windowStart = performance.now();
  let requests = 0;
  let reloads = 0;
  let catchUps = 0;
  let turn = 0;
  let unsigned = 0;
  while (performance.now() - windowStart < STEADY_MS) {
    for (const sport of sports) {
      const node = nodes[turn++ % NODES] as Node;
      const sign = signs.get(sport);
      if (!sign) {
        const res = await get(node, `/x/feed/f_${sport}_0_330_ta_1`);
        requests += 1;
        const m = /A1÷([0-9a-z.]+)/.exec(res.text);
        if (m) signs.set(sport, m[1] as string);
        else if (unsigned++ === 0)
          console.log(`a full feed without a signature: ${res.status} ${res.text.slice(0, 200)}`);
        continue;
      }
      const res = await get(node, `/x/feed/u_${sport}_1`, { 'x-fsign': sign });
      requests += 1;
      if (res.status !== 200) continue;
      if (/A3÷2/.test(res.text)) {
        reloads += 1;
        signs.delete(sport);
        continue;
      }
      const m = /A1÷([0-9a-z.]+)/.exec(res.text);
      if (m && m[1]?.split('.')[0] !== sign.split('.')[0]) catchUps += 1;
      if (m) signs.set(sport, m[1] as string);
    }
    turn += 1; // six sports over three nodes: shift, or each sport would stay on one node
    await sleep(100);
  }
  const windowS = (performance.now() - windowStart) / 1000;
  const after = await Promise.all(
    nodes.map(async (n) => ({
      writes: await simulatorWrites(n),
      cpuMs: processTreeCpuMs(n.child.pid as number),
      builds: await metric(n, 'nerali_feed_builds_total'),
      fullBuilds: await metric(n, 'nerali_feed_builds_total', ['kind="full"']),
      updateBuilds: await metric(n, 'nerali_feed_builds_total', ['kind="update"']),
      events: await metric(n, 'nerali_events'),
    })),
  );
  // The holder now: the node whose last "plays" line is later than its last "stops playing" line (on a
  // loaded machine the lease may have moved during the start; counted).
  const lastOf = (n: Node, msg: string) => n.log.filter((l) => l.msg === msg).at(-1)?.atMs ?? -1;
  const PLAYS = 'fan-out: this node plays the simulator';
  const STOPS = 'fan-out: this node stops playing the simulator';
  const holders = nodes.filter((n) => lastOf(n, PLAYS) > lastOf(n, STOPS));
  const leader = holders.sort((x, y) => lastOf(y, PLAYS) - lastOf(x, PLAYS))[0];
  const takeovers = nodes.reduce((sum, n) => sum + n.log.filter((l) => l.msg === PLAYS).length, 0);
  console.log(
    `lease: ${takeovers} takeovers since the start (1 = never moved); holding now: ${holders.map((n) => n.name).join(', ') || 'none'}`,
  );
  const rows = nodes.map((n, i) => {
    const b = before[i] as (typeof before)[number];
    const a = after[i] as (typeof after)[number];
    return [
      n.name + (n === leader ? ' (simulator)' : ''),
      rssMb(n.child.pid as number).toFixed(0),
      (((a.cpuMs - b.cpuMs) / 1000 / windowS) * 100).toFixed(1),
      String(a.events),
      String(a.fullBuilds - b.fullBuilds),
      String(a.updateBuilds - b.updateBuilds),
      String(a.builds - b.builds),
    ];
  });
  console.log(
    `\nsteady window ${windowS.toFixed(1)} s: ${requests} feed requests round-robin over the nodes`,
  );
  console.log(
    `  update requests answered by a node other than the one that signed: ${catchUps} catch-ups, ${reloads} reloads`,
  );
  console.log(
    table([
      ['node', 'RSS MB', 'CPU % of a core', 'events held', 'full builds', 'update builds', 'all builds'],
      ...rows,
    ]),
  );

  // Failover: kill -9 the lease holder.
  if (!leader) throw new Error('no node plays the simulator');
  const survivors = nodes.filter((n) => n !== leader);
  const writes = simulatorWrites;
  // Every sport's update signature: it moves with any batch the node applies.
  const footballSign = async (n: Node) =>
    (
      await Promise.all(
        sports.map(
          async (sport) => (await get(n, `/x/feed/u_${sport}_1`)).text.match(/A1÷([0-9a-z.]+)/)?.[1],
        ),
      )
    ).join(',');
  const writesBefore = await Promise.all(survivors.map(writes));
  const signsBefore = await Promise.all(survivors.map(footballSign));
  const killedAt = Date.now();
  process.kill(-(leader.child.pid as number), 'SIGKILL');
  leader.alive = false;
  let tookOverMs: number | null = null;
  let firstWriteMs: number | null = null;
  const movedMs: (number | null)[] = survivors.map(() => null);
  while (Date.now() - killedAt < 60_000 && (firstWriteMs === null || movedMs.includes(null))) {
    for (const [i, n] of survivors.entries()) {
      const line = plays(n, killedAt);
      if (line && tookOverMs === null) tookOverMs = line.atMs - killedAt;
      if (firstWriteMs === null && (await writes(n)) > (writesBefore[i] as number))
        firstWriteMs = Date.now() - killedAt;
      if (movedMs[i] === null && (await footballSign(n)) !== signsBefore[i])
        movedMs[i] = Date.now() - killedAt;
    }
    await sleep(50);
  }
  const shown = (v: number | null) => (v === null ? 'never (60 s)' : String(v));
  console.log(`\nkill -9 of the lease holder (${leader.name}):`);
  console.log(
    table([
      ['what', 'ms after the kill'],
      ['another node plays the simulator (its log line)', shown(tookOverMs)],
      ['first simulated write applied on the new leader', shown(firstWriteMs)],
      ...survivors.map((n, i) => [
        `${n.name}: an update feed moves (a batch applied)`,
        shown(movedMs[i] ?? null),
      ]),
    ]),
  );
  printSummary('nodes', [
    {
      what: 'lease failover (kill -9 to new leader)',
      ours: `${tookOverMs ?? 'never'} ms`,
      baseline: '11,600 ms',
      against: 'before (10 s TTL)',
    },
    {
      what: 'first simulated write after kill -9',
      ours: `${firstWriteMs ?? 'never'} ms`,
      baseline: '>= 63,000 ms',
      against: 'before (cold build)',
    },
  ]);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    stopAll('SIGTERM');
    await sleep(3000);
    stopAll('SIGKILL');
    psql(`drop schema if exists ${schema} cascade`);
    cancelWatchdog();
  });
