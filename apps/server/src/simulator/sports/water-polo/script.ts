/**
 * Water polo (World Aquatics rules): four 8-minute quarters of stopped clock, about 12 real minutes
 * each, with 2-minute breaks and 3 minutes at half-time. No overtime any more: a knock-out tie level
 * after four quarters goes straight to a penalty shoot-out (best of five); league matches can end
 * level. No counted minute: the clock counts down in the pool and the client has no clock for it.
 *
 * Parts: four quarters, overtime (left empty), shoot-out tally (score-part count 6).
 */
import { SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS['water-polo'];

export function waterPoloDef(format: TeamFormat): TimedDef {
  return {
    name: 'water-polo',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1.5,
    breaksS: [2 * 60, 3 * 60, 2 * 60],
    scoring: { perMin: 11 / 32, kinds: [{ points: 1, weight: 1 }], edge: 0.7 },
    settle: format.knockout
      ? [{ kind: 'shootout', breakS: 2 * 60, rounds: 5, chance: 0.78, kickS: 40, counts: 'tally', part: 5 }]
      : [],
    draws: drawsAllowed(SPORT_CARDS['water-polo'], format.knockout),
  };
}

export const waterPolo = timedSport(waterPoloDef);
