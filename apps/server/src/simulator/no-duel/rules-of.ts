/** The rules of one race: its kind's, as its sport's room lists them. */
import type { RaceRoom } from '../sports/room.ts';
import type { Race, RaceRules } from './types.ts';

/** Throws when the room does not run races of this kind: a calendar and a room out of step. */
export function raceRulesOf(room: RaceRoom, race: Race): RaceRules {
  const rules = room.rules[race.format.kind];
  if (!rules) throw new RangeError(`simulator: ${room.card.key} runs no ${race.format.kind} races`);
  return rules;
}
