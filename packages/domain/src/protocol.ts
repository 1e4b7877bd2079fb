/**
 * The push protocol over the `/x/push` WebSocket (rules PSH1-PSH6 in SPEC.md). One schema per message;
 * the types are inferred from the schemas. Messages are JSON text frames.
 *
 * History:
 *   1 (2026-11) first version: hello/welcome handshake, subscribe/unsubscribe, per-subject sequence
 *     numbers, bodies in the feed codec.
 *   1, additive (2026-11, accounts): per-profile subjects `user_{profileId}` (spec 2 §7 "per-profile
 *     account updates"). `hello` and `sub` may carry `auth {id, hash}` (the session of spec 2 §3); a
 *     user subject is granted only with a valid session of that profile, else an `error` UNAUTHORIZED
 *     (the connection stays open, the other subjects are granted). Bodies of user subjects are JSON
 *     text (`{t: 'data' | 'profile' | 'terms' | 'signedOut', ...}`, docs/accounts.md), not the feed
 *     codec. A server without this answers BAD_SUBJECT, so the version number did not change: a client
 *     that cannot do without it treats BAD_SUBJECT for a user subject as "not supported here".
 *   1, additive (2026-11, limits): a socket over the server's cap of sockets per client address
 *     (PUSH_MAX_SOCKETS_PER_IP, per IPv4 address or IPv6 /64) gets `error` TOO_MANY_CONNECTIONS and
 *     close 4008 at once; a frame over PUSH_MAX_MESSAGE_BYTES closes with 1009 (it always did; now
 *     documented). Older clients treat 4008 as any close: they retry with their back-off and poll the
 *     feeds meanwhile, so the version number did not change.
 *   2 (2026-11, Flashscore-format clients, issue 16 point 4): the league caption `ZA` in feed bodies
 *     is `{COUNTRY}: {league}` (CDC10) where it was the league name; a version 2 client takes the
 *     league name from it (`decodeLeagueRow`), and reads a bare name too. The server still speaks 1
 *     (PUSH_MIN_CLIENT_VERSION): a version 1 client shows the whole caption as the league's name,
 *     nothing worse, until its page reloads. Additive in the same change, no client misreads them:
 *     detail feed names accept the event as `g_{sport}_{id}` (as `AA` carries it) and as the bare
 *     original id; detail bodies end with a signature row `A1`; cells Flashscore's clients read are
 *     added beside ours (docs/feeds.md "Flashscore-format clients").
 */
import { type Static, Type } from '@sinclair/typebox';

export const PUSH_PROTOCOL_VERSION = 2;
/** The oldest client protocol the server still speaks. */
export const PUSH_MIN_CLIENT_VERSION = 1;
/** Subjects one connection may hold; a sport page needs about four. */
export const PUSH_MAX_SUBJECTS = 64;
export const PUSH_PATH = '/x/push';
/** The largest client frame; a bigger one closes the socket with 1009 (message too big). */
export const PUSH_MAX_MESSAGE_BYTES = 4096;

/**
 * Subject names: `sys_{projectType}`, `service`, `u_{sport}_{projectType}`, `g_{sport}_{id}`,
 * `user_{profileId}` (a signed-in user's own updates; needs `auth`).
 */
export const SUBJECT_RE =
  /^(sys_[0-9]{1,3}|service|u_[0-9]{1,2}_[0-9]{1,3}|g_[0-9]{1,2}_[A-Za-z0-9]{8,16}|user_[a-z0-9]{16})$/;
/** A per-profile subject; group 1 is the profile (account) id. */
export const USER_SUBJECT_RE = /^user_([a-z0-9]{16})$/;

/** The session that grants a user subject: the profile id and the session token (spec 2 §3 id, hash). */
export const PushAuth = Type.Object({
  id: Type.String({ maxLength: 64 }),
  hash: Type.String({ maxLength: 128 }),
});
export type PushAuth = Static<typeof PushAuth>;

const Subjects = Type.Array(Type.String({ maxLength: 40 }), { maxItems: PUSH_MAX_SUBJECTS });

export const HelloMessage = Type.Object({
  t: Type.Literal('hello'),
  v: Type.Integer({ minimum: 0 }),
  subs: Subjects,
  auth: Type.Optional(PushAuth),
});
export type HelloMessage = Static<typeof HelloMessage>;

export const SubscribeMessage = Type.Object({
  t: Type.Literal('sub'),
  subs: Subjects,
  auth: Type.Optional(PushAuth),
});
export type SubscribeMessage = Static<typeof SubscribeMessage>;

export const UnsubscribeMessage = Type.Object({ t: Type.Literal('unsub'), subs: Subjects });
export type UnsubscribeMessage = Static<typeof UnsubscribeMessage>;

export const PingMessage = Type.Object({ t: Type.Literal('ping') });
export type PingMessage = Static<typeof PingMessage>;

export const ClientMessage = Type.Union([HelloMessage, SubscribeMessage, UnsubscribeMessage, PingMessage]);
export type ClientMessage = Static<typeof ClientMessage>;

export const WelcomeMessage = Type.Object({
  t: Type.Literal('welcome'),
  v: Type.Integer(),
  /** Current sequence number of each subscribed subject: the client's starting point. */
  seqs: Type.Record(Type.String(), Type.Integer()),
});
export type WelcomeMessage = Static<typeof WelcomeMessage>;

/** A message on a subject; `q` is the subject's sequence number, consecutive per subject. */
export const DataMessage = Type.Object({
  t: Type.Literal('m'),
  s: Type.String(),
  q: Type.Integer(),
  b: Type.String(),
});
export type DataMessage = Static<typeof DataMessage>;

export const PushErrorCode = {
  clientTooOld: 'CLIENT_TOO_OLD',
  serverTooOld: 'SERVER_TOO_OLD',
  badMessage: 'BAD_MESSAGE',
  badSubject: 'BAD_SUBJECT',
  tooManySubjects: 'TOO_MANY_SUBJECTS',
  helloFirst: 'HELLO_FIRST',
  /** A user subject without a valid session of that profile (not closed: other subjects stay). */
  unauthorized: 'UNAUTHORIZED',
  /** This client address holds as many sockets as the server allows; closed with 4008. */
  tooManyConnections: 'TOO_MANY_CONNECTIONS',
} as const;
export type PushErrorCode = (typeof PushErrorCode)[keyof typeof PushErrorCode];

export const ErrorMessage = Type.Object({
  t: Type.Literal('error'),
  code: Type.String(),
  message: Type.String(),
  /** With CLIENT_TOO_OLD / SERVER_TOO_OLD: the versions the server speaks. */
  min: Type.Optional(Type.Integer()),
  max: Type.Optional(Type.Integer()),
});
export type ErrorMessage = Static<typeof ErrorMessage>;

export const PongMessage = Type.Object({ t: Type.Literal('pong') });

export const ServerMessage = Type.Union([WelcomeMessage, DataMessage, ErrorMessage, PongMessage]);
export type ServerMessage = Static<typeof ServerMessage>;

/**
 * WebSocket close codes (4000-4999 are the application's). Also sent: 1013 (a slow consumer, dropped;
 * reconnect and repair).
 */
export const PushCloseCode = {
  protocolVersion: 4001,
  badMessage: 4002,
  /** Too many sockets from this client address (after an `error` TOO_MANY_CONNECTIONS). */
  tooManyConnections: 4008,
  shutdown: 1001,
  /** A frame over PUSH_MAX_MESSAGE_BYTES (RFC 6455 "message too big"); no `error` frame first. */
  messageTooBig: 1009,
} as const;
