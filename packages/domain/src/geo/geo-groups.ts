/**
 * Bookmaker geo-group settings (spec 2 §3 "Bookmaker geo-group settings", §5, §6): which bookmaker
 * features a visitor's region allows. Rules GEO5-GEO7 in SPEC.md; the shipped defaults and the law
 * behind them are in docs/decisions.md ("Bookmaker and odds rules by region").
 */
import { type Static, Type } from '@sinclair/typebox';
import { GEO_DEFAULT, geoGroupKeys } from './location.ts';
import type { GeoConfigValidation } from './resolver.ts';

/** The spec's flags, in its order. */
export const BOOKMAKER_FLAGS = [
  'clickable',
  'show_odds_comparison_tab',
  'show_bookmaker_logo_in_summary',
  'logo_to_text_match_summary',
  'logo_to_text_bonus',
  'show_bookmaker_logo_odds_comparison',
  'clickable_bookmaker_logo_in_summary',
  'clickable_bookmaker_logo_odds_comparison',
  'odds_background_in_odds_comparison',
] as const;
export type BookmakerFlag = (typeof BOOKMAKER_FLAGS)[number];

export const MAIN_BOOKMAKER_IDS = 'main_bookmaker_ids';

/** One group as configured: flags as the spec writes them ('0' off) and the main bookmakers, main first. */
export type GeoGroup = { readonly [F in BookmakerFlag]?: string } & {
  readonly main_bookmaker_ids?: readonly number[];
  /** [GEO8] Legal-age confirmation before any odds or bookmaker element (odds/age-gate.ts, AGE2). */
  readonly age_gate?: string;
  /** [GEO8] The mobile-version footer link (odds/age-gate.ts, AGE7). */
  readonly mobile_link?: string;
};
/** [GEO8] Site rules a group may state besides the bookmaker flags: '0' or '1', missing reads as on. */
export const GEO_SITE_RULES = ['age_gate', 'mobile_link'] as const;
/** Groups keyed by 'default', a country ('IN') or a country and subdivision ('IN:TN'). */
export type GeoGroups = Readonly<Record<string, GeoGroup>>;

/** The effective settings of one visitor, as served at GET /x/geo: flags already read (true = on). */
export const BookmakerSettingsSchema = Type.Object({
  clickable: Type.Boolean(),
  show_odds_comparison_tab: Type.Boolean(),
  show_bookmaker_logo_in_summary: Type.Boolean(),
  logo_to_text_match_summary: Type.Boolean(),
  logo_to_text_bonus: Type.Boolean(),
  show_bookmaker_logo_odds_comparison: Type.Boolean(),
  clickable_bookmaker_logo_in_summary: Type.Boolean(),
  clickable_bookmaker_logo_odds_comparison: Type.Boolean(),
  odds_background_in_odds_comparison: Type.Boolean(),
  /** The first is the main bookmaker; empty = odds without any bookmaker named. */
  main_bookmaker_ids: Type.Array(Type.Integer({ minimum: 1 })),
});
export type BookmakerSettings = Static<typeof BookmakerSettingsSchema>;

/** [GEO5] A flag is off only when it is '0'; anything else, or missing, is on (S2 §3, §5). */
export function isBookmakerFlagOn(value: unknown): boolean {
  return !(value === '0' || value === 0);
}

/**
 * [GEO3] The group that applies: 'IN:TN', else 'IN', else 'default'. The first group found is used
 * whole; flags are not merged across levels. Null when not even 'default' exists.
 */
export function findGeoGroup(
  groups: GeoGroups,
  country: string | null,
  subdivision: string | null,
): { key: string; group: GeoGroup } | null {
  for (const key of geoGroupKeys(country, subdivision)) {
    const group = Object.hasOwn(groups, key) ? groups[key] : undefined;
    if (group) return { key, group };
  }
  return null;
}

/**
 * [GEO3] [GEO5] [GEO6] The visitor's effective settings. With no group at all every flag reads as on
 * (the spec's "missing means on"); GEO7 keeps our configurations from ever getting there.
 */
export function bookmakerSettings(
  groups: GeoGroups,
  country: string | null,
  subdivision: string | null,
): { key: string; settings: BookmakerSettings } {
  const found = findGeoGroup(groups, country, subdivision);
  const group: GeoGroup = found?.group ?? {};
  const flags = Object.fromEntries(BOOKMAKER_FLAGS.map((flag) => [flag, isBookmakerFlagOn(group[flag])]));
  return {
    key: found?.key ?? GEO_DEFAULT,
    settings: {
      ...(flags as Record<BookmakerFlag, boolean>),
      main_bookmaker_ids: [...(group.main_bookmaker_ids ?? [])],
    },
  };
}

