/**
 * The simulator's rooms, one per sport of the domain's card registry: duel sports in `DUEL_ROOMS`, race
 * sports in `RACE_ROOMS` (the two umbrellas, motorsport and winter sports, hold no events: their pages
 * gather their children's). Both records are typed against the domain's keys, so a sport given a card
 * and no room does not compile. The shared machinery finds a sport's room here by id.
 *
 * WARNING: the order of `DUEL_ROOMS` is the world's build order. Participants, a league's place among
 * its country's leagues and the fixture walk follow it, and with them ids and results: a new sport goes
 * at the end, never in between.
 */
import type { DuelKey, RaceKey, SportId } from '@nerali/domain';
import type { SportRules } from '../types.ts';
import { alpineRoom } from './alpine/room.ts';
import { americanFootballRoom } from './american-football/room.ts';
import { aussieRulesRoom } from './aussie-rules/room.ts';
import { autoRacingRoom } from './auto-racing/room.ts';
import { badmintonRoom } from './badminton/room.ts';
import { bandyRoom } from './bandy/room.ts';
import { baseballRoom } from './baseball/room.ts';
import { basketballRoom } from './basketball/room.ts';
import { beachSoccerRoom } from './beach-soccer/room.ts';
import { beachVolleyballRoom } from './beach-volleyball/room.ts';
import { biathlonRoom } from './biathlon/room.ts';
import { boxingRoom } from './boxing/room.ts';
import { cricketRoom } from './cricket/room.ts';
import { crossCountryRoom } from './cross-country/room.ts';
import { cyclingRoom } from './cycling/room.ts';
import { dartsRoom } from './darts/room.ts';
import { esportsRoom } from './esports/room.ts';
import { fieldHockeyRoom } from './field-hockey/room.ts';
import { floorballRoom } from './floorball/room.ts';
import { futsalRoom } from './futsal/room.ts';
import { golfRoom } from './golf/room.ts';
import { handballRoom } from './handball/room.ts';
import { hockeyRoom } from './hockey/room.ts';
import { horseRacingRoom } from './horse-racing/room.ts';
import { kabaddiRoom } from './kabaddi/room.ts';
import { mmaRoom } from './mma/room.ts';
import { motoRacingRoom } from './moto-racing/room.ts';
import { netballRoom } from './netball/room.ts';
import { pesapalloRoom } from './pesapallo/room.ts';
import type { DuelRoom, RaceRoom } from './room.ts';
import { rugbyLeagueRoom } from './rugby-league/room.ts';
import { rugbyUnionRoom } from './rugby-union/room.ts';
import { skiJumpingRoom } from './ski-jumping/room.ts';
import { snookerRoom } from './snooker/room.ts';
import { soccerRoom } from './soccer/room.ts';
import { tableTennisRoom } from './table-tennis/room.ts';
import { tennisRoom } from './tennis/room.ts';
import { volleyballRoom } from './volleyball/room.ts';
import { waterPoloRoom } from './water-polo/room.ts';

/** The duel sports' rooms, in the world's build order (see the WARNING above). */
export const DUEL_ROOMS = {
  soccer: soccerRoom,
  tennis: tennisRoom,
  basketball: basketballRoom,
  cricket: cricketRoom,
  kabaddi: kabaddiRoom,
  // Timed team sports (shared/periods.ts).
  hockey: hockeyRoom,
  'american-football': americanFootballRoom,
  handball: handballRoom,
  'rugby-union': rugbyUnionRoom,
  floorball: floorballRoom,
  bandy: bandyRoom,
  futsal: futsalRoom,
  'aussie-rules': aussieRulesRoom,
  'rugby-league': rugbyLeagueRoom,
  'water-polo': waterPoloRoom,
  'field-hockey': fieldHockeyRoom,
  'beach-soccer': beachSoccerRoom,
  netball: netballRoom,
  // Sets, innings, legs, frames, rounds and maps (shared/duel-format.ts).
  volleyball: volleyballRoom,
  'beach-volleyball': beachVolleyballRoom,
  badminton: badmintonRoom,
  'table-tennis': tableTennisRoom,
  baseball: baseballRoom,
  pesapallo: pesapalloRoom,
  darts: dartsRoom,
  snooker: snookerRoom,
  boxing: boxingRoom,
  mma: mmaRoom,
  esports: esportsRoom,
} as const satisfies { readonly [K in DuelKey]: DuelRoom & { card: { key: K } } };

