/**
 * Browser security of every answer of the server (pages, feeds, APIs, files), registered by app.ts:
 *
 * - Content-Security-Policy. Pages get a strict policy with a per-render nonce (`pagePolicy`), which
 *   the web app's entry.server.tsx puts on React Router's and React's inline scripts and sends itself;
 *   a rendered page is cached for a second with its header, so a cache hit repeats the nonce of the
 *   HTML it serves. Every other answer gets `default-src 'none'` (JSON and feed text never run
 *   anything), except an HTML answer that came without a policy (Swagger UI at /docs), which gets one
 *   without inline scripts.
 * - Strict-Transport-Security when the request came over https (directly, or through a trusted proxy:
 *   TRUST_PROXY) or PUBLIC_ORIGIN is https. Never on plain http: a browser ignores it there anyway.
 * - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin,
 *   X-Frame-Options: DENY (and frame-ancestors 'none'), Cross-Origin-Opener-Policy: same-origin.
 * - Cross-site request refusal: a state-changing request (POST, PUT, PATCH, DELETE) whose
 *   Sec-Fetch-Site is cross-site / same-site, or whose Origin is not ours, is refused with 403 before
 *   its body is read. Requests without either header are not from a browser's page (curl, apps) and
 *   carry no ambient authority here anyway. Exempt: the ingest API (bearer keys) and Apple's
 *   form_post callback (a cross-site POST by design; its `state` and flow cookie guard it).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountErrorCode, httpErrorBody } from './errors.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** Any HTML that did not bring its own policy: no inline script runs. */
const HTML_FALLBACK_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** A fresh nonce for one page render: 128 random bits. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a page rendered with `nonce`. Scripts: only ours with the nonce ('strict-dynamic' lets
 * them load the route modules they import). Styles may be inline attributes (React `style`); images
 * from us, data: URLs (flags are bundled) and https (a provider's crest or photo); connections to us only (feeds, the push WebSocket);
 * the service worker and the web app manifest from us.
 */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    // https: a provider's crest or photo, reached by a redirect from our /img/ address (pictures/).
    "img-src 'self' data: https:",
    "font-src 'self'",
    // A provider's video file plays from its https host; a known host's player (YouTube's no-cookie
    // address, Vimeo) is framed only after the visitor presses play (features/news/video-source.ts).
    "media-src 'self' https:",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "connect-src 'self'",
    // The service worker (/sw.js) and the manifest are ours. Spelled out rather than left to the
    // fallback: a worker falls back to script-src, where 'strict-dynamic' ignores 'self' and no nonce
    // can name a worker; Chromium admits a worker that a trusted script registers, not every browser.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The headers every answer gets (besides CSP and HSTS). WARNING: the fast path ahead of Fastify
 * (fast-path.ts) sends these too, from this list: add a header here, not in the hook alone.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SecurityOptions {
  publicOrigin: string | null;
  /** Path prefixes whose state-changing requests are not checked (bearer-key APIs, Apple's callback). */
  exempt: readonly string[];
}

/** The origins a page of ours can have: PUBLIC_ORIGIN, or the one the request itself names. */
function ownOrigins(request: FastifyRequest, publicOrigin: string | null): string[] {
  const out: string[] = [];
  if (publicOrigin) out.push(publicOrigin);
  const host = request.headers.host;
  if (host) out.push(`${request.protocol}://${host}`);
  return out;
}

export function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // "null" is sent by sandboxed frames and some redirects: not ours.
  return !ownOrigins(request, publicOrigin).includes(origin);
}

export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const httpsOrigin = options.publicOrigin?.startsWith('https://') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const path = request.url;
    if (options.exempt.some((prefix) => path.startsWith(prefix))) return;
    if (isCrossSite(request, options.publicOrigin)) {
      return reply
        .code(403)
        .send(
          httpErrorBody(403, AccountErrorCode.crossSite, 'cross-site requests cannot change anything here'),
        );
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
    if (httpsOrigin || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? HTML_FALLBACK_POLICY : API_POLICY,
      );
    }
    return payload;
  });
}
