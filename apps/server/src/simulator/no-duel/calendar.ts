/**
 * Building blocks of the race calendars: weeks and weekdays of UTC days, venues' local times, the
 * league of one race, the entrants of one race.
 *
 * A race's league is built from the calendar alone (series, venue, date, session), never from the
 * seed: the same race keeps its league id whatever the seed. Its template key is the series' (or the
 * spec's super template: rapid rally 6576, speedway 6578, dakar 7771), so pinning "Formula 1" pins
 * every race of it. The field and the results come from the seed.
 */
import type { League, Participant, SportId, TournamentType } from '@nerali/domain';
import { ratingOf } from '../ratings.ts';
import { alnumId, hash32 } from '../prng.ts';
import { countryByCode } from '../world/countries.ts';
import type { Entrant, EntryView } from './types.ts';

export const DAY_S = 86_400;
export const HOUR_S = 3600;

/** Weekday of a UTC day number, Monday 0 .. Sunday 6 (day 0, 1 January 1970, was a Thursday). */
export const weekdayOf = (day: number) => (day + 3) % 7;
/** Week number of a UTC day, weeks starting on Monday. */
export const weekOf = (day: number) => Math.floor((day + 3) / 7);
/** The day of the Monday of a week. */
export const mondayOf = (week: number) => week * 7 - 3;

/** A place where races are held; `utcOffsetMin` is its standard time (no daylight saving). */
export interface Venue {
  en: string;
  ta: string;
  /** Country code of world/countries.ts. */
  country: string;
  utcOffsetMin: number;
}

/**
 * Unix seconds of local time `localMin` (minutes after midnight) on UTC day `day` at a venue.
 * WARNING: a race of day D must start within UTC day D (the simulator asks for the races of each UTC
 * day once); venues far east start late enough in their morning for that, and this throws otherwise.
 */
export function localStart(day: number, localMin: number, venue: Venue): number {
  const start = day * DAY_S + (localMin - venue.utcOffsetMin) * 60;
  if (start < day * DAY_S || start >= (day + 1) * DAY_S) {
    throw new RangeError(`calendar: ${venue.en} at ${localMin} min is not on UTC day ${day}`);
  }
  return start;
}

export interface SeriesRef {
  key: string;
  en: string;
  ta: string;
  type: TournamentType;
  /** Super template of the spec (spec 1 §3) when the series belongs to one. */
  superTemplate?: number;
}

/**
 * The league of one race: "ஃபார்முலா 1 — அபுதாபி கிராண்ட் பிரி — பந்தயம்" / "Formula 1 — Abu Dhabi
 * Grand Prix — Race". `parts` are the names after the series' (the event, the session or stage).
 */
export function raceLeague(
  sportId: SportId,
  raceKey: string,
  series: SeriesRef,
  parts: readonly { ta: string; en: string }[],
  country: string,
  order: number,
): League {
  return {
    id: `${sportId}_${alnumId('race', sportId, raceKey)}`,
    sportId,
    templateKey:
      series.superTemplate !== undefined
        ? `${sportId}_${series.superTemplate}`
        : `${sportId}_${alnumId('template', sportId, series.key)}`,
    name: {
      ta: [series.ta, ...parts.map((p) => p.ta)].join(' — '),
      en: [series.en, ...parts.map((p) => p.en)].join(' — '),
    },
    countryId: countryByCode(country).id,
    tournamentType: series.type,
    order,
  };
}

/** The entrant of `participant` in a race: its row id is derived from the seed, the race and it. */
export function entrantOf(
  seed: number,
  raceKey: string,
  participant: Participant,
  fixed: EntryView = {},
): Entrant {
  return {
    eventId: `g_${participant.sportId}_${alnumId('entry', seed, raceKey, participant.id)}`,
    participantId: participant.id,
    name: participant.name,
    rating: ratingOf(seed, participant.id),
    fixed,
  };
}

/** The day's item of a weekly rotation: week w runs item w mod n (a calendar that repeats). */
export function rotation<T>(items: readonly T[], week: number, shift = 0): T {
  const n = items.length;
  if (n === 0) throw new RangeError('calendar: empty rotation');
  return items[(((week + shift) % n) + n) % n] as T;
}

/** Seed of one race's own random stream: the simulator's seed and the race's key. */
export const raceSeed = (seed: number, raceKey: string) => hash32(seed, 'race', raceKey);
