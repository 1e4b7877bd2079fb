/**
 * The geo and time headers of feed responses (spec 2 §7 "Feeds", spec 1 §7): a request with `X-GeoIP: 1`
 * gets the x-geoip2-* headers of the visitor's location, one with `X-utime: 1` gets `x-utime` (unix
 * seconds). Both are what a client asks once, when it lacks them.
 *
 * Cost: the hook is attached only to routes under /x/feed/ (onRoute), so other routes never run it; on
 * a feed request without either header it is the Vary header, two header reads and a callback. It only adds headers,
 * never touches the payload, so precompressed bodies, ETag and 304 work as before.
 */
import {
  FEED_PATH_PREFIX,
  GEO_REQUEST_HEADER,
  geoResponseHeaders,
  UTIME_REQUEST_HEADER,
  UTIME_RESPONSE_HEADER,
} from '@nerali/domain';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import type { Locator } from './locate.ts';

/**
 * A personalised answer must not be stored by a shared cache (feeds are otherwise `public, max-age=2`:
 * a CDN would hand one visitor's location to the next). The browser may keep it and revalidate.
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/**
 * Every feed answer varies on the two asking headers: without this a shared cache holding the plain
 * (public) answer would hand it to a client that sent `X-GeoIP: 1`, and that client would never get its
 * location. Requests without them, nearly all, still share one cached variant.
 */
export const VARY_ASKING = `${GEO_REQUEST_HEADER}, ${UTIME_REQUEST_HEADER}`;

function addVary(reply: FastifyReply): void {
  const existing = reply.getHeader('vary');
  const list = Array.isArray(existing) ? existing.join(', ') : existing === undefined ? '' : String(existing);
  reply.header('vary', list === '' ? VARY_ASKING : `${list}, ${VARY_ASKING}`);
}

export function addFeedGeoHeaders(
  app: FastifyInstance,
  options: { locator: Locator; nowS: () => number },
): void {
  const { locator, nowS } = options;

  const onSend: onSendHookHandler = (request, reply, payload, done) => {
    addVary(reply);
    const wantsGeo = request.headers[GEO_REQUEST_HEADER] === '1';
    const wantsTime = request.headers[UTIME_REQUEST_HEADER] === '1';
    if (!wantsGeo && !wantsTime) {
      done(null, payload);
      return;
    }
    if (wantsGeo) {
      for (const [name, value] of geoResponseHeaders(locator.locate(request))) reply.header(name, value);
    }
    if (wantsTime) reply.header(UTIME_RESPONSE_HEADER, String(nowS()));
    // A route that is private already (the geo lookup feed: no-store) keeps its own, stricter policy.
    if (!String(reply.getHeader('cache-control') ?? '').startsWith('private')) {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    }
    done(null, payload);
  };

  const feedRoute = `${FEED_PATH_PREFIX}:name`;
  let hookedFeedRoute = false;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(FEED_PATH_PREFIX)) return;
    const existing = route.onSend;
    route.onSend =
      existing === undefined ? [onSend] : [...(Array.isArray(existing) ? existing : [existing]), onSend];
    if (route.url === feedRoute) hookedFeedRoute = true;
  });

  // WARNING: onRoute only sees routes added after it. If the feed routes were registered before this
  // plugin, feeds would silently lack the headers: refuse to start instead.
  app.addHook('onReady', async () => {
    if (!hookedFeedRoute && app.hasRoute({ method: 'GET', url: feedRoute })) {
      throw new Error('registerGeo() must run before the feed routes are registered (see geo/index.ts)');
    }
  });
}
