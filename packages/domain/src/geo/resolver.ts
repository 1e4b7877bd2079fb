/**
 * The feed resolver (spec 2 §3 "Feed resolver configuration", §4 "Geo location", §5): which origin a
 * visitor fetches feeds from. Rules RSV1-RSV7 in SPEC.md. Pure: the random number is passed in.
 */
import { type Static, Type } from '@sinclair/typebox';
import { GEO_DEFAULT, normalizeCountry } from './location.ts';

export const ResolverEntrySchema = Type.Object({
  /** An absolute http(s) origin with an optional path prefix and no trailing slash; '' = same origin. */
  url: Type.String(),
  weight: Type.Number({ minimum: 0 }),
  /** Upper-case ISO 3166-1 alpha-2 codes, or 'default' for visitors whose country is unknown. */
  countries: Type.Array(Type.String(), { minItems: 1 }),
});
export type ResolverEntry = Static<typeof ResolverEntrySchema>;

export const ResolverConfigSchema = Type.Object({
  local: Type.Array(ResolverEntrySchema),
  global: Type.Array(ResolverEntrySchema),
  /** Where visitors go when no entry lists their country; '' = the site's own origin. */
  default_url: Type.String(),
});
export type ResolverConfig = Static<typeof ResolverConfigSchema>;

export type ResolverList = 'local' | 'global';
const LISTS: readonly ResolverList[] = ['local', 'global'];

/** [RSV1] Validation messages; `{at}` is the entry's place, e.g. `local[0]`. */
export const ResolverMessage = {
  notObject: 'resolver config must be an object',
  defaultUrlRequired: 'resolver config must have default_url',
  listNotArray: (list: string) => `resolver config: ${list} must be a list of entries`,
  entryNotObject: (at: string) => `resolver config: ${at} must be an object with url, weight and countries`,
  urlRequired: (at: string) => `resolver config: ${at} must have url`,
  weightRequired: (at: string) => `resolver config: ${at} must have weight (a number, 0 or more)`,
  countriesRequired: (at: string) => `resolver config: ${at} must have a non-empty countries list`,
  badUrl: (at: string, url: string) =>
    `resolver config: ${at} url ${JSON.stringify(url)} must be '' (same origin) or an http(s) origin with an optional path, without a trailing slash, query or fragment`,
  badCountry: (at: string, country: unknown) =>
    `resolver config: ${at} country ${JSON.stringify(country)} must be a two-letter ISO code or 'default'`,
  unknownKey: (at: string, key: string) => `resolver config: ${at} has unknown key ${JSON.stringify(key)}`,
  noPick: (country: string) =>
    `no feed origin could be picked for country ${country}: review resolver weights`,
} as const;

/** [RSV5] Eligible entries exist but their weights yield no pick. */
export class ResolverWeightsError extends Error {
  constructor(readonly country: string) {
    super(ResolverMessage.noPick(country));
    this.name = 'ResolverWeightsError';
  }
}

export type GeoConfigValidation<T> = { ok: true; value: T } | { ok: false; errors: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** [RSV1] '' or an absolute http(s) URL with no query, fragment, credentials or trailing slash. */
export function isResolverUrl(url: string): boolean {
  if (url === '') return true;
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(url) || url.endsWith('/')) return false;
  try {
    const parsed = new URL(url);
    return parsed.username === '' && parsed.password === '' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

function validateEntry(raw: unknown, at: string, errors: string[]): ResolverEntry | null {
  if (!isRecord(raw)) {
    errors.push(ResolverMessage.entryNotObject(at));
    return null;
  }
  const before = errors.length;
  for (const key of Object.keys(raw)) {
    if (key !== 'url' && key !== 'weight' && key !== 'countries')
      errors.push(ResolverMessage.unknownKey(at, key));
  }
  const { url, weight, countries } = raw;
  if (typeof url !== 'string') errors.push(ResolverMessage.urlRequired(at));
  else if (!isResolverUrl(url)) errors.push(ResolverMessage.badUrl(at, url));
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
    errors.push(ResolverMessage.weightRequired(at));
  }
  const codes: string[] = [];
  if (!Array.isArray(countries) || countries.length === 0) {
    errors.push(ResolverMessage.countriesRequired(at));
  } else {
    for (const country of countries) {
      const code = country === GEO_DEFAULT ? GEO_DEFAULT : normalizeCountry(country);
      if (code === null || (typeof country === 'string' && country.trim() !== country)) {
        errors.push(ResolverMessage.badCountry(at, country));
      } else if (!codes.includes(code)) codes.push(code);
    }
  }
  if (errors.length > before) return null;
  return { url: url as string, weight: weight as number, countries: codes };
}

/**
 * [RSV1] Checks a resolver configuration as spec 2 §5 says (every entry has url, weight and a non-empty
 * countries list; default_url is required) plus our stricter forms (RSV1 decisions in SPEC.md). Every
 * problem is reported, each with where it is. Country codes come back upper case.
 */
export function validateResolverConfig(input: unknown): GeoConfigValidation<ResolverConfig> {
  if (!isRecord(input)) return { ok: false, errors: [ResolverMessage.notObject] };
  const errors: string[] = [];
  for (const key of Object.keys(input)) {
    if (key !== 'local' && key !== 'global' && key !== 'default_url' && key !== '$comment') {
      errors.push(ResolverMessage.unknownKey('top level', key));
    }
  }
  const lists: Record<ResolverList, ResolverEntry[]> = { local: [], global: [] };
  for (const list of LISTS) {
    const raw = input[list];
    if (raw === undefined) continue;
    if (!Array.isArray(raw)) {
      errors.push(ResolverMessage.listNotArray(list));
      continue;
    }
    raw.forEach((entry, i) => {
      const valid = validateEntry(entry, `${list}[${i}]`, errors);
      if (valid) lists[list].push(valid);
    });
  }
  const defaultUrl = input.default_url;
  if (typeof defaultUrl !== 'string') errors.push(ResolverMessage.defaultUrlRequired);
  else if (!isResolverUrl(defaultUrl)) errors.push(ResolverMessage.badUrl('default_url', defaultUrl));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { local: lists.local, global: lists.global, default_url: defaultUrl as string } };
}

