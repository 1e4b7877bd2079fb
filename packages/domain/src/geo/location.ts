/**
 * The visitor's location as the site uses it (spec 2 §3 "Geo location data kept on the client", §4 "Geo
 * location", §7 "Feeds"): rules GEO1-GEO4 in SPEC.md. The server writes it into x-geoip2-* response
 * headers; the client reads them back with the same functions, so both sides agree on every edge case.
 */

/** The key part used when the country or subdivision is unknown (S2 §3). */
export const GEO_DEFAULT = 'default';

/**
 * The feed a client fetches only to learn its location (S2 §7 "Geo lookup fetches the feed named f_ with
 * header x-geoip set to 1"): always the empty feed, with the x-geoip2-* headers.
 */
export const GEO_LOOKUP_FEED = 'f_';

/** Request header: the client has no geo data and asks for it; only the value '1' counts. */
export const GEO_REQUEST_HEADER = 'x-geoip';
/** Request header: the client knows no server time and asks for it; only the value '1' counts. */
export const UTIME_REQUEST_HEADER = 'x-utime';
/** Response header answering `X-utime: 1`: the server's time in unix seconds. */
export const UTIME_RESPONSE_HEADER = 'x-utime';

/** The geo response headers of spec 2 §7, lower case (HTTP header names are case-insensitive). */
export const GeoHeader = {
  countryCode: 'x-geoip2-country-code',
  cityName: 'x-geoip2-city-name',
  subdivisionName0: 'x-geoip2-subdivision-name-0',
  subdivisionCode0: 'x-geoip2-subdivision-code-0',
  isoSubdivisionCode0: 'x-geoip2-iso-subdivision-code-0',
  subdivisionName1: 'x-geoip2-subdivision-name-1',
} as const;

export interface GeoLocation {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
  /** ISO 3166-2 subdivision code without the country part ('TN' of 'IN-TN'); null when unknown. */
  subdivision: string | null;
  city: string | null;
  /** Name of the first-level subdivision (a state: 'Tamil Nadu'). */
  subdivisionName: string | null;
  /** Name of the second-level subdivision (a district); only a trusted proxy supplies it. */
  subdivisionName1: string | null;
}

export const UNKNOWN_LOCATION: GeoLocation = Object.freeze({
  country: null,
  subdivision: null,
  city: null,
  subdivisionName: null,
  subdivisionName1: null,
});

/**
 * Codes that look like countries but name none: Cloudflare's `XX` (unknown), ISO's user-assigned `AA`
 * and `ZZ`, the old MaxMind continent codes `EU` and `AP`. (`T1`, Cloudflare's Tor, fails the pattern.)
 * `XK` (Kosovo) is user-assigned too but every geo source uses it as a country, so it stays.
 */
const NOT_COUNTRIES = new Set(['XX', 'ZZ', 'AA', 'EU', 'AP']);

/** Longest code text read, padding included ('  IN-TN  '); longer text is no code. */
const MAX_CODE_TEXT = 32;

/** [GEO1] An ISO 3166-1 alpha-2 code in upper case, or null for anything else. */
export function normalizeCountry(value: unknown): string | null {
  // The length cap keeps a huge header from being copied; padding is allowed within it.
  if (typeof value !== 'string' || value.length > MAX_CODE_TEXT) return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) ? code : null;
}

/**
 * [GEO1] The subdivision part of an ISO 3166-2 code, upper case: 'TN' from 'tn' or 'IN-TN'. A prefixed
 * code must carry the visitor's country; without a country a subdivision means nothing.
 */
export function normalizeSubdivision(value: unknown, country: string | null): string | null {
  if (country === null || typeof value !== 'string' || value.length > MAX_CODE_TEXT) return null;
  let code = value.trim().toUpperCase();
  const dash = code.indexOf('-');
  if (dash >= 0) {
    if (code.slice(0, dash) !== country) return null;
    code = code.slice(dash + 1);
  }
  return /^[A-Z0-9]{1,3}$/.test(code) ? code : null;
}

/** [GEO2] The ISO subdivision code with its dash removed: ('IN', 'TN') -> 'INTN'. */
export function isoSubdivisionCode(country: string, subdivision: string): string {
  return `${country}${subdivision}`;
}

