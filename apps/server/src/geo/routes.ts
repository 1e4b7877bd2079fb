/**
 * GET /x/resolver       the feed resolver configuration (spec 2 §3), the same for everyone
 * GET /x/resolver/pick  a weighted pick of a feed origin for the visitor (or ?country=)
 * GET /x/geo            the visitor's country, subdivision and effective bookmaker settings
 * GET /x/feed/f_        the geo lookup feed (spec 2 §7): the empty feed `0` with the x-geoip2-* headers
 */
import {
  BookmakerSettingsSchema,
  bookmakerSettings,
  FEED_PATH_PREFIX,
  GEO_DEFAULT,
  GEO_LOOKUP_FEED,
  type GeoGroups,
  geoResponseHeaders,
  pickFeedOrigin,
  type ResolverConfig,
  ResolverConfigSchema,
} from '@nerali/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Locator } from './locate.ts';

export const RESOLVER_PATH = '/x/resolver';
export const RESOLVER_PICK_PATH = '/x/resolver/pick';
export const GEO_PATH = '/x/geo';
export const GEO_LOOKUP_PATH = `${FEED_PATH_PREFIX}${GEO_LOOKUP_FEED}`;

/** The resolver changes with a deploy, not per visitor: shared caches may keep it a few minutes. */
const RESOLVER_CACHE_CONTROL = 'public, max-age=300';
/** Answers about one visitor: never stored anywhere. */
export const VISITOR_CACHE_CONTROL = 'private, no-store';

const CountryCode = Type.String({ pattern: '^([A-Za-z]{2}|default)$' });

export const PickQuerySchema = Type.Object({
  /** Pick for this country instead of the visitor's (a client that already knows its geo). */
  country: Type.Optional(CountryCode),
});

export const PickResponseSchema = Type.Object({
  /** The feed origin; '' = this site's own origin. */
  url: Type.String(),
  /** The country the pick was made for, 'default' when unknown. */
  country: Type.String(),
});

export const GeoResponseSchema = Type.Object({
  /** ISO 3166-1 alpha-2, or 'default' when unknown. */
  country: Type.String(),
  /** ISO 3166-2 subdivision without the country part ('TN'), or null. */
  subdivision: Type.Union([Type.String(), Type.Null()]),
  /** The geo group that applied: 'IN:TN', 'IN' or 'default'. */
  group: Type.String(),
  settings: BookmakerSettingsSchema,
});

export function registerGeoRoutes(
  app: FastifyInstance,
  options: { resolver: ResolverConfig; geoGroups: GeoGroups; locator: Locator; random: () => number },
): void {
  const { resolver, geoGroups, locator, random } = options;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    RESOLVER_PATH,
    { schema: { response: { 200: ResolverConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', RESOLVER_CACHE_CONTROL);
      return resolver;
    },
  );

  typed.get(
    RESOLVER_PICK_PATH,
    { schema: { querystring: PickQuerySchema, response: { 200: PickResponseSchema } } },
    async (request, reply) => {
      const asked = request.query.country;
      const country =
        asked === undefined
          ? locator.locate(request).country
          : asked === GEO_DEFAULT
            ? null
            : asked.toUpperCase();
      reply.header('cache-control', VISITOR_CACHE_CONTROL);
      // RSV4 with the real random; RSV7 at start guarantees a pick (no RSV5 error here).
      return { url: pickFeedOrigin(resolver, country, random), country: country ?? GEO_DEFAULT };
    },
  );

  typed.get(GEO_PATH, { schema: { response: { 200: GeoResponseSchema } } }, async (request, reply) => {
    const { country, subdivision } = locator.locate(request);
    const { key, settings } = bookmakerSettings(geoGroups, country, subdivision);
    reply.header('cache-control', VISITOR_CACHE_CONTROL);
    return { country: country ?? GEO_DEFAULT, subdivision, group: key, settings };
  });

  // The spec's client learns its location from this feed. A static route: find-my-way prefers it to
  // the feed route's `:name`, and as a route under /x/feed/ it also gets the header hook (feed-headers.ts),
  // which adds the time for `X-utime: 1`. The location is sent even without `X-GeoIP: 1`: it is the
  // only thing this feed is for.
  app.get(GEO_LOOKUP_PATH, async (request, reply) => {
    for (const [name, value] of geoResponseHeaders(locator.locate(request))) reply.header(name, value);
    return reply.header('cache-control', VISITOR_CACHE_CONTROL).type('text/plain; charset=utf-8').send('0');
  });
}
