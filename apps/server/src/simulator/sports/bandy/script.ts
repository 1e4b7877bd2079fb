/**
 * Bandy: two 45-minute halves on a counted clock like soccer's (CLK2: second half from 46', added
 * time as "45+2"), 15 minutes at half-time, about a goal every 20 minutes a side.
 *
 * League matches can end level. Knock-out ties: 2 x 15 minutes of golden-goal extra time after a
 * 5-minute break, then a penalty shoot-out (best of five) that decides the winner only.
 *
 * Parts: first half, second half, extra time, shoot-out tally (score-part count 4).
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, goalsOnly, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS.bandy;

export function bandyDef(format: TeamFormat): TimedDef {
  return {
    name: 'bandy',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1,
    breaksS: [15 * 60],
    addedS: [0, 180],
    minute: 'match',
    scoring: { perMin: 4.5 / 90, kinds: [{ points: 1, weight: 1 }] },
    settle: format.knockout
      ? [
          { kind: 'overtime', breakS: 5 * 60, min: periods.overtimeMinutes, part: 2, suddenDeath: 1 },
          { kind: 'shootout', breakS: 2 * 60, rounds: 5, chance: 0.7, kickS: 50, counts: 'tally', part: 3 },
        ]
      : [],
    draws: drawsAllowed(SPORT_CARDS.bandy, format.knockout),
  };
}

// Bandy sends players off for five or ten minutes; ten is the usual one.
export const bandy = timedSport(bandyDef, {
  ...goalsOnly,
  discipline: { kind: IncidentKind.penaltyMinutes, minutes: 10, perMatch: 1.2 },
});
