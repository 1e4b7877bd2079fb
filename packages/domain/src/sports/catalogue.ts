/**
 * The sports catalogue (rules CAT1-CAT12 in SPEC.md): every sport of spec 1 §3 "Sports" and
 * spec 2 §2-§3, with the per-sport facts the spec lists. Other code asks this table instead of
 * testing sport ids: `sportById(id)?.serving`, never `id === 2 || id === 21 ...`.
 *
 * WARNING: the specs say "38 sports" but both list 40 ids (1-19, 21-26, 28-42). We keep all 40: the
 * two umbrella sports, motorsport (31) and winter sports (37), have pages and children of their own,
 * and leaving them out would break `parentId`. "38" counts the sports without those two umbrellas.
 */
import { ClockFamily } from './clock-family.ts';

export type OddsType = '1x2' | '12';

export interface SportInfo {
  id: number;
  /** Section path under the site prefix (spec 2 §2): 'football', 'ice-hockey', 'alpine-skiing'. */
  slug: string;
  /** Sport name of spec 1 §3 (kebab-case): 'soccer', 'hockey', 'alpine'. */
  key: string;
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

type Flag = 'noDuel' | 'category' | 'serving' | 'meeting' | 'stage';

/**
 * One line per sport keeps the table reviewable against the spec. Flags default to false, the part
 * count to 0, odds to '12', indexing to true and the clock to none.
 */
function sport(
  id: number,
  slug: string,
  key: string,
  ta: string,
  en: string,
  extra: Partial<
    Pick<SportInfo, Flag | 'parentId' | 'scorePartCount' | 'oddsType' | 'detailIndexed' | 'clock'>
  > = {},
): SportInfo {
  return Object.freeze({
    id,
    slug,
    key,
    name: Object.freeze({ ta, en }),
    parentId: null,
    noDuel: false,
    category: false,
    serving: false,
    meeting: false,
    stage: false,
    scorePartCount: 0,
    oddsType: '12',
    detailIndexed: true,
    clock: ClockFamily.none,
    ...extra,
  });
}

// Shorthands for the repeated flag sets of the umbrella families.
const MOTOR = { noDuel: true, category: true, stage: true } as const;
const WINTER = { noDuel: true, category: true, meeting: true, stage: true, parentId: 37 } as const;

export const SPORTS: readonly SportInfo[] = Object.freeze([
  sport(1, 'football', 'soccer', 'கால்பந்து', 'Football', {
    scorePartCount: 1,
    oddsType: '1x2',
    clock: ClockFamily.halves,
  }),
  sport(2, 'tennis', 'tennis', 'டென்னிஸ்', 'Tennis', { category: true, serving: true, scorePartCount: 5 }),
  sport(3, 'basketball', 'basketball', 'கூடைப்பந்து', 'Basketball', {
    scorePartCount: 5,
    clock: ClockFamily.reversed,
  }),
  sport(4, 'ice-hockey', 'hockey', 'ஐஸ் ஹாக்கி', 'Ice Hockey', {
    scorePartCount: 5,
    oddsType: '1x2',
    clock: ClockFamily.reversed,
  }),
  sport(5, 'american-football', 'american-football', 'அமெரிக்க கால்பந்து', 'American Football', {
    serving: true,
    scorePartCount: 5,
    clock: ClockFamily.reversed,
  }),
  sport(6, 'baseball', 'baseball', 'பேஸ்பால்', 'Baseball', { serving: true, scorePartCount: 10 }),
  sport(7, 'handball', 'handball', 'ஹேண்ட்பால்', 'Handball', { scorePartCount: 3, oddsType: '1x2' }),
  sport(8, 'rugby-union', 'rugby-union', 'ரக்பி யூனியன்', 'Rugby Union', {
    scorePartCount: 4,
    oddsType: '1x2',
    clock: ClockFamily.rugby,
  }),
  sport(9, 'floorball', 'floorball', 'ஃப்ளோர்பால்', 'Floorball', { scorePartCount: 5, oddsType: '1x2' }),
  sport(10, 'bandy', 'bandy', 'பேண்டி', 'Bandy', {
    scorePartCount: 4,
    oddsType: '1x2',
    clock: ClockFamily.halves,
  }),
  sport(11, 'futsal', 'futsal', 'ஃபுட்சல்', 'Futsal', { scorePartCount: 4, oddsType: '1x2' }),
  sport(12, 'volleyball', 'volleyball', 'கைப்பந்து', 'Volleyball', { scorePartCount: 5 }),
  sport(13, 'cricket', 'cricket', 'கிரிக்கெட்', 'Cricket', {
    serving: true,
    scorePartCount: 2,
    oddsType: '1x2',
    detailIndexed: false,
  }),
  sport(14, 'darts', 'darts', 'டார்ட்ஸ்', 'Darts', { serving: true, clock: ClockFamily.leg }),
  sport(15, 'snooker', 'snooker', 'ஸ்னூக்கர்', 'Snooker', { clock: ClockFamily.frame }),
  sport(16, 'boxing', 'boxing', 'குத்துச்சண்டை', 'Boxing', { category: true, oddsType: '1x2' }),
  sport(17, 'beach-volleyball', 'beach-volleyball', 'கடற்கரை கைப்பந்து', 'Beach Volleyball', {
    category: true,
    scorePartCount: 3,
  }),
  sport(18, 'aussie-rules', 'aussie-rules', 'ஆஸ்திரேலிய கால்பந்து', 'Aussie Rules', {
    scorePartCount: 4,
    oddsType: '1x2',
    clock: ClockFamily.aussieRules,
  }),
  sport(19, 'rugby-league', 'rugby-league', 'ரக்பி லீக்', 'Rugby League', {
    scorePartCount: 4,
    oddsType: '1x2',
    clock: ClockFamily.rugby,
  }),
  sport(21, 'badminton', 'badminton', 'இறகுப்பந்து', 'Badminton', {
    category: true,
    serving: true,
    scorePartCount: 3,
  }),
  sport(22, 'water-polo', 'water-polo', 'வாட்டர் போலோ', 'Water Polo', { scorePartCount: 6, oddsType: '1x2' }),
  sport(23, 'golf', 'golf', 'கோல்ஃப்', 'Golf', { noDuel: true, category: true, detailIndexed: false }),
  // Spec silent on field hockey's part count: four quarters, the FIH format since 2019 (SPEC.md CAT9).
  sport(24, 'field-hockey', 'field-hockey', 'ஹாக்கி', 'Field Hockey', { scorePartCount: 4, oddsType: '1x2' }),
  sport(25, 'table-tennis', 'table-tennis', 'டேபிள் டென்னிஸ்', 'Table Tennis', {
    category: true,
    scorePartCount: 7,
  }),
  sport(26, 'beach-soccer', 'beach-soccer', 'கடற்கரை கால்பந்து', 'Beach Soccer', {
    scorePartCount: 5,
    oddsType: '1x2',
  }),
  sport(28, 'mma', 'mma', 'கலப்பு தற்காப்புக் கலை', 'MMA', { category: true }),
  sport(29, 'netball', 'netball', 'நெட்பால்', 'Netball', { scorePartCount: 5, oddsType: '1x2' }),
  sport(30, 'pesapallo', 'pesapallo', 'பெசாபல்லோ', 'Pesäpallo', { serving: true, scorePartCount: 11 }),
  sport(31, 'motorsport', 'motorsport', 'மோட்டார் பந்தயம்', 'Motorsport', MOTOR),
  sport(32, 'auto-racing', 'auto-racing', 'கார் பந்தயம்', 'Auto Racing', { ...MOTOR, parentId: 31 }),
  sport(33, 'moto-racing', 'moto-racing', 'மோட்டார் சைக்கிள் பந்தயம்', 'Moto Racing', {
    ...MOTOR,
    parentId: 31,
    detailIndexed: false,
  }),
  sport(34, 'cycling', 'cycling', 'சைக்கிள் பந்தயம்', 'Cycling', { noDuel: true, category: true, stage: true }),
  sport(35, 'horse-racing', 'horse-racing', 'குதிரைப் பந்தயம்', 'Horse Racing', {
    noDuel: true,
    meeting: true,
    stage: true,
  }),
  // Spec silent on esports' part count: five, a best-of-five series of maps (SPEC.md CAT9).
  sport(36, 'esports', 'esports', 'இ-ஸ்போர்ட்ஸ்', 'Esports', { category: true, scorePartCount: 5 }),
  sport(37, 'winter-sports', 'winter-sports', 'குளிர்கால விளையாட்டுகள்', 'Winter Sports', {
    ...WINTER,
    parentId: null,
  }),
  sport(38, 'ski-jumping', 'ski-jumping', 'ஸ்கை ஜம்பிங்', 'Ski Jumping', WINTER),
  sport(39, 'alpine-skiing', 'alpine', 'ஆல்பைன் பனிச்சறுக்கு', 'Alpine Skiing', WINTER),
  sport(
    40,
    'cross-country-skiing',
    'cross-country',
    'கிராஸ் கன்ட்ரி பனிச்சறுக்கு',
    'Cross-Country Skiing',
    WINTER,
  ),
  sport(41, 'biathlon', 'biathlon', 'பயத்லான்', 'Biathlon', WINTER),
  sport(42, 'kabaddi', 'kabaddi', 'கபடி', 'Kabaddi', {
    scorePartCount: 3,
    oddsType: '1x2',
    clock: ClockFamily.kabaddi,
  }),
]);

const BY_ID = new Map(SPORTS.map((s) => [s.id, s]));
const BY_SLUG = new Map(SPORTS.map((s) => [s.slug, s]));
const BY_KEY = new Map(SPORTS.map((s) => [s.key, s]));

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
