/**
 * Cycling's room: its races (script.ts), its calendar and entrants (world.ts).
 */
import { SPORT_CARDS } from '@nerali/domain';
import type { RaceRules } from '../../no-duel/types.ts';
import type { RaceRoom } from '../room.ts';
import { cycling } from './script.ts';
import { CYCLING_PARTICIPANTS, cyclingCalendar } from './world.ts';

export const cyclingRoom = {
  card: SPORT_CARDS.cycling,
  calendar: cyclingCalendar,
  participants: CYCLING_PARTICIPANTS,
  rules: { cycling: cycling as RaceRules },
} satisfies RaceRoom<typeof SPORT_CARDS.cycling>;
