/**
 * Handball (7). Two 30-minute halves; knock-out ties play extra time of two 5-minute halves (one
 * 10-minute part) and a 7-metre shoot-out. The spec gives no clock: the feed's minute is shown (CLK9).
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { twoOneZero } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstHalf, EventStage.secondHalf],
  minutes: 30,
  overtimeMinutes: 10,
  variants: {},
} satisfies TimedPeriods;

export const handballRow = duelRow({
  kind: 'duel',
  id: 7,
  key: 'handball',
  slug: 'handball',
  name: { ta: 'ஹேண்ட்பால்', en: 'Handball' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 3, noun: 'half' },
  clock: { family: ClockFamily.none },
});

export const handball = {
  ...handballRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 7 },
    positions: {
      GK: { ta: 'கோல் காப்பாளர்', en: 'Goalkeeper' },
      LW: null,
      LB: null,
      CB: null,
      RB: null,
      RW: null,
      P: null,
    },
  },
  standings: { usual: 'table', points: twoOneZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.goal, K.suspension, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'at' },
} as const satisfies DuelCard;
