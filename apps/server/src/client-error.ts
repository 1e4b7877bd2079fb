/**
 * What the server answers a request it could not even parse (Node's 'clientError': headers over the
 * 16 KiB limit, a malformed request line, a client too slow to send its headers).
 *
 * Fastify's default handler writes the answer and destroys the socket, but does not say
 * `Connection: close`: a keep-alive client (node:http's agent, many proxies) then sends its next
 * request on a socket that is already gone and gets "socket hang up" for a request that was fine
 * (bench/probe.ts found it: 16 of 1,000 generated feed names failed so, after a 431 before them).
 * This answers as Node's own handler does, with our coded body.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, errorBody } from './errors.ts';

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? 'request headers or URL over 16 KiB'
      : status === 408
        ? 'request headers not received in time'
        : 'malformed HTTP request';
  const body = JSON.stringify(errorBody(ErrorCode.badRequest, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
