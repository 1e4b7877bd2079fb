/**
 * Ski jumping's room: its races (script.ts); its World Cup calendar and athletes come from the winter
 * sports' shared world (no-duel/world/winter.ts: venues and weekends are shared by the four).
 */
import { SPORT_CARDS } from '@nerali/domain';
import type { RaceRules } from '../../no-duel/types.ts';
import { WINTER_PARTICIPANTS, winterCalendar } from '../../no-duel/world/winter.ts';
import { type RaceRoom, roomParticipants } from '../room.ts';
import { skiJumping } from './script.ts';

export const skiJumpingRoom = {
  card: SPORT_CARDS['ski-jumping'],
  calendar: winterCalendar(SPORT_CARDS['ski-jumping'].id),
  participants: roomParticipants(WINTER_PARTICIPANTS, SPORT_CARDS['ski-jumping']),
  rules: { skiJumping: skiJumping as RaceRules },
} satisfies RaceRoom<(typeof SPORT_CARDS)['ski-jumping']>;
