/**
 * Rugby league: two halves on a counted clock (CLK3), each ending when the ball goes dead after time
 * is up, so the minute runs into "40+3". Try 4, conversion 2, penalty goal 2, drop goal ("field goal")
 * 1. 40-minute halves, 10 at half-time. Level after 80 minutes: golden point, 2 x 5 minutes where the
 * first score wins, drop goals above all; a regular-season match still level is a draw, a final plays
 * on. Parts: halves, golden point (score-part count 4).
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import { converts } from '../shared/conversions.ts';
import { drawsAllowed, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS['rugby-league'];

export function rugbyLeagueDef(format: TeamFormat): TimedDef {
  const goldenPoint = {
    kind: 'overtime',
    breakS: 3 * 60,
    min: periods.overtimeMinutes,
    part: 2,
    suddenDeath: 1,
    kinds: [
      { points: 1, weight: 3 },
      { points: 2, weight: 1 },
      { points: 4, weight: 1.5 },
    ],
  } as const;
  return {
    name: 'rugby-league',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1,
    breaksS: [10 * 60],
    addedS: [10, 180],
    minute: 'match',
    scoring: {
      perMin: 4.3 / 80,
      kinds: [
        { points: 4, weight: 3.5, then: { points: 2, chance: 0.72, afterS: 70 } },
        { points: 2, weight: 0.6 },
        { points: 1, weight: 0.15 },
      ],
    },
    settle: [format.knockout ? { ...goldenPoint, repeat: 6 } : goldenPoint],
    draws: drawsAllowed(SPORT_CARDS['rugby-league'], format.knockout),
  };
}

export const rugbyLeague = timedSport(rugbyLeagueDef, {
  kindOf: (play, before) => {
    if (play.points === 4) return { kind: IncidentKind.try };
    if (play.points === 2) {
      return { kind: converts(play, before, 4) ? IncidentKind.conversion : IncidentKind.penaltyKick };
    }
    return { kind: IncidentKind.dropGoal };
  },
});
