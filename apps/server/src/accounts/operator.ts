/**
 * The operator's door into a running server on the embedded database. PGlite admits one process, so
 * with it the operator CLI (`npm run accounts -- outbox`) cannot open the database while the server
 * runs; stopping a site to read one verification mail took it down for half a minute. Instead the
 * server, when it holds a PGlite directory, writes `operator.json` into DATA_DIR (mode 0600: readable
 * by whoever may read the database files anyway) with its port and a random token, and answers
 * `GET /operator/v1/outbox` to a request from this machine (loopback) that presents the token. The
 * CLI reads the file and asks the server when the directory is locked. The file goes at shutdown.
 *
 * The door reads the outbox only; it is not in the public API docs.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountStore, MailRecord } from './store.ts';

export const OPERATOR_FILE = 'operator.json';
export const OPERATOR_OUTBOX_PATH = '/operator/v1/outbox';
const MAX_MAILS = 1000;

export interface OperatorDoor {
  port: number;
  token: string;
  pid: number;
}

const OutboxQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MAILS })),
    to: Type.Optional(Type.String({ maxLength: 254 })),
    full: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A fresh token for this process's door. */
export function newOperatorToken(): string {
  return randomBytes(32).toString('hex');
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function allowed(request: FastifyRequest, token: string): boolean {
  // The socket's own address: a proxy's X-Forwarded-For (trustProxy) must not open the door.
  if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) return false;
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length), token);
}

/** The newest mails, to one address if asked; texts only with `full`. */
export async function readOutbox(
  store: AccountStore,
  options: { limit?: number; to?: string; full?: boolean },
): Promise<MailRecord[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), MAX_MAILS);
  const to = options.to?.trim().toLowerCase();
  const mails = (await store.listMails(to ? MAX_MAILS : limit))
    .filter((m) => !to || m.recipient === to)
    .slice(0, limit);
  return options.full ? mails : mails.map((m) => ({ ...m, text: '' }));
}

export function registerOperatorRoutes(app: FastifyInstance, store: AccountStore, token: string): void {
  app.get<{ Querystring: Static<typeof OutboxQuery> }>(
    OPERATOR_OUTBOX_PATH,
    { schema: { querystring: OutboxQuery, hide: true } },
    async (request, reply) => {
      // The same answer to a wrong token and to another machine: nothing here to find.
      if (!allowed(request, token)) return reply.code(404).send({ error: 'not found' });
      reply.header('cache-control', 'no-store');
      return { mails: await readOutbox(store, request.query) };
    },
  );
}

/** Writes the door's file (after listening); returns its removal. */
export function writeOperatorFile(dataDir: string, door: OperatorDoor): () => void {
  const path = join(dataDir, OPERATOR_FILE);
  writeFileSync(path, JSON.stringify(door), { mode: 0o600 });
  return () => {
    try {
      // Only our own file: a newer server in the same directory may have written its own.
      const current = JSON.parse(readFileSync(path, 'utf8')) as Partial<OperatorDoor>;
      if (current.token === door.token) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}

/** The door of the server running on `dataDir`, if it left one. */
export function readOperatorFile(dataDir: string): OperatorDoor | null {
  try {
    const door = JSON.parse(readFileSync(join(dataDir, OPERATOR_FILE), 'utf8')) as Partial<OperatorDoor>;
    return typeof door.port === 'number' && typeof door.token === 'string' && typeof door.pid === 'number'
      ? { port: door.port, token: door.token, pid: door.pid }
      : null;
  } catch {
    return null;
  }
}
