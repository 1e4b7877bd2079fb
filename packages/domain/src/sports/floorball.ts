/**
 * Floorball (9). Three 20-minute periods, a 10-minute sudden-death overtime, then penalty shots: no
 * draws.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { threeOneZero } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstPeriod, EventStage.secondPeriod, EventStage.thirdPeriod],
  minutes: 20,
  overtimeMinutes: 10,
  variants: {},
} satisfies TimedPeriods;

export const floorballRow = duelRow({
  kind: 'duel',
  id: 9,
  key: 'floorball',
  slug: 'floorball',
  name: { ta: 'ஃப்ளோர்பால்', en: 'Floorball' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 5, noun: 'period' },
  clock: { family: ClockFamily.none },
});

export const floorball = {
  ...floorballRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 6 },
    positions: {
      G: null,
      D: null,
      C: null,
      W: null,
      F: null,
    },
  },
  standings: { usual: 'table', points: threeOneZero, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.goal, K.penaltyMinutes, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'at' },
} as const satisfies DuelCard;
