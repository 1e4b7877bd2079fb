/**
 * The JSON body parser of every route. Fastify's own (secure-json-parse) refuses a body with a
 * `__proto__` key, or a `constructor` key holding `prototype` (prototype poisoning), but tells the
 * client "Body is not valid JSON" for both that and real syntax errors. A client whose JSON is valid
 * needs to know which key was refused, so this wraps it: the same decisions, a message that says which.
 * Each service's error handler still answers in its own coded shape (status 400).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A body refused before any route runs; error handlers read `statusCode` and `message`. */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: 'NRL_ERR_BODY_NOT_JSON' | 'NRL_ERR_BODY_FORBIDDEN_KEY',
    message: string,
  ) {
    super(message);
    this.name = 'JsonBodyError';
  }
}

/** JSON pointer of the first `__proto__` key, or `constructor` holding `prototype`, in a parsed body. */
export function forbiddenKeyPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, path] = next;
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node)) {
      const here = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (key === '__proto__') return here;
      if (key === 'constructor' && typeof child === 'object' && child !== null && 'prototype' in child) {
        return `${here}/prototype`;
      }
      stack.push([child, here]);
    }
  }
  return null;
}

/** Why Fastify's parser refused a body it could not take (only called on that failure path). */
export function explainRefusal(body: string): JsonBodyError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Not the parser's message: V8 quotes the text around the error, which may hold a password.
    return new JsonBodyError('NRL_ERR_BODY_NOT_JSON', 'body is not valid JSON');
  }
  const path = forbiddenKeyPath(parsed) ?? '(unknown)';
  return new JsonBodyError(
    'NRL_ERR_BODY_FORBIDDEN_KEY',
    `body has a forbidden key at ${path}: __proto__ and constructor.prototype keys are refused`,
  );
}

type Done = (err: Error | null, value?: unknown) => void;

/** Replaces the instance's JSON parser; call before any plugin is registered so every scope inherits it. */
export function registerJsonBody(app: FastifyInstance): void {
  // Fastify's default parser is the callback form of FastifyBodyParser.
  const strict = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: Done,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done: Done) => {
    const text = String(body);
    strict(request, text, (err, value) => {
      if (!err) return done(null, value);
      const refused = (err as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(refused ? explainRefusal(text) : err);
    });
  });
}
