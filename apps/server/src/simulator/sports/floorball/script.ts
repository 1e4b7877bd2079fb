/**
 * Floorball (IFF rules, as the Swedish Super League plays them): three 20-minute periods of stopped
 * clock (about 28 real minutes each) and 10-minute intermissions. Level after 60 minutes: 10 minutes
 * of sudden-death overtime after a 2-minute break, then penalty shots, best of five, whose winner is
 * credited one goal. No draws.
 *
 * Parts: three periods, overtime, penalty shots (score-part count 5).
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, goalsOnly, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS.floorball;

export function floorballDef(format: TeamFormat): TimedDef {
  return {
    name: 'floorball',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1.4,
    breaksS: [10 * 60, 10 * 60],
    minute: 'match',
    scoring: { perMin: 5.5 / 60, kinds: [{ points: 1, weight: 1 }] },
    settle: [
      { kind: 'overtime', breakS: 2 * 60, min: periods.overtimeMinutes, part: 3, suddenDeath: 1 },
      { kind: 'shootout', breakS: 60, rounds: 5, chance: 0.42, kickS: 40, counts: 'decider', part: 4 },
    ],
    draws: drawsAllowed(SPORT_CARDS.floorball, format.knockout),
  };
}

export const floorball = timedSport(floorballDef, {
  ...goalsOnly,
  discipline: { kind: IncidentKind.penaltyMinutes, minutes: 2, perMatch: 1.5 },
});