/** The race sports' rooms, in id order. */
export const RACE_ROOMS = {
  golf: golfRoom,
  'auto-racing': autoRacingRoom,
  'moto-racing': motoRacingRoom,
  cycling: cyclingRoom,
  'horse-racing': horseRacingRoom,
  'ski-jumping': skiJumpingRoom,
  alpine: alpineRoom,
  'cross-country': crossCountryRoom,
  biathlon: biathlonRoom,
} as const satisfies { readonly [K in RaceKey]: RaceRoom & { card: { key: K } } };

const DUEL_LIST: readonly DuelRoom[] = Object.values(DUEL_ROOMS);
const RACE_LIST: readonly RaceRoom[] = Object.values(RACE_ROOMS);
const DUEL_BY_ID = new Map<SportId, DuelRoom>(DUEL_LIST.map((room) => [room.card.id, room]));
const RACE_BY_ID = new Map<SportId, RaceRoom>(RACE_LIST.map((room) => [room.card.id, room]));

/** Sport ids the simulator plays as matches, in the world's build order. */
export const SIMULATED_SPORTS: readonly SportId[] = DUEL_LIST.map((room) => room.card.id);
/** Sport ids the race track runs, in id order. */
export const RACE_SPORTS: readonly SportId[] = RACE_LIST.map((room) => room.card.id);

/** The room of a duel sport the simulator plays; throws for any other id (a caller's mistake). */
export function duelRoomById(sportId: SportId): DuelRoom {
  const room = DUEL_BY_ID.get(sportId);
  if (!room) throw new RangeError(`simulator: sport ${sportId} is not simulated`);
  return room;
}

/** The room of a race sport; throws for any other id. */
export function raceRoomById(sportId: SportId): RaceRoom {
  const room = RACE_BY_ID.get(sportId);
  if (!room) throw new RangeError(`simulator: sport ${sportId} has no races`);
  return room;
}

export const isDuelSport = (sportId: SportId): boolean => DUEL_BY_ID.has(sportId);
export const isRaceSport = (sportId: SportId): boolean => RACE_BY_ID.has(sportId);

/** The rules of each simulated duel sport, by id (as before the rooms; tests and tools use it). */
export const RULES: ReadonlyMap<SportId, SportRules> = new Map(DUEL_LIST.map((r) => [r.card.id, r.rules]));

/**
 * Sport ids by a camel-case name (`SimSport.americanFootball` is 5), for tests and tools that name a
 * sport. Derived from the rooms' cards: no id is written here.
 */
export const SimSport = {
  soccer: DUEL_ROOMS.soccer.card.id,
  tennis: DUEL_ROOMS.tennis.card.id,
  basketball: DUEL_ROOMS.basketball.card.id,
  cricket: DUEL_ROOMS.cricket.card.id,
  kabaddi: DUEL_ROOMS.kabaddi.card.id,
  hockey: DUEL_ROOMS.hockey.card.id,
  americanFootball: DUEL_ROOMS['american-football'].card.id,
  handball: DUEL_ROOMS.handball.card.id,
  rugbyUnion: DUEL_ROOMS['rugby-union'].card.id,
  floorball: DUEL_ROOMS.floorball.card.id,
  bandy: DUEL_ROOMS.bandy.card.id,
  futsal: DUEL_ROOMS.futsal.card.id,
  aussieRules: DUEL_ROOMS['aussie-rules'].card.id,
  rugbyLeague: DUEL_ROOMS['rugby-league'].card.id,
  waterPolo: DUEL_ROOMS['water-polo'].card.id,
  fieldHockey: DUEL_ROOMS['field-hockey'].card.id,
  beachSoccer: DUEL_ROOMS['beach-soccer'].card.id,
  netball: DUEL_ROOMS.netball.card.id,
  volleyball: DUEL_ROOMS.volleyball.card.id,
  beachVolleyball: DUEL_ROOMS['beach-volleyball'].card.id,
  badminton: DUEL_ROOMS.badminton.card.id,
  tableTennis: DUEL_ROOMS['table-tennis'].card.id,
  baseball: DUEL_ROOMS.baseball.card.id,
  pesapallo: DUEL_ROOMS.pesapallo.card.id,
  darts: DUEL_ROOMS.darts.card.id,
  snooker: DUEL_ROOMS.snooker.card.id,
  boxing: DUEL_ROOMS.boxing.card.id,
  mma: DUEL_ROOMS.mma.card.id,
  esports: DUEL_ROOMS.esports.card.id,
} as const;
