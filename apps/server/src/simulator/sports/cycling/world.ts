/**
 * Cycling stage races: every week one European race and one Asian race, each a stage a day from Monday
 * to Sunday, each race at the next name of its rotation (a Grand Tour week in the simulated world is a
 * week). Each stage is its own league: "டூர் டி பிரான்ஸ் — நிலை 4" / "Tour de France — Stage 4".
 * A rider who abandons during a stage does not start the next ones.
 */
import { type Participant, SPORT_CARDS, type TournamentType, TournamentType as T } from '@nerali/domain';
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
} from '../../no-duel/calendar.ts';
import type { Race } from '../../no-duel/types.ts';
import { athletes, type Mix } from '../../no-duel/world/people.ts';

export const CYCLING = SPORT_CARDS.cycling.id;

type Profile = 'flat' | 'hilly' | 'mountain';
const PROFILES: readonly Profile[] = ['flat', 'flat', 'hilly', 'mountain', 'flat', 'mountain', 'hilly'];
const KM: Readonly<Record<Profile, readonly [number, number]>> = {
  flat: [165, 205],
  hilly: [145, 185],
  mountain: [130, 170],
};
const ABANDON_PER_STAGE = 0.012;

interface Team {
  name: string;
  riders: readonly Participant[];
}

interface Tour {
  races: readonly (SeriesRef & Venue)[];
  /** Local start of every stage, minutes after midnight. */
  localMin: number;
  teams: readonly Team[];
}

const taken = new Set<string>();
const EUROPE: Mix = [
  ['be', 2],
  ['nl', 1.5],
  ['fr', 2],
  ['it', 1.5],
  ['es', 1.5],
  ['dk', 1],
  ['si', 0.7],
  ['gb-eng', 1],
  ['de', 1],
  ['no', 0.5],
  ['au', 0.7],
  ['ch', 0.5],
  ['us', 0.5],
];
const team = (name: string, mix: Mix, riders = 5): Team => ({
  name,
  riders: athletes(CYCLING, name, riders, mix, taken),
});

const tour = (
  key: string,
  en: string,
  ta: string,
  country: string,
  utcOffsetMin: number,
  type: TournamentType = T.top,
) => ({
  key,
  en,
  ta,
  country,
  utcOffsetMin,
  type,
});

const TOURS: readonly Tour[] = [
  {
    races: [
      tour('tour-de-france', 'Tour de France', 'டூர் டி பிரான்ஸ்', 'fr', 60),
      tour('giro-d-italia', "Giro d'Italia", 'ஜிரோ டி இத்தாலியா', 'it', 60),
      tour('vuelta-a-espana', 'Vuelta a España', 'வுல்டா எ எஸ்பானா', 'es', 60),
      tour('paris-nice', 'Paris–Nice', 'பாரிஸ்–நீஸ்', 'fr', 60, T.primary),
      tour('tour-de-suisse', 'Tour de Suisse', 'டூர் டி சுவிஸ்', 'ch', 60, T.primary),
      tour('criterium-du-dauphine', 'Critérium du Dauphiné', 'கிரிட்டீரியம் டு டாஃபினே', 'fr', 60, T.primary),
      tour('tour-of-britain', 'Tour of Britain', 'டூர் ஆஃப் பிரிட்டன்', 'gb-eng', 0, T.primary),
    ],
    localMin: 12 * 60 + 15,
    teams: [
      team('UAE Team Emirates XRG', [['si', 1], ...EUROPE]),
      team('Visma–Lease a Bike', [['nl', 3], ['dk', 1], ...EUROPE]),
      team('Soudal Quick-Step', [['be', 4], ...EUROPE]),
      team('INEOS Grenadiers', [['gb-eng', 3], ...EUROPE]),
      team('Lidl–Trek', [['it', 1], ['dk', 1], ...EUROPE]),
      team('Red Bull–Bora–Hansgrohe', [['de', 3], ...EUROPE]),
      team('Decathlon AG2R La Mondiale', [['fr', 4], ...EUROPE]),
      team('Movistar Team', [['es', 4], ...EUROPE]),
    ],
  },
  {
    races: [
      tour('tour-of-thailand', 'Tour of Thailand', 'டூர் ஆஃப் தாய்லாந்து', 'th', 420, T.primary),
      tour('tour-of-japan', 'Tour of Japan', 'டூர் ஆஃப் ஜப்பான்', 'jp', 540, T.primary),
      tour('tour-of-turkiye', 'Tour of Türkiye', 'டூர் ஆஃப் துருக்கி', 'tr', 180, T.primary),
      tour('sharjah-tour', 'Sharjah Tour', 'ஷார்ஜா டூர்', 'ae', 240, T.secondary),
    ],
    localMin: 10 * 60,
    teams: [
      team('JCL Team UKYO', [
        ['jp', 4],
        ['es', 0.5],
        ['it', 0.5],
      ]),
      team('Kinan Racing Team', [
        ['jp', 4],
        ['au', 0.5],
      ]),
      team('Shimano Racing Team', [['jp', 1]]),
      team('Thailand Continental Cycling Team', [['th', 1]]),
      team('Li Ning Star', [['cn', 1]]),
      team('India', [['in', 1]]),
      team('Terengganu Cycling Team', [
        ['kr', 1],
        ['th', 1],
        ['au', 1],
        ['jp', 0.5],
      ]),
    ],
  },
];

export const CYCLING_PARTICIPANTS: readonly Participant[] = TOURS.flatMap((t) =>
  t.teams.flatMap((tm) => tm.riders),
);

/** Stage (1-7) in which a rider abandons this race, or 8 when he finishes it. */
function abandonStage(seed: number, raceKey: string, riderId: string): number {
  const rng = Rng.of(seed, 'abandon', raceKey, riderId);
  for (let stage = 1; stage <= 7; stage++) if (rng.chance(ABANDON_PER_STAGE)) return stage;
  return 8;
}

/** The stages that start on UTC day `day`. */
export function cyclingCalendar(seed: number, day: number): Race[] {
  const week = weekOf(day);
  const stage = weekdayOf(day) + 1;
  return TOURS.map((t, order) => {
    const place = rotation(t.races, week);
    const raceKey = `${CYCLING}:${place.key}:${week}`;
    const key = `${raceKey}:${stage}`;
    const riders = t.teams.flatMap((tm) => tm.riders.map((rider) => ({ rider, team: tm.name })));
    const starting = riders.filter(({ rider }) => abandonStage(seed, raceKey, rider.id) >= stage);
    const profile = PROFILES[stage - 1] as Profile;
    const [lo, hi] = KM[profile];
    const km = Rng.of('stage-km', key).int(lo, hi);
    return {
      key,
      sportId: CYCLING,
      league: raceLeague(
        CYCLING,
        key,
        place,
        [{ en: `Stage ${stage}`, ta: `நிலை ${stage}` }],
        place.country,
        order + 1,
      ),
      startTime: localStart(mondayOf(week) + stage - 1, t.localMin, place),
      entrants: starting.map(({ rider, team: name }) => entrantOf(seed, key, rider, { team: name })),
      seed: raceSeed(seed, key),
      format: {
        kind: 'cycling',
        km,
        profile,
        abandons: starting
          .filter(({ rider }) => abandonStage(seed, raceKey, rider.id) === stage)
          .map(({ rider }) => rider.id),
      },
    } satisfies Race;
  });
}