/**
 * [GEO3] The keys of bookmaker geo groups to try, most specific first: 'IN:TN', 'IN', 'default'.
 * An unknown country or subdivision falls back to 'default' (S2 §3).
 */
export function geoGroupKeys(country: string | null, subdivision: string | null): string[] {
  if (country === null) return [GEO_DEFAULT];
  return subdivision === null ? [country, GEO_DEFAULT] : [`${country}:${subdivision}`, country, GEO_DEFAULT];
}

const HEADER_TEXT_MAX = 100;

/** The first HEADER_TEXT_MAX code points (a cut never splits a surrogate pair). */
function firstCodePoints(text: string): string[] {
  // A code point is 1 or 2 UTF-16 units, so the pre-cut keeps the first HEADER_TEXT_MAX whole.
  return [...text.slice(0, HEADER_TEXT_MAX * 2)].slice(0, HEADER_TEXT_MAX);
}

/**
 * [GEO4] Header values are ASCII: printable ASCII passes except `%` and a space at either end; anything
 * else (Tamil, accents, control characters) is percent-encoded UTF-8, as Vercel sends city names. Names
 * are cut to 100 code points.
 * WARNING: Node throws on a header value outside latin-1, so nothing may skip this.
 */
export function encodeGeoHeaderValue(text: string): string {
  const chars = firstCodePoints(text);
  return chars
    .map((ch, i) => {
      const code = ch.codePointAt(0) ?? 0;
      // HTTP would drop a space at either end of the value.
      const edgeSpace = ch === ' ' && (i === 0 || i === chars.length - 1);
      if (code >= 0x20 && code <= 0x7e && ch !== '%' && !edgeSpace) return ch;
      // A lone surrogate has no UTF-8 form (encodeURIComponent throws): U+FFFD stands in.
      return code >= 0xd800 && code <= 0xdfff ? '%EF%BF%BD' : encodeURIComponent(ch);
    })
    .join('');
}

/** [GEO4] The inverse of encodeGeoHeaderValue; a malformed escape leaves the text as it came. */
export function decodeGeoHeaderValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * [GEO4] The response headers for a location, in spec order. The country is always sent ('default' when
 * unknown) so the client's geo state becomes loaded (S2 §4) instead of asking again; the other headers
 * are sent only when known.
 */
export function geoResponseHeaders(location: GeoLocation): [name: string, value: string][] {
  const headers: [string, string][] = [[GeoHeader.countryCode, location.country ?? GEO_DEFAULT]];
  const text = (name: string, value: string | null) => {
    // HTTP drops spaces at either end of a value: trim here so that what is read back is what was sent.
    const trimmed = value?.trim();
    if (trimmed) headers.push([name, encodeGeoHeaderValue(trimmed)]);
  };
  text(GeoHeader.cityName, location.city);
  text(GeoHeader.subdivisionName0, location.subdivisionName);
  if (location.country !== null && location.subdivision !== null) {
    headers.push([GeoHeader.subdivisionCode0, location.subdivision]);
    headers.push([GeoHeader.isoSubdivisionCode0, isoSubdivisionCode(location.country, location.subdivision)]);
  }
  text(GeoHeader.subdivisionName1, location.subdivisionName1);
  return headers;
}

/**
 * [GEO4] Reads the geo headers of a response (or of a trusted proxy's request): `get` returns a header's
 * value or null. Values are validated as GEO1 says; the ISO code is derived, not read.
 */
export function readGeoHeaders(get: (name: string) => string | null | undefined): GeoLocation {
  const country = normalizeCountry(get(GeoHeader.countryCode));
  if (country === null) return UNKNOWN_LOCATION;
  const text = (name: string): string | null => {
    const value = get(name);
    if (typeof value !== 'string' || value === '') return null;
    return firstCodePoints(decodeGeoHeaderValue(value)).join('');
  };
  return {
    country,
    subdivision: normalizeSubdivision(get(GeoHeader.subdivisionCode0), country),
    city: text(GeoHeader.cityName),
    subdivisionName: text(GeoHeader.subdivisionName0),
    subdivisionName1: text(GeoHeader.subdivisionName1),
  };
}
