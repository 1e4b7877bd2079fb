/**
 * The registry of sport cards: one line per sport, in catalogue id order (CAT1). Typed against the rows'
 * registry (`rows.ts`): a sport without a card, or a card under another sport's key, does not compile.
 *
 * The web's first screen reads the rows only; what a card adds (line-ups, standings, incidents, terms
 * ...) is read where it is shown, through this registry.
 */
import type { DuelCard, SportCard } from './card.ts';
import type { SportKey } from './rows.ts';
import { alpine } from './alpine.ts';
import { americanFootball } from './american-football.ts';
import { aussieRules } from './aussie-rules.ts';
import { autoRacing } from './auto-racing.ts';
import { badminton } from './badminton.ts';
import { bandy } from './bandy.ts';
import { baseball } from './baseball.ts';
import { basketball } from './basketball.ts';
import { beachSoccer } from './beach-soccer.ts';
import { beachVolleyball } from './beach-volleyball.ts';
import { biathlon } from './biathlon.ts';
import { boxing } from './boxing.ts';
import { cricket } from './cricket.ts';
import { crossCountry } from './cross-country.ts';
import { cycling } from './cycling.ts';
import { darts } from './darts.ts';
import { esports } from './esports.ts';
import { fieldHockey } from './field-hockey.ts';
import { floorball } from './floorball.ts';
import { futsal } from './futsal.ts';
import { golf } from './golf.ts';
import { handball } from './handball.ts';
import { hockey } from './hockey.ts';
import { horseRacing } from './horse-racing.ts';
import { kabaddi } from './kabaddi.ts';
import { mma } from './mma.ts';
import { motoRacing } from './moto-racing.ts';
import { motorsport } from './motorsport.ts';
import { netball } from './netball.ts';
import { pesapallo } from './pesapallo.ts';
import { rugbyLeague } from './rugby-league.ts';
import { rugbyUnion } from './rugby-union.ts';
import { skiJumping } from './ski-jumping.ts';
import { snooker } from './snooker.ts';
import { soccer } from './soccer.ts';
import { tableTennis } from './table-tennis.ts';
import { tennis } from './tennis.ts';
import { volleyball } from './volleyball.ts';
import { waterPolo } from './water-polo.ts';
import { winterSports } from './winter-sports.ts';

export const SPORT_CARDS = {
  soccer,
  tennis,
  basketball,
  hockey,
  'american-football': americanFootball,
  baseball,
  handball,
  'rugby-union': rugbyUnion,
  floorball,
  bandy,
  futsal,
  volleyball,
  cricket,
  darts,
  snooker,
  boxing,
  'beach-volleyball': beachVolleyball,
  'aussie-rules': aussieRules,
  'rugby-league': rugbyLeague,
  badminton,
  'water-polo': waterPolo,
  golf,
  'field-hockey': fieldHockey,
  'table-tennis': tableTennis,
  'beach-soccer': beachSoccer,
  mma,
  netball,
  pesapallo,
  motorsport,
  'auto-racing': autoRacing,
  'moto-racing': motoRacing,
  cycling,
  'horse-racing': horseRacing,
  esports,
  'winter-sports': winterSports,
  'ski-jumping': skiJumping,
  alpine,
  'cross-country': crossCountry,
  biathlon,
  kabaddi,
} as const satisfies { readonly [K in SportKey]: SportCard & { key: K } };

/** Every card in id order (the catalogue's order, CAT1). */
export const SPORT_CARD_LIST: readonly SportCard[] = Object.freeze(
  Object.values(SPORT_CARDS as Readonly<Record<string, SportCard>>).sort((a, b) => a.id - b.id),
);

const BY_ID = new Map<number, SportCard>(SPORT_CARD_LIST.map((c) => [c.id, c]));
const BY_KEY = new Map<string, SportCard>(SPORT_CARD_LIST.map((c) => [c.key, c]));

/** The card of a catalogue id; undefined for 0 (all sports), 20, 27 and anything else. */
export function cardById(id: number): SportCard | undefined {
  return BY_ID.get(id);
}

/** The card of a sport key ('soccer', 'hockey'); undefined for anything else. */
export function cardByKey(key: string): SportCard | undefined {
  return BY_KEY.get(key);
}

/** The duel card of a catalogue id; undefined for races, umbrellas and unknown ids. */
export function duelCardById(id: number): DuelCard | undefined {
  const card = BY_ID.get(id);
  return card?.kind === 'duel' ? card : undefined;
}
