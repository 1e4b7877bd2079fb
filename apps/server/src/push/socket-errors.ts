/**
 * What @fastify/websocket does with an error on a push socket (its `errorHandler` option).
 *
 * Its default logs every error at error level with a stack trace and terminates the socket. Most errors
 * here are a client's doing: `ws` rejects a frame over `maxPayload` (PUSH_MAX_MESSAGE_BYTES) or a broken
 * frame with a `WS_ERR_*` error, and anyone could fill the log with them (reliability audit, finding
 * 6). For those `ws` has already started the close with the matching code (1009 "message too big",
 * 1002, 1007) and stopped reading the socket, and it emits 'error' once per socket: so one warn line
 * per connection, no stack, and no terminate (that would cut the close frame off). Anything else (our
 * handler threw) is ours: error level with its stack, and the socket goes.
 */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** `ws`'s code for a message over `maxPayload`; it closes with 1009. */
const TOO_BIG = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

export function pushSocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const wsCode = (error as { code?: unknown }).code;
  if (typeof wsCode === 'string' && wsCode.startsWith('WS_ERR_')) {
    // `reason`, not `code`: the log redaction hides any field named code (accounts/log-redaction.ts).
    request.log.warn(
      { ip: request.ip, reason: wsCode, detail: error.message },
      wsCode === TOO_BIG
        ? 'push: message too big, socket closed (1009)'
        : 'push: broken frame, socket closed',
    );
    return;
  }
  request.log.error({ err: error }, 'push: socket failed');
  socket.terminate();
}
