/**
 * Winter sports (children of 37): ski jumping (38), alpine skiing (39), cross-country (40), biathlon
 * (41). Each sport has three daily slots, each at the week's venue of its rotation: the World Cup in
 * the European day, a race in Asia in the Indian morning (the Khelo India Winter Games at Gulmarg, the
 * Far East Cup, the Continental and IBU Cups' Asian legs) and one in North America in the European
 * evening (Continental Cup, North American Cups), so that some race is on or just over at most hours. Men and women race on alternate days; each race is its own league
 * ("ஸ்கை ஜம்பிங் உலகக் கோப்பை — பிளானிகா — ஆண்கள் பெரிய மலை").
 */
import {
  type Participant,
  SPORT_CARDS,
  type SportId,
  TournamentType as T,
  type TournamentType,
} from '@nerali/domain';
import { Rng } from '../../prng.ts';
import {
  entrantOf,
  localStart,
  raceLeague,
  raceSeed,
  rotation,
  type SeriesRef,
  type Venue,
  weekdayOf,
  weekOf,
} from '../calendar.ts';
import { shuffled } from '../random.ts';
import type { Race, RaceFormat } from '../types.ts';
import { athletes, type Mix } from './people.ts';

/** The four winter sports' ids, from their cards. */
export const WinterSport = {
  skiJumping: SPORT_CARDS['ski-jumping'].id,
  alpine: SPORT_CARDS.alpine.id,
  crossCountry: SPORT_CARDS['cross-country'].id,
  biathlon: SPORT_CARDS.biathlon.id,
} as const;

type Gender = 'men' | 'women';
const GENDER = { men: { en: "Men's", ta: 'ஆண்கள்' }, women: { en: "Women's", ta: 'பெண்கள்' } } as const;

interface Place extends Venue {
  series: SeriesRef;
  localMin: number;
  /** Ski jumping: the hill. */
  hill?: { kPoint: number; hillSize: number; en: string; ta: string };
}

interface Slot {
  places: readonly Place[];
  field: number;
  pools: Readonly<Record<Gender, readonly Participant[]>>;
}

interface WinterDef {
  sportId: SportId;
  slots: readonly Slot[];
  /** The day's race: its name after the gender, and its format. */
  event(day: number, gender: Gender, place: Place): { en: string; ta: string; format: RaceFormat };
}

const series = (key: string, en: string, ta: string, type: TournamentType = T.top): SeriesRef => ({
  key,
  en,
  ta,
  type,
});
const place = (
  s: SeriesRef,
  en: string,
  ta: string,
  country: string,
  utcOffsetMin: number,
  localMin: number,
  hill?: Place['hill'],
): Place => ({ series: s, en, ta, country, utcOffsetMin, localMin, ...(hill ? { hill } : {}) });

const LARGE = { en: 'Large Hill', ta: 'பெரிய மலை' };
const FLYING = { en: 'Flying Hill', ta: 'பறக்கும் மலை' };
const large = (kPoint: number, hillSize: number) => ({ kPoint, hillSize, ...LARGE });

function pools(sportId: SportId, key: string, count: number, mix: Mix): Slot['pools'] {
  const taken = TAKEN.get(sportId) ?? new Set<string>();
  TAKEN.set(sportId, taken);
  return {
    men: athletes(sportId, `${key}-men`, count, mix, taken),
    women: athletes(sportId, `${key}-women`, count, mix, taken),
  };
}
const TAKEN = new Map<SportId, Set<string>>();

