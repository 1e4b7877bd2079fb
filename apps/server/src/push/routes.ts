/**
 * The /x/push WebSocket (rules PSH1-PSH8): hello with a protocol version, then subscribe and receive
 * numbered messages. A client that is too old (or too new) gets a clear error and close code 4001; an
 * address over its socket cap gets TOO_MANY_CONNECTIONS and 4008 (address-slots.ts). Frames over
 * PUSH_MAX_MESSAGE_BYTES never reach this code: `ws` closes them with 1009 (socket-errors.ts).
 */
import {
  ClientMessage,
  type ErrorMessage,
  type PushAuth,
  PUSH_MAX_MESSAGE_BYTES,
  PUSH_MAX_SUBJECTS,
  PUSH_MIN_CLIENT_VERSION,
  PUSH_PATH,
  PUSH_PROTOCOL_VERSION,
  PushCloseCode,
  PushErrorCode,
  SUBJECT_RE,
  USER_SUBJECT_RE,
  type WelcomeMessage,
} from '@nerali/domain';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AddressSlots, DEFAULT_MAX_SOCKETS_PER_ADDRESS } from './address-slots.ts';
import { WsPushSocket } from './frame.ts';
import type { PushHub, PushSocket } from './hub.ts';

const checkClientMessage = TypeCompiler.Compile(ClientMessage);
/** A client must say hello within this time or it is closed. */
const HELLO_TIMEOUT_MS = 10_000;
/** Server pings; a socket that missed a whole interval is terminated. */
const HEARTBEAT_MS = 30_000;

/** Grants per-profile subjects `user_{id}` (accounts/push.ts); without it they are refused. */
export interface UserSubjectAuth {
  authorize(profileId: string, auth: PushAuth | undefined): Promise<boolean>;
}

export interface PushLimits {
  /** Sockets one client address may hold on this node (PUSH_MAX_SOCKETS_PER_IP). */
  maxSocketsPerAddress: number;
}

