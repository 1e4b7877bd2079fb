/**
 * Motorsport calendars: auto racing (32) and moto racing (33), children of motorsport (31).
 *
 * Each series races one weekend a week, at the next venue of its rotation; each session is a race of
 * its own (its own league: "Formula 1 — Abu Dhabi Grand Prix — Qualifying"), and a race's grid is its
 * weekend's qualifying order. Rallies run special stages (time trials) and carry the spec's super
 * templates as template keys: rapid rally 6576 (the World Rally Championship) and dakar 7771.
 *
 * Speedway meetings (super template speedway 6578) run on European evenings: the Grand Prix on
 * Saturdays, the European Championship on Tuesdays and Thursdays.
 *
 * Weekly plan, so that every day has some racing: auto — the Dakar's cars every day, MRF Challenge
 * Mon/Tue, F4 Indian Championship Wed/Thu, WRC Thu-Sun, Formula 1 Fri-Sun, Formula E Sat, Indian Racing
 * League and the Indian National Rally Championship Sat/Sun; moto — the Dakar's bikes every day,
 * MotoGP Fri-Sun, INMRC Sat/Sun.
 *
 * Teams and constructors are the real ones; drivers and riders are fictional (no-duel/world/people.ts).
 */
import { type Participant, SPORT_CARDS, type SportId, TournamentType as T } from '@nerali/domain';
import { Rng } from '../../prng.ts';
import {
  entrantOf,
  localStart,
  mondayOf,
  raceLeague,
  raceSeed,
  rotation,
  type SeriesRef,
  type Venue,
  weekdayOf,
  weekOf,
} from '../calendar.ts';
import type { Race, RaceFormat } from '../types.ts';
import { athletes, type Mix } from './people.ts';

export const AUTO_RACING = SPORT_CARDS['auto-racing'].id;
export const MOTO_RACING = SPORT_CARDS['moto-racing'].id;
type MotorSportId = typeof AUTO_RACING | typeof MOTO_RACING;

interface Session {
  /** Monday 0 .. Sunday 6. */
  weekday: number;
  /** Local start, minutes after midnight. */
  localMin: number;
  /** The session's name after the venue's; none when the venue's name says it all. */
  name?: { en: string; ta: string };
  format: RaceFormat;
  /** Index (in `sessions`) of the session whose final order is this race's grid. */
  gridFrom?: number;
}

interface Series extends SeriesRef {
  sportId: SportId;
  venues: readonly Venue[];
  sessions: readonly Session[];
  /** Entrants and their teams (a team may be absent: single-make series). */
  field: readonly { driver: Participant; team?: string }[];
}

const at = (h: number, m = 0) => h * 60 + m;
const PRACTICE = { en: 'Practice', ta: 'பயிற்சி' };
const QUALIFYING = { en: 'Qualifying', ta: 'தகுதிச் சுற்று' };
const RACE = { en: 'Race', ta: 'பந்தயம்' };
const raceN = (n: number) => ({ en: `Race ${n}`, ta: `பந்தயம் ${n}` });
const specialStage = (n: number) => ({ en: `Special Stage ${n}`, ta: `சிறப்பு நிலை ${n}` });
const venue = (en: string, ta: string, country: string, utcOffsetMin: number): Venue => ({
  en,
  ta,
  country,
  utcOffsetMin,
});
const CHENNAI_MIC = venue('Madras International Circuit', 'மெட்ராஸ் சர்வதேச சர்க்யூட்', 'in', 330);
const COIMBATORE_KARI = venue('Kari Motor Speedway', 'கரி மோட்டார் ஸ்பீட்வே', 'in', 330);

const taken = { [AUTO_RACING]: new Set<string>(), [MOTO_RACING]: new Set<string>() };

/** Two drivers per team, drawn once (fixed), or `count` drivers without teams. */
function field(
  sportId: MotorSportId,
  key: string,
  mix: Mix,
  teams: readonly string[],
  count = teams.length * 2,
) {
  const drivers = athletes(sportId, key, count, mix, taken[sportId]);
  return drivers.map((driver, i) => (teams.length > 0 ? { driver, team: teams[i >> 1] } : { driver }));
}

