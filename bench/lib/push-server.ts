/**
 * The server side of bench/push.ts, one fresh process per server so that memory figures start clean:
 *   mode 'nerali'  our server (buildServer) with the synthetic day; each batch is one score change
 *                  through engine.putEvents, which the publisher turns into a push message on u_1_1
 *   mode 'raw-ws'  the baseline: a bare `ws` WebSocketServer that answers hello with a welcome and,
 *                  per batch, sends one JSON string (the same message our server would send) to every
 *                  client
 *   mode 'nchan'   only the publisher of bench/push-nchan.ts: per batch, POSTs that same JSON string
 *                  (q from 1) to nginx-nchan's publisher location on `nchanPort` (keep-alive)
 *
 * IPC requests, each answered by one `{ type: 'result', ... }`:
 *   start {mode, subject, nchanPort?}  listen on 127.0.0.1:0 (nchan: nothing to listen on)
 *   publish {batches, intervalMs}    the paced publish loop
 *   publish-one {index, first}       one message now: {atUs, syncUs}
 *   stats                            CPU since the publish loop began, memory now
 *   close                            stop and exit
 */
import { type AddressInfo, connect, type Socket } from 'node:net';
import { encodeUpdateFeed, formatSignature } from '@nerali/domain';
import { WebSocketServer } from 'ws';
import type { NeraliServer } from '../../apps/server/src/app.ts';
import { FeedEngine } from '../../apps/server/src/engine/engine.ts';
import { MemoryStorage } from '../../apps/server/src/engine/storage.ts';
import { anchoredClock, loadWorld, scoreChange, syntheticWorld } from './world.ts';

export type PushServerMode = 'nerali' | 'raw-ws' | 'nchan';

export interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

export interface StartAnswer {
  type: 'result';
  port: number;
  memory: Memory;
}

export interface PublishAnswer {
  type: 'result';
  /** Monotonic time (µs) just before each batch was handed over. */
  publishAtUs: number[];
  /** Synchronous time each batch took: engine + encode + serialise + every socket's send (µs). */
  publishUs: number[];
  subscribers: number;
  memoryBefore: Memory;
}

export interface StatsAnswer {
  type: 'result';
  cpuMs: number;
  memory: Memory;
  deliveries: number;
  slowDropped: number;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const memory = (): Memory => {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
};

const clock = anchoredClock();
let nerali: NeraliServer | null = null;
let raw: WebSocketServer | null = null;
let subject = 'u_1_1';
let publishOne: (i: number) => void = () => {};
let subscribers = () => 0;
let cpuAtPublish: NodeJS.CpuUsage = process.cpuUsage();
let rawDeliveries = 0;
let nchanSocket: Socket | null = null;

/** The update bodies our publisher would send for the same score changes, made ahead of time. */
export function baselineBodies(count: number): string[] {
  const world = syntheticWorld(Math.floor(clock() / 1000));
  const engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: Math.floor(clock() / 1000) });
  loadWorld(engine, world);
  const bodies: string[] = [];
  engine.onBatch((batch) => {
    bodies.push(
      encodeUpdateFeed({
        sportId: batch.sportId,
        deltas: batch.deltas,
        signature: formatSignature(engine.epoch, batch.seq),
        serverTime: Math.floor(clock() / 1000),
      }),
    );
  });
  for (let i = 0; i < count; i++) engine.putEvents([scoreChange(world, i, Math.floor(clock() / 1000))]);
  return bodies;
}

