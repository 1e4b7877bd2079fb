/**
 * Moto racing's room: its series, calendar and entrants come from motorsport's shared world
 * (no-duel/world/motor.ts: teams, circuits and the Dakar are shared by both), its race families from
 * no-duel/sports/ (Grands Prix and sessions, rally stages, speedway meetings).
 */
import { SPORT_CARDS } from '@nerali/domain';
import { motorRace, motorSession } from '../../no-duel/sports/motor.ts';
import { speedway } from '../../no-duel/sports/speedway.ts';
import { stageRally } from '../../no-duel/sports/stage-rally.ts';
import type { RaceRules } from '../../no-duel/types.ts';
import { MOTOR_PARTICIPANTS, motorCalendar } from '../../no-duel/world/motor.ts';
import { type RaceRoom, roomParticipants } from '../room.ts';

export const motoRacingRoom = {
  card: SPORT_CARDS['moto-racing'],
  calendar: motorCalendar(SPORT_CARDS['moto-racing'].id),
  participants: roomParticipants(MOTOR_PARTICIPANTS, SPORT_CARDS['moto-racing']),
  rules: {
    motorRace: motorRace as RaceRules,
    motorSession: motorSession as RaceRules,
    speedway: speedway as RaceRules,
    stageRally: stageRally as RaceRules,
  },
} satisfies RaceRoom<(typeof SPORT_CARDS)['moto-racing']>;
