/**
 * Where a visitor is: from a location header set by a CDN or our own proxy when that source is trusted
 * (TRUST_PROXY_GEO), else from the client IP (request.ip, which follows Fastify's trustProxy), else
 * unknown. Every value is checked (GEO1) whatever its source: a header never reaches a response or a
 * rule unchecked, and nothing here throws on bad input.
 *
 * WARNING: a location header is only as good as the proxy in front. Without a CDN that overwrites it,
 * any client can send `cf-ipcountry: GB`; so no source is trusted unless the operator says so.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  type GeoLocation,
  normalizeCountry,
  normalizeSubdivision,
  readGeoHeaders,
  UNKNOWN_LOCATION,
} from '@nerali/domain';
import type { IpLookup } from './ip-lookup.ts';
import { subdivisionName } from './subdivision-names.ts';

/** Trusted-header sources, in the order used when TRUST_PROXY_GEO is simply on. */
export const GEO_SOURCES = ['cloudflare', 'cloudfront', 'vercel', 'geoip2'] as const;
export type GeoSource = (typeof GEO_SOURCES)[number];

export interface LocatedVisitor extends GeoLocation {
  /** Where the answer came from: a header source, the IP, or nowhere. */
  source: GeoSource | 'ip' | 'none';
}

interface HeaderNames {
  country: string;
  subdivision: string;
  city: string;
  subdivisionName: string | null;
  /** Vercel percent-encodes its city header. */
  cityEncoded: boolean;
}

/**
 * Header names per CDN: Cloudflare (cf-ipcountry always; the others with the "visitor location headers"
 * managed transform), CloudFront (viewer headers in the origin request policy), Vercel.
 */
const CDN_HEADERS: Record<Exclude<GeoSource, 'geoip2'>, HeaderNames> = {
  cloudflare: {
    country: 'cf-ipcountry',
    subdivision: 'cf-region-code',
    city: 'cf-ipcity',
    subdivisionName: 'cf-region',
    cityEncoded: false,
  },
  cloudfront: {
    country: 'cloudfront-viewer-country',
    subdivision: 'cloudfront-viewer-country-region',
    city: 'cloudfront-viewer-city',
    subdivisionName: 'cloudfront-viewer-country-region-name',
    cityEncoded: false,
  },
  vercel: {
    country: 'x-vercel-ip-country',
    subdivision: 'x-vercel-ip-country-region',
    city: 'x-vercel-ip-city',
    subdivisionName: null,
    cityEncoded: true,
  },
};

const TEXT_MAX = 100;

function single(value: string | string[] | undefined): string | null {
  // A repeated header is a list; a location is one value, so a list means nothing.
  return typeof value === 'string' ? value : null;
}

/**
 * Node reads header bytes as latin-1, so a UTF-8 name arrives as mojibake ('SÃ£o Paulo'): turn it back
 * when the bytes are valid UTF-8, keep it as it is otherwise.
 */
function headerText(value: string | null, encoded: boolean): string | null {
  if (value === null) return null;
  let text = value.trim().slice(0, TEXT_MAX * 3);
  if (encoded) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  } else if (/[\u0080-\u00ff]/.test(text)) {
    const utf8 = Buffer.from(text, 'latin1').toString('utf8');
    if (!utf8.includes('\ufffd')) text = utf8;
  }
  text = text.replace(/\p{Cc}/gu, '').trim();
  return text === '' ? null : [...text].slice(0, TEXT_MAX).join('');
}

function fromCdn(headers: IncomingHttpHeaders, names: HeaderNames): GeoLocation | null {
  const country = normalizeCountry(single(headers[names.country]));
  if (country === null) return null;
  const subdivision = normalizeSubdivision(single(headers[names.subdivision]), country);
  const name = names.subdivisionName ? headerText(single(headers[names.subdivisionName]), false) : null;
  return {
    country,
    subdivision,
    city: headerText(single(headers[names.city]), names.cityEncoded),
    subdivisionName: subdivision === null ? null : (name ?? subdivisionName(country, subdivision)),
    subdivisionName1: null,
  };
}

function fromSource(headers: IncomingHttpHeaders, source: GeoSource): GeoLocation | null {
  if (source !== 'geoip2') return fromCdn(headers, CDN_HEADERS[source]);
  // Our own proxy writes the very headers we send (GEO4), so the domain's reader applies.
  const location = readGeoHeaders((name) => single(headers[name]));
  return location.country === null ? null : location;
}

export interface Locator {
  locate(request: { ip: string; headers: IncomingHttpHeaders }): LocatedVisitor;
}

export function createLocator(options: {
  trustedSources: readonly GeoSource[];
  lookupIp: IpLookup | null;
}): Locator {
  const { trustedSources, lookupIp } = options;
  return {
    locate({ ip, headers }) {
      for (const source of trustedSources) {
        const location = fromSource(headers, source);
        if (location) return { ...location, source };
      }
      const byIp = lookupIp?.(ip) ?? null;
      if (byIp) return { ...byIp, source: 'ip' };
      return { ...UNKNOWN_LOCATION, source: 'none' };
    },
  };
}
