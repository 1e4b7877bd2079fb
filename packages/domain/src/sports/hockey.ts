/**
 * Ice hockey (4). Three 20-minute periods counted down (CLK6); regular-season overtime of 5 minutes
 * and a shoot-out, play-off overtimes of 20 (variant `playoffs`). No draws.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { reversedConfig } from '../rules/reversed-time.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import type { PointsRule } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstPeriod, EventStage.secondPeriod, EventStage.thirdPeriod],
  minutes: 20,
  overtimeMinutes: 5,
  variants: { playoffs: { minutes: 20, overtimeMinutes: 20 } },
} satisfies TimedPeriods;

/** Two for a win, one for a loss after overtime or a shoot-out. */
const hockeyPoints: PointsRule = (r) => (r.outcome === 'W' ? 2 : r.overtime ? 1 : 0);

export const hockeyRow = duelRow({
  kind: 'duel',
  id: 4,
  key: 'hockey',
  slug: 'ice-hockey',
  name: { ta: 'ஐஸ் ஹாக்கி', en: 'Ice Hockey' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 5, noun: 'period' },
  clock: { family: ClockFamily.reversed, reversed: reversedConfig(PERIODS) },
});

export const hockey = {
  ...hockeyRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 6 },
    positions: {
      G: null,
      D: null,
      LW: null,
      C: null,
      RW: null,
      F: null,
    },
  },
  standings: { usual: 'table', points: hockeyPoints, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.goal, K.penaltyMinutes, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'at' },
} as const satisfies DuelCard;
