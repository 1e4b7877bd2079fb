/**
 * Geo configuration from the environment and two JSON files, read and checked once at start. An invalid
 * file stops the start with a message that names the file and every problem in it.
 *
 *   RESOLVER_CONFIG    feed resolver file (default: resolver.json beside this file)
 *   GEO_GROUPS_CONFIG  bookmaker geo groups file (default: geo-groups.json beside this file)
 *   TRUST_PROXY_GEO    which location headers of the request to believe: off (default), on (all known),
 *                      or a list of cloudflare, cloudfront, vercel, geoip2 (our own proxy's x-geoip2-*)
 *   GEOIP_LOOKUP       on (default): locate by IP with geoip-lite when no trusted header says;
 *                      off: never (saves ~140 MB of memory behind a CDN that always says)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type GeoGroups,
  type ResolverConfig,
  resolverWeightProblems,
  validateGeoGroups,
  validateResolverConfig,
} from '@nerali/domain';
import { GEO_SOURCES, type GeoSource } from './locate.ts';

export interface GeoConfig {
  resolver: ResolverConfig;
  geoGroups: GeoGroups;
  /** Header sources believed, first match wins. Empty: only the client IP counts. */
  trustedSources: GeoSource[];
  /** Whether to load geoip-lite and locate by IP. */
  ipLookup: boolean;
}

/** Thrown for any invalid geo setting; main.ts lets it end the process with this message. */
export class GeoConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeoConfigError';
  }
}

export const DEFAULT_RESOLVER_PATH = fileURLToPath(new URL('./resolver.json', import.meta.url));
export const DEFAULT_GEO_GROUPS_PATH = fileURLToPath(new URL('./geo-groups.json', import.meta.url));

function readJson(path: string, what: string, variable: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new GeoConfigError(`cannot read the ${what} ${path} (${variable}): ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new GeoConfigError(
      `the ${what} ${path} (${variable}) is not valid JSON: ${(err as Error).message}`,
    );
  }
}

function problems(what: string, path: string, variable: string, errors: string[]): GeoConfigError {
  return new GeoConfigError(
    `invalid ${what} ${path} (${variable}):\n${errors.map((error) => `  - ${error}`).join('\n')}`,
  );
}

export function loadResolverConfig(path: string = DEFAULT_RESOLVER_PATH): ResolverConfig {
  const what = 'feed resolver configuration';
  const result = validateResolverConfig(readJson(path, what, 'RESOLVER_CONFIG'));
  if (!result.ok) throw problems(what, path, 'RESOLVER_CONFIG', result.errors);
  // RSV7: a country whose eligible entries all weigh 0 would make every pick for it throw (RSV5).
  const weightErrors = resolverWeightProblems(result.value);
  if (weightErrors.length > 0) throw problems(what, path, 'RESOLVER_CONFIG', weightErrors);
  return result.value;
}

export function loadGeoGroups(path: string = DEFAULT_GEO_GROUPS_PATH): GeoGroups {
  const what = 'bookmaker geo groups';
  const result = validateGeoGroups(readJson(path, what, 'GEO_GROUPS_CONFIG'));
  if (!result.ok) throw problems(what, path, 'GEO_GROUPS_CONFIG', result.errors);
  return result.value;
}

const OFF = new Set(['', '0', 'off', 'false', 'no']);
const ON = new Set(['1', 'on', 'true', 'yes', 'all']);

export function parseTrustedSources(value: string | undefined): GeoSource[] {
  const text = (value ?? '').trim().toLowerCase();
  if (OFF.has(text)) return [];
  if (ON.has(text)) return [...GEO_SOURCES];
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(GEO_SOURCES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new GeoConfigError(
      `TRUST_PROXY_GEO must be off, on, or a list of ${GEO_SOURCES.join(', ')}; unknown: ${unknown.join(', ')}`,
    );
  }
  return [...new Set(names)] as GeoSource[];
}

function parseSwitch(value: string | undefined, name: string, fallback: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (OFF.has(text)) return false;
  if (ON.has(text)) return true;
  throw new GeoConfigError(`${name} must be on or off, got ${JSON.stringify(value)}`);
}

export function readGeoConfig(env: NodeJS.ProcessEnv = process.env): GeoConfig {
  return {
    resolver: loadResolverConfig(env.RESOLVER_CONFIG || DEFAULT_RESOLVER_PATH),
    geoGroups: loadGeoGroups(env.GEO_GROUPS_CONFIG || DEFAULT_GEO_GROUPS_PATH),
    trustedSources: parseTrustedSources(env.TRUST_PROXY_GEO),
    ipLookup: parseSwitch(env.GEOIP_LOOKUP, 'GEOIP_LOOKUP', true),
  };
}
