/**
 * Bandy (10). Two 45-minute halves on soccer's counted clock (CLK2), golden-goal extra time of 30 in
 * knock-out ties, then a shoot-out.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { countedTable } from '../rules/counted-time.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { threeOneZero } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstHalf, EventStage.secondHalf],
  minutes: 45,
  overtimeMinutes: 30,
  variants: {},
} satisfies TimedPeriods;

export const bandyRow = duelRow({
  kind: 'duel',
  id: 10,
  key: 'bandy',
  slug: 'bandy',
  name: { ta: 'பேண்டி', en: 'Bandy' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 4, noun: 'half' },
  clock: {
    family: ClockFamily.halves,
    periods: countedTable(PERIODS, { counting: 'match', breaksMin: [15, 15], overtime: true }),
    variants: {},
  },
});

export const bandy = {
  ...bandyRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 11 },
    positions: {
      G: null,
      D: null,
      HB: null,
      M: null,
      F: null,
    },
  },
  standings: { usual: 'table', points: threeOneZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.goal, K.penaltyMinutes, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'minute' },
} as const satisfies DuelCard;
