/**
 * Futsal (11). Two 20-minute halves of stopped time, 10 minutes of extra time in knock-out ties, then
 * kicks from the mark.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { threeOneZero } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstHalf, EventStage.secondHalf],
  minutes: 20,
  overtimeMinutes: 10,
  variants: {},
} satisfies TimedPeriods;

export const futsalRow = duelRow({
  kind: 'duel',
  id: 11,
  key: 'futsal',
  slug: 'futsal',
  name: { ta: 'ஃபுட்சல்', en: 'Futsal' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 4, noun: 'half' },
  clock: { family: ClockFamily.none },
});

export const futsal = {
  ...futsalRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 5 },
    positions: {
      GK: { ta: 'கோல் காப்பாளர்', en: 'Goalkeeper' },
      DF: null,
      AL: null,
      AR: null,
      PV: null,
    },
  },
  standings: { usual: 'table', points: threeOneZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.goal, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'at' },
} as const satisfies DuelCard;
