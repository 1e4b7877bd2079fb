/**
 * Golf's room: its races (script.ts), its calendar and entrants (world.ts).
 */
import { SPORT_CARDS } from '@nerali/domain';
import type { RaceRules } from '../../no-duel/types.ts';
import type { RaceRoom } from '../room.ts';
import { golf } from './script.ts';
import { GOLF_PARTICIPANTS, golfCalendar } from './world.ts';

export const golfRoom = {
  card: SPORT_CARDS.golf,
  calendar: golfCalendar,
  participants: GOLF_PARTICIPANTS,
  rules: { golf: golf as RaceRules },
} satisfies RaceRoom<typeof SPORT_CARDS.golf>;
