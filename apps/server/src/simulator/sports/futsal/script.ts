/**
 * Futsal (FIFA laws): two 20-minute halves of stopped clock, about 30 real minutes each, and a
 * 15-minute half-time. League matches can end level; knock-out ties play 2 x 5 minutes of extra time,
 * then kicks from the penalty mark (best of five) that decide the winner only.
 *
 * Parts: first half, second half, extra time, shoot-out tally (score-part count 4).
 */
import { SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS.futsal;

export function futsalDef(format: TeamFormat): TimedDef {
  return {
    name: 'futsal',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1.5,
    breaksS: [15 * 60],
    minute: 'match',
    scoring: { perMin: 3 / 40, kinds: [{ points: 1, weight: 1 }] },
    settle: format.knockout
      ? [
          { kind: 'overtime', breakS: 3 * 60, min: periods.overtimeMinutes, part: 2 },
          { kind: 'shootout', breakS: 2 * 60, rounds: 5, chance: 0.75, kickS: 45, counts: 'tally', part: 3 },
        ]
      : [],
    draws: drawsAllowed(SPORT_CARDS.futsal, format.knockout),
  };
}

export const futsal = timedSport(futsalDef);