export function registerPushRoutes(
  app: FastifyInstance,
  hub: PushHub,
  users?: UserSubjectAuth,
  limits: PushLimits = { maxSocketsPerAddress: DEFAULT_MAX_SOCKETS_PER_ADDRESS },
): void {
  const slots = new AddressSlots(limits.maxSocketsPerAddress);
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const ws of sockets) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(PUSH_PATH, { websocket: true }, (ws, request) => {
    // A client that went away during the upgrade has no address left (its socket is closed): nothing to
    // count and no one to answer.
    const ip = request.ip as string | undefined;
    if (!ip) {
      ws.terminate();
      return;
    }
    const release = slots.take(ip);
    if (!release) {
      // Refused after the upgrade, not with an HTTP 429 before it: a browser's WebSocket shows neither
      // the status nor the body of a refused upgrade, but it does show this frame and the close code.
      ws.send(
        JSON.stringify({
          t: 'error',
          code: PushErrorCode.tooManyConnections,
          message: `at most ${slots.max} push connections per address; close one, or poll the feeds`,
        } satisfies ErrorMessage),
      );
      ws.close(PushCloseCode.tooManyConnections, PushErrorCode.tooManyConnections);
      return;
    }
    sockets.add(ws);
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    const subjects = new Set<string>();
    const socket: PushSocket = new WsPushSocket(ws);
    let greeted = false;
    const helloTimer = setTimeout(() => fail(PushErrorCode.helloFirst, 'say hello first'), HELLO_TIMEOUT_MS);

    function reply(message: WelcomeMessage | ErrorMessage | { t: 'pong' }): void {
      ws.send(JSON.stringify(message));
    }
    function fail(
      code: string,
      message: string,
      extra: Partial<ErrorMessage> = {},
      close: number = PushCloseCode.badMessage,
    ) {
      reply({ t: 'error', code, message, ...extra });
      ws.close(close, code);
    }
    function add(list: readonly string[]): boolean {
      for (const subject of list) {
        if (!SUBJECT_RE.test(subject)) {
          fail(PushErrorCode.badSubject, `unknown subject ${subject.slice(0, 40)}`);
          return false;
        }
      }
      if (new Set([...subjects, ...list]).size > PUSH_MAX_SUBJECTS) {
        fail(PushErrorCode.tooManySubjects, `at most ${PUSH_MAX_SUBJECTS} subjects`);
        return false;
      }
      for (const subject of list) {
        subjects.add(subject);
        hub.subscribe(socket, subject);
      }
      return true;
    }

    /** The subjects of `list` this socket may have: a user subject needs a session of that profile. */
    async function granted(list: readonly string[], auth: PushAuth | undefined): Promise<string[]> {
      const out: string[] = [];
      for (const subject of list) {
        const profile = USER_SUBJECT_RE.exec(subject)?.[1];
        if (profile === undefined) {
          out.push(subject);
          continue;
        }
        const ok = users ? await users.authorize(profile, auth).catch(() => false) : false;
        if (ok) out.push(subject);
        else reply({ t: 'error', code: PushErrorCode.unauthorized, message: `sign in again for ${subject}` });
      }
      return out;
    }

    ws.on('message', (raw, isBinary) => {
      const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer).byteLength;
      if (isBinary || size > PUSH_MAX_MESSAGE_BYTES)
        return fail(PushErrorCode.badMessage, 'text frames of at most 4 KiB');
      let message: unknown;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return fail(PushErrorCode.badMessage, 'not JSON');
      }
      if (!checkClientMessage.Check(message)) return fail(PushErrorCode.badMessage, 'unknown message shape');
      const msg = message as ClientMessage;
      if (!greeted && msg.t !== 'hello') return fail(PushErrorCode.helloFirst, 'say hello first');
      switch (msg.t) {
        case 'hello': {
          clearTimeout(helloTimer);
          if (msg.v < PUSH_MIN_CLIENT_VERSION) {
            return fail(
              PushErrorCode.clientTooOld,
              `client protocol ${msg.v} is too old; this server speaks ${PUSH_MIN_CLIENT_VERSION} to ${PUSH_PROTOCOL_VERSION}: reload the page`,
              { min: PUSH_MIN_CLIENT_VERSION, max: PUSH_PROTOCOL_VERSION },
              PushCloseCode.protocolVersion,
            );
          }
          if (msg.v > PUSH_PROTOCOL_VERSION) {
            return fail(
              PushErrorCode.serverTooOld,
              `client protocol ${msg.v} is newer than this server's ${PUSH_PROTOCOL_VERSION}`,
              { min: PUSH_MIN_CLIENT_VERSION, max: PUSH_PROTOCOL_VERSION },
              PushCloseCode.protocolVersion,
            );
          }
          if (greeted) return fail(PushErrorCode.badMessage, 'hello twice');
          greeted = true;
          return welcome(msg.subs, msg.auth);
        }
        case 'sub':
          return welcome(msg.subs, msg.auth);
        case 'unsub':
          for (const subject of msg.subs) {
            subjects.delete(subject);
            hub.unsubscribe(socket, subject);
          }
          return;
        case 'ping':
          return reply({ t: 'pong' });
      }
    });
    function welcome(list: readonly string[], auth: PushAuth | undefined): void {
      const send = (subs: readonly string[]) => {
        if (ws.readyState !== ws.OPEN || !add(subs)) return;
        const seqs: Record<string, number> = {};
        for (const subject of subs) seqs[subject] = hub.seq(subject);
        reply({ t: 'welcome', v: PUSH_PROTOCOL_VERSION, seqs });
      };
      // Only user subjects need a lookup; everything else is answered at once, as before.
      if (!list.some((subject) => USER_SUBJECT_RE.test(subject))) return send(list);
      for (const subject of list) {
        if (!SUBJECT_RE.test(subject)) return void add([subject]);
      }
      void granted(list, auth).then(send);
    }

    ws.on('close', () => {
      release();
      clearTimeout(helloTimer);
      sockets.delete(ws);
      hub.drop(socket, subjects);
    });
  });
}