const WORLD_MIX: Mix = [
  ['gb-eng', 2],
  ['nl', 1],
  ['es', 1],
  ['fr', 1],
  ['de', 1],
  ['it', 1],
  ['au', 1],
  ['jp', 1],
  ['br', 1],
  ['in', 1],
  ['fi', 0.5],
  ['ca', 0.5],
  ['dk', 0.5],
  ['nz', 0.5],
  ['ar', 0.5],
];
const INDIA_MIX: Mix = [
  ['in', 10],
  ['gb-eng', 0.5],
  ['jp', 0.3],
  ['ae', 0.3],
];

const race = (laps: number, lapS: number, pitStops = 0, pitLossS = 22): RaceFormat => ({
  kind: 'motorRace',
  laps,
  lapS,
  pitStops,
  pitLossS,
});
const session = (minutes: number, lapS: number): RaceFormat => ({ kind: 'motorSession', minutes, lapS });

const SERIES: readonly Series[] = [
  {
    key: 'formula-1',
    en: 'Formula 1',
    ta: 'ஃபார்முலா 1',
    type: T.top,
    sportId: AUTO_RACING,
    venues: [
      venue('Abu Dhabi Grand Prix', 'அபுதாபி கிராண்ட் பிரி', 'ae', 240),
      venue('Japanese Grand Prix', 'ஜப்பானிய கிராண்ட் பிரி', 'jp', 540),
      venue('British Grand Prix', 'பிரிட்டிஷ் கிராண்ட் பிரி', 'gb-eng', 0),
      venue('Australian Grand Prix', 'ஆஸ்திரேலிய கிராண்ட் பிரி', 'au', 600),
      venue('Italian Grand Prix', 'இத்தாலிய கிராண்ட் பிரி', 'it', 60),
      venue('Saudi Arabian Grand Prix', 'சவுதி அரேபிய கிராண்ட் பிரி', 'sa', 180),
      venue('São Paulo Grand Prix', 'சாவ் பாவ்லோ கிராண்ட் பிரி', 'br', -180),
      venue('Spanish Grand Prix', 'ஸ்பானிஷ் கிராண்ட் பிரி', 'es', 60),
      venue('United States Grand Prix', 'அமெரிக்க கிராண்ட் பிரி', 'us', -360),
      venue('Chinese Grand Prix', 'சீன கிராண்ட் பிரி', 'cn', 480),
    ],
    sessions: [
      { weekday: 4, localMin: at(12, 30), name: PRACTICE, format: session(60, 91) },
      { weekday: 5, localMin: at(15), name: QUALIFYING, format: session(60, 90) },
      { weekday: 6, localMin: at(14), name: RACE, format: race(57, 93, 1, 22), gridFrom: 1 },
    ],
    field: field(AUTO_RACING, 'formula-1', WORLD_MIX, [
      'McLaren',
      'Ferrari',
      'Red Bull Racing',
      'Mercedes',
      'Aston Martin',
      'Alpine',
      'Williams',
      'Racing Bulls',
      'Haas',
      'Sauber',
    ]),
  },
  {
    key: 'formula-e',
    en: 'Formula E',
    ta: 'ஃபார்முலா இ',
    type: T.primary,
    sportId: AUTO_RACING,
    venues: [
      venue('Hyderabad E-Prix', 'ஹைதராபாத் இ-பிரி', 'in', 330),
      venue('Diriyah E-Prix', 'திரியா இ-பிரி', 'sa', 180),
      venue('Tokyo E-Prix', 'டோக்கியோ இ-பிரி', 'jp', 540),
      venue('Berlin E-Prix', 'பெர்லின் இ-பிரி', 'de', 60),
      venue('London E-Prix', 'லண்டன் இ-பிரி', 'gb-eng', 0),
      venue('São Paulo E-Prix', 'சாவ் பாவ்லோ இ-பிரி', 'br', -180),
    ],
    sessions: [{ weekday: 5, localMin: at(14, 30), name: RACE, format: race(32, 84) }],
    field: field(AUTO_RACING, 'formula-e', WORLD_MIX, [
      'Jaguar TCS Racing',
      'Porsche',
      'DS Penske',
      'Nissan',
      'Mahindra Racing',
      'Andretti',
      'Envision Racing',
      'Maserati MSG Racing',
      'Kiro Race Co',
      'Lola Yamaha ABT',
    ]),
  },
  {
    key: 'indian-racing-league',
    en: 'Indian Racing League',
    ta: 'இந்தியன் ரேசிங் லீக்',
    type: T.top,
    sportId: AUTO_RACING,
    venues: [
      venue('Chennai Street Circuit', 'சென்னை தெரு சர்க்யூட்', 'in', 330),
      CHENNAI_MIC,
      venue('Hyderabad Street Circuit', 'ஹைதராபாத் தெரு சர்க்யூட்', 'in', 330),
      COIMBATORE_KARI,
    ],
    sessions: [
      { weekday: 5, localMin: at(16), name: raceN(1), format: race(18, 108) },
      { weekday: 6, localMin: at(11), name: raceN(2), format: race(18, 108) },
    ],
    field: field(AUTO_RACING, 'indian-racing-league', INDIA_MIX, [
      'Chennai Turbo Riders',
      'Speed Demons Delhi',
      'Hyderabad Blackbirds',
      'Bengaluru Speedsters',
      'Godspeed Kochi',
      'Goa Aces',
      'Kolkata Royal Tigers',
    ]),
  },
  {
    key: 'mrf-challenge',
    en: 'MRF Challenge',
    ta: 'எம்ஆர்எஃப் சேலஞ்ச்',
    type: T.primary,
    sportId: AUTO_RACING,
    venues: [CHENNAI_MIC, venue('Dubai Autodrome', 'துபாய் ஆட்டோட்ரோம்', 'ae', 240), COIMBATORE_KARI],
    sessions: [
      { weekday: 0, localMin: at(10), name: QUALIFYING, format: session(30, 97) },
      { weekday: 0, localMin: at(15), name: raceN(1), format: race(15, 98), gridFrom: 0 },
      { weekday: 1, localMin: at(10, 30), name: raceN(2), format: race(15, 98) },
      { weekday: 1, localMin: at(15), name: raceN(3), format: race(15, 98) },
    ],
    field: field(AUTO_RACING, 'mrf-challenge', [...INDIA_MIX, ['gb-eng', 2], ['nl', 1], ['dk', 1]], [], 16),
  },
  {
    key: 'f4-indian-championship',
    en: 'F4 Indian Championship',
    ta: 'எஃப்4 இந்தியன் சாம்பியன்ஷிப்',
    type: T.secondary,
    sportId: AUTO_RACING,
    venues: [
      CHENNAI_MIC,
      COIMBATORE_KARI,
      venue('Buddh International Circuit', 'புத் சர்வதேச சர்க்யூட்', 'in', 330),
    ],
    sessions: [
      { weekday: 2, localMin: at(10), name: QUALIFYING, format: session(30, 103) },
      { weekday: 2, localMin: at(14, 30), name: raceN(1), format: race(14, 104), gridFrom: 0 },
      { weekday: 3, localMin: at(11), name: raceN(2), format: race(14, 104) },
      { weekday: 3, localMin: at(15, 30), name: raceN(3), format: race(14, 104) },
    ],
    field: field(AUTO_RACING, 'f4-indian-championship', INDIA_MIX, [], 18),
  },
  {
    key: 'wrc',
    en: 'World Rally Championship',
    ta: 'உலக ரேலி சாம்பியன்ஷிப்',
    type: T.top,
    superTemplate: 6576,
    sportId: AUTO_RACING,
    venues: [
      venue('Rally Sweden', 'ஸ்வீடன் ரேலி', 'se', 60),
      venue('Safari Rally Kenya', 'கென்யா சஃபாரி ரேலி', 'ke', 180),
      venue('Rally de Portugal', 'போர்ச்சுகல் ரேலி', 'pt', 0),
      venue('Rally Japan', 'ஜப்பான் ரேலி', 'jp', 540),
      venue('Acropolis Rally Greece', 'கிரீஸ் அக்ரோபோலிஸ் ரேலி', 'gr', 120),
      venue('Rally Finland', 'ஃபின்லாந்து ரேலி', 'fi', 120),
      venue('Rally Italia Sardegna', 'இத்தாலி சார்டினியா ரேலி', 'it', 60),
    ],
    sessions: [3, 4, 5, 6].flatMap((weekday, day) =>
      [at(9, 30), at(14)].map((localMin, k) => ({
        weekday,
        localMin,
        name: specialStage(day * 2 + k + 1),
        format: {
          kind: 'stageRally',
          km: 14 + ((day * 7 + k * 5) % 12),
          kmPerH: 104,
          intervalS: 120,
        } as const,
      })),
    ),
    field: field(AUTO_RACING, 'wrc', WORLD_MIX, [
      'Toyota Gazoo Racing',
      'Hyundai Shell Mobis',
      'M-Sport Ford',
      'Toyota Gazoo Racing WRT2',
      'Škoda Motorsport',
      'Citroën Racing',
      'Hyundai Motorsport N',
    ]),
  },
  {
    key: 'inrc',
    en: 'Indian National Rally Championship',
    ta: 'இந்திய தேசிய ரேலி சாம்பியன்ஷிப்',
    type: T.primary,
    sportId: AUTO_RACING,
    venues: [
      venue('South India Rally, Coimbatore', 'தென்னிந்திய ரேலி, கோயம்புத்தூர்', 'in', 330),
      venue('Rally of Chikkamagaluru', 'சிக்கமகளூரு ரேலி', 'in', 330),
      venue('Rally of Arunachal', 'அருணாச்சல் ரேலி', 'in', 330),
    ],
    sessions: [5, 6].flatMap((weekday, day) =>
      [at(9), at(13, 30)].map((localMin, k) => ({
        weekday,
        localMin,
        name: specialStage(day * 2 + k + 1),
        format: { kind: 'stageRally', km: 10 + ((day * 5 + k * 3) % 8), kmPerH: 88, intervalS: 120 } as const,
      })),
    ),
    field: field(AUTO_RACING, 'inrc', INDIA_MIX, [
      'Team MRF Tyres',
      'Team Champions',
      'Arka Motorsports',
      'JK Tyre Motorsport',
      'Yokohama Racing',
      'Team Gaurav Gill Motorsports',
      'Red Rooster Performance',
    ]),
  },
  {
    key: 'motogp',
    en: 'MotoGP',
    ta: 'மோட்டோ ஜிபி',
    type: T.top,
    sportId: MOTO_RACING,
    venues: [
      venue('Grand Prix of India', 'இந்திய கிராண்ட் பிரி', 'in', 330),
      venue('Thai Grand Prix', 'தாய்லாந்து கிராண்ட் பிரி', 'th', 420),
      venue('Italian Grand Prix', 'இத்தாலிய கிராண்ட் பிரி', 'it', 60),
      venue('Japanese Grand Prix', 'ஜப்பானிய கிராண்ட் பிரி', 'jp', 540),
      venue('Spanish Grand Prix', 'ஸ்பானிஷ் கிராண்ட் பிரி', 'es', 60),
      venue('Australian Grand Prix', 'ஆஸ்திரேலிய கிராண்ட் பிரி', 'au', 600),
      venue('British Grand Prix', 'பிரிட்டிஷ் கிராண்ட் பிரி', 'gb-eng', 0),
      venue('German Grand Prix', 'ஜெர்மன் கிராண்ட் பிரி', 'de', 60),
    ],
    sessions: [
      { weekday: 4, localMin: at(10, 45), name: PRACTICE, format: session(45, 100) },
      { weekday: 5, localMin: at(10, 50), name: QUALIFYING, format: session(35, 99) },
      { weekday: 6, localMin: at(14), name: RACE, format: race(25, 101), gridFrom: 1 },
    ],
    field: field(
      MOTO_RACING,
      'motogp',
      [
        ['es', 3],
        ['it', 3],
        ['fr', 1],
        ['jp', 1],
        ['au', 1],
        ['gb-eng', 1],
        ['th', 0.5],
        ['za', 0.5],
        ['pt', 0.5],
      ],
      [
        'Ducati Lenovo Team',
        'Aprilia Racing',
        'Red Bull KTM Factory Racing',
        'Monster Energy Yamaha MotoGP',
        'Honda HRC Castrol',
        'Gresini Racing MotoGP',
        'Pertamina Enduro VR46 Racing Team',
        'Prima Pramac Yamaha',
        'Trackhouse MotoGP Team',
        'LCR Honda',
        'Red Bull KTM Tech3',
      ],
    ),
  },
  {
    key: 'inmrc',
    en: 'Indian National Motorcycle Racing Championship',
    ta: 'இந்திய தேசிய மோட்டார் சைக்கிள் பந்தய சாம்பியன்ஷிப்',
    type: T.primary,
    sportId: MOTO_RACING,
    venues: [CHENNAI_MIC, COIMBATORE_KARI],
    sessions: [
      { weekday: 5, localMin: at(14), name: raceN(1), format: race(10, 116) },
      { weekday: 6, localMin: at(12), name: raceN(2), format: race(10, 116) },
    ],
    field: field(
      MOTO_RACING,
      'inmrc',
      [
        ['in', 10],
        ['th', 0.5],
      ],
      [
        'TVS Racing',
        'Honda Racing India',
        'Yamaha Racing India',
        'Ten10 Racing',
        'Sparks Racing',
        'Rockstar Racing',
        'Petronas TVS',
        'Team Moto Revolution',
      ],
    ),
  },
];

