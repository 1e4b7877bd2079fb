/**
 * Beach soccer (FIFA laws): three 12-minute periods of stopped clock, about 17 real minutes each,
 * with 3-minute breaks. No draws: a match level after 36 minutes plays 3 minutes of extra time, then
 * kicks from the penalty mark, three a side then sudden death, which decide the winner only.
 *
 * Parts: three periods, extra time, shoot-out tally (score-part count 5).
 */
import { SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS['beach-soccer'];

export function beachSoccerDef(format: TeamFormat): TimedDef {
  return {
    name: 'beach-soccer',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1.4,
    breaksS: [3 * 60, 3 * 60],
    minute: 'match',
    scoring: { perMin: 4.5 / 36, kinds: [{ points: 1, weight: 1 }] },
    settle: [
      { kind: 'overtime', breakS: 60, min: periods.overtimeMinutes, part: 3 },
      { kind: 'shootout', breakS: 60, rounds: 3, chance: 0.72, kickS: 40, counts: 'tally', part: 4 },
    ],
    draws: drawsAllowed(SPORT_CARDS['beach-soccer'], format.knockout),
  };
}

export const beachSoccer = timedSport(beachSoccerDef);
