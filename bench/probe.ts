/**
 * The full-size probe of issue 12 (point 7): what an attacker and a chaos engineer would try, as counts.
 *
 *   node --import tsx bench/probe.ts [surfaces] [kill9] [slow] [load]     (all four when none is named)
 *
 * - surfaces: PROBE_COUNT (10,000) generated inputs per surface (feed names, ingest bodies, account
 *   bodies, page paths and queries, WebSocket frames up to 5 MiB) against the real server process
 *   (PGlite, web build), printing statuses, 5xx and off-protocol answers, and the server's memory.
 * - kill9: PROBE_KILLS (10) times per database (PGlite; PostgreSQL when DATABASE_URL is set), a burst
 *   of ingest writes over HTTP, `kill -9` of the server after a random number of acknowledgements, a
 *   restart, and a count of acknowledged writes lost (the state of each match encodes its seq) and of
 *   acknowledged writes that a resend applied again.
 * - slow: three sockets that stop reading, fifty that read, 300 matches re-scored twice a second:
 *   when the slow ones are dropped, and what the others' delivery time was meanwhile.
 * - load: 2,000 WebSocket clients (from 50 loopback addresses, under the per-address cap) on u_1_1,
 *   feed polling on 32 connections and a goal every 200 ms for 30 s: messages lost or out of order,
 *   poll errors.
 *
 * The same probes at about 1,000 inputs per surface run in `npm test` (apps/server/src/probe.int.test.ts).
 * Loopback only; every loop is bounded by a count and a time; the watchdog ends the run after 40 min.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSH_PROTOCOL_VERSION } from '@nerali/domain';
import pg from 'pg';
import WebSocket from 'ws';
import { createApiKey, DatabaseApiKeyStore } from '../apps/server/src/storage/api-keys.ts';
import { openDatabase } from '../apps/server/src/storage/database.ts';
import {
  closeProbeSockets,
  formatTally,
  probeAccounts,
  probeFeeds,
  probeIngest,
  probePages,
  probeSockets,
  pushStillWelcomes,
  seedWorld,
  type Tally,
} from '../apps/server/src/testing/probes.ts';
import { askChild, forkBenchChild, waitExit } from './lib/child.ts';
import { httpLoad } from './lib/http-load.ts';
import type { CollectAnswer, ConnectAnswer } from './lib/push-clients.ts';
import { type ServerProcess, startServer } from './lib/server-process.ts';
import {
  bytes,
  int,
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

const COUNT = Number(process.env.PROBE_COUNT ?? 10_000);
const KILLS = Number(process.env.PROBE_KILLS ?? 10);
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const WEB_BUILD = fileURLToPath(new URL('../apps/web/build', import.meta.url));
const POSTGRES_URL = process.env.DATABASE_URL || null;
const parts = process.argv.slice(2).length ? process.argv.slice(2) : ['surfaces', 'kill9', 'slow', 'load'];

const running = new Set<ServerProcess>();
const cleanups: (() => void)[] = [];
const stopWatchdog = watchdog(40 * 60_000, () => {
  for (const s of running) s.child.kill('SIGKILL');
  for (const c of cleanups) c();
});
const summary: SummaryRow[] = [];

/** A fresh store: a PGlite directory, or a PostgreSQL database of its own. Its env, and its removal. */
async function freshStore(
  kind: 'pglite' | 'postgres',
): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'nerali-probe-'));
    const drop = async () => rmSync(dir, { recursive: true, force: true });
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dir, DATABASE_URL: '', FANOUT: 'off' }, drop };
  }
  const name = `nerali_probe_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL ?? '' });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL ?? '');
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href, FANOUT: 'off' },
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL ?? '' });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** An API key of the provider `probe`, written while no server holds the store (PGlite admits one). */
async function apiKey(env: NodeJS.ProcessEnv): Promise<string> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir: env.DATA_DIR ?? '' });
  try {
    const { key } = await createApiKey(new DatabaseApiKeyStore(database.db), {
      provider: 'acme',
      label: 'probe',
      nowMs: Date.now(),
    });
    return key;
  } finally {
    await database.close();
  }
}

async function launch(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await startServer(env);
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}

// ---- surfaces ----

async function surfaces(): Promise<void> {
  console.log(`\n## Surfaces: ${int(COUNT)} inputs each (seed ${SEED}; FC_SEED=${SEED} replays)`);
  const hasWeb = existsSync(join(WEB_BUILD, 'server', 'index.js'));
  if (!hasWeb) console.log('no web build: pages skipped (npm run build first)');
  const store = await freshStore('pglite');
  const key = await apiKey(store.env);
  const server = await launch({ ...store.env, SIMULATOR: 'off', WEB_BUILD_DIR: hasWeb ? WEB_BUILD : 'none' });
  const rssBefore = server.rssBytes();
  try {
    const world = await seedWorld(server.origin, key);
    const o = { origin: server.origin, count: COUNT, seed: SEED };
    const tallies: Tally[] = [];
    const timed = async (run: () => Promise<Tally>) => {
      const t0 = performance.now();
      const tally = await run();
      console.log(`${formatTally(tally)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      for (const f of tally.failures) console.log(`  ! ${f.input}\n    -> ${f.answer}`);
      tallies.push(tally);
    };
    await timed(() => probeFeeds(world, o));
    await timed(() => probeIngest(world, o));
    await timed(() => probeAccounts(o));
    if (hasWeb) await timed(() => probePages(world, { ...o, concurrency: 4 }));
    await timed(() => probeSockets(world, { ...o, maxFrameBytes: 5 * 1024 * 1024, concurrency: 16 }));
    closeProbeSockets();
    const welcomes = await pushStillWelcomes(server.origin);
    const healthy = (await fetch(`${server.origin}/healthz`).catch(() => null))?.status === 200;
    const errorLines = server
      .stderr()
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l)).length;
    console.log(
      table([
        ['surface', 'inputs', '5xx / off-protocol', 'statuses'],
        ...tallies.map((t) => [
          t.surface,
          int(t.sent),
          int(t.failureCount),
          Object.entries(t.statuses)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
        ]),
      ]),
    );
    console.log(
      `server alive: ${server.exited() === null && healthy}, push welcomes: ${welcomes}, error log lines: ${errorLines}, ` +
        `RSS ${bytes(rssBefore)} -> ${bytes(server.rssBytes())}`,
    );
    const failures = tallies.reduce((n, t) => n + t.failureCount, 0);
    summary.push({
      what: `probe: ${tallies.length} surfaces x ${int(COUNT)}`,
      ours: `${failures} 5xx/off-protocol`,
      baseline: '0',
      against: 'target',
    });
  } finally {
    await server.stop();
    await store.drop();
  }
}

// ---- kill -9 ----

const EVENTS = 20;

interface Burst {
  acked: number[];
  bodies: (unknown | null)[];
  methods: ('PUT' | 'PATCH')[];
}

function eventBody(i: number, seq: number, put: boolean) {
  const score = { homeScore: String(Math.floor(seq / 100)), awayScore: String(seq % 100) };
  if (!put) return { seq, ...score };
  return {
    seq,
    sport: 1,
    competition: 'probe-league',
    home: `t${2 * i}`,
    away: `t${2 * i + 1}`,
    startTime: Math.floor(Date.now() / 1000) - 600,
    status: 'live',
    stage: 'firstHalf',
    ...score,
  };
}

async function ingest(origin: string, key: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${origin}/api/ingest/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as { applied?: boolean; reason?: string; id?: string },
  };
}

async function seedKillWorld(origin: string, key: string): Promise<string[]> {
  const items: unknown[] = [
    { kind: 'country', id: 'in', data: { seq: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' } } },
    {
      kind: 'competition',
      id: 'probe-league',
      data: { seq: 1, sport: 1, country: 'in', name: { ta: 'சோதனை லீக்', en: 'Probe League' } },
    },
  ];
  for (let t = 0; t < 2 * EVENTS; t++) {
    items.push({
      kind: 'participant',
      id: `t${t}`,
      data: { seq: 1, sport: 1, name: `Probe ${t}`, country: 'in' },
    });
  }
  for (let i = 0; i < EVENTS; i++) items.push({ kind: 'event', id: `m${i}`, data: eventBody(i, 1, true) });
  const res = await fetch(`${origin}/api/ingest/v1/batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  const answer = (await res.json()) as { results: { id?: string }[] };
  return answer.results.slice(-EVENTS).map((r) => r.id ?? '');
}

/** The seq a match's state encodes, read from its game feed (-1 when absent). */
async function storedSeq(origin: string, eventId: string): Promise<number> {
  const body = await (await fetch(`${origin}/x/feed/g_1_${eventId.replace(/^g_/, '')}`)).text();
  const cell = (key: string) => new RegExp(`(?:^|¬|~)${key}÷([0-9]+)`).exec(body)?.[1];
  const home = cell('AG');
  const away = cell('AH');
  return home === undefined || away === undefined ? -1 : Number(home) * 100 + Number(away);
}

async function kill9(kind: 'pglite' | 'postgres'): Promise<void> {
  console.log(`\n## kill -9 on ${kind}: ${KILLS} kills in the middle of an ingest burst (${EVENTS} matches)`);
  const store = await freshStore(kind);
  const key = await apiKey(store.env);
  const env = { ...store.env, SIMULATOR: 'off', WEB_BUILD_DIR: 'none' };
  const rows: string[][] = [['kill', 'acked', 'lost', 'ahead of ack', 'resent, applied again', 'restart']];
  let lostTotal = 0;
  let ackedTotal = 0;
  let reappliedTotal = 0;
  try {
    let server = await launch(env);
    const ids = await seedKillWorld(server.origin, key);
    const next = Array.from({ length: EVENTS }, () => 1);
    for (let k = 1; k <= KILLS; k++) {
      const burst: Burst = {
        acked: Array(EVENTS).fill(0),
        bodies: Array(EVENTS).fill(null),
        methods: Array(EVENTS).fill('PUT'),
      };
      const target = 20 + Math.floor(Math.random() * 180);
      let acks = 0;
      let stop = false;
      const writer = async (i: number) => {
        while (!stop) {
          const seq = (next[i] ?? 0) + 1;
          next[i] = seq;
          const put = seq % 2 === 0;
          const body = eventBody(i, seq, put);
          const method = put ? 'PUT' : 'PATCH';
          try {
            const res = await ingest(server.origin, key, method, `/events/m${i}`, body);
            if (res.status === 200 && res.json.applied) {
              burst.acked[i] = seq;
              burst.bodies[i] = body;
              burst.methods[i] = method;
              if (++acks >= target && !stop) {
                stop = true;
                await server.kill9();
              }
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      await Promise.all(Array.from({ length: EVENTS }, (_, i) => writer(i)));
      if (server.exited() === null) await server.kill9();
      const t0 = performance.now();
      server = await launch(env);
      const restartMs = performance.now() - t0;
      let lost = 0;
      let ahead = 0;
      let reapplied = 0;
      for (let i = 0; i < EVENTS; i++) {
        const seq = await storedSeq(server.origin, ids[i] ?? '');
        if (seq < (burst.acked[i] ?? 0)) lost += 1;
        if (seq > (burst.acked[i] ?? 0)) ahead += 1;
        next[i] = Math.max(next[i] ?? 0, seq) + 1;
        const body = burst.bodies[i];
        if (body) {
          const again = await ingest(server.origin, key, burst.methods[i] ?? 'PUT', `/events/m${i}`, body);
          if (again.json.applied) reapplied += 1;
        }
      }
      lostTotal += lost;
      ackedTotal += acks;
      reappliedTotal += reapplied;
      rows.push([String(k), String(acks), String(lost), String(ahead), String(reapplied), ms(restartMs)]);
    }
    await server.stop();
  } finally {
    await store.drop();
  }
  console.log(table(rows));
  console.log(
    `${kind}: ${ackedTotal} acknowledged writes over ${KILLS} kills, ${lostTotal} lost, ${reappliedTotal} applied twice`,
  );
  summary.push({
    what: `kill -9 x${KILLS} (${kind}): acked writes lost`,
    ours: `${lostTotal} of ${ackedTotal}`,
    baseline: '0',
    against: 'target',
  });
}

// ---- slow consumer ----

async function slowConsumer(): Promise<void> {
  console.log(
    '\n## Slow consumer: 3 sockets that stop reading, 50 that read; 300 matches re-scored every 0.5 s',
  );
  const store = await freshStore('pglite');
  const key = await apiKey(store.env);
  const server = await launch({ ...store.env, SIMULATOR: 'off', WEB_BUILD_DIR: 'none' });
  const sockets: WebSocket[] = [];
  try {
    const items: unknown[] = [
      { kind: 'country', id: 'in', data: { seq: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' } } },
      {
        kind: 'competition',
        id: 'probe-league',
        data: { seq: 1, sport: 1, country: 'in', name: { ta: 'சோதனை', en: 'Probe' } },
      },
    ];
    for (let t = 0; t < 600; t++)
      items.push({
        kind: 'participant',
        id: `t${t}`,
        data: { seq: 1, sport: 1, name: `Probe team ${t}`, country: 'in' },
      });
    let refused = 0;
    let firstRefusal = '';
    const post = async (list: unknown[]) => {
      const res = await fetch(`${server.origin}/api/ingest/v1/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ items: list }),
      });
      const answer = (await res.json()) as { results?: { code?: string; message?: string }[] };
      for (const r of answer.results ?? [{ code: String(res.status), message: JSON.stringify(answer) }]) {
        if (!r.code) continue;
        refused += 1;
        firstRefusal ||= `${r.code} ${r.message ?? ''}`;
      }
    };
    // A batch holds at most 500 items.
    for (let i = 0; i < items.length; i += 500) await post(items.slice(i, i + 500));
    const matches = Array.from({ length: 300 }, (_, i) => i);
    const round = (seq: number, put: boolean) =>
      matches.map((i) => ({
        kind: put ? 'event' : 'eventUpdate',
        id: `m${i}`,
        data: put
          ? { ...eventBody(i, seq, true), home: `t${2 * i}`, away: `t${2 * i + 1}` }
          : { seq, homeScore: String(seq), awayScore: String(seq % 7) },
      }));
    await post(round(1, true));

    const hello = (ws: WebSocket) =>
      new Promise<void>((resolve) => {
        ws.on('open', () =>
          ws.send(JSON.stringify({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['u_1_1'] })),
        );
        ws.once('message', () => resolve());
      });
    const wsUrl = `${server.origin.replace('http', 'ws')}/x/push`;
    const slow = Array.from(
      { length: 3 },
      (_, i) => new WebSocket(wsUrl, { localAddress: `127.0.0.${10 + i}` }),
    );
    await Promise.all(slow.map(hello));
    // WARNING: `_socket` is ws's own field; pausing it stops reading at the TCP level, as a stalled
    // phone does, so the server's send buffer for it grows.
    for (const ws of slow) (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const sentAt = new Map<number, number>();
    const delays: number[] = [];
    let normalClosed = 0;
    let received = 0;
    let sample = '';
    for (let i = 0; i < 50; i++) {
      const ws = new WebSocket(wsUrl, { localAddress: `127.0.0.${20 + (i % 10)}` });
      sockets.push(ws);
      await hello(ws);
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as { t: string; b?: string };
        if (m.t !== 'm' || !m.b) return;
        received += 1;
        if (!sample) sample = m.b.slice(0, 200);
        const seq = Number(/AG÷([0-9]+)/.exec(m.b)?.[1]);
        const at = sentAt.get(seq);
        if (at !== undefined) delays.push(performance.now() - at);
      });
      ws.on('close', () => (normalClosed += 1));
    }
    const subscribers = async () =>
      ((await (await fetch(`${server.origin}/readyz`)).json()) as { subscribers: number }).subscribers;
    const start = performance.now();
    let dropAt: number | null = null;
    const limitMs = Number(process.env.PROBE_SLOW_S ?? 90) * 1000;
    for (let seq = 2; seq <= 180 && performance.now() - start < limitMs; seq++) {
      sentAt.set(seq, performance.now());
      await post(round(seq, false));
      if (dropAt === null && (await subscribers()) <= 50) dropAt = performance.now() - start;
      await sleep(500);
    }
    const sorted = sortedCopy(delays);
    console.log(
      `slow sockets dropped after: ${dropAt === null ? 'not within the run' : `${(dropAt / 1000).toFixed(1)} s`}; ` +
        `normal clients closed: ${normalClosed} of 50; their delivery p50 ${ms(percentile(sorted, 50))}, ` +
        `p99 ${ms(percentile(sorted, 99))} over ${int(delays.length)} messages (${int(received)} received)`,
    );
    if (delays.length === 0) console.log(`no delivery time read; a message body: ${sample}`);
    if (refused > 0) console.log(`writes refused: ${refused}, the first: ${firstRefusal}`);
    summary.push({
      what: 'slow consumer: readers closed',
      ours: `${normalClosed} of 50`,
      baseline: '0',
      against: 'target',
    });
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
    await store.drop();
  }
}

// ---- 2,000 sockets and polling ----

async function load(): Promise<void> {
  console.log(
    '\n## Load: 2,000 push clients on u_1_1 (50 addresses), a goal every 200 ms, feed polling, 30 s',
  );
  const store = await freshStore('pglite');
  const key = await apiKey(store.env);
  const server = await launch({ ...store.env, SIMULATOR: 'off', WEB_BUILD_DIR: 'none' });
  const clients = forkBenchChild('./push-clients.ts');
  try {
    const ids = await seedKillWorld(server.origin, key);
    const connected = await askChild<ConnectAnswer>(
      clients,
      {
        type: 'connect',
        url: `${server.origin.replace('http', 'ws')}/x/push`,
        clients: 2000,
        subject: 'u_1_1',
        addresses: 50,
      },
      120_000,
    );
    console.log(
      `connected ${connected.connected}, failed ${connected.failed}, in ${ms(connected.connectMs)}`,
    );
    let goals = 0;
    let goalErrors = 0;
    let stop = false;
    const goalLoop = (async () => {
      for (let seq = 2; !stop && goals < 150; seq++) {
        const i = seq % EVENTS;
        const res = await ingest(server.origin, key, 'PATCH', `/events/m${i}`, {
          seq: 1000 + seq,
          homeScore: String(seq),
        }).catch(() => null);
        if (res?.status === 200) goals += 1;
        else goalErrors += 1;
        await sleep(200);
      }
    })();
    const poll = await httpLoad({
      url: `${server.origin}/x/feed/f_1_0_330_ta_1`,
      headers: { 'accept-encoding': 'gzip' },
      connections: 32,
      durationMs: 30_000,
      warmupMs: 1_000,
      maxRequests: 5_000_000,
    });
    stop = true;
    await goalLoop;
    const collected = await askChild<CollectAnswer>(
      clients,
      { type: 'collect', expected: goals, timeoutMs: 30_000 },
      60_000,
    );
    const expected = goals * connected.connected;
    console.log(
      `goals sent ${goals} (${goalErrors} errors); messages ${int(collected.received)} of ${int(expected)} ` +
        `(${int(expected - collected.received)} lost), out of order ${collected.outOfOrder}, clients closed ${collected.closedEarly}`,
    );
    const fiveXX = Object.entries(poll.statuses)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, v]) => n + v, 0);
    console.log(
      `polling: ${int(poll.requests)} requests, ${poll.rps.toFixed(0)}/s, errors ${poll.errors}, 5xx ${fiveXX}, ` +
        `p50 ${ms(poll.latency.p50)}, p99 ${ms(poll.latency.p99)}; server RSS ${bytes(server.rssBytes())}; ids ${ids.length}`,
    );
    summary.push({
      what: '2,000 sockets + polling: messages lost / out of order',
      ours: `${int(expected - collected.received)} / ${collected.outOfOrder}`,
      baseline: '0 / 0',
      against: 'target',
    });
  } finally {
    if (clients.connected) await askChild(clients, { type: 'close' }, 10_000).catch(() => {});
    await waitExit(clients);
    await server.stop();
    await store.drop();
  }
}

console.log(`probe bench: ${parts.join(', ')} · load average ${loadAverage()}`);
try {
  if (parts.includes('surfaces')) await surfaces();
  if (parts.includes('kill9')) {
    await kill9('pglite');
    if (POSTGRES_URL) await kill9('postgres');
    else console.log('kill -9 on PostgreSQL skipped: DATABASE_URL is not set');
  }
  if (parts.includes('slow')) await slowConsumer();
  if (parts.includes('load')) await load();
} finally {
  stopWatchdog();
  for (const s of running) s.child.kill('SIGKILL');
}
printSummary('probe', summary);
