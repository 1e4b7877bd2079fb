/**
 * Geo and feed resolver (issue 3 point 6, spec 2): where the visitor is, the x-geoip2-* and x-utime
 * headers of feed responses, the resolver configuration and pick, and the bookmaker settings of the
 * visitor's region. Configuration: see config.ts; the defaults and the law behind them are in
 * docs/decisions.md ("Bookmaker and odds rules by region").
 *
 * WARNING: call before the feed routes are registered (the header hook attaches to routes as they are
 * added); the server refuses to start otherwise.
 */
import {
  bookmakerSettings,
  type BookmakerSettings,
  findGeoGroup,
  isAgeGateRequired,
  isMobileLinkShown,
} from '@nerali/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../engine/port.ts';
import { type GeoConfig, readGeoConfig } from './config.ts';
import { addFeedGeoHeaders } from './feed-headers.ts';
import { type IpLookup, lazyGeoipLite, type LazyIpLookup } from './ip-lookup.ts';
import { createLocator, type LocatedVisitor, type Locator } from './locate.ts';
import { registerGeoRoutes } from './routes.ts';

export { GeoConfigError } from './config.ts';

export interface GeoOptions {
  clock?: Clock;
  /** Default: read from the environment (config.ts); throws GeoConfigError when invalid. */
  config?: GeoConfig;
  /**
   * Default: geoip-lite when config.ipLookup is on, loaded on the first public address without a
   * trusted geo header (ip-lookup.ts `lazyGeoipLite`). Tests pass their own.
   */
  lookupIp?: IpLookup | null;
  /** Default: Math.random (the resolver's pick; tests pass a seeded one). */
  random?: () => number;
}

/** For other parts of the server (e.g. page rendering) that need the visitor's region. */
export interface GeoService extends Locator {
  settingsFor(visitor: LocatedVisitor): {
    group: string;
    settings: BookmakerSettings;
    /** AGE2: the visitor must confirm legal age before any odds or bookmaker element. */
    ageGate: boolean;
    /** AGE7: the mobile-version footer link may show. */
    mobileLink: boolean;
  };
  /** The default IP lookup, loaded when first needed (null: the lookup is off or was given). */
  ipData: Pick<LazyIpLookup, 'loaded' | 'settled'> | null;
}

export async function registerGeo(app: FastifyInstance, options: GeoOptions = {}): Promise<GeoService> {
  const clock = options.clock ?? Date.now;
  const config = options.config ?? readGeoConfig();
  const lazy =
    options.lookupIp === undefined && config.ipLookup
      ? lazyGeoipLite((error) => app.log.error({ err: error }, 'geo: geoip-lite did not load'))
      : null;
  const lookupIp = options.lookupIp !== undefined ? options.lookupIp : (lazy?.lookup ?? null);
  const locator = createLocator({ trustedSources: config.trustedSources, lookupIp });

  addFeedGeoHeaders(app, { locator, nowS: () => Math.floor(clock() / 1000) });
  registerGeoRoutes(app, {
    resolver: config.resolver,
    geoGroups: config.geoGroups,
    locator,
    random: options.random ?? Math.random,
  });

  return {
    ipData: lazy,
    locate: (request) => locator.locate(request),
    settingsFor(visitor) {
      const { key, settings } = bookmakerSettings(config.geoGroups, visitor.country, visitor.subdivision);
      const group = findGeoGroup(config.geoGroups, visitor.country, visitor.subdivision)?.group;
      return {
        group: key,
        settings,
        ageGate: isAgeGateRequired(group),
        mobileLink: isMobileLinkShown(group),
      };
    },
  };
}
