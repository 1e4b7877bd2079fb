/**
 * Access logs: one structured line per request through pino, carrying the request's id (`reqId`),
 * which a client or a proxy may give in `X-Request-Id` (kept when it is a plain token) so one id
 * follows a request from nginx's log to ours. Error answers repeat the id in `x-request-id`.
 *
 * ACCESS_LOG: `changes` (default) logs every request except successful reads (a GET or HEAD answered
 * below 400): writes, refusals, errors, not one line per feed poll; `all` logs reads too; `off` none.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export type AccessLogMode = 'all' | 'changes' | 'off';

export function accessLogModeFrom(value: string | undefined): AccessLogMode {
  if (value === undefined || value === '') return 'changes';
  if (value === 'all' || value === 'changes' || value === 'off') return value;
  throw new Error(`ACCESS_LOG must be all, changes or off, got ${JSON.stringify(value)}`);
}

/** A request id given by a client or proxy is used only when it is a short plain token. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: the given X-Request-Id, or 12 random bytes. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && GIVEN_ID.test(given)) return given;
  return randomBytes(12).toString('base64url');
}

export function registerAccessLog(app: FastifyInstance, mode: AccessLogMode): void {
  if (mode === 'off') return;
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (mode === 'changes' && read && status < 400) return;
    request.log.info(
      {
        method: request.method,
        url: request.url.length > 200 ? `${request.url.slice(0, 200)}...` : request.url,
        route: request.routeOptions.url ?? null,
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}
