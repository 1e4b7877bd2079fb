/**
 * GET /x/feed/{name}: full, update, repair and system feeds (spec 2 §7 "Feeds").
 * Bodies come pre-encoded from FeedService; this layer only negotiates encoding, ETag and 304.
 */
import { FEED_PATH_PREFIX, parseFeedName } from '@nerali/domain';
import { isSportId } from '@nerali/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorBody } from '../errors.ts';
import { BOOKMAKER_FEED_CACHE, isBookmakerFeed, regionalFeedName } from './bookmaker-feeds.ts';
import { type EncodedBody, pickEncoding } from './encoded.ts';
import type { FeedService } from './feed-service.ts';

const FeedParams = Type.Object({ name: Type.String({ maxLength: 128 }) });

/** Short CDN/browser caching for shared feeds; update answers depend on x-fsign and are not shared. */
export const CACHE_FULL = 'public, max-age=2, stale-while-revalidate=5';
export const CACHE_NONE = 'no-cache';
/** The update feed's answer depends on the client's signature (either header). */
export const VARY_UPDATE = 'x-fsign, x-signature, accept-encoding';

export interface FeedRouteOptions {
  /** Whether the visitor's region shows odds and bookmakers (geo groups); every region when absent. */
  bookmakersAllowed?: (request: FastifyRequest) => boolean;
  /** [S2 3.18] The visitor's region's main bookmaker (geo groups), null when it names none. */
  mainBookmakerId?: (request: FastifyRequest) => number | null;
}

export function registerFeedRoutes(
  app: FastifyInstance,
  feeds: FeedService,
  options: FeedRouteOptions = {},
): void {
  const { bookmakersAllowed, mainBookmakerId } = options;
  app.get<{ Params: { name: string } }>(
    `${FEED_PATH_PREFIX}:name`,
    {
      schema: { params: FeedParams },
      compress: false,
    },
    async (request, reply) => {
      const feed = parseFeedName(request.params.name, isSportId);
      if (!feed && bookmakersAllowed && isBookmakerFeed(request.params.name)) {
        if (!bookmakersAllowed(request)) {
          return reply
            .code(451)
            .header('cache-control', BOOKMAKER_FEED_CACHE)
            .send(
              errorBody(ErrorCode.unavailableInRegion, 'odds and bookmakers are not shown in this region'),
            );
        }
        const name = regionalFeedName(request.params.name, mainBookmakerId?.(request) ?? null);
        const odds = feeds.catalogueFeed(name);
        if (odds) return sendBody(request, reply, odds, BOOKMAKER_FEED_CACHE);
      }
      const other = feed ? null : feeds.catalogueFeed(request.params.name);
      if (other) return sendBody(request, reply, other, CACHE_FULL);
      if (!feed) {
        return reply
          .code(404)
          .header('cache-control', 'public, max-age=60')
          .send(errorBody(ErrorCode.feedNotFound, `no feed named ${request.params.name.slice(0, 64)}`));
      }
      switch (feed.kind) {
        case 'full':
          return sendBody(request, reply, feeds.full(feed), CACHE_FULL);
        case 'repair':
          return sendBody(request, reply, feeds.repair(feed.sportId), CACHE_FULL);
        case 'system':
          return sendBody(request, reply, feeds.system(), CACHE_NONE);
        case 'update': {
          // Spec 2 names the header x-fsign, spec 1 X-Signature: a client may send either.
          const sign = request.headers['x-fsign'] ?? request.headers['x-signature'];
          const answer = feeds.update(feed.sportId, typeof sign === 'string' ? sign : undefined);
          reply.header('vary', VARY_UPDATE);
          if (answer.kind === 'not-modified') {
            return reply.code(304).header('cache-control', CACHE_NONE).send();
          }
          return sendBody(request, reply, answer.body, CACHE_NONE);
        }
      }
    },
  );
}

function sendBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', body.etag);
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const { body: bytes, encoding } = body.forEncoding(pickEncoding(request.headers['accept-encoding']));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('content-type', 'text/plain; charset=utf-8').send(bytes);
}
