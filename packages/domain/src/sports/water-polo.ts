/**
 * Water polo (22). Four 8-minute quarters of stopped time; knock-out ties go straight to penalties
 * (an overtime has no fixed length here).
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { threeOneZero } from './standings-rules.ts';

const PERIODS = {
  stages: [
    EventStage.firstQuarter,
    EventStage.secondQuarter,
    EventStage.thirdQuarter,
    EventStage.fourthQuarter,
  ],
  minutes: 8,
  overtimeMinutes: null,
  variants: {},
} satisfies TimedPeriods;

export const waterPoloRow = duelRow({
  kind: 'duel',
  id: 22,
  key: 'water-polo',
  slug: 'water-polo',
  name: { ta: 'வாட்டர் போலோ', en: 'Water Polo' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 6, noun: 'quarter' },
  clock: { family: ClockFamily.none },
});

export const waterPolo = {
  ...waterPoloRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 7 },
    positions: {
      GK: { ta: 'கோல் காப்பாளர்', en: 'Goalkeeper' },
      D: null,
      W: null,
      DR: null,
      CF: null,
      U: null,
    },
  },
  standings: { usual: 'table', points: threeOneZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.goal, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'at' },
} as const satisfies DuelCard;
