/**
 * One push connection to `/x/push` (domain protocol.ts, rules PSH1-PSH6): says `hello` with the subjects,
 * waits for `welcome`, hands data messages on, and watches the connection with `ping`.
 *
 * Messages are checked by hand, not with the domain's TypeBox schemas: the schemas would put TypeBox in the
 * page's JS, and only four fields are read. Anything malformed is logged and dropped (spec §8: "a JSON parse
 * failure of broadcast data is logged and treated as empty").
 */
import type { DataMessage, ErrorMessage, HelloMessage, WelcomeMessage } from '@nerali/domain';
import {
  PUSH_CLOSE_PROTOCOL_VERSION,
  PUSH_ERROR_CLIENT_TOO_OLD,
  PUSH_IDLE_PING_MS,
  PUSH_PONG_TIMEOUT_MS,
  PUSH_VERSION,
} from './constants.ts';

export interface PushHandlers {
  onWelcome(seqs: WelcomeMessage['seqs']): void;
  onData(message: DataMessage): void;
  /** Any message proves the connection alive; `pong` says only that. */
  onAlive(): void;
  /**
   * The connection is gone (closed, failed, or found dead by the heartbeat). `tooOld`: the server refused our
   * protocol version, so push must not be tried again on this page. Called at most once, never after close().
   */
  onClosed(tooOld: boolean): void;
  /** The server refused a subject of ours (UNAUTHORIZED: a user subject without a valid session). */
  onRefused?(code: string): void;
}

export interface PushSocket {
  /** Closes without calling onClosed (the caller decided). */
  close(): void;
}

export interface PushSocketOptions {
  WebSocket: typeof WebSocket;
  url: string;
  subjects: readonly string[];
  /** The session that grants a user subject `user_{profileId}` (protocol 1, additive; spec 2 §3 id, hash). */
  auth?: { id: string; hash: string };
  handlers: PushHandlers;
  now: () => number;
  log: Pick<Console, 'warn' | 'error'>;
}

const OPEN = 1;
/** domain protocol.ts `PushErrorCode.unauthorized` (its value: the schemas there would weigh on the page). */
const PUSH_ERROR_UNAUTHORIZED = 'UNAUTHORIZED';

export function openPushSocket(options: PushSocketOptions): PushSocket {
  const { handlers, log, now } = options;
  let ended = false;
  let tooOld = false;
  let welcomed = false;
  let lastMessageAt = now();
  let heartbeat: ReturnType<typeof setTimeout> | undefined;

  let ws: WebSocket;
  try {
    ws = new options.WebSocket(options.url);
  } catch (error) {
    // A bad URL or a blocked scheme: same as a failed connection, reported after the caller has the handle.
    log.warn('live: push socket could not be created', error);
    queueMicrotask(() => end());
    return { close: () => end(true) };
  }

  function end(silently = false): void {
    if (ended) return;
    ended = true;
    clearTimeout(heartbeat);
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    try {
      ws.close(1000);
    } catch {
      // Closing a socket that never opened may throw in old browsers; it is gone either way.
    }
    if (!silently) handlers.onClosed(tooOld);
  }

  /**
   * Heartbeat: after PUSH_IDLE_PING_MS with no message, ping; no message within PUSH_PONG_TIMEOUT_MS after
   * that means a dead connection (a sleeping laptop or a changed mobile network leave TCP half-open and
   * no close event comes for minutes).
   */
  function scheduleHeartbeat(): void {
    clearTimeout(heartbeat);
    const idle = now() - lastMessageAt;
    heartbeat = setTimeout(
      () => {
        if (now() - lastMessageAt < PUSH_IDLE_PING_MS) return scheduleHeartbeat();
        send({ t: 'ping' });
        heartbeat = setTimeout(() => {
          if (now() - lastMessageAt >= PUSH_IDLE_PING_MS) {
            log.warn('live: push connection silent, closing');
            end();
          } else scheduleHeartbeat();
        }, PUSH_PONG_TIMEOUT_MS);
      },
      Math.max(0, PUSH_IDLE_PING_MS - idle),
    );
  }

  function send(message: HelloMessage | { t: 'ping' }): void {
    if (ws.readyState !== OPEN) return;
    try {
      ws.send(JSON.stringify(message));
    } catch (error) {
      log.warn('live: push send failed', error);
    }
  }

  ws.onopen = () => {
    const hello: HelloMessage = {
      t: 'hello',
      v: PUSH_VERSION,
      subs: [...options.subjects],
      ...(options.auth ? { auth: options.auth } : {}),
    };
    send(hello);
  };

  ws.onmessage = (event: MessageEvent) => {
    lastMessageAt = now();
    const message = parseMessage(event.data);
    if (!message) {
      log.error('live: unreadable push message', event.data);
      return;
    }
    switch (message.t) {
      case 'welcome':
        welcomed = true;
        scheduleHeartbeat();
        handlers.onWelcome(message.seqs);
        break;
      case 'm':
        if (welcomed) handlers.onData(message);
        break;
      case 'pong':
        handlers.onAlive();
        break;
      case 'error':
        // CLIENT_TOO_OLD: the server closes with 4001 next; no need to wait for it.
        if (message.code === PUSH_ERROR_CLIENT_TOO_OLD) {
          tooOld = true;
          end();
        } else if (message.code === PUSH_ERROR_UNAUTHORIZED && handlers.onRefused) {
          handlers.onRefused(message.code);
        } else log.warn('live: push error', message.code, message.message);
        break;
      default:
        // A newer server's message type: ignored, not an error.
        break;
    }
  };

  ws.onclose = (event: CloseEvent) => {
    if (event.code === PUSH_CLOSE_PROTOCOL_VERSION) tooOld = true;
    end();
  };
  // An error is always followed by close; nothing to do here but keep the browser from logging it twice.
  ws.onerror = () => {};

  return { close: () => end(true) };
}

type ParsedMessage = WelcomeMessage | DataMessage | ErrorMessage | { t: 'pong' } | { t: 'other' };

function parseMessage(data: unknown): ParsedMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  switch (m.t) {
    case 'welcome': {
      const seqs: Record<string, number> = {};
      if (typeof m.seqs === 'object' && m.seqs !== null) {
        for (const [subject, seq] of Object.entries(m.seqs)) {
          if (Number.isSafeInteger(seq)) seqs[subject] = seq as number;
        }
      }
      return { t: 'welcome', v: Number(m.v) || 0, seqs };
    }
    case 'm':
      return typeof m.s === 'string' && Number.isSafeInteger(m.q) && typeof m.b === 'string'
        ? { t: 'm', s: m.s, q: m.q as number, b: m.b }
        : null;
    case 'error':
      return typeof m.code === 'string'
        ? { t: 'error', code: m.code, message: typeof m.message === 'string' ? m.message : '' }
        : null;
    case 'pong':
      return { t: 'pong' };
    default:
      return { t: 'other' };
  }
}
