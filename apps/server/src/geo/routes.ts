/**
 * GET /x/resolver       the feed resolver configuration (spec 2 §3), the same for everyone
 * GET /x/resolver/pick  a weighted pick of a feed origin for the visitor (or ?country=)
 * GET /x/geo            the visitor's country, subdivision and effective bookmaker settings
 */
import {
  BookmakerSettingsSchema,
  bookmakerSettings,
  GEO_DEFAULT,
  type GeoGroups,
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

/** The resolver changes with a deploy, not per visitor: shared caches may keep it a few minutes. */
const RESOLVER_CACHE_CONTROL = 'public, max-age=300';
/** Answers about one visitor: never stored anywhere. */
const VISITOR_CACHE_CONTROL = 'private, no-store';

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
}
