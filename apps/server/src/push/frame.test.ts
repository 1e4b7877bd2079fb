/**
 * The fan-out's frame (push/frame.ts): built once per message, the same bytes `ws` would write, and
 * received intact and in order by real `ws` clients while a subscriber that stops reading is dropped.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DataMessage } from '@nerali/domain';
import { afterEach, describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame, WsPushSocket } from './frame.ts';
import { MAX_BUFFERED_BYTES, PushHub } from './hub.ts';

/** `ws`'s own framing, which is not in its typings: the reference for the bytes. */
const { Sender } = wsModule as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 1000, 65_535, 65_536, 200_000])(
    'writes the bytes ws.send would for a %i-byte payload',
    (length) => {
      const payload = Buffer.alloc(length, 'அ'); // multi-byte UTF-8: lengths are in bytes
      const expected = Buffer.concat(
        Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
      );
      expect(textFrame(payload).equals(expected)).toBe(true);
    },
  );
});

describe('fan-out of one frame to real ws clients', () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const done of cleanup.splice(0)) done();
  });

  async function serverWithHub(): Promise<{ hub: PushHub; port: number; sockets: WebSocket[] }> {
    const hub = new PushHub();
    const sockets: WebSocket[] = [];
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    wss.on('connection', (ws) => {
      sockets.push(ws);
      hub.subscribe(new WsPushSocket(ws), 'sys_1');
    });
    cleanup.push(() => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    });
    return { hub, port: (wss.address() as AddressInfo).port, sockets };
  }

  /** A subscriber that completes the upgrade and then never reads again. */
  function stalledClient(port: number): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        );
      });
      socket.once('data', (head: Buffer) => {
        if (!head.toString('latin1').startsWith('HTTP/1.1 101')) reject(new Error('no upgrade'));
        socket.pause();
        resolve(socket);
      });
      socket.on('error', () => {});
      cleanup.push(() => socket.destroy());
    });
  }

  it('delivers every message intact and in order, and drops only the subscriber that stopped reading', async () => {
    const { hub, port, sockets } = await serverWithHub();
    const received: string[][] = [[], [], []];
    const clients = received.map((list) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
      ws.on('message', (data, isBinary) => {
        expect(isBinary).toBe(false);
        list.push(String(data));
      });
      cleanup.push(() => ws.terminate());
      return new Promise<void>((resolve) => ws.once('open', () => resolve()));
    });
    await Promise.all(clients);
    await stalledClient(port);
    while (sockets.length < 4 || hub.subscriberCount() < 4) await new Promise((r) => setTimeout(r, 5));

    // Bodies of every frame length class (7-bit, 16-bit, 64-bit), Tamil text included.
    const bodies: string[] = [];
    let published = 0;
    const publish = async (body: string) => {
      bodies.push(body);
      hub.publish('sys_1', body);
      published += 1;
      // The readers keep up (what is sent waits only on the stalled one).
      while (received.some((list) => list.length < published)) await new Promise((r) => setImmediate(r));
    };
    for (const body of ['x', 'நேரலை'.repeat(30), 'b'.repeat(70_000)]) await publish(body);
    // Large messages until the stalled one's queue passes MAX_BUFFERED_BYTES (its kernel buffers first).
    const big = `${'நேரலை'.repeat(4000)}`;
    for (let i = 0; i < 1000 && hub.stats.slowDropped === 0; i++) await publish(`${i}:${big}`);

    expect(hub.stats.slowDropped).toBe(1);
    expect(published).toBeGreaterThan(3);
    expect(Buffer.byteLength(big) * published).toBeGreaterThan(MAX_BUFFERED_BYTES);
    // The stalled subscriber was the one closed; the readers are still open.
    const closing = sockets.filter((ws) => ws.readyState !== WebSocket.OPEN);
    expect(closing).toHaveLength(1);
    for (const list of received) {
      expect(list).toHaveLength(published);
      const messages = list.map((text) => JSON.parse(text) as DataMessage);
      expect(messages.map((m) => m.q)).toEqual(bodies.map((_, i) => i + 1));
      expect(messages.map((m) => m.b)).toEqual(bodies);
    }
    // After the drop the stalled one gets nothing more; the others still do.
    await publish('after');
    for (const list of received) expect(JSON.parse(list.at(-1) as string)).toMatchObject({ b: 'after' });
  });
});
