/**
 * Field hockey (24). Four 15-minute quarters (the FIH format since 2019; spec silent on the part
 * count, CAT9); a level match goes to a shoot-out worth 2 and 1 in the Pro League.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import type { PointsRule } from './standings-rules.ts';

const PERIODS = {
  stages: [
    EventStage.firstQuarter,
    EventStage.secondQuarter,
    EventStage.thirdQuarter,
    EventStage.fourthQuarter,
  ],
  minutes: 15,
  overtimeMinutes: null,
  variants: {},
} satisfies TimedPeriods;

/**
 * FIH Pro League, Hockey India League: a drawn match goes to a shoot-out worth 2 and 1; the table
 * keeps it drawn (`shootout: 'bonus'`), so a draw is worth 1 or 2.
 */
const fieldHockeyPoints: PointsRule = (r) =>
  r.outcome === 'W' ? (r.overtime ? 2 : 3) : r.outcome === 'D' ? 1 : r.overtime ? 1 : 0;

export const fieldHockeyRow = duelRow({
  kind: 'duel',
  id: 24,
  key: 'field-hockey',
  slug: 'field-hockey',
  name: { ta: 'ஹாக்கி', en: 'Field Hockey' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 4, noun: 'quarter' },
  clock: { family: ClockFamily.none },
});

export const fieldHockey = {
  ...fieldHockeyRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 11 },
    positions: {
      GK: { ta: 'கோல் காப்பாளர்', en: 'Goalkeeper' },
      DF: null,
      MF: null,
      FW: null,
    },
  },
  standings: { usual: 'table', points: fieldHockeyPoints, variants: {}, shootout: 'bonus' },
  draws: 'league',
  incidents: [K.goal, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'at' },
} as const satisfies DuelCard;
