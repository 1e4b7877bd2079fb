/**
 * Handball: two 30-minute halves and a 15-minute half-time (EHF). The clock runs but stops for
 * time-outs, so a half takes about 33 real minutes; the counted minute is the rules' (second half
 * from 31'). A goal every minute or so.
 *
 * League matches can end level. Knock-out ties play 2 x 5 minutes of extra time after a 5-minute
 * break, a second extra time if still level, then a 7-metre shoot-out that decides only the winner.
 *
 * Parts: first half, second half, extra time (score-part count 3).
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, goalsOnly, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS.handball;

export function handballDef(format: TeamFormat): TimedDef {
  const extraTime = { kind: 'overtime', breakS: 5 * 60, min: periods.overtimeMinutes, part: 2 } as const;
  return {
    name: 'handball',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1.1,
    breaksS: [15 * 60],
    minute: 'match',
    scoring: { perMin: 28 / 60, kinds: [{ points: 1, weight: 1 }], edge: 0.6 },
    settle: format.knockout
      ? [
          extraTime,
          extraTime,
          { kind: 'shootout', breakS: 2 * 60, rounds: 5, chance: 0.76, kickS: 40, counts: 'none' },
        ]
      : [],
    draws: drawsAllowed(SPORT_CARDS.handball, format.knockout),
  };
}

// Two-minute suspensions, about three a side.
export const handball = timedSport(handballDef, {
  ...goalsOnly,
  discipline: { kind: IncidentKind.suspension, minutes: 2, perMatch: 3 },
});
