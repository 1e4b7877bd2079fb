/**
 * Alpine skiing's room: its races (script.ts); its World Cup calendar and athletes come from the winter
 * sports' shared world (no-duel/world/winter.ts: venues and weekends are shared by the four).
 */
import { SPORT_CARDS } from '@nerali/domain';
import type { RaceRules } from '../../no-duel/types.ts';
import { WINTER_PARTICIPANTS, winterCalendar } from '../../no-duel/world/winter.ts';
import { type RaceRoom, roomParticipants } from '../room.ts';
import { alpine } from './script.ts';

export const alpineRoom = {
  card: SPORT_CARDS.alpine,
  calendar: winterCalendar(SPORT_CARDS.alpine.id),
  participants: roomParticipants(WINTER_PARTICIPANTS, SPORT_CARDS.alpine),
  rules: { alpine: alpine as RaceRules },
} satisfies RaceRoom<typeof SPORT_CARDS.alpine>;