/**
 * The Dakar: a stage every day in Saudi Arabia, the bikes (moto racing) from 7:00 local one rider a
 * minute, the cars (auto racing) from 8:00 one crew a minute; both under the dakar super template.
 */
interface DakarClass {
  sportId: MotorSportId;
  series: SeriesRef;
  name: { en: string; ta: string };
  localMin: number;
  kmPerH: number;
  field: ReturnType<typeof field>;
}
const SPEEDWAY_MIX: Mix = [
  ['pl', 3],
  ['dk', 2],
  ['se', 1.5],
  ['gb-eng', 1.5],
  ['au', 1],
  ['de', 0.5],
  ['si', 0.3],
];
const speedwayMeeting: RaceFormat = { kind: 'speedway' };
const SPEEDWAY: readonly Series[] = [
  {
    key: 'speedway-grand-prix',
    en: 'Speedway Grand Prix',
    ta: 'ஸ்பீட்வே கிராண்ட் பிரி',
    type: T.top,
    superTemplate: 6578,
    sportId: MOTO_RACING,
    venues: [
      venue('Grand Prix of Poland, Warsaw', 'போலந்து கிராண்ட் பிரி, வார்சா', 'pl', 60),
      venue('Grand Prix of Sweden, Målilla', 'ஸ்வீடன் கிராண்ட் பிரி, மோலில்லா', 'se', 60),
      venue('Grand Prix of Denmark, Vojens', 'டென்மார்க் கிராண்ட் பிரி, வோயென்ஸ்', 'dk', 60),
      venue('Grand Prix of Great Britain, Manchester', 'பிரிட்டன் கிராண்ட் பிரி, மான்செஸ்டர்', 'gb-eng', 0),
      venue('Grand Prix of Germany, Landshut', 'ஜெர்மனி கிராண்ட் பிரி, லாண்ட்ஷுட்', 'de', 60),
      venue('Grand Prix of Poland, Gorzów', 'போலந்து கிராண்ட் பிரி, கோர்சோவ்', 'pl', 60),
    ],
    sessions: [{ weekday: 5, localMin: at(19), format: speedwayMeeting }],
    field: field(MOTO_RACING, 'speedway-grand-prix', SPEEDWAY_MIX, [], 16),
  },
  {
    key: 'speedway-european-championship',
    en: 'Speedway European Championship',
    ta: 'ஸ்பீட்வே ஐரோப்பிய சாம்பியன்ஷிப்',
    type: T.primary,
    superTemplate: 6578,
    sportId: MOTO_RACING,
    venues: [
      venue('Gniezno', 'க்னியெஸ்னோ', 'pl', 60),
      venue('Güstrow', 'கூஸ்ட்ரோவ்', 'de', 60),
      venue('Holsted', 'ஹோல்ஸ்டெட்', 'dk', 60),
      venue('Toruń', 'டொருன்', 'pl', 60),
    ],
    sessions: [
      { weekday: 1, localMin: at(19), format: speedwayMeeting },
      { weekday: 3, localMin: at(19), format: speedwayMeeting },
    ],
    field: field(MOTO_RACING, 'speedway-european-championship', SPEEDWAY_MIX, [], 16),
  },
];

