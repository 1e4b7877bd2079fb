/**
 * Hosts the React Router app (apps/web, built by `react-router build`) inside Fastify: pages are
 * rendered on the server with their data, then hydrate. The server does not import the web's code;
 * it loads the build output and hands loaders a context whose feeds come straight from memory
 * (no HTTP hop, no database).
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NeraliLoadContext } from '@nerali/domain';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ErrorCode, errorBody } from '../errors.ts';
import { pickEncoding } from '../feeds/encoded.ts';
import { RenderCache, toCachedPage } from './render-cache.ts';
import { registerServiceWorker, SERVICE_WORKER_FILES } from './service-worker.ts';
import type { WebBuild } from './web-build.ts';

/**
 * The per-request part of the context, and the key that varies a cached render with it. The context
 * itself (`context.nerali` of every loader) is declared once for both apps, in the domain
 * (packages/domain/src/load-context.ts).
 */
export interface LoadContextSource {
  forRequest(request: FastifyRequest): NeraliLoadContext;
  /** Pages differ by the visitor's geo group (bookmaker features): part of the render cache key. */
  variant(context: NeraliLoadContext): string;
}

/**
 * The longest `Location` a page may answer with; a longer one is answered 414 instead (docs/decisions.md
 * "Long URLs"). Pages redirect to their one canonical URL and keep the query they do not know
 * (`/ta/football?x=1` -> `/ta/?x=1`), so a 16 KB query became a 16.5 KB header: over Node's 16 KiB
 * limit for a whole response head (the client fails with HPE_HEADER_OVERFLOW) and over what many
 * proxies take (a 502). 8 KiB is far above any link we make and leaves room for the other headers.
 */
export const MAX_LOCATION_BYTES = 8 * 1024;

/** The web build, loaded: its server module and where its client files are. */
export type { WebBuild } from './web-build.ts';

/**
 * Loads the web build, or null (with a warning) when there is none. WARNING: call it before
 * `register`, not inside a plugin: importing the build (about 1 MB of JavaScript) took over Fastify's
 * plugin timeout on a loaded machine, and the node exited (scale-out audit; web/slow-start.int.test.ts).
 */
export async function loadWebBuild(
  buildDir: string,
  log: { warn(fields: object, message: string): void },
): Promise<WebBuild | null> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    log.warn({ serverEntry }, 'web build not found: run `npm run build`; pages are not served');
    return null;
  }
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { server, clientDir: join(buildDir, 'client') };
}

/** Registers the pages and client files; returns the pages' render cache (web/fast-path.ts reads it). */
export async function registerWebRoutes(
  app: FastifyInstance,
  options: { build: WebBuild; context: LoadContextSource; publicOrigin: string | null },
): Promise<RenderCache> {
  const { clientDir } = options.build;
  const handle = createRequestHandler(options.build.server, 'production');

  // The service worker is served with this build's precache list written in (service-worker.ts).
  registerServiceWorker(app, options.build);
  // Every file of the client build gets its own route (wildcard: false: the build does not change
  // while we run). Hashed assets are cached for a year; anything else for a day.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    decorateReply: false,
    globIgnore: SERVICE_WORKER_FILES,
    // `.br` and `.gz` siblings are written at build time (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });

  const cache = new RenderCache();
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const nerali = options.context.forRequest(request);
    if (unroutable(request.url)) {
      // The language's not-found page, rendered for a path that cannot trouble the router.
      const lang = /^\/en(?:\/|$)/.test(request.url) ? 'en' : 'ta';
      return sendFetchResponse(
        reply,
        await handle(toFetchRequest(request, options.publicOrigin, `/${lang}/404/`), { nerali }),
      );
    }
    const fetchRequest = toFetchRequest(request, options.publicOrigin);
    const key = cache.key(request, new URL(fetchRequest.url).origin, options.context.variant(nerali));
    if (key === null) return sendFetchResponse(reply, await handle(fetchRequest, { nerali }));

    let uncached: Response | null = null;
    let uncachedText = '';
    const { page, hit, stale } = await cache.get(key, async () => {
      const response = await handle(fetchRequest, { nerali });
      const { page: shared, text } = await toCachedPage(response);
      if (!shared) {
        uncached = response;
        uncachedText = text;
      }
      return shared;
    });
    if (!page) {
      // Not shareable (it sets a cookie, or an unusual status): sent as rendered, to this client only.
      const response = uncached as Response | null;
      if (response) return sendFetchResponse(reply, new Response(uncachedText, response));
      // We joined someone else's render that turned out personal: render our own.
      return sendFetchResponse(reply, await handle(fetchRequest, { nerali }));
    }
    const location = page.headers.find(([name]) => name === 'location')?.[1];
    if (location !== undefined && tooLong(location)) return uriTooLong(reply);
    reply.code(page.status).header('x-render-cache', stale ? 'stale' : hit ? 'hit' : 'miss');
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('vary', 'accept-encoding, cookie');
    const { body, encoding } = page.body.forEncoding(pickEncoding(request.headers['accept-encoding']));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  app.get('/*', render);
  app.get('/', render);
  return cache;
}

/** A Host header we may repeat in links: host name or IPv4/IPv6 literal, optional port. */
const SAFE_HOST_RE =
  /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

/**
 * The Host a page may print. WARNING: pages print their own URL (canonical, hreflang). An unchecked
 * Host header would let a client make a shared cache store links to any site.
 */
export function safeHost(host: string | undefined): string {
  return host && SAFE_HOST_RE.test(host) ? host : 'localhost';
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNROUTABLE_CHAR = /[\u0000-\u001f\u007f/\\]/;

/**
 * A path no page of ours has and React Router cannot take: a segment that decodes to a control
 * character, a slash or a backslash, or does not decode. WARNING: the router builds URLs from the
 * decoded path (`new URL('/' + lang + '/')`), and WHATWG parsing drops tabs and newlines and reads a
 * backslash as a slash, so `/%0A` became `//`, an invalid URL, and a 500 (bench/probe.ts found it).
 */
export function unroutable(url: string): boolean {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  for (const segment of path.split('/')) {
    if (!segment.includes('%') && !segment.includes('\\')) continue;
    try {
      if (UNROUTABLE_CHAR.test(decodeURIComponent(segment))) return true;
    } catch {
      return true;
    }
  }
  return false;
}

function toFetchRequest(request: FastifyRequest, publicOrigin: string | null, path = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const origin = publicOrigin ?? `${request.protocol}://${safeHost(request.headers.host)}`;
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(`${origin}${path}`, {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

const tooLong = (location: string) => Buffer.byteLength(location) > MAX_LOCATION_BYTES;

/** 414, not the redirect: the URL asked for is what is too long (the Location repeats its query). */
function uriTooLong(reply: FastifyReply) {
  return reply
    .code(414)
    .header('cache-control', 'no-store')
    .send(
      errorBody(
        ErrorCode.uriTooLong,
        `this address is too long; its redirect would exceed ${MAX_LOCATION_BYTES} bytes`,
      ),
    );
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  const location = response.headers.get('location');
  if (location !== null && tooLong(location)) {
    await response.body?.cancel();
    return uriTooLong(reply);
  }
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
