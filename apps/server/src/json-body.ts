/**
 * The JSON body parser of every route. Fastify's own (secure-json-parse) refuses a body with a
 * `__proto__` key, or a `constructor` key holding `prototype` (prototype poisoning), but tells the
 * client "Body is not valid JSON" for both that and real syntax errors. A client whose JSON is valid
 * needs to know which key was refused, so this wraps it: the same decisions, a message that says which.
 * Each service's error handler still answers in its own coded shape (status 400).
 *
 * It also refuses text that PostgreSQL cannot store (`unstorableTextPath`), in keys and values alike,
 * for every body of every route: what a route accepts can then always be written, and an answer that
 * says "stored" cannot be undone by the database refusing the row later (docs/ARCHITECTURE.md,
 * "Durability").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A body refused before any route runs; error handlers read `statusCode` and `message`. */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: 'NRL_ERR_BODY_NOT_JSON' | 'NRL_ERR_BODY_FORBIDDEN_KEY' | 'NRL_ERR_BODY_UNSTORABLE_TEXT',
    message: string,
    /** JSON pointer of the refused key or value, when one is to blame. */
    readonly path?: string,
  ) {
    super(message);
    this.name = 'JsonBodyError';
  }
}

/** JSON pointer of a key, from its parent's pointer (RFC 6901 escapes). */
const pointer = (parent: string, key: string) =>
  `${parent}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * Why PostgreSQL would refuse a string, or null when it stores it unchanged. Checked against the real
 * servers (PGlite and PostgreSQL 15): `text` refuses NUL (22021) and turns a lone UTF-16 surrogate into
 * U+FFFD while encoding it as UTF-8; `jsonb` refuses both (22P05, 22P02). Noncharacters (U+FFFE), C1
 * controls, U+2028 and a BOM are stored unchanged.
 */
export function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return 'holds the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'holds a lone UTF-16 surrogate (not a Unicode character)';
  return null;
}

/** With the `u` flag a surrogate pair is one code point, so only a surrogate standing alone matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** JSON pointer and reason of the first key or string value that PostgreSQL cannot store, or null. */
export function unstorableTextPath(value: unknown): { path: string; reason: string } | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, path] = next;
    if (typeof node === 'string') {
      const reason = unstorableReason(node);
      if (reason) return { path, reason };
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    // Reversed onto the stack, so the first offending field in document order is the one named.
    const entries = Object.entries(node).reverse();
    for (const [key, child] of entries) {
      const here = pointer(path, key);
      const reason = unstorableReason(key);
      if (reason) return { path: here, reason: `key ${reason}` };
      stack.push([child, here]);
    }
  }
  return null;
}

/**
 * Whether a JSON text can hold such a string at all. Raw control characters and unpaired surrogates
 * cannot appear in JSON text that parsed (control characters must be escaped, and the body was decoded
 * from UTF-8, which has no surrogates), so only an escape can make one: one scan of the text spares
 * the walk of nearly every body.
 */
const MAY_HOLD_UNSTORABLE = /\\u(?:0000|[dD][89a-fA-F])/;

/** JSON pointer of the first `__proto__` key, or `constructor` holding `prototype`, in a parsed body. */
export function forbiddenKeyPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, path] = next;
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node)) {
      const here = pointer(path, key);
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
      if (!err) {
        const unstorable = MAY_HOLD_UNSTORABLE.test(text) ? unstorableTextPath(value) : null;
        if (!unstorable) return done(null, value);
        const where = unstorable.path || '(root)';
        return done(
          new JsonBodyError(
            'NRL_ERR_BODY_UNSTORABLE_TEXT',
            `body text at ${where} ${unstorable.reason}, which cannot be stored`,
            unstorable.path,
          ),
        );
      }
      const refused = (err as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(refused ? explainRefusal(text) : err);
    });
  });
}
