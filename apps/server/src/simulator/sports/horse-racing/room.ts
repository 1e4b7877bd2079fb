/**
 * Horse racing's room: its races (script.ts), its calendar and entrants (world.ts).
 */
import { SPORT_CARDS } from '@nerali/domain';
import type { RaceRules } from '../../no-duel/types.ts';
import type { RaceRoom } from '../room.ts';
import { horse } from './script.ts';
import { HORSE_PARTICIPANTS, horseCalendar } from './world.ts';

export const horseRacingRoom = {
  card: SPORT_CARDS['horse-racing'],
  calendar: horseCalendar,
  participants: HORSE_PARTICIPANTS,
  rules: { horse: horse as RaceRules },
} satisfies RaceRoom<(typeof SPORT_CARDS)['horse-racing']>;
