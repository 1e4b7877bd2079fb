/**
 * One WebSocket frame for every subscriber. `ws.send` builds a header, corks the socket and writes
 * header and payload as two chunks, per socket; with thousands of subscribers of one subject that
 * per-socket work was most of the fan-out's CPU (issue 18 point 3). Here the frame (header + payload,
 * one Buffer) is built once per message by `textFrame`, and `WsPushSocket` writes that same Buffer to
 * each subscriber's TCP socket: one `write`, no copy, no callback, no closure per subscriber.
 *
 * The bytes on the wire are exactly what `ws.send(payload)` would have written: an unmasked, final,
 * uncompressed text frame (a server never masks; permessage-deflate is off on /x/push, app.ts).
 */
import type { Socket } from 'node:net';
import { WebSocket } from 'ws';

/**
 * The whole text frame of `payload` (RFC 6455 section 5.2): FIN + opcode 1, no mask, the length in 7,
 * 7+16 or 7+64 bits, then the payload; header and payload in one Buffer, built once per message.
 * (`ws`'s own `Sender.frame` does the same but is not in its typings.)
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** What `ws` keeps inside a WebSocket that the fast path needs; not in its public types. */
interface WsInternals {
  _socket: Socket | null;
  _sender: { _queue: unknown[]; _bufferedBytes: number };
}

/**
 * A push subscriber backed by a `ws` WebSocket. `send(payload, frame)` writes the prepared frame
 * straight to the TCP socket; it falls back to `ws.send(payload)` whenever `ws` itself holds frames
 * back (its sender queues while compressing or reading a Blob, which /x/push never does, but the
 * order of frames must hold if it ever did).
 */
export class WsPushSocket {
  private readonly internals: WsInternals;

  constructor(private readonly ws: WebSocket) {
    this.internals = ws as unknown as WsInternals;
  }

  /** Bytes waiting in the kernel-bound buffer: the same figure as `ws.bufferedAmount`. */
  get bufferedAmount(): number {
    const tcp = this.internals._socket;
    return (tcp ? tcp.writableLength : 0) + this.internals._sender._bufferedBytes;
  }

  send(payload: Buffer | string, frame?: Buffer): void {
    if (this.ws.readyState !== WebSocket.OPEN) return; // closing: `ws.send` would drop it too
    const tcp = this.internals._socket;
    // WARNING: writing around `ws` is only safe while its sender has nothing queued; otherwise this
    // frame would overtake the queued ones.
    if (frame && tcp && this.internals._sender._queue.length === 0) {
      tcp.write(frame);
      return;
    }
    this.ws.send(payload, { binary: false });
  }

  close(code?: number, reason?: string): void {
    this.ws.close(code, reason);
  }
}
