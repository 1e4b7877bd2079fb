/**
 * The legal-age gate (S2 §4 "Age gate", §5, §9) and the other per-region site rules that go with
 * bookmaker features. Rules AGE1-AGE3 and AGE7 in SPEC.md; why the shipped regions are set as they are:
 * docs/decisions.md ("Bookmaker and odds rules by region").
 *
 * WARNING: only type imports here. The web imports this file, and a value import of geo-groups.ts
 * would pull TypeBox's schema building into the page's JavaScript.
 */
import type { GeoGroup } from '../geo/geo-groups.ts';

/** India's age of majority, and the gambling age of every region we serve. */
export const LEGAL_AGE_YEARS = 18;

/** [AGE3] How long an answer is kept (S2 §9 "Age storage ttl 7776000 s", 90 days). */
export const AGE_STORAGE_TTL_S = 7_776_000;

/** The stored answer: '1' the visitor said they are of legal age, '0' they said no. */
export const LegalAgeFlag = { confirmed: '1', declined: '0' } as const;
export type LegalAgeFlag = (typeof LegalAgeFlag)[keyof typeof LegalAgeFlag];

/** A stored value read leniently: anything but '1' or '0' is no answer. */
export function parseLegalAgeFlag(value: string | null | undefined): LegalAgeFlag | null {
  return value === LegalAgeFlag.confirmed || value === LegalAgeFlag.declined ? value : null;
}

/** [AGE1] Confirmed only if the stored flag equals 1 or confirmation is not required (S2 §4). */
export function isLegalAgeConfirmed(flag: string | null | undefined, required: boolean): boolean {
  return !required || flag === LegalAgeFlag.confirmed;
}

/** Keys of a group beyond the bookmaker flags (GEO8). */
export const AGE_GATE_KEY = 'age_gate';
export const MOBILE_LINK_KEY = 'mobile_link';

/** GEO5's reading: off only when '0'. */
const isOn = (value: unknown): boolean => !(value === '0' || value === 0);

/**
 * [AGE2] S2 §5: "required only when enabled and the visitor's country is in the configured country
 * lists". Our lists are the geo groups: the group that applies to the visitor (GEO3) says `age_gate`;
 * a group that leaves it out requires the gate, so a region switched on later cannot show odds to an
 * unconfirmed visitor by an omission. No group at all: required.
 */
export function isAgeGateRequired(group: GeoGroup | null | undefined): boolean {
  return isOn(group?.age_gate);
}

/**
 * [AGE7] S2 §2: the mobile-version footer link shows only when the visitor's country passes the
 * configured restriction: the applying group's `mobile_link` ('0' hides it; missing shows it).
 */
export function isMobileLinkShown(group: GeoGroup | null | undefined): boolean {
  return isOn(group?.mobile_link);
}
