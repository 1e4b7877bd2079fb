/**
 * Field hockey (FIH rules; the Hockey India League and the FIH Pro League): four 15-minute quarters,
 * 2-minute breaks and 10 minutes at half-time; the clock stops for penalty corners and goals, so a
 * quarter takes about 20 real minutes. About two goals a side.
 *
 * A match that needs a winner (`knockout`: every Hockey India League and Pro League match, knock-out
 * ties of championships) and is level after 60 minutes goes to a shoot-out of 8-second one-on-ones
 * (best of five, then sudden death); the score stays level and the shoot-out decides `winner` only
 * (in the leagues, the bonus point). Group matches of championships can end level.
 *
 * Parts: four quarters (score-part count 4, ours).
 */
import { SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS['field-hockey'];

export function fieldHockeyDef(format: TeamFormat): TimedDef {
  return {
    name: 'field-hockey',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1.3,
    breaksS: [2 * 60, 10 * 60, 2 * 60],
    minute: 'match',
    scoring: { perMin: 2.4 / 60, kinds: [{ points: 1, weight: 1 }] },
    settle: format.knockout
      ? [{ kind: 'shootout', breakS: 3 * 60, rounds: 5, chance: 0.6, kickS: 45, counts: 'none' }]
      : [],
    draws: drawsAllowed(SPORT_CARDS['field-hockey'], format.knockout),
  };
}

export const fieldHockey = timedSport(fieldHockeyDef);
