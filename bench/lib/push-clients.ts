/**
 * The child side of bench/push.ts: many `ws` clients in one process (not the server's), each saying
 * hello with one subject and counting the numbered messages it receives. Receive times are read from
 * the monotonic clock (process.hrtime, shared by every process of the machine), so the parent can
 * subtract its own publish times from them.
 *
 * IPC requests, each answered by one `{ type: 'result', ... }`:
 *   connect {url, clients, subject, addresses?}   open the sockets (in waves), wait for every welcome;
 *                                      with `addresses`, from that many loopback addresses (127.0.0.2 ...)
 *                                      in turn, as many clients behind the server's per-address cap
 *   collect {expected, timeoutMs}      wait until every client has `expected` messages (or time runs out)
 *   close                              close the sockets and exit
 */
import { WebSocket } from 'ws';
import { assertLoopback } from './stats.ts';

export interface ConnectAnswer {
  type: 'result';
  connected: number;
  failed: number;
  connectMs: number;
  /** The subject's seq in the welcome (the q before the first message). */
  startSeq: number;
}

export interface CollectAnswer {
  type: 'result';
  /** Per message, in q order from startSeq + 1: clients that got it, first and last receive (µs). */
  perMessage: { q: number; count: number; firstUs: number; lastUs: number }[];
  received: number;
  receivedBytes: number;
  /** Messages whose q was not the previous q + 1 on that socket. */
  outOfOrder: number;
  closedEarly: number;
  cpuMs: number;
  timedOut: boolean;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

const sockets: WebSocket[] = [];
let startSeq = 0;
let subject = '';
let lastQ: Int32Array = new Int32Array(0);
let counts: Int32Array = new Int32Array(0);
let firstUs: Float64Array = new Float64Array(0);
let lastUs: Float64Array = new Float64Array(0);
let received = 0;
let receivedBytes = 0;
let outOfOrder = 0;
let closedEarly = 0;
let closing = false;
const MAX_MESSAGES = 1000;

function onData(index: number, data: Buffer): void {
  receivedBytes += data.length;
  const message = JSON.parse(data.toString()) as { t: string; s?: string; q?: number };
  if (message.t !== 'm' || message.s !== subject || typeof message.q !== 'number') return;
  const at = nowUs();
  received += 1;
  const q = message.q;
  if (q !== (lastQ[index] as number) + 1) outOfOrder += 1;
  lastQ[index] = q;
  const slot = q - startSeq - 1;
  if (slot < 0 || slot >= MAX_MESSAGES) return;
  counts[slot] = (counts[slot] as number) + 1;
  if (firstUs[slot] === 0) firstUs[slot] = at;
  lastUs[slot] = at;
}

let addresses = 0;

function openOne(url: string, index: number): Promise<number | null> {
  return new Promise((resolve) => {
    const localAddress = addresses > 0 ? `127.0.0.${2 + (index % addresses)}` : undefined;
    const ws = new WebSocket(url, { perMessageDeflate: false, ...(localAddress ? { localAddress } : {}) });
    let welcomed = false;
    const timer = setTimeout(() => {
      ws.terminate();
      resolve(null);
    }, 10_000);
    ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', v: 1, subs: [subject] })));
    ws.on('message', (data: Buffer) => {
      if (welcomed) return onData(index, data);
      const message = JSON.parse(data.toString()) as { t: string; seqs?: Record<string, number> };
      if (message.t !== 'welcome') return;
      welcomed = true;
      clearTimeout(timer);
      const seq = message.seqs?.[subject] ?? 0;
      lastQ[index] = seq;
      sockets.push(ws);
      resolve(seq);
    });
    ws.on('close', () => {
      if (!closing && welcomed) closedEarly += 1;
    });
    ws.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

async function connect(url: string, clients: number): Promise<ConnectAnswer> {
  assertLoopback(url.replace(/^ws/, 'http'));
  lastQ = new Int32Array(clients);
  counts = new Int32Array(MAX_MESSAGES);
  firstUs = new Float64Array(MAX_MESSAGES);
  lastUs = new Float64Array(MAX_MESSAGES);
  const t0 = performance.now();
  let failed = 0;
  const seqs: number[] = [];
  const WAVE = 200;
  for (let from = 0; from < clients; from += WAVE) {
    const wave = [];
    for (let i = from; i < Math.min(clients, from + WAVE); i++) wave.push(openOne(url, i));
    for (const seq of await Promise.all(wave)) {
      if (seq === null) failed += 1;
      else seqs.push(seq);
    }
  }
  startSeq = Math.max(0, ...seqs);
  return {
    type: 'result',
    connected: sockets.length,
    failed,
    connectMs: performance.now() - t0,
    startSeq,
  };
}

async function collect(expected: number, timeoutMs: number): Promise<CollectAnswer> {
  const cpu0 = process.cpuUsage();
  const deadline = performance.now() + timeoutMs;
  const target = expected * sockets.length;
  let timedOut = false;
  while (received < target) {
    if (performance.now() >= deadline) {
      timedOut = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const cpu = process.cpuUsage(cpu0);
  const perMessage = [];
  for (let i = 0; i < Math.min(expected, MAX_MESSAGES); i++) {
    perMessage.push({
      q: startSeq + 1 + i,
      count: counts[i] as number,
      firstUs: firstUs[i] as number,
      lastUs: lastUs[i] as number,
    });
  }
  return {
    type: 'result',
    perMessage,
    received,
    receivedBytes,
    outOfOrder,
    closedEarly,
    cpuMs: (cpu.user + cpu.system) / 1000,
    timedOut,
  };
}

process.on('disconnect', () => process.exit(0));
process.on('message', async (message: { type: string; [k: string]: unknown }) => {
  switch (message.type) {
    case 'connect':
      subject = String(message.subject);
      addresses = Math.min(250, Number(message.addresses ?? 0));
      process.send?.(await connect(String(message.url), Number(message.clients)));
      return;
    case 'collect':
      process.send?.(await collect(Number(message.expected), Number(message.timeoutMs)));
      return;
    case 'close':
      closing = true;
      for (const ws of sockets) ws.terminate();
      process.send?.({ type: 'result' }, () => process.exit(0));
      return;
  }
});
