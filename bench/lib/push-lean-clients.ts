/**
 * The subscribers of bench/push-nchan.ts: many WebSocket clients in one process, each a bare TCP
 * socket with a hand-written handshake and frame reader (no `ws`, no JSON.parse per message), so the
 * clients' own CPU per message is small and the time to the last subscriber says more about the
 * server. The same clients serve both servers: ours (hello, then welcome, then numbered messages) and
 * nginx-nchan (no hello: the channel is in the URL; the published bytes arrive as they were posted).
 *
 * Every message carries `"q":N`; a socket counts it, checks that it is the previous q + 1 (else out of
 * order), and the process keeps, per q, how many sockets got it and the first and last receive time
 * (monotonic clock, shared by every process of the machine).
 *
 * IPC requests, each answered by one `{ type: 'result', ... }`:
 *   connect {port, path, clients, subject, hello, addressOffset}  open the sockets in waves, from
 *        loopback addresses 127.0.1.x in turn (so the ephemeral ports of 16k sockets a round never run
 *        out), and wait until each is subscribed
 *   await {slot, timeoutMs}         wait until every socket has message `slot` (0 = the first)
 *   collect {expected, timeoutMs}   wait until every socket has `expected` messages (or time runs out)
 *   close                           destroy the sockets and exit
 */
import { connect as tcpConnect, type Socket } from 'node:net';

export interface LeanConnectAnswer {
  type: 'result';
  connected: number;
  failed: number;
  connectMs: number;
}

