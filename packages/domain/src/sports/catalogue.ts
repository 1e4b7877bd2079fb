/**
 * The sports catalogue (rules CAT1-CAT12 in SPEC.md): every sport of spec 1 §3 "Sports" and
 * spec 2 §2-§3, one row per sport card (`registry.ts`), with the per-sport facts the spec lists. Other
 * code asks this table (or the card) instead of testing sport ids: `sportById(id)?.serving`, never
 * `id === 2 || id === 21 ...`.
 *
 * WARNING: the specs say "38 sports" but both list 40 ids (1-19, 21-26, 28-42). We keep all 40: the
 * two umbrella sports, motorsport (31) and winter sports (37), have pages and children of their own,
 * and leaving them out would break `parentId`. "38" counts the sports without those two umbrellas.
 */
import type { OddsType, SportRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { SPORT_ROW_LIST, SPORT_ROWS, type SportKey } from './rows.ts';

/** A sport's catalogue row: the part of its card that pages, feeds and filters ask about. */
export interface SportInfo {
  id: number;
  /** Section path under the site prefix (spec 2 §2): 'football', 'ice-hockey', 'alpine-skiing'. */
  slug: string;
  /**
   * Sport name of spec 1 §3 (kebab-case): 'soccer', 'hockey', 'alpine'. Typed as the registry's key,
   * so a table keyed by sport (`Record<SportKey, ...>`, the web's `SPORT_FACTS`) is read without a
   * fallback.
   */
  key: SportKey;
  /** Display names; Tamil as Indian Tamil media write it. */
  name: { ta: string; en: string };
  /** Umbrella sport: 32, 33 belong to 31; 38-41 belong to 37. */
  parentId: number | null;
  /** No two-side match (races, golf): events are whole tournaments or meetings. */
  noDuel: boolean;
  /** The sport's pages are organised by category (circuits, tours, weight classes). */
  category: boolean;
  /** A side serves (the service marker is shown). */
  serving: boolean;
  /** Events are meetings (horse racing, winter sports). */
  meeting: boolean;
  /** Events are stages of a race (meetings plus cycling and motorsport). */
  stage: boolean;
  /** How many period parts a score has (sets, quarters, innings); 0 for individual and racing sports. */
  scorePartCount: number;
  /** Main odds market: home-draw-away or home-away. */
  oddsType: OddsType;
  /** The match detail page may be indexed by search engines. */
  detailIndexed: boolean;
  /** Which live clock the sport shows. */
  clock: ClockFamily;
}

/** Sport code 0: all sports (repair feeds and mixed pages). Not a sport of the catalogue. */
export const ALL_SPORTS_ID = 0;

/** The catalogue row of a sport row. Fields in the order the hand-written table had, so a row serialises as before. */
function infoOf(row: SportRow<SportKey>): SportInfo {
  const duel = row.kind === 'duel' ? row : null;
  return Object.freeze({
    id: row.id,
    slug: row.slug,
    key: row.key,
    name: Object.freeze({ ta: row.name.ta, en: row.name.en }),
    parentId: row.parent === null ? null : SPORT_ROWS[row.parent].id,
    noDuel: duel === null,
    category: row.category,
    serving: row.serving,
    meeting: row.meeting,
    stage: row.stage,
    scorePartCount: duel ? duel.parts.count : 0,
    oddsType: row.oddsType,
    detailIndexed: row.detailIndexed,
    clock: duel ? duel.clock.family : ClockFamily.none,
  });
}

export const SPORTS: readonly SportInfo[] = Object.freeze(SPORT_ROW_LIST.map(infoOf));

const BY_ID = new Map(SPORTS.map((s) => [s.id, s]));
const BY_SLUG = new Map(SPORTS.map((s) => [s.slug, s]));
const BY_KEY = new Map<string, SportInfo>(SPORTS.map((s) => [s.key, s]));

/** [CAT1] The sport with this id; undefined for 0 (all sports), 20, 27 and anything else. */
export function sportById(id: number): SportInfo | undefined {
  return BY_ID.get(id);
}

/** [CAT2] The sport whose section path (spec 2 §2) is this slug. */
export function sportBySlug(slug: string): SportInfo | undefined {
  return BY_SLUG.get(slug);
}

/** The sport whose spec 1 sport name is this key ('soccer', 'hockey'). */
export function sportByKey(key: string): SportInfo | undefined {
  return BY_KEY.get(key);
}

/** [CAT1] True for the catalogue's ids only: not 0 (all sports), not 20 or 27. */
export function isSportId(id: number): boolean {
  return BY_ID.has(id);
}

/** [CAT3] The children of an umbrella sport (31 -> 32, 33; 37 -> 38-41), in id order. */
export function childSports(parentId: number): readonly SportInfo[] {
  return SPORTS.filter((s) => s.parentId === parentId);
}