/** The visitor's country as entries list it: upper-case code, or 'default' when unknown. */
function countryKey(country: string | null): string {
  return normalizeCountry(country) ?? GEO_DEFAULT;
}

/**
 * [RSV2] [RSV3] The entries a visitor may use: those listing the visitor's country, from the local list
 * if any local entry lists it, else from the global list; null when neither does (default_url applies).
 */
export function eligibleResolverEntries(
  config: ResolverConfig,
  country: string | null,
): { list: ResolverList; entries: ResolverEntry[] } | null {
  const key = countryKey(country);
  for (const list of LISTS) {
    const entries = config[list].filter((entry) => entry.countries.includes(key));
    if (entries.length > 0) return { list, entries };
  }
  return null;
}

/**
 * [RSV4] A weighted pick: entry i is chosen with probability weight_i / sum(weights); an entry of weight 0
 * is never chosen. `random` returns a number in [0, 1), like Math.random.
 * [RSV5] Throws ResolverWeightsError when the weights sum to 0.
 */
export function pickWeighted<T extends { weight: number }>(
  entries: readonly T[],
  random: () => number,
  country = GEO_DEFAULT,
): T {
  let total = 0;
  for (const entry of entries) if (entry.weight > 0) total += entry.weight;
  if (!(total > 0) || !Number.isFinite(total)) throw new ResolverWeightsError(country);
  const r = Math.min(Math.max(random(), 0), 1) * total;
  let last: T | undefined;
  let cumulative = 0;
  for (const entry of entries) {
    if (!(entry.weight > 0)) continue;
    cumulative += entry.weight;
    last = entry;
    if (r < cumulative) return entry;
  }
  // Floating-point sums can leave r a hair above the last bound (or random() returned 1): the last
  // entry with weight owns that edge.
  return last as T;
}

/**
 * [RSV2]-[RSV5] The feed origin for a visitor: a weighted pick among the eligible entries, or default_url
 * when no entry lists the visitor's country. '' means the site's own origin.
 */
export function pickFeedOrigin(config: ResolverConfig, country: string | null, random: () => number): string {
  const eligible = eligibleResolverEntries(config, country);
  if (eligible === null) return config.default_url;
  return pickWeighted(eligible.entries, random, countryKey(country)).url;
}

/**
 * [RSV6] Whether an origin remembered from an earlier pick (session storage, S2 §4) may still be used:
 * it must be the url of an eligible entry that can be picked (weight above 0), or default_url when no
 * entry is eligible.
 */
export function isRememberedOriginValid(
  config: ResolverConfig,
  country: string | null,
  url: string,
): boolean {
  const eligible = eligibleResolverEntries(config, country);
  if (eligible === null) return url === config.default_url;
  return eligible.entries.some((entry) => entry.url === url && entry.weight > 0);
}

/**
 * [RSV7] The countries (and 'default') for which this configuration would throw RSV5: the entries that
 * would be eligible all have weight 0. The server refuses such a configuration at start.
 */
export function resolverWeightProblems(config: ResolverConfig): string[] {
  const keys = new Set<string>();
  for (const list of LISTS) for (const entry of config[list]) for (const c of entry.countries) keys.add(c);
  const problems: string[] = [];
  for (const key of [...keys].sort()) {
    const eligible = eligibleResolverEntries(config, key === GEO_DEFAULT ? null : key);
    if (eligible && !eligible.entries.some((entry) => entry.weight > 0))
      problems.push(ResolverMessage.noPick(key));
  }
  return problems;
}