const SJ_WC = series('fis-ski-jumping-world-cup', 'FIS Ski Jumping World Cup', 'ஸ்கை ஜம்பிங் உலகக் கோப்பை');
const SJ_COC = series(
  'fis-ski-jumping-continental-cup',
  'FIS Continental Cup',
  'கான்டினென்டல் கோப்பை',
  T.secondary,
);
const AL_WC = series('fis-alpine-world-cup', 'FIS Alpine Ski World Cup', 'ஆல்பைன் பனிச்சறுக்கு உலகக் கோப்பை');
const KHELO = series(
  'khelo-india-winter-games',
  'Khelo India Winter Games',
  'கேலோ இந்தியா குளிர்கால விளையாட்டுகள்',
  T.top,
);
const AL_NAC = series('fis-north-american-cup', 'FIS North American Cup', 'வட அமெரிக்கக் கோப்பை', T.secondary);
const CC_WC = series('fis-cross-country-world-cup', 'FIS Cross-Country World Cup', 'கிராஸ் கன்ட்ரி உலகக் கோப்பை');
const CC_FEC = series('fis-far-east-cup', 'FIS Far East Cup', 'தூரக் கிழக்குக் கோப்பை', T.secondary);
const BI_WC = series('ibu-world-cup', 'IBU Biathlon World Cup', 'பயத்லான் உலகக் கோப்பை');
const BI_CUP = series('ibu-cup', 'IBU Cup', 'ஐபியு கோப்பை', T.secondary);
const AL_FEC = series('fis-far-east-cup', 'FIS Far East Cup', 'தூரக் கிழக்குக் கோப்பை', T.secondary);
const CC_NAC = series('fis-north-american-cup', 'FIS North American Cup', 'வட அமெரிக்கக் கோப்பை', T.secondary);
const BI_NAC = series('biathlon-noram-cup', 'Biathlon NorAm Cup', 'பயத்லான் வட அமெரிக்கக் கோப்பை', T.secondary);

const GULMARG = (s: SeriesRef) => place(s, 'Gulmarg', 'குல்மார்க்', 'in', 330, 10 * 60);

const ALPINE_DAYS = [
  'slalom',
  'giantSlalom',
  'superG',
  'downhill',
  'giantSlalom',
  'slalom',
  'downhill',
] as const;
const ALPINE_NAMES = {
  slalom: { en: 'Slalom', ta: 'ஸ்லாலம்' },
  giantSlalom: { en: 'Giant Slalom', ta: 'ஜெயன்ட் ஸ்லாலம்' },
  superG: { en: 'Super-G', ta: 'சூப்பர்-ஜி' },
  downhill: { en: 'Downhill', ta: 'டவுன்ஹில்' },
} as const;