const DAKAR_SERIES: SeriesRef = {
  key: 'dakar',
  en: 'Dakar Rally',
  ta: 'டக்கார் ராலி',
  type: T.top,
  superTemplate: 7771,
};
const DAKAR: readonly DakarClass[] = [
  {
    sportId: MOTO_RACING,
    series: DAKAR_SERIES,
    name: { en: 'Bikes', ta: 'மோட்டார் சைக்கிள்கள்' },
    localMin: at(7),
    kmPerH: 84,
    field: field(
      MOTO_RACING,
      'dakar',
      [
        ['es', 2],
        ['fr', 2],
        ['au', 1],
        ['ar', 1],
        ['in', 1.5],
        ['gb-eng', 1],
        ['us', 1],
        ['it', 1],
        ['za', 0.5],
      ],
      [
        'Red Bull KTM Factory Racing',
        'Monster Energy Honda HRC',
        'Hero MotoSports Team Rally',
        'Sherco TVS Rally Factory',
        'Red Bull GasGas Factory Racing',
        'Husqvarna Factory Racing',
        'Rieju Rally Team',
        'BAS World KTM Racing',
        'Kove Factory Racing',
        'Duust Rally Team',
        'Xraids Experience',
        'Nomade Racing',
        'HT Rally Raid',
        'Tosha Racing',
      ],
    ),
  },
  {
    sportId: AUTO_RACING,
    series: DAKAR_SERIES,
    name: { en: 'Cars', ta: 'கார்கள்' },
    localMin: at(8),
    kmPerH: 92,
    field: field(
      AUTO_RACING,
      'dakar-cars',
      [
        ['fr', 2],
        ['es', 2],
        ['ae', 1],
        ['za', 1],
        ['ar', 1],
        ['de', 1],
        ['nl', 1],
        ['br', 1],
        ['in', 0.5],
      ],
      [
        'Toyota Gazoo Racing',
        'Dacia Sandriders',
        'Ford Racing',
        'Overdrive Racing',
        'X-raid Mini JCW Team',
        'Century Racing',
        'Red Bull Off-Road Junior Team',
        'Nasser Racing',
        'South Racing',
        'Team Hero Motorsports Rally',
        'MD Rallye Sport',
        'Toyota Hilux Overdrive',
      ],
    ),
  },
];
const DAKAR_VENUE = venue('Saudi Arabia', 'சவுதி அரேபியா', 'sa', 180);
const DAKAR_STAGES = 12;

