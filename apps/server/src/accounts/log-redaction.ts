/**
 * What the server's logs must never hold (ASVS 7.1.1): passwords, session tokens (`hash`), codes,
 * sign-in tickets, Authorization and Cookie headers. The account code logs ids and kinds only; this
 * pino redaction is the net under it, for any object someone logs later (a request, a body, an error
 * with its config). Paths cover the value at the top level and up to two levels down.
 */
const SECRET_KEYS = [
  'password',
  'newpassword',
  'hash',
  'code',
  'c',
  'ticket',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'code_verifier',
  'captcha',
  'authorization',
  'cookie',
  'set-cookie',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => {
    const k = /^[a-z_]+$/.test(key) ? key : `["${key}"]`;
    const dot = k.startsWith('[') ? '' : '.';
    return [k, `*${dot}${k}`, `*.*${dot}${k}`];
  }),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

type LoggerInput = boolean | { level: string; stream?: { write(line: string): void } };

/** Fastify's `logger` option with the redaction added (false stays false). */
export function loggerOptions(input: LoggerInput) {
  if (input === false) return false;
  const base = input === true ? { level: 'info' } : input;
  return { ...base, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}