const WINTER: readonly WinterDef[] = [
  {
    sportId: WinterSport.skiJumping,
    slots: [
      {
        places: [
          place(SJ_WC, 'Oberstdorf', 'ஓபர்ஸ்டார்ஃப்', 'de', 60, 16 * 60, large(120, 137)),
          place(SJ_WC, 'Innsbruck', 'இன்ஸ்ப்ரூக்', 'at', 60, 16 * 60, large(120, 128)),
          place(SJ_WC, 'Planica', 'பிளானிகா', 'si', 60, 16 * 60, { kPoint: 200, hillSize: 240, ...FLYING }),
          place(SJ_WC, 'Zakopane', 'சகோபானே', 'pl', 60, 16 * 60, large(125, 140)),
          place(SJ_WC, 'Lahti', 'லஹ்தி', 'fi', 120, 17 * 60, large(116, 130)),
          place(SJ_WC, 'Oslo (Holmenkollen)', 'ஓஸ்லோ (ஹோல்மென்கொலன்)', 'no', 60, 16 * 60, large(120, 134)),
          place(SJ_WC, 'Bischofshofen', 'பிஷோஃப்ஷோஃபென்', 'at', 60, 16 * 60, large(125, 142)),
        ],
        field: 40,
        pools: pools(WinterSport.skiJumping, 'world-cup', 50, [
          ['at', 2],
          ['de', 2],
          ['no', 2],
          ['si', 2],
          ['pl', 2],
          ['jp', 1.5],
          ['ch', 0.5],
          ['fi', 0.5],
          ['us', 0.3],
        ]),
      },
      {
        places: [
          place(SJ_COC, 'Sapporo', 'சப்போரோ', 'jp', 540, 10 * 60, large(123, 137)),
          place(SJ_COC, 'Pyeongchang', 'பியோங்சாங்', 'kr', 540, 10 * 60, large(125, 140)),
          place(SJ_COC, 'Zhangjiakou', 'ஜாங்ஜியாகோ', 'cn', 480, 11 * 60, large(125, 140)),
        ],
        field: 24,
        pools: pools(WinterSport.skiJumping, 'continental-cup-asia', 32, [
          ['jp', 2],
          ['kr', 1],
          ['cn', 1],
          ['no', 0.5],
          ['at', 0.5],
        ]),
      },
      {
        places: [
          place(SJ_COC, 'Lake Placid', 'லேக் பிளாசிட்', 'us', -300, 12 * 60, large(120, 128)),
          place(SJ_COC, 'Whistler', 'விஸ்லர்', 'ca', -480, 11 * 60, large(125, 140)),
          place(SJ_COC, 'Iron Mountain', 'அயர்ன் மவுண்டன்', 'us', -360, 12 * 60, large(120, 133)),
        ],
        field: 24,
        pools: pools(WinterSport.skiJumping, 'continental-cup-america', 32, [
          ['us', 2],
          ['ca', 1.5],
          ['no', 0.5],
          ['de', 0.5],
          ['si', 0.3],
        ]),
      },
    ],
    event: (_day, _gender, p) => {
      const hill = p.hill ?? large(120, 134);
      return {
        en: hill.en,
        ta: hill.ta,
        format: { kind: 'skiJumping', kPoint: hill.kPoint, hillSize: hill.hillSize },
      };
    },
  },
  {
    sportId: WinterSport.alpine,
    slots: [
      {
        places: [
          place(AL_WC, 'Kitzbühel', 'கிட்ஸ்பூஹெல்', 'at', 60, 10 * 60),
          place(AL_WC, 'Wengen', 'வெங்கன்', 'ch', 60, 10 * 60),
          place(AL_WC, "Val d'Isère", 'வால் டிசேர்', 'fr', 60, 10 * 60),
          place(AL_WC, 'Cortina d’Ampezzo', 'கோர்டினா டாம்பெஸ்ஸோ', 'it', 60, 10 * 60),
          place(AL_WC, 'Åre', 'ஓரே', 'se', 60, 10 * 60),
          place(AL_WC, 'Kranjska Gora', 'கிரான்ஸ்கா கோரா', 'si', 60, 9 * 60 + 30),
          place(AL_WC, 'Garmisch-Partenkirchen', 'கார்மிஷ்-பார்டென்கிர்ஷென்', 'de', 60, 10 * 60),
        ],
        field: 40,
        pools: pools(WinterSport.alpine, 'world-cup', 50, [
          ['ch', 2],
          ['at', 2],
          ['it', 1.5],
          ['fr', 1.5],
          ['no', 1.5],
          ['us', 1],
          ['se', 1],
          ['de', 1],
          ['si', 0.5],
          ['ca', 0.5],
          ['in', 0.2],
        ]),
      },
      {
        places: [
          GULMARG(KHELO),
          place(AL_FEC, 'Naeba', 'நயேபா', 'jp', 540, 10 * 60),
          GULMARG(KHELO),
          place(AL_FEC, 'Yongpyong', 'யோங்பியோங்', 'kr', 540, 10 * 60),
        ],
        field: 24,
        pools: pools(WinterSport.alpine, 'asia', 30, [
          ['in', 3],
          ['jp', 1],
          ['kr', 1],
        ]),
      },
      {
        places: [
          place(AL_NAC, 'Killington', 'கில்லிங்டன்', 'us', -300, 9 * 60),
          place(AL_NAC, 'Lake Louise', 'லேக் லூயிஸ்', 'ca', -420, 10 * 60),
          place(AL_NAC, 'Beaver Creek', 'பீவர் க்ரீக்', 'us', -420, 10 * 60),
        ],
        field: 24,
        pools: pools(WinterSport.alpine, 'america', 30, [
          ['us', 2],
          ['ca', 1.5],
          ['at', 0.3],
          ['ch', 0.3],
        ]),
      },
    ],
    event: (day, _gender, p) => {
      const technical = p.series !== AL_WC;
      const discipline = technical ? (day % 2 === 0 ? 'slalom' : 'giantSlalom') : ALPINE_DAYS[weekdayOf(day)];
      return {
        ...ALPINE_NAMES[discipline ?? 'slalom'],
        format: { kind: 'alpine', discipline: discipline ?? 'slalom' },
      };
    },
  },
  {
    sportId: WinterSport.crossCountry,
    slots: [
      {
        places: [
          place(CC_WC, 'Lillehammer', 'லில்லேஹாமர்', 'no', 60, 11 * 60 + 30),
          place(CC_WC, 'Davos', 'டாவோஸ்', 'ch', 60, 11 * 60 + 30),
          place(CC_WC, 'Ruka', 'ருகா', 'fi', 120, 12 * 60),
          place(CC_WC, 'Östersund', 'ஓஸ்டர்சுண்ட்', 'se', 60, 11 * 60 + 30),
          place(CC_WC, 'Val di Fiemme', 'வால் டி ஃபியெம்மே', 'it', 60, 11 * 60 + 30),
          place(CC_WC, 'Oberhof', 'ஓபர்ஹாஃப்', 'de', 60, 11 * 60 + 30),
        ],
        field: 36,
        pools: pools(WinterSport.crossCountry, 'world-cup', 46, [
          ['no', 3],
          ['se', 2],
          ['fi', 2],
          ['fr', 1],
          ['de', 1],
          ['it', 1],
          ['ch', 1],
          ['us', 0.5],
          ['ca', 0.5],
          ['at', 0.5],
        ]),
      },
      {
        places: [
          GULMARG(KHELO),
          place(CC_FEC, 'Sapporo', 'சப்போரோ', 'jp', 540, 10 * 60),
          place(CC_FEC, 'Pyeongchang', 'பியோங்சாங்', 'kr', 540, 10 * 60),
        ],
        field: 24,
        pools: pools(WinterSport.crossCountry, 'asia', 30, [
          ['in', 2],
          ['jp', 1.5],
          ['kr', 1.5],
          ['cn', 1],
        ]),
      },
      {
        places: [
          place(CC_NAC, 'Canmore', 'கான்மோர்', 'ca', -420, 11 * 60),
          place(CC_NAC, 'Lake Placid', 'லேக் பிளாசிட்', 'us', -300, 11 * 60),
          place(CC_NAC, 'Whistler', 'விஸ்லர்', 'ca', -480, 10 * 60),
        ],
        field: 24,
        pools: pools(WinterSport.crossCountry, 'america', 30, [
          ['us', 1.5],
          ['ca', 1.5],
          ['no', 0.3],
          ['se', 0.3],
        ]),
      },
    ],
    event: (_day, gender) => {
      const km = gender === 'men' ? 15 : 10;
      return { en: `${km} km Mass Start`, ta: `${km} கி.மீ. மாஸ் ஸ்டார்ட்`, format: { kind: 'crossCountry', km } };
    },
  },
  {
    sportId: WinterSport.biathlon,
    slots: [
      {
        places: [
          place(BI_WC, 'Ruhpolding', 'ருஹ்போல்டிங்', 'de', 60, 14 * 60 + 30),
          place(BI_WC, 'Antholz-Anterselva', 'ஆன்டர்செல்வா', 'it', 60, 14 * 60 + 30),
          place(BI_WC, 'Oslo (Holmenkollen)', 'ஓஸ்லோ (ஹோல்மென்கொலன்)', 'no', 60, 14 * 60 + 30),
          place(BI_WC, 'Hochfilzen', 'ஹாக்ஃபில்சன்', 'at', 60, 14 * 60 + 30),
          place(BI_WC, 'Kontiolahti', 'கொன்டியோலஹ்தி', 'fi', 120, 15 * 60 + 30),
          place(BI_WC, 'Le Grand-Bornand', 'லே கிராண்ட்-போர்னான்', 'fr', 60, 14 * 60 + 30),
        ],
        field: 36,
        pools: pools(WinterSport.biathlon, 'world-cup', 46, [
          ['no', 2],
          ['fr', 2],
          ['de', 2],
          ['se', 1.5],
          ['it', 1],
          ['at', 1],
          ['ch', 0.5],
          ['fi', 0.5],
          ['si', 0.3],
          ['us', 0.3],
          ['ca', 0.3],
        ]),
      },
      {
        places: [
          place(BI_CUP, 'Pyeongchang', 'பியோங்சாங்', 'kr', 540, 11 * 60),
          place(BI_CUP, 'Sapporo', 'சப்போரோ', 'jp', 540, 11 * 60),
          place(BI_CUP, 'Obertilliach', 'ஓபர்டில்லியாக்', 'at', 60, 10 * 60),
          place(BI_CUP, 'Ridnaun', 'ரிட்னான்', 'it', 60, 10 * 60),
        ],
        field: 24,
        pools: pools(WinterSport.biathlon, 'ibu-cup', 30, [
          ['no', 1],
          ['de', 1],
          ['fr', 1],
          ['se', 1],
          ['pl', 1],
          ['kr', 0.5],
          ['jp', 0.5],
        ]),
      },
      {
        places: [
          place(BI_NAC, 'Canmore', 'கான்மோர்', 'ca', -420, 11 * 60),
          place(BI_NAC, 'Jericho', 'ஜெரிக்கோ', 'us', -300, 11 * 60),
          place(BI_NAC, 'Lake Placid', 'லேக் பிளாசிட்', 'us', -300, 12 * 60),
        ],
        field: 24,
        pools: pools(WinterSport.biathlon, 'noram-cup', 30, [
          ['us', 1.5],
          ['ca', 1.5],
        ]),
      },
    ],
    event: (day, gender) => {
      const massStart = [2, 5, 6].includes(weekdayOf(day));
      const km = massStart ? (gender === 'men' ? 15 : 12.5) : gender === 'men' ? 10 : 7.5;
      const kmText = String(km);
      return massStart
        ? {
            en: `${kmText} km Mass Start`,
            ta: `${kmText} கி.மீ. மாஸ் ஸ்டார்ட்`,
            format: { kind: 'biathlon', race: 'massStart', km },
          }
        : {
            en: `${kmText} km Sprint`,
            ta: `${kmText} கி.மீ. ஸ்பிரின்ட்`,
            format: { kind: 'biathlon', race: 'sprint', km },
          };
    },
  },
];