export const MOTOR_PARTICIPANTS: ReadonlyMap<SportId, readonly Participant[]> = new Map(
  [AUTO_RACING, MOTO_RACING].map((sportId) => [
    sportId,
    [...SERIES, ...SPEEDWAY, ...DAKAR]
      .filter((s) => s.sportId === sportId)
      .flatMap((s) => s.field.map((f) => f.driver)),
  ]),
);

function sessionRace(seed: number, series: Series, order: number, week: number, index: number): Race {
  const s = series.sessions[index] as Session;
  const place = rotation(series.venues, week);
  const key = `${series.sportId}:${series.key}:${week}:${index}`;
  const gridFrom = s.gridFrom === undefined ? undefined : sessionRace(seed, series, order, week, s.gridFrom);
  return {
    key,
    sportId: series.sportId,
    league: raceLeague(
      series.sportId,
      key,
      series,
      s.name ? [place, s.name] : [place],
      place.country,
      order * 10 + index,
    ),
    startTime: localStart(mondayOf(week) + s.weekday, s.localMin, place),
    entrants: series.field.map(({ driver, team }) => entrantOf(seed, key, driver, team ? { team } : {})),
    seed: raceSeed(seed, key),
    format: s.format,
    ...(gridFrom ? { gridFrom } : {}),
  };
}

