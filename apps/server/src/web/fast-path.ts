/**
 * Fresh pages of the render cache, given ahead of Fastify (../fast-path.ts): a GET whose render-cache
 * key is computed here exactly as ssr.ts computes it (renderCacheKey: origin, URL, the visitor's geo
 * group, the variant cookies) and whose page is younger than RENDER_CACHE_MS (or expired, within
 * RENDER_STALE_MS, while its next copy renders), with status 200, is answered synchronously with the headers the page route and its hooks send (ssr.ts, security.ts
 * onSend; @fastify/compress leaves an answer that has its content-encoding alone).
 *
 * Falls through to Fastify: a miss, or an expired copy nobody renders yet (the route serves it and
 * starts the render), any status but 200, personal requests (other cookies,
 * Authorization), URLs the router could not take (`unroutable`), and requests whose protocol or address
 * come from a proxy's headers (TRUST_PROXY: Fastify's request.protocol and request.ip decide those).
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { HSTS, SECURITY_HEADERS } from '../accounts/security.ts';
import type { FastHandler } from '../fast-path.ts';
import { type ContentEncoding, pickEncoding } from '../feeds/encoded.ts';
import type { StatusTally } from '../metrics/metrics.ts';
import { type CachedPage, type RenderCache, renderCacheKey } from './render-cache.ts';
import { safeHost, unroutable } from './ssr.ts';

/** Origins remembered by Host header (the route's key has the origin as `new URL` writes it). */
const MAX_HOSTS = 64;

export interface PageFastPathOptions {
  /** The page route's cache; null until the web routes are registered (no web build: never). */
  cache: () => RenderCache | null;
  publicOrigin: string | null;
  /** The visitor's geo group, as the page route's `variant` has it, from the address and headers. */
  variant: (request: { ip: string; headers: IncomingHttpHeaders }) => string;
  trustProxy: boolean;
  tally: StatusTally;
}

/** Accept-Encoding values remembered with the encoding they pick. */
const MAX_ACCEPT_VALUES = 256;

export function pageFastPath(options: PageFastPathOptions): FastHandler {
  const { publicOrigin, variant, trustProxy, tally } = options;
  const httpsOrigin = publicOrigin?.startsWith('https://') ?? false;
  type Forms = Partial<Record<ContentEncoding, { headers: OutgoingHttpHeaders; bytes: Buffer }>>;
  const prepared = { hit: new WeakMap<CachedPage, Forms>(), stale: new WeakMap<CachedPage, Forms>() };
  const encodings = new Map<string, ContentEncoding>();
  const encodingOf = (header: string | undefined): ContentEncoding => {
    if (header === undefined) return 'identity';
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = pickEncoding(header);
      if (encodings.size >= MAX_ACCEPT_VALUES) encodings.clear();
      encodings.set(header, encoding);
    }
    return encoding;
  };

  const answerOf = (page: CachedPage, state: 'hit' | 'stale', accepted: ContentEncoding) => {
    let forms = prepared[state].get(page);
    if (forms === undefined) {
      forms = {};
      prepared[state].set(page, forms);
    }
    let answer = forms[accepted];
    if (answer === undefined) {
      const { body: bytes, encoding } = page.body.forEncoding(accepted);
      const headers: OutgoingHttpHeaders = { 'x-render-cache': state };
      for (const [name, value] of page.headers) headers[name] = value;
      headers.vary = 'accept-encoding, cookie';
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      for (const [name, value] of SECURITY_HEADERS) headers[name] = value;
      if (httpsOrigin) headers['strict-transport-security'] = HSTS;
      // A page brings its own policy (entry.server.tsx); one without is left to security.ts's hook.
      if (headers['content-security-policy'] === undefined) return null;
      headers['content-length'] = String(bytes.length);
      answer = { headers, bytes };
      forms[accepted] = answer;
    }
    return answer;
  };

  const fixedOrigin = publicOrigin === null ? null : new URL(publicOrigin).origin;
  const origins = new Map<string, string>();
  const originOf = (scheme: string, host: string | undefined): string => {
    const asked = `${scheme}://${safeHost(host)}`;
    let origin = origins.get(asked);
    if (origin === undefined) {
      origin = new URL(asked).origin;
      if (origins.size >= MAX_HOSTS) origins.clear();
      origins.set(asked, origin);
    }
    return origin;
  };

  return (req, res) => {
    if (req.method !== 'GET') return false;
    const cache = options.cache();
    const url = req.url;
    if (cache === null || url === undefined) return false;
    const headers = req.headers;
    if (
      trustProxy &&
      (headers['x-forwarded-for'] !== undefined || headers['x-forwarded-proto'] !== undefined)
    )
      return false;
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
    if (encrypted && !httpsOrigin) return false;
    const ip = req.socket.remoteAddress;
    if (ip === undefined || unroutable(url)) return false;
    const origin = fixedOrigin ?? originOf(encrypted ? 'https' : 'http', headers.host);
    const key = renderCacheKey('GET', url, headers, origin, variant({ ip, headers }));
    if (key === null) return false;
    const found = cache.peek(key);
    if (found === null || found.page.status !== 200) return false;
    const answer = answerOf(found.page, found.state, encodingOf(headers['accept-encoding']));
    if (answer === null) return false;
    res.writeHead(200, answer.headers);
    res.end(answer.bytes);
    if (found.state === 'hit') cache.stats.hits += 1;
    else cache.stats.stale += 1;
    tally.ok += 1;
    return true;
  };
}
