/**
 * Rugby union (15s and sevens): two halves on a counted clock (CLK3), each ending when the ball goes
 * dead after time is up, so the minute runs into "40+3". Lengths are the card's (`sevens` its variant).
 *
 * Try 5, conversion 2 (a minute after the try), penalty goal and drop goal 3, penalty try 7.
 * 40-minute halves, 15-minute half-time. Knock-out ties level after 80 minutes play 2 x 10 minutes of
 * extra time, then 10 minutes of sudden death, then a kicking competition that decides the winner
 * only. Parts: halves, extra time, sudden death (score-part count 4).
 *
 * Sevens (variant 'sevens': India's Rugby Premier League): 7-minute halves, 2 minutes at half-time,
 * knock-out ties go to 5-minute periods of sudden death.
 */
import { IncidentKind, SPORT_CARDS, type Text } from '@nerali/domain';
import { converts } from '../shared/conversions.ts';
import {
  drawsAllowed,
  type ScoreKind,
  type TeamFormat,
  type TimedDef,
  timedSport,
} from '../shared/periods.ts';

/** Regular periods and overtime, fifteens' and sevens', from the card (CAT19). */
const CARD = SPORT_CARDS['rugby-union'];
const { periods } = CARD;
const { sevens } = periods.variants;

const UNION_KINDS: readonly ScoreKind[] = [
  { points: 5, weight: 2.7, then: { points: 2, chance: 0.74, afterS: 75 } },
  { points: 3, weight: 2.0 },
  { points: 3, weight: 0.1 },
  { points: 7, weight: 0.08 },
];

export function rugbyUnionDef(format: TeamFormat): TimedDef {
  if (format.variant === 'sevens') {
    return {
      name: 'rugby-sevens',
      stages: periods.stages,
      periodMin: sevens.minutes,
      stretch: 1,
      breaksS: [2 * 60],
      addedS: [0, 60],
      minute: 'match',
      scoring: {
        perMin: 2.6 / 14,
        kinds: [
          { points: 5, weight: 1, then: { points: 2, chance: 0.6, afterS: 40 } },
          { points: 3, weight: 0.04 },
        ],
      },
      settle: format.knockout
        ? [{ kind: 'overtime', breakS: 60, min: sevens.overtimeMinutes, part: 2, suddenDeath: 1, repeat: 6 }]
        : [],
      draws: drawsAllowed(CARD, format.knockout),
    };
  }
  return {
    name: 'rugby-union',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1,
    breaksS: [15 * 60],
    addedS: [20, 300],
    minute: 'match',
    scoring: { perMin: 4.9 / 80, kinds: UNION_KINDS },
    settle: format.knockout
      ? [
          { kind: 'overtime', breakS: 5 * 60, min: periods.overtimeMinutes, part: 2, addedS: [0, 120] },
          { kind: 'overtime', breakS: 5 * 60, min: 10, part: 3, suddenDeath: 1 },
          { kind: 'shootout', breakS: 2 * 60, rounds: 5, chance: 0.7, kickS: 60, counts: 'none' },
        ]
      : [],
    draws: drawsAllowed(CARD, format.knockout),
  };
}

const PENALTY_TRY: Text = { ta: 'பெனால்டி ட்ரை', en: 'penalty try' };

// Union: a 3 is a penalty goal twenty times as often as a drop goal (the script's weights); a
// yellow card sends a player to the sin bin for ten minutes.
export const rugbyUnion = timedSport(rugbyUnionDef, {
  kindOf: (play, before, pick) => {
    if (play.points === 5) return { kind: IncidentKind.try };
    if (play.points === 7) return { kind: IncidentKind.try, note: PENALTY_TRY };
    if (play.points === 2 && converts(play, before, 5)) return { kind: IncidentKind.conversion };
    return { kind: pick.chance(0.05) ? IncidentKind.dropGoal : IncidentKind.penaltyKick };
  },
  discipline: { kind: IncidentKind.yellowCard, minutes: 10, perMatch: 0.6 },
});
