/**
 * The signed-in user's own push subject `user_{profileId}` (spec 2 §7 "per-profile account updates",
 * docs/accounts.md "Push"): one connection of its own, granted with the session (`auth {id, hash}`).
 * Messages are JSON text: `data` (another device's write: the diff itself, or only the version when
 * it was too big), `profile`, `terms`, `signedOut`. Reconnects with the live client's back-off; after
 * a reconnect the account is read again, since messages may have been missed meanwhile.
 */
import { openPushSocket, type PushSocket } from '../../live/push-socket.ts';
import { PUSH_BACKOFF_MAX_MS, PUSH_BACKOFF_MIN_MS, PUSH_WS_PATH } from '../../live/constants.ts';
import type { RemoteChange } from './data-sync.ts';

export type UserEvent =
  ({ t: 'data' } & RemoteChange) | { t: 'profile' } | { t: 'terms' } | { t: 'signedOut' };

export function parseUserEvent(text: string): UserEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  switch (m.t) {
    case 'data': {
      const event: UserEvent = { t: 'data' };
      if (Number.isSafeInteger(m.v)) event.v = m.v as number;
      if (typeof m.key === 'string') {
        event.key = m.key;
        event.merge =
          typeof m.merge === 'object' && m.merge !== null ? (m.merge as Record<string, unknown>) : {};
        event.unmerge = Array.isArray(m.unmerge)
          ? m.unmerge.filter((p): p is string => typeof p === 'string')
          : [];
      }
      return event;
    }
    case 'profile':
    case 'terms':
    case 'signedOut':
      return { t: m.t };
    default:
      return null;
  }
}

export interface UserPushOptions {
  session: { id: string; hash: string };
  onEvent(event: UserEvent): void;
  /** Connected again after a loss: what was missed must be read. */
  onReconnected(): void;
  /** The server does not accept this session for the subject (it ended elsewhere). */
  onRefused(): void;
  WebSocket?: typeof WebSocket;
  url?: string;
  random?: () => number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface UserPush {
  close(): void;
}

function defaultUrl(): string | null {
  const location = (globalThis as { location?: Location }).location;
  if (!location) return null;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${PUSH_WS_PATH}`;
}

export function openUserPush(options: UserPushOptions): UserPush {
  const subject = `user_${options.session.id}`;
  const log = options.log ?? console;
  let socket: PushSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let welcomed = false;
  let closed = false;

  const connect = () => {
    const WebSocketClass = options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
    const url = options.url ?? defaultUrl();
    if (closed || !WebSocketClass || !url) return;
    const opened = openPushSocket({
      WebSocket: WebSocketClass,
      url,
      subjects: [subject],
      auth: options.session,
      now: Date.now,
      log,
      handlers: {
        onWelcome: () => {
          attempt = 0;
          if (welcomed) options.onReconnected();
          welcomed = true;
        },
        onData: (message) => {
          if (message.s !== subject) return;
          const event = parseUserEvent(message.b);
          if (event) options.onEvent(event);
          else log.warn('account: unreadable push message', message.b);
        },
        onAlive: () => {},
        onRefused: () => options.onRefused(),
        onClosed: (tooOld) => {
          if (socket !== opened) return;
          socket = null;
          if (!tooOld) schedule();
        },
      },
    });
    socket = opened;
  };

  const schedule = () => {
    if (closed || timer !== undefined) return;
    const base = Math.min(PUSH_BACKOFF_MAX_MS, PUSH_BACKOFF_MIN_MS * 2 ** attempt);
    attempt += 1;
    const delay = base / 2 + ((options.random ?? Math.random)() * base) / 2;
    timer = setTimeout(() => {
      timer = undefined;
      connect();
    }, delay);
  };

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
