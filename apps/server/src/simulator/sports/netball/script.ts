/**
 * Netball (World Netball rules): four 15-minute quarters, 3-minute breaks and 5 minutes at half-time;
 * a goal every half minute or so. In Suncorp Super Netball (variant 'superShot') a goal from the outer
 * circle in the last 5 minutes of a quarter, the "Power 5", is worth 2.
 *
 * League matches can end level. Finals play 2 x 5 minutes of extra time, then on until one side is two
 * goals clear. No counted minute: the clock counts down on court and the client has no clock for it.
 *
 * Parts: four quarters and extra time (score-part count 5).
 */
import { SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS.netball;

export function netballDef(format: TeamFormat): TimedDef {
  const goal = { points: 1, weight: 1 };
  return {
    name: 'netball',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1.1,
    breaksS: [3 * 60, 5 * 60, 3 * 60],
    scoring: {
      perMin: 58 / 60,
      kinds: [goal],
      edge: 0.5,
      ...(format.variant === 'superShot' && {
        late: {
          withinMin: 5,
          kinds: [
            { points: 1, weight: 0.85 },
            { points: 2, weight: 0.15 },
          ],
        },
      }),
    },
    settle: format.knockout
      ? [
          { kind: 'overtime', breakS: 2 * 60, min: periods.overtimeMinutes, part: 4, kinds: [goal] },
          {
            kind: 'overtime',
            breakS: 0,
            min: periods.overtimeMinutes,
            part: 4,
            suddenDeath: 2,
            repeat: 4,
            kinds: [goal],
          },
        ]
      : [],
    draws: drawsAllowed(SPORT_CARDS.netball, format.knockout),
  };
}

export const netball = timedSport(netballDef);
