/**
 * Horse racing meetings. Every day six meetings race, each from a rotation of courses: two in India
 * (the Madras Race Club's Guindy and Ooty, Mahalaxmi, Bangalore, Hyderabad, Pune, Mysuru, Kolkata),
 * one in Britain or Ireland, one in the Gulf (Meydan, Riyadh), one in the Far East or Australia in the
 * Indian morning, one in North America in the Indian night. A meeting is six to eight races about half
 * an hour apart; each race is its own league ("சென்னை (கிண்டி) — பந்தயம் 3").
 *
 * Weights are written as each country's racecards print them: kilograms in India, the Gulf, Japan and
 * Australia ("56.5"), stones and pounds in Britain and Ireland ("9-7"), pounds in North America and Hong
 * Kong ("126").
 */
import { type Participant, ParticipantStatus, SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import {
  DAY_S,
  entrantOf,
  raceLeague,
  raceSeed,
  rotation,
  type SeriesRef,
  type Venue,
} from '../../no-duel/calendar.ts';
import { shuffled } from '../../no-duel/random.ts';
import type { Race } from '../../no-duel/types.ts';
import { horses } from '../../no-duel/world/people.ts';

export const HORSE_RACING = SPORT_CARDS['horse-racing'].id;

/** Where a course's runners are trained: each has its own pool of horses. */
type Region = 'in' | 'gb' | 'gulf' | 'hk' | 'au' | 'jp' | 'americas';
type WeightUnit = 'kg' | 'stones' | 'lb';

interface Course extends Venue, SeriesRef {
  region: Region;
  /** Races over jumps (hurdles, fences) rather than on the flat. */
  jumps?: boolean;
}

const course = (
  key: string,
  en: string,
  ta: string,
  country: string,
  utcOffsetMin: number,
  region: Region,
  jumps = false,
): Course => ({
  key,
  en,
  ta,
  country,
  utcOffsetMin,
  region,
  jumps,
  type: country === 'in' ? T.top : T.primary,
});

interface Slot {
  courses: readonly Course[];
  /** Local time of the first race, minutes after midnight. */
  firstMin: number;
  intervalMin: number;
  races: [number, number];
}

const SLOTS: readonly Slot[] = [
  {
    courses: [
      course('guindy', 'Chennai (Guindy)', 'சென்னை (கிண்டி)', 'in', 330, 'in'),
      course('mahalaxmi', 'Mumbai (Mahalaxmi)', 'மும்பை (மகாலட்சுமி)', 'in', 330, 'in'),
      course('bangalore', 'Bengaluru', 'பெங்களூரு', 'in', 330, 'in'),
      course('hyderabad', 'Hyderabad (Malakpet)', 'ஹைதராபாத் (மலக்பேட்)', 'in', 330, 'in'),
    ],
    firstMin: 13 * 60,
    intervalMin: 30,
    races: [6, 8],
  },
  {
    courses: [
      course('ooty', 'Ooty', 'ஊட்டி', 'in', 330, 'in'),
      course('pune', 'Pune', 'புனே', 'in', 330, 'in'),
      course('mysuru', 'Mysuru', 'மைசூரு', 'in', 330, 'in'),
      course('kolkata', 'Kolkata', 'கொல்கத்தா', 'in', 330, 'in'),
    ],
    firstMin: 12 * 60 + 15,
    intervalMin: 30,
    races: [6, 7],
  },
  {
    courses: [
      course('ascot', 'Ascot', 'அஸ்காட்', 'gb-eng', 0, 'gb'),
      course('cheltenham', 'Cheltenham', 'செல்டென்ஹாம்', 'gb-eng', 0, 'gb', true),
      course('newmarket', 'Newmarket', 'நியூமார்க்கெட்', 'gb-eng', 0, 'gb'),
      course('leopardstown', 'Leopardstown', 'லெப்பர்ட்ஸ்டவுன்', 'ie', 0, 'gb', true),
      course('epsom', 'Epsom', 'எப்சம்', 'gb-eng', 0, 'gb'),
      course('aintree', 'Aintree', 'ஐன்ட்ரீ', 'gb-eng', 0, 'gb', true),
      course('york', 'York', 'யார்க்', 'gb-eng', 0, 'gb'),
    ],
    firstMin: 13 * 60 + 30,
    intervalMin: 35,
    races: [6, 7],
  },
  {
    courses: [
      course('meydan', 'Meydan', 'மெய்தான்', 'ae', 240, 'gulf'),
      course('riyadh', 'Riyadh (King Abdulaziz)', 'ரியாத் (கிங் அப்துல்அஜீஸ்)', 'sa', 180, 'gulf'),
      course('abu-dhabi', 'Abu Dhabi', 'அபுதாபி', 'ae', 240, 'gulf'),
    ],
    firstMin: 17 * 60,
    intervalMin: 35,
    races: [6, 7],
  },
  {
    courses: [
      course('sha-tin', 'Sha Tin', 'ஷா டின்', 'hk', 480, 'hk'),
      course('flemington', 'Flemington', 'ஃபிளெமிங்டன்', 'au', 600, 'au'),
      course('tokyo', 'Tokyo', 'டோக்கியோ', 'jp', 540, 'jp'),
      course('randwick', 'Randwick', 'ராண்ட்விக்', 'au', 600, 'au'),
      course('kyoto', 'Kyoto', 'கியோட்டோ', 'jp', 540, 'jp'),
    ],
    firstMin: 12 * 60 + 30,
    intervalMin: 30,
    races: [6, 8],
  },
  {
    courses: [
      course('churchill-downs', 'Churchill Downs', 'சர்ச்சில் டவுன்ஸ்', 'us', -300, 'americas'),
      course('santa-anita', 'Santa Anita', 'சான்டா அனிதா', 'us', -480, 'americas'),
      course('woodbine', 'Woodbine', 'வுட்பைன்', 'ca', -300, 'americas'),
      course('gulfstream', 'Gulfstream Park', 'கல்ஃப்ஸ்ட்ரீம் பார்க்', 'us', -300, 'americas'),
    ],
    firstMin: 13 * 60,
    intervalMin: 30,
    races: [6, 8],
  },
];

const taken = new Set<string>();
const POOLS: Readonly<Record<Region, readonly Participant[]>> = {
  in: horses(HORSE_RACING, 'in', 240, 'in', taken),
  gb: horses(HORSE_RACING, 'gb', 150, 'gb-eng', taken),
  gulf: horses(HORSE_RACING, 'gulf', 90, 'ae', taken),
  hk: horses(HORSE_RACING, 'hk', 50, 'hk', taken),
  au: horses(HORSE_RACING, 'au', 70, 'au', taken),
  jp: horses(HORSE_RACING, 'jp', 70, 'jp', taken),
  americas: horses(HORSE_RACING, 'americas', 120, 'us', taken),
};

export const HORSE_PARTICIPANTS: readonly Participant[] = Object.values(POOLS).flat();

const UNIT: Readonly<Record<Region, WeightUnit>> = {
  in: 'kg',
  gb: 'stones',
  gulf: 'kg',
  hk: 'lb',
  au: 'kg',
  jp: 'kg',
  americas: 'lb',
};

/** The weight carried, from 0 (bottom weight) to 1 (top weight), as the region's racecards print it. */
export function weightText(unit: WeightUnit, share: number, jumps: boolean): string {
  if (unit === 'kg') return String(50 + Math.round(share * 22) / 2);
  if (unit === 'lb') return String(115 + Math.round(share * 11));
  const pounds = (jumps ? 140 : 119) + Math.round(share * 28);
  return `${Math.floor(pounds / 14)}-${pounds % 14}`;
}

const FLAT_METRES = [1000, 1100, 1200, 1400, 1600, 1800, 2000, 2200, 2400];
const JUMPS_METRES = [3200, 3600, 4000, 4400, 4800];

/** The races of one meeting held on local day `day` (UTC day numbering) at a slot's course. */
function meeting(seed: number, slot: Slot, slotIndex: number, day: number): Race[] {
  const place = rotation(slot.courses, day);
  const layout = Rng.of('meeting', place.key, day);
  const count = layout.int(slot.races[0], slot.races[1]);
  const rng = Rng.of(seed, 'meeting', place.key, day);
  const pool = shuffled(rng, POOLS[place.region]);
  const races: Race[] = [];
  let next = 0;
  for (let n = 1; n <= count; n++) {
    const key = `${HORSE_RACING}:${place.key}:${day}:${n}`;
    const metres = layout.pick(place.jumps ? JUMPS_METRES : FLAT_METRES);
    const runners = pool.slice(next, next + rng.int(7, 12));
    next = (next + runners.length) % Math.max(1, pool.length - 14);
    const nonRunners = rng.chance(0.5) ? rng.int(1, 2) : 0;
    const jumps = place.jumps ?? false;
    const entrants = runners.map((horse, i) => {
      const entrant = entrantOf(seed, key, horse);
      const fixed = {
        weight: weightText(UNIT[place.region], entrant.rating, jumps),
        age: jumps ? 5 + Rng.of('age', horse.id).int(0, 5) : 3 + Rng.of('age', horse.id).int(0, 3),
        ...(i < nonRunners ? { participantStatus: ParticipantStatus.nonRunner } : {}),
      };
      return { ...entrant, fixed };
    });
    races.push({
      key,
      sportId: HORSE_RACING,
      league: raceLeague(
        HORSE_RACING,
        key,
        place,
        [{ en: `Race ${n}`, ta: `பந்தயம் ${n}` }],
        place.country,
        slotIndex * 100 + n,
      ),
      startTime: day * DAY_S + (slot.firstMin + (n - 1) * slot.intervalMin - place.utcOffsetMin) * 60,
      entrants,
      seed: raceSeed(seed, key),
      format: { kind: 'horse', metres, jumps },
    });
  }
  return races;
}

/**
 * The races that start on UTC day `day`. A meeting's local day and its races' UTC days differ far
 * from UTC (Sha Tin's afternoon is India's morning, Santa Anita's last race is past UTC midnight), so
 * the meetings of the days either side are asked too and their races kept by UTC day.
 */
export function horseCalendar(seed: number, day: number): Race[] {
  const races: Race[] = [];
  for (const local of [day - 1, day, day + 1]) {
    SLOTS.forEach((slot, i) => {
      // Only build the meetings that can have a race on this UTC day (building one costs a shuffle).
      const offsetS = rotation(slot.courses, local).utcOffsetMin * 60;
      const first = local * DAY_S + slot.firstMin * 60 - offsetS;
      const last = first + (slot.races[1] - 1) * slot.intervalMin * 60;
      if (last < day * DAY_S || first >= (day + 1) * DAY_S) return;
      for (const race of meeting(seed, slot, i, local)) {
        if (Math.floor(race.startTime / DAY_S) === day) races.push(race);
      }
    });
  }
  return races.sort((a, b) => a.startTime - b.startTime);
}