export interface LeanCollectAnswer {
  type: 'result';
  /** Per message, from q = 1 + the socket's start: sockets that got it, first and last receive (µs). */
  perMessage: { count: number; firstUs: number; lastUs: number }[];
  received: number;
  receivedBytes: number;
  outOfOrder: number;
  closedEarly: number;
  cpuMs: number;
  timedOut: boolean;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const MAX_MESSAGES = 1000;
const ADDRESSES = 200;
const Q_KEY = Buffer.from('"q":');
const MESSAGE_START = Buffer.from('{"t":"m"');

const sockets: Socket[] = [];
let startQ = new Int32Array(0);
let lastQ = new Int32Array(0);
let counts = new Int32Array(MAX_MESSAGES);
let firstUs = new Float64Array(MAX_MESSAGES);
let lastUs = new Float64Array(MAX_MESSAGES);
let received = 0;
let receivedBytes = 0;
let outOfOrder = 0;
let closedEarly = 0;
let closing = false;

/** A masked client frame (the mask is zero, so the payload goes as is). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 125) throw new Error('bench client frames are short');
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  payload.copy(frame, 6);
  return frame;
}

function readQ(payload: Buffer): number {
  const at = payload.indexOf(Q_KEY);
  if (at < 0) return -1;
  let q = 0;
  for (let i = at + 4; i < payload.length; i++) {
    const c = payload[i] as number;
    if (c < 48 || c > 57) break;
    q = q * 10 + (c - 48);
  }
  return q;
}

function onMessage(index: number, payload: Buffer): void {
  if (payload.compare(MESSAGE_START, 0, MESSAGE_START.length, 0, MESSAGE_START.length) !== 0) return;
  const at = nowUs();
  received += 1;
  receivedBytes += payload.length;
  const q = readQ(payload);
  if (q !== (lastQ[index] as number) + 1) outOfOrder += 1;
  lastQ[index] = q;
  const slot = q - (startQ[index] as number) - 1;
  if (slot < 0 || slot >= MAX_MESSAGES) return;
  counts[slot] = (counts[slot] as number) + 1;
  if (firstUs[slot] === 0) firstUs[slot] = at;
  lastUs[slot] = at;
}

function openOne(
  port: number,
  path: string,
  index: number,
  hello: Buffer | null,
  localAddress: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ port, host: '127.0.0.1', localAddress });
    socket.setNoDelay(true);
    let upgraded = false;
    let subscribed = false;
    let pending: Buffer | null = null;
    const done = (ok: boolean) => {
      clearTimeout(timer);
      if (ok) sockets.push(socket);
      else socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 15_000);
    const subscribe = (payload: Buffer) => {
      // Ours answers hello with {"t":"welcome",...,"seqs":{"u_1_1":N}}: the next message is N + 1.
      const text = payload.toString();
      if (!text.startsWith('{"t":"welcome"')) return;
      const seq = Number(/"seqs":\{"[^"]+":([0-9]+)/.exec(text)?.[1] ?? 0);
      startQ[index] = seq;
      lastQ[index] = seq;
      subscribed = true;
      done(true);
    };
    const frames = (chunk: Buffer) => {
      let buf = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      let at = 0;
      while (buf.length - at >= 2) {
        const opcode = (buf[at] as number) & 0x0f;
        let length = (buf[at + 1] as number) & 0x7f;
        let header = 2;
        if (length === 126) {
          if (buf.length - at < 4) break;
          length = buf.readUInt16BE(at + 2);
          header = 4;
        } else if (length === 127) {
          if (buf.length - at < 10) break;
          length = Number(buf.readBigUInt64BE(at + 2));
          header = 10;
        }
        if (buf.length - at < header + length) break;
        const payload = buf.subarray(at + header, at + header + length);
        at += header + length;
        if (opcode === 1) {
          if (subscribed) onMessage(index, payload);
          else subscribe(payload);
        } else if (opcode === 9) {
          socket.write(clientFrame(0xa, payload));
        }
      }
      if (at < buf.length) {
        buf = buf.subarray(at);
        pending = Buffer.from(buf);
      }
    };
    let head = '';
    socket.on('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) return frames(chunk);
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!head.startsWith('HTTP/1.1 101')) return done(false);
      upgraded = true;
      const rest = Buffer.from(head.slice(end + 4), 'latin1');
      head = '';
      if (hello) socket.write(hello);
      else {
        // nchan: subscribed once upgraded; its messages are numbered from 1.
        subscribed = true;
        done(true);
      }
      if (rest.length > 0) frames(rest);
    });
    socket.on('close', () => {
      if (!closing && subscribed) closedEarly += 1;
    });
    socket.on('error', () => done(false));
  });
}

async function connect(
  port: number,
  path: string,
  clients: number,
  subject: string,
  hello: boolean,
  addressOffset: number,
): Promise<LeanConnectAnswer> {
  startQ = new Int32Array(clients);
  lastQ = new Int32Array(clients);
  counts = new Int32Array(MAX_MESSAGES);
  firstUs = new Float64Array(MAX_MESSAGES);
  lastUs = new Float64Array(MAX_MESSAGES);
  const helloFrame = hello
    ? clientFrame(1, Buffer.from(JSON.stringify({ t: 'hello', v: 1, subs: [subject] })))
    : null;
  const t0 = performance.now();
  let failed = 0;
  const WAVE = 250;
  for (let from = 0; from < clients; from += WAVE) {
    const wave = [];
    for (let i = from; i < Math.min(clients, from + WAVE); i++) {
      const address = `127.0.1.${1 + ((addressOffset + i) % ADDRESSES)}`;
      wave.push(openOne(port, path, i, helloFrame, address));
    }
    for (const ok of await Promise.all(wave)) if (!ok) failed += 1;
  }
  return { type: 'result', connected: sockets.length, failed, connectMs: performance.now() - t0 };
}

/** Waits until every socket has message `slot` (0 = the first after subscribing), or time runs out. */
async function awaitMessage(slot: number, timeoutMs: number): Promise<{ type: 'result'; complete: boolean }> {
  const deadline = performance.now() + timeoutMs;
  while ((counts[slot] as number) < sockets.length) {
    if (performance.now() >= deadline) return { type: 'result', complete: false };
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return { type: 'result', complete: true };
}

async function collect(expected: number, timeoutMs: number): Promise<LeanCollectAnswer> {
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
      process.send?.(
        await connect(
          Number(message.port),
          String(message.path),
          Number(message.clients),
          String(message.subject),
          Boolean(message.hello),
          Number(message.addressOffset ?? 0),
        ),
      );
      return;
    case 'await':
      process.send?.(await awaitMessage(Number(message.slot), Number(message.timeoutMs)));
      return;
    case 'collect':
      process.send?.(await collect(Number(message.expected), Number(message.timeoutMs)));
      return;
    case 'close':
      closing = true;
      for (const socket of sockets) socket.destroy();
      process.send?.({ type: 'result' }, () => process.exit(0));
      return;
  }
});
