/**
 * The registry of sport rows: one line per sport, in catalogue id order (CAT1). A row is the part of a
 * sport's card that every page needs (its catalogue row, parts and clock; see `card.ts`).
 * The record's keys are the sports' keys, so `SportKey` is the list of sports, and every registry keyed
 * by sport (the cards in `registry.ts`, the simulator's rooms, the web's) is typed against it: a sport
 * added here and missing there does not compile.
 */
import type { DuelRow, RaceRow, SportRow, UmbrellaRow } from './card.ts';
import { alpineRow } from './alpine.ts';
import { americanFootballRow } from './american-football.ts';
import { aussieRulesRow } from './aussie-rules.ts';
import { autoRacingRow } from './auto-racing.ts';
import { badmintonRow } from './badminton.ts';
import { bandyRow } from './bandy.ts';
import { baseballRow } from './baseball.ts';
import { basketballRow } from './basketball.ts';
import { beachSoccerRow } from './beach-soccer.ts';
import { beachVolleyballRow } from './beach-volleyball.ts';
import { biathlonRow } from './biathlon.ts';
import { boxingRow } from './boxing.ts';
import { cricketRow } from './cricket.ts';
import { crossCountryRow } from './cross-country.ts';
import { cyclingRow } from './cycling.ts';
import { dartsRow } from './darts.ts';
import { esportsRow } from './esports.ts';
import { fieldHockeyRow } from './field-hockey.ts';
import { floorballRow } from './floorball.ts';
import { futsalRow } from './futsal.ts';
import { golfRow } from './golf.ts';
import { handballRow } from './handball.ts';
import { hockeyRow } from './hockey.ts';
import { horseRacingRow } from './horse-racing.ts';
import { kabaddiRow } from './kabaddi.ts';
import { mmaRow } from './mma.ts';
import { motoRacingRow } from './moto-racing.ts';
import { motorsportRow } from './motorsport.ts';
import { netballRow } from './netball.ts';
import { pesapalloRow } from './pesapallo.ts';
import { rugbyLeagueRow } from './rugby-league.ts';
import { rugbyUnionRow } from './rugby-union.ts';
import { skiJumpingRow } from './ski-jumping.ts';
import { snookerRow } from './snooker.ts';
import { soccerRow } from './soccer.ts';
import { tableTennisRow } from './table-tennis.ts';
import { tennisRow } from './tennis.ts';
import { volleyballRow } from './volleyball.ts';
import { waterPoloRow } from './water-polo.ts';
import { winterSportsRow } from './winter-sports.ts';

export const SPORT_ROWS = {
  soccer: soccerRow,
  tennis: tennisRow,
  basketball: basketballRow,
  hockey: hockeyRow,
  'american-football': americanFootballRow,
  baseball: baseballRow,
  handball: handballRow,
  'rugby-union': rugbyUnionRow,
  floorball: floorballRow,
  bandy: bandyRow,
  futsal: futsalRow,
  volleyball: volleyballRow,
  cricket: cricketRow,
  darts: dartsRow,
  snooker: snookerRow,
  boxing: boxingRow,
  'beach-volleyball': beachVolleyballRow,
  'aussie-rules': aussieRulesRow,
  'rugby-league': rugbyLeagueRow,
  badminton: badmintonRow,
  'water-polo': waterPoloRow,
  golf: golfRow,
  'field-hockey': fieldHockeyRow,
  'table-tennis': tableTennisRow,
  'beach-soccer': beachSoccerRow,
  mma: mmaRow,
  netball: netballRow,
  pesapallo: pesapalloRow,
  motorsport: motorsportRow,
  'auto-racing': autoRacingRow,
  'moto-racing': motoRacingRow,
  cycling: cyclingRow,
  'horse-racing': horseRacingRow,
  esports: esportsRow,
  'winter-sports': winterSportsRow,
  'ski-jumping': skiJumpingRow,
  alpine: alpineRow,
  'cross-country': crossCountryRow,
  biathlon: biathlonRow,
  kabaddi: kabaddiRow,
} as const satisfies Readonly<Record<string, SportRow>>;

export type SportKey = keyof typeof SPORT_ROWS;
type RowOf<K extends SportKey> = (typeof SPORT_ROWS)[K];
/** Keys of the sports whose events are matches of two sides. */
export type DuelKey = { [K in SportKey]: RowOf<K> extends DuelRow ? K : never }[SportKey];
/** Keys of the sports whose events are races (one row per participant). */
export type RaceKey = { [K in SportKey]: RowOf<K> extends RaceRow ? K : never }[SportKey];
/** Keys of the umbrella sports (CAT3). */
export type UmbrellaSportKey = { [K in SportKey]: RowOf<K> extends UmbrellaRow ? K : never }[SportKey];

/**
 * Compile-time check that each row sits under its own key: `SPORT_ROWS.hockey` must be the row whose
 * `key` is 'hockey'. A mismatch makes this line fail with the key's name in the message.
 */
type Misplaced = { [K in SportKey]: RowOf<K>['key'] extends K ? never : K }[SportKey];
export const ROWS_UNDER_THEIR_KEYS: [Misplaced] extends [never] ? true : Misplaced = true;

/** Every row in id order (the catalogue's order, CAT1). */
export const SPORT_ROW_LIST: readonly SportRow<SportKey>[] = Object.freeze(
  Object.values(SPORT_ROWS as Readonly<Record<string, SportRow<SportKey>>>).sort((a, b) => a.id - b.id),
);

const BY_ID = new Map<number, SportRow>(SPORT_ROW_LIST.map((r) => [r.id, r]));

/** The row of a catalogue id; undefined for 0 (all sports), 20, 27 and anything else. */
export function rowById(id: number): SportRow | undefined {
  return BY_ID.get(id);
}
