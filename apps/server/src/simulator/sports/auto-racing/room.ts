/**
 * Auto racing's room: its series, calendar and entrants come from motorsport's shared world
 * (no-duel/world/motor.ts: teams, circuits and the Dakar are shared by both), its race families from
 * no-duel/sports/ (Grands Prix and sessions, rally stages).
 */
import { SPORT_CARDS } from '@nerali/domain';
import { motorRace, motorSession } from '../../no-duel/sports/motor.ts';
import { stageRally } from '../../no-duel/sports/stage-rally.ts';
import type { RaceRules } from '../../no-duel/types.ts';
import { MOTOR_PARTICIPANTS, motorCalendar } from '../../no-duel/world/motor.ts';
import { type RaceRoom, roomParticipants } from '../room.ts';

export const autoRacingRoom = {
  card: SPORT_CARDS['auto-racing'],
  calendar: motorCalendar(SPORT_CARDS['auto-racing'].id),
  participants: roomParticipants(MOTOR_PARTICIPANTS, SPORT_CARDS['auto-racing']),
  rules: {
    motorRace: motorRace as RaceRules,
    motorSession: motorSession as RaceRules,
    stageRally: stageRally as RaceRules,
  },
} satisfies RaceRoom<(typeof SPORT_CARDS)['auto-racing']>;