/** [GEO6] The main bookmaker: the first of the list, or null when the list is empty. */
export function mainBookmakerId(settings: Pick<BookmakerSettings, 'main_bookmaker_ids'>): number | null {
  return settings.main_bookmaker_ids[0] ?? null;
}

/** [GEO7] Validation messages. */
export const GeoGroupMessage = {
  notObject: 'geo groups must be an object keyed by default, a country code or country:subdivision',
  defaultRequired: "geo groups must have a 'default' group",
  badKey: (key: string) =>
    `geo groups: key ${JSON.stringify(key)} must be 'default', a country code ('IN') or country:subdivision ('IN:TN')`,
  groupNotObject: (key: string) => `geo groups: ${key} must be an object of flags and main_bookmaker_ids`,
  flagMissing: (key: string, flag: string) =>
    `geo groups: ${key} must set ${flag} to '0' or '1' (a missing flag would read as on)`,
  badFlag: (key: string, flag: string, value: unknown) =>
    `geo groups: ${key}.${flag} must be '0' (off) or '1' (on), got ${JSON.stringify(value)}`,
  badIds: (key: string) =>
    `geo groups: ${key}.main_bookmaker_ids must be a list of distinct bookmaker ids (integers from 1)`,
  unknownKey: (key: string, field: string) => `geo groups: ${key} has unknown key ${JSON.stringify(field)}`,
} as const;

const GROUP_KEY = /^(default|[A-Z]{2}|[A-Z]{2}:[A-Z0-9]{1,3})$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * [GEO7] Our configuration files are stricter than what the spec's reader accepts: a 'default' group
 * must exist, and every group states every flag as '0' or '1' and lists its main bookmakers (maybe none),
 * so that no feature is ever switched on by a missing key or a typo such as 'false'.
 */
export function validateGeoGroups(input: unknown): GeoConfigValidation<GeoGroups> {
  if (!isRecord(input)) return { ok: false, errors: [GeoGroupMessage.notObject] };
  const errors: string[] = [];
  const groups: Record<string, GeoGroup> = {};
  if (!Object.hasOwn(input, GEO_DEFAULT)) errors.push(GeoGroupMessage.defaultRequired);
  for (const [key, raw] of Object.entries(input)) {
    if (key === '$comment') continue;
    if (!GROUP_KEY.test(key)) {
      errors.push(GeoGroupMessage.badKey(key));
      continue;
    }
    if (!isRecord(raw)) {
      errors.push(GeoGroupMessage.groupNotObject(key));
      continue;
    }
    const before = errors.length;
    for (const field of Object.keys(raw)) {
      const known =
        field === MAIN_BOOKMAKER_IDS ||
        field === '$comment' ||
        (GEO_SITE_RULES as readonly string[]).includes(field);
      if (!known && !(BOOKMAKER_FLAGS as readonly string[]).includes(field)) {
        errors.push(GeoGroupMessage.unknownKey(key, field));
      }
    }
    const group: Record<string, unknown> = {};
    for (const flag of BOOKMAKER_FLAGS) {
      const value = raw[flag];
      if (value === undefined) errors.push(GeoGroupMessage.flagMissing(key, flag));
      else if (value !== '0' && value !== '1') errors.push(GeoGroupMessage.badFlag(key, flag, value));
      else group[flag] = value;
    }
    for (const rule of GEO_SITE_RULES) {
      const value = raw[rule];
      if (value === undefined) continue;
      if (value !== '0' && value !== '1') errors.push(GeoGroupMessage.badFlag(key, rule, value));
      else group[rule] = value;
    }
    const ids = raw[MAIN_BOOKMAKER_IDS];
    const idsValid =
      Array.isArray(ids) &&
      ids.every((id) => Number.isSafeInteger(id) && (id as number) >= 1) &&
      new Set(ids).size === ids.length;
    if (!idsValid) errors.push(GeoGroupMessage.badIds(key));
    else group[MAIN_BOOKMAKER_IDS] = [...(ids as number[])];
    if (errors.length === before) groups[key] = group as GeoGroup;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: groups };
}
