import type { SportId } from '@nerali/domain';
import type { SportRules } from '../types.ts';
import { americanFootball } from './american-football.ts';
import { aussieRules } from './aussie-rules.ts';
import { bandy } from './bandy.ts';
import { basketball } from './basketball.ts';
import { beachSoccer } from './beach-soccer.ts';
import { cricket } from './cricket.ts';
import { fieldHockey } from './field-hockey.ts';
import { floorball } from './floorball.ts';
import { futsal } from './futsal.ts';
import { handball } from './handball.ts';
import { hockey } from './hockey.ts';
import { kabaddi } from './kabaddi.ts';
import { netball } from './netball.ts';
import { rugbyLeague, rugbyUnion } from './rugby.ts';
import { soccer } from './soccer.ts';
import { tennis } from './tennis.ts';
import { waterPolo } from './water-polo.ts';
// Sets, innings, legs, frames, rounds and maps (duel-format.ts).
import { badminton } from './badminton.ts';
import { baseball } from './baseball.ts';
import { boxing, mma } from './combat.ts';
import { darts } from './darts.ts';
import { esports } from './esports.ts';
import { pesapallo } from './pesapallo.ts';
import { snooker } from './snooker.ts';
import { tableTennis } from './table-tennis.ts';
import { beachVolleyball, volleyball } from './volleyball.ts';

/** Sport ids of the catalogue that the simulator plays. */
export const SimSport = {
  soccer: 1,
  tennis: 2,
  basketball: 3,
  cricket: 13,
  kabaddi: 42,
  // Timed team sports (periods.ts).
  hockey: 4,
  americanFootball: 5,
  handball: 7,
  rugbyUnion: 8,
  floorball: 9,
  bandy: 10,
  futsal: 11,
  aussieRules: 18,
  rugbyLeague: 19,
  waterPolo: 22,
  fieldHockey: 24,
  beachSoccer: 26,
  netball: 29,
  // Sets, innings, legs, frames, rounds and maps (duel-format.ts).
  volleyball: 12,
  beachVolleyball: 17,
  badminton: 21,
  tableTennis: 25,
  baseball: 6,
  pesapallo: 30,
  darts: 14,
  snooker: 15,
  boxing: 16,
  mma: 28,
  esports: 36,
} as const;

export const SIMULATED_SPORTS: readonly SportId[] = Object.values(SimSport);

/** The rules of each simulated sport; the script type is private to each sport's module. */
export const RULES: ReadonlyMap<SportId, SportRules> = new Map<SportId, SportRules>([
  [SimSport.soccer, soccer as SportRules],
  [SimSport.tennis, tennis as SportRules],
  [SimSport.basketball, basketball as SportRules],
  [SimSport.cricket, cricket as SportRules],
  [SimSport.kabaddi, kabaddi as SportRules],
  [SimSport.hockey, hockey as SportRules],
  [SimSport.americanFootball, americanFootball as SportRules],
  [SimSport.handball, handball as SportRules],
  [SimSport.rugbyUnion, rugbyUnion as SportRules],
  [SimSport.floorball, floorball as SportRules],
  [SimSport.bandy, bandy as SportRules],
  [SimSport.futsal, futsal as SportRules],
  [SimSport.aussieRules, aussieRules as SportRules],
  [SimSport.rugbyLeague, rugbyLeague as SportRules],
  [SimSport.waterPolo, waterPolo as SportRules],
  [SimSport.fieldHockey, fieldHockey as SportRules],
  [SimSport.beachSoccer, beachSoccer as SportRules],
  [SimSport.netball, netball as SportRules],
  [SimSport.volleyball, volleyball as SportRules],
  [SimSport.beachVolleyball, beachVolleyball as SportRules],
  [SimSport.badminton, badminton as SportRules],
  [SimSport.tableTennis, tableTennis as SportRules],
  [SimSport.baseball, baseball as SportRules],
  [SimSport.pesapallo, pesapallo as SportRules],
  [SimSport.darts, darts as SportRules],
  [SimSport.snooker, snooker as SportRules],
  [SimSport.boxing, boxing as SportRules],
  [SimSport.mma, mma as SportRules],
  [SimSport.esports, esports as SportRules],
]);
