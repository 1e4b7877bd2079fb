/**
 * Australian rules football (AFL): four 20-minute quarters plus "time on" (the clock stops for the
 * ball out of play, so a quarter lasts 25-32 real minutes), 6 minutes at quarter time and three-quarter
 * time, 20 at half-time. A goal is 6 points, a behind 1. The counted clock runs within each quarter
 * (CLK5): the client shows "20+'" in time on; at speed != 1 the simulator sends "20+7".
 *
 * The score is the total in points, as the model's text score ("82"), with each quarter's points as
 * its parts; the goals.behinds form has no field. Home-and-away matches can end level; a final plays
 * two 3-minute halves of extra time (plus time on), then golden score.
 *
 * WARNING: the score-part count is 4, so extra time's points are added to the fourth quarter's part
 * (the parts still add up to the score).
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS['aussie-rules'];

export function aussieRulesDef(format: TeamFormat): TimedDef {
  return {
    name: 'aussie-rules',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1,
    breaksS: [6 * 60, 20 * 60, 6 * 60],
    addedS: [5 * 60, 12 * 60],
    minute: 'period',
    // About 25 scoring shots a side in 115 minutes of play, a little over half of them goals.
    scoring: {
      perMin: 25 / 115,
      kinds: [
        { points: 6, weight: 13 },
        { points: 1, weight: 12 },
      ],
    },
    settle: format.knockout
      ? [
          { kind: 'overtime', breakS: 3 * 60, min: periods.overtimeMinutes, part: 3, addedS: [60, 150] },
          { kind: 'overtime', breakS: 60, min: periods.overtimeMinutes, part: 3, suddenDeath: 1, repeat: 4 },
        ]
      : [],
    draws: drawsAllowed(SPORT_CARDS['aussie-rules'], format.knockout),
  };
}

export const aussieRules = timedSport(aussieRulesDef, {
  kindOf: (play) => ({ kind: play.points === 6 ? IncidentKind.goal : IncidentKind.behind }),
});