function dakarStage(seed: number, dakar: DakarClass, day: number): Race {
  const stage = (((day % DAKAR_STAGES) + DAKAR_STAGES) % DAKAR_STAGES) + 1;
  const key = `${dakar.sportId}:dakar:${day}`;
  const km = 280 + Rng.of('dakar-km', day).int(0, 17) * 10;
  return {
    key,
    sportId: dakar.sportId,
    league: raceLeague(
      dakar.sportId,
      key,
      dakar.series,
      [{ en: `Stage ${stage}`, ta: `நிலை ${stage}` }, dakar.name],
      DAKAR_VENUE.country,
      SERIES.length + 1,
    ),
    startTime: localStart(day, dakar.localMin, DAKAR_VENUE),
    entrants: dakar.field.map(({ driver, team }) => entrantOf(seed, key, driver, team ? { team } : {})),
    seed: raceSeed(seed, key),
    format: { kind: 'stageRally', km, kmPerH: dakar.kmPerH, intervalS: 60 },
  };
}

/** The sessions of `sportId` that start on UTC day `day`. */
export function motorCalendar(sportId: SportId): (seed: number, day: number) => Race[] {
  return (seed, day) => {
    const races: Race[] = [];
    const week = weekOf(day);
    [...SERIES, ...SPEEDWAY].forEach((series, order) => {
      if (series.sportId !== sportId) return;
      series.sessions.forEach((s, index) => {
        if (s.weekday === weekdayOf(day)) races.push(sessionRace(seed, series, order + 1, week, index));
      });
    });
    for (const dakar of DAKAR) if (dakar.sportId === sportId) races.push(dakarStage(seed, dakar, day));
    return races;
  };
}
