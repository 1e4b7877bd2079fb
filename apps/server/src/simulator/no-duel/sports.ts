/**
 * The no-duel sports the simulator runs: each sport's calendar and participants, and the rules of
 * each race family.
 */
import type { Participant, SportId } from '@nerali/domain';
import { alpine } from './sports/alpine.ts';
import { biathlon } from './sports/biathlon.ts';
import { crossCountry } from './sports/cross-country.ts';
import { cycling } from './sports/cycling.ts';
import { golf } from './sports/golf.ts';
import { horse } from './sports/horse.ts';
import { motorRace, motorSession } from './sports/motor.ts';
import { skiJumping } from './sports/ski-jumping.ts';
import { speedway } from './sports/speedway.ts';
import { stageRally } from './sports/stage-rally.ts';
import type { Race, RaceKind, RaceRules } from './types.ts';
import { CYCLING_PARTICIPANTS, cyclingCalendar } from './world/cycling.ts';
import { GOLF_PARTICIPANTS, golfCalendar } from './world/golf.ts';
import { HORSE_PARTICIPANTS, horseCalendar } from './world/horse.ts';
import { MOTOR_PARTICIPANTS, motorCalendar } from './world/motor.ts';
import { WINTER_PARTICIPANTS, winterCalendar } from './world/winter.ts';

/**
 * Sport ids of the catalogue that the race track runs. The umbrellas, motorsport (31) and winter
 * sports (37), have no rows of their own: their pages gather their children's.
 */
export const RaceSport = {
  golf: 23,
  autoRacing: 32,
  motoRacing: 33,
  cycling: 34,
  horseRacing: 35,
  skiJumping: 38,
  alpine: 39,
  crossCountry: 40,
  biathlon: 41,
} as const;

export const RACE_SPORTS: readonly SportId[] = Object.values(RaceSport);

export interface RaceSportDef {
  sportId: SportId;
  /** The races that start on UTC day `day` (unix seconds within [day * 86400, (day + 1) * 86400)). */
  calendar(seed: number, day: number): Race[];
  participants: readonly Participant[];
}

const S = RaceSport;
const motor = (sportId: SportId) => ({
  sportId,
  calendar: motorCalendar(sportId),
  participants: MOTOR_PARTICIPANTS.get(sportId) ?? [],
});
const winter = (sportId: SportId) => ({
  sportId,
  calendar: winterCalendar(sportId),
  participants: WINTER_PARTICIPANTS.get(sportId) ?? [],
});

export const RACE_SPORT_DEFS: ReadonlyMap<SportId, RaceSportDef> = new Map(
  [
    { sportId: S.golf, calendar: golfCalendar, participants: GOLF_PARTICIPANTS },
    motor(S.autoRacing),
    motor(S.motoRacing),
    { sportId: S.cycling, calendar: cyclingCalendar, participants: CYCLING_PARTICIPANTS },
    { sportId: S.horseRacing, calendar: horseCalendar, participants: HORSE_PARTICIPANTS },
    winter(S.skiJumping),
    winter(S.alpine),
    winter(S.crossCountry),
    winter(S.biathlon),
  ].map((def) => [def.sportId, def]),
);

/** The rules of each race family; the script type is private to each family's module. */
export const RACE_RULES: Readonly<Record<RaceKind, RaceRules>> = {
  golf: golf as RaceRules,
  motorRace: motorRace as RaceRules,
  motorSession: motorSession as RaceRules,
  stageRally: stageRally as RaceRules,
  horse: horse as RaceRules,
  cycling: cycling as RaceRules,
  skiJumping: skiJumping as RaceRules,
  alpine: alpine as RaceRules,
  crossCountry: crossCountry as RaceRules,
  biathlon: biathlon as RaceRules,
  speedway: speedway as RaceRules,
};
