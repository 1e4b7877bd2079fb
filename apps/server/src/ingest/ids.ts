/**
 * Our ids for a provider's objects, derived from (provider, kind, provider id) alone: the same object
 * gets the same id on every node and after every restart, with no lookup, and two providers' "123"
 * never meet. The provider map (storage/ports.ts) still records each id with its last sequence number.
 *
 * WARNING: changing a derivation renames every ingested object (feeds, followed games, pinned leagues).
 */
import { createHash } from 'node:crypto';
import type { IngestKind } from '../storage/ports.ts';

const SUFFIX_CHARS = 12;
const SUFFIX_SPACE = 36n ** BigInt(SUFFIX_CHARS);

/**
 * 12 base-36 characters of sha256(provider|kind|id), about 62 bits. Provider ids cannot contain '|'
 * (schemas.ts), so the joined text is unambiguous.
 */
export function idSuffix(provider: string, kind: IngestKind | 'template', providerId: string): string {
  const digest = createHash('sha256').update(`${provider}|${kind}|${providerId}`).digest();
  return (digest.readBigUInt64BE(0) % SUFFIX_SPACE).toString(36).padStart(SUFFIX_CHARS, '0');
}

/** g_{sport}_{suffix}: the feed id of an event. */
export function eventIdOf(sportId: number, provider: string, providerId: string): string {
  return `g_${sportId}_${idSuffix(provider, 'event', providerId)}`;
}

/** {sport}_{suffix}: a league (tournament stage) id. */
export function leagueIdOf(sportId: number, provider: string, providerId: string): string {
  return `${sportId}_${idSuffix(provider, 'competition', providerId)}`;
}

/** {sport}_{suffix}: the template key that pins a competition across its seasons. */
export function templateKeyOf(sportId: number, provider: string, template: string): string {
  return `${sportId}_${idSuffix(provider, 'template', template)}`;
}

export function participantIdOf(provider: string, providerId: string): string {
  return idSuffix(provider, 'participant', providerId);
}

/** A season is a league (tournament stage) of its own, under its competition's template key. */
export function seasonIdOf(sportId: number, provider: string, providerId: string): string {
  return `${sportId}_${idSuffix(provider, 'season', providerId)}`;
}

export function playerIdOf(provider: string, providerId: string): string {
  return idSuffix(provider, 'player', providerId);
}

/** Keys of documents that are objects of their own (rankings, news, videos). */
export function documentIdOf(
  provider: string,
  kind: 'ranking' | 'news' | 'video',
  providerId: string,
): string {
  return idSuffix(provider, kind, providerId);
}

/**
 * Country ids are numbers in the model and a 32-bit integer column in the database. Ingested ones
 * start at 1,000,000 (the simulator's world uses 1..39) and take the digest modulo the rest of the
 * positive int32 range: about 2.1e9 values.
 *
 * WARNING: that is small enough for a collision to be possible (about 1 in 10,000 with 1,000 countries
 * across all providers). The ingest path refuses to create a country over an existing one rather than
 * overwrite it (planners/country.ts, planners/documents.ts); the provider then picks another id.
 */
export const INGESTED_COUNTRY_ID_BASE = 1_000_000;
const INT32_MAX = 2 ** 31 - 1;
export function countryIdOf(provider: string, providerId: string): number {
  return numericIdOf(provider, 'country', providerId);
}

/** Bookmaker ids are numbers in the model too; the same range and the same collision rule apply. */
export function bookmakerIdOf(provider: string, providerId: string): number {
  return numericIdOf(provider, 'bookmaker', providerId);
}

function numericIdOf(provider: string, kind: 'country' | 'bookmaker', providerId: string): number {
  const digest = createHash('sha256').update(`${provider}|${kind}|${providerId}`).digest();
  return INGESTED_COUNTRY_ID_BASE + (digest.readUInt32BE(0) % (INT32_MAX - INGESTED_COUNTRY_ID_BASE));
}
