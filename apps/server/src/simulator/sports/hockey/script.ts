/**
 * Ice hockey: three 20-minute periods with 18-minute intermissions. The client counts each period
 * down from `stageStartTime` (reversed time, CLK6), so a period lasts exactly 20 minutes here: the
 * simulator's game clock never stops.
 *
 * Level after 60 minutes: in the regular season 5 minutes of sudden-death 3-on-3 overtime (goals come
 * faster), then a best-of-three shoot-out whose winner is credited one goal (NHL, KHL, SHL); in the
 * play-offs full 20-minute sudden-death periods after an intermission, as many as it takes, with the
 * "20:20" game-time override so the client counts them down from 20. No draws.
 *
 * Parts: three periods, overtime, shoot-out (score-part count 5).
 */
import { IncidentKind, SPORT_CARDS } from '@nerali/domain';
import { drawsAllowed, goalsOnly, type TeamFormat, type TimedDef, timedSport } from '../shared/periods.ts';

const INTERMISSION_S = 18 * 60;

/** Regular periods and overtime, from the card (CAT19): written once, in the domain. */
const { periods } = SPORT_CARDS.hockey;
/** Play-off overtimes last a period, counted down from 20 (the game-time override "20:20"). */
const { playoffs } = periods.variants;

export function hockeyDef(format: TeamFormat): TimedDef {
  return {
    name: 'hockey',
    stages: periods.stages,
    periodMin: periods.minutes,
    stretch: 1,
    breaksS: [INTERMISSION_S, INTERMISSION_S],
    scoring: { perMin: 3 / 60, kinds: [{ points: 1, weight: 1 }] },
    settle: format.knockout
      ? [
          {
            kind: 'overtime',
            breakS: INTERMISSION_S,
            min: playoffs.overtimeMinutes,
            part: 3,
            suddenDeath: 1,
            repeat: 8,
          },
        ]
      : [
          {
            kind: 'overtime',
            breakS: 2 * 60,
            min: periods.overtimeMinutes,
            part: 3,
            suddenDeath: 1,
            rate: 2.2,
          },
          { kind: 'shootout', breakS: 60, rounds: 3, chance: 0.32, kickS: 45, counts: 'decider', part: 4 },
        ],
    draws: drawsAllowed(SPORT_CARDS.hockey, format.knockout),
    ...(format.knockout && { gameTime: `${playoffs.minutes}:${playoffs.overtimeMinutes}` }),
  };
}

// Minor penalties: two minutes in the box, about four a side in a match.
export const hockey = timedSport(hockeyDef, {
  ...goalsOnly,
  discipline: { kind: IncidentKind.penaltyMinutes, minutes: 2, perMatch: 3.5 },
});