export const WINTER_PARTICIPANTS: ReadonlyMap<SportId, readonly Participant[]> = new Map(
  WINTER.map((def) => [def.sportId, def.slots.flatMap((slot) => [...slot.pools.men, ...slot.pools.women])]),
);

/** The races of a winter sport that start on UTC day `day`. */
export function winterCalendar(sportId: SportId): (seed: number, day: number) => Race[] {
  const def = WINTER.find((d) => d.sportId === sportId);
  if (!def) throw new RangeError(`winter: sport ${sportId} is not simulated`);
  return (seed, day) =>
    def.slots.map((slot, order) => {
      const p = rotation(slot.places, weekOf(day));
      const gender: Gender = (day + order) % 2 === 0 ? 'men' : 'women';
      const event = def.event(day, gender, p);
      const key = `${sportId}:${p.series.key}:${day}:${order}`;
      const field = shuffled(Rng.of(seed, 'field', key), slot.pools[gender]).slice(0, slot.field);
      return {
        key,
        sportId,
        league: raceLeague(
          sportId,
          key,
          p.series,
          [p, { en: `${GENDER[gender].en} ${event.en}`, ta: `${GENDER[gender].ta} ${event.ta}` }],
          p.country,
          order + 1,
        ),
        startTime: localStart(day, p.localMin, p),
        entrants: field.map((athlete) => entrantOf(seed, key, athlete)),
        seed: raceSeed(seed, key),
        format: event.format,
      };
    });
}