async function start(mode: PushServerMode, nchanPort: number): Promise<StartAnswer> {
  if (mode === 'nchan') return startNchanPublisher(nchanPort);
  if (mode === 'nerali') {
    // Loaded only here: the baseline process should not carry Fastify, React Router and the rest.
    const { buildServer } = await import('../../apps/server/src/app.ts');
    const { testConfig } = await import('../../apps/server/src/testing/fixtures.ts');
    // Every bench client comes from loopback: no per-address cap (push/address-slots.ts) here.
    nerali = await buildServer(testConfig({ push: { maxSocketsPerAddress: 1_000_000 } }), {
      clock,
      logger: false,
    });
    const world = syntheticWorld(Math.floor(clock() / 1000));
    loadWorld(nerali.engine, world);
    const engine = nerali.engine;
    publishOne = (i) => engine.putEvents([scoreChange(world, i, Math.floor(clock() / 1000))]);
    const hub = nerali.hub;
    subscribers = () => hub.subscriberCount();
    await nerali.app.listen({ host: '127.0.0.1', port: 0 });
    return { type: 'result', port: (nerali.app.server.address() as AddressInfo).port, memory: memory() };
  }
  const bodies = baselineBodies(1000);
  raw = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/x/push', maxPayload: 4096 });
  const server = raw;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (ws) => {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { t: string };
      if (message.t === 'hello') ws.send(JSON.stringify({ t: 'welcome', v: 1, seqs: { [subject]: 0 } }));
    });
    ws.on('error', () => ws.terminate());
  });
  publishOne = (i) => {
    const text = JSON.stringify({ t: 'm', s: subject, q: i + 1, b: bodies[i % bodies.length] });
    for (const ws of server.clients) {
      ws.send(text);
      rawDeliveries += 1;
    }
  };
  subscribers = () => server.clients.size;
  return { type: 'result', port: (server.address() as AddressInfo).port, memory: memory() };
}

/**
 * nginx-nchan is the server; this process only POSTs each message once, on one keep-alive connection
 * opened ahead of time, the request's bytes written at once at publish time (pipelined: never waiting
 * behind the previous answer, and in order).
 */
async function startNchanPublisher(port: number): Promise<StartAnswer> {
  const bodies = baselineBodies(1000);
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.on('data', () => {}); // answers (201 with the channel's figures) are read and dropped
  socket.on('error', () => {});
  nchanSocket = socket;
  publishOne = (i) => {
    const text = JSON.stringify({ t: 'm', s: subject, q: i + 1, b: bodies[i % bodies.length] });
    socket.write(
      `POST /pub?id=${subject} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
    rawDeliveries += 1;
  };
  return { type: 'result', port, memory: memory() };
}

async function publish(batches: number, intervalMs: number): Promise<PublishAnswer> {
  const memoryBefore = memory();
  const publishAtUs: number[] = [];
  const publishUs: number[] = [];
  cpuAtPublish = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < batches; i++) {
    const wait = t0 + i * intervalMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = nowUs();
    publishOne(i);
    publishUs.push(nowUs() - at);
    publishAtUs.push(at);
  }
  return { type: 'result', publishAtUs, publishUs, subscribers: subscribers(), memoryBefore };
}

function stats(): StatsAnswer {
  const cpu = process.cpuUsage(cpuAtPublish);
  return {
    type: 'result',
    cpuMs: (cpu.user + cpu.system) / 1000,
    memory: memory(),
    deliveries: nerali ? nerali.hub.stats.deliveries : rawDeliveries,
    slowDropped: nerali ? nerali.hub.stats.slowDropped : 0,
  };
}

async function close(): Promise<void> {
  nchanSocket?.destroy();
  if (nerali) await nerali.app.close();
  if (raw) {
    for (const ws of raw.clients) ws.terminate();
    await new Promise((resolve) => raw?.close(resolve));
  }
}

process.on('disconnect', () => process.exit(0));
process.on('message', async (message: { type: string; [k: string]: unknown }) => {
  switch (message.type) {
    case 'start':
      subject = String(message.subject);
      process.send?.(await start(message.mode as PushServerMode, Number(message.nchanPort ?? 0)));
      return;
    case 'publish':
      process.send?.(await publish(Number(message.batches), Number(message.intervalMs)));
      return;
    case 'publish-one': {
      // One message now (bench/push-nchan.ts paces them: the next after this one reached everyone).
      if (message.first) cpuAtPublish = process.cpuUsage();
      const at = nowUs();
      publishOne(Number(message.index));
      process.send?.({ type: 'result', atUs: at, syncUs: nowUs() - at });
      return;
    }
    case 'stats':
      process.send?.(stats());
      return;
    case 'close':
      await close();
      process.send?.({ type: 'result' }, () => process.exit(0));
      return;
  }
});
