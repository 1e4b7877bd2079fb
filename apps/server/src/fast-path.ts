/**
 * A way ahead of Fastify's routing for the answers that are hot and fully known in advance: a cached
 * feed body (feeds/fast-path.ts) or a cached page (web/fast-path.ts). Each handler answers a request
 * synchronously (res.writeHead + res.end with headers prepared once per body) and returns true, or
 * returns false and Fastify takes the request as if the handler were not there.
 *
 * Why: a feed poll through Fastify paid for promises and ticks, hooks and the router (issue 18: a
 * cached full feed at about half the rate of plain node:http holding the same bytes). The handlers
 * answer only what they can answer exactly as Fastify would (same status, headers, bytes); anything
 * else (misses, errors, personal answers, other methods) falls through.
 *
 * WARNING: answers given here run no Fastify hook. Whatever a hook adds to such an answer (security
 * headers, the geo feed headers, /metrics counts, the access log) the handler must do itself; the
 * equivalence tests (feeds/fast-path.test.ts, web/fast-path.test.ts) compare both paths.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export type FastHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts `handlers` ahead of Fastify's own 'request' listener on the same server (so Fastify's server
 * settings, timeouts and upgrade handling stay as they are). While the server closes, every request
 * goes to Fastify (return503OnClosing answers it).
 */
export function routeAhead(app: FastifyInstance, handlers: readonly FastHandler[]): void {
  if (handlers.length === 0) return;
  const server = app.server;
  const listeners = server.listeners('request');
  const fastify = listeners[0] as ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  if (listeners.length !== 1 || !fastify) {
    throw new Error(`routeAhead: expected Fastify's one request listener, found ${listeners.length}`);
  }
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.removeListener('request', fastify);
  const [first, second] = handlers;
  const ahead =
    handlers.length === 1 && first
      ? (req: IncomingMessage, res: ServerResponse) => {
          if (closing || !first(req, res)) fastify(req, res);
        }
      : handlers.length === 2 && first && second
        ? (req: IncomingMessage, res: ServerResponse) => {
            if (closing || !(first(req, res) || second(req, res))) fastify(req, res);
          }
        : (req: IncomingMessage, res: ServerResponse) => {
            if (closing || !handlers.some((handle) => handle(req, res))) fastify(req, res);
          };
  server.on('request', ahead);
}
