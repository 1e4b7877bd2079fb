/**
 * Floorball (IFF rules, as the Swedish Super League plays them): three 20-minute periods of stopped
 * clock (about 28 real minutes each) and 10-minute intermissions. Level after 60 minutes: 10 minutes
 * of sudden-death overtime after a 2-minute break, then penalty shots, best of five, whose winner is
 * credited one goal. No draws.
 *
 * Parts: three periods, overtime, penalty shots (score-part count 5).
 */
import { IncidentKind } from '@nerali/domain';
import { goalsOnly, PERIODS, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

export function floorballDef(_format: TeamFormat): TimedDef {
  return {
    name: 'floorball',
    stages: PERIODS,
    periodMin: 20,
    stretch: 1.4,
    breaksS: [10 * 60, 10 * 60],
    minute: 'match',
    scoring: { perMin: 5.5 / 60, kinds: [{ points: 1, weight: 1 }] },
    settle: [
      { kind: 'overtime', breakS: 2 * 60, min: 10, part: 3, suddenDeath: 1 },
      { kind: 'shootout', breakS: 60, rounds: 5, chance: 0.42, kickS: 40, counts: 'decider', part: 4 },
    ],
    draws: false,
  };
}

export const floorball = timedSport(floorballDef, {
  ...goalsOnly,
  discipline: { kind: IncidentKind.penaltyMinutes, minutes: 2, perMatch: 1.5 },
});
