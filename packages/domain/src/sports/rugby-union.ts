/**
 * Rugby union (8). Two 40-minute halves on a counted clock (CLK3); sevens (variant `sevens`) plays
 * 7-minute halves with 7 a side. Extra time (20 minutes) exists in knock-out ties, but the spec's rugby
 * clock stops at 80: extra time shows no computed minute.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { countedTable } from '../rules/counted-time.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { fourTwoZero } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstHalf, EventStage.secondHalf],
  minutes: 40,
  overtimeMinutes: 20,
  variants: { sevens: { minutes: 7, overtimeMinutes: 5 } },
} satisfies TimedPeriods;

export const rugbyUnionRow = duelRow({
  kind: 'duel',
  id: 8,
  key: 'rugby-union',
  slug: 'rugby-union',
  name: { ta: 'ரக்பி யூனியன்', en: 'Rugby Union' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 4, noun: 'half' },
  clock: {
    family: ClockFamily.rugby,
    periods: countedTable(PERIODS, { counting: 'match', breaksMin: [10], overtime: false }),
    variants: {
      sevens: countedTable(
        { ...PERIODS, ...PERIODS.variants.sevens },
        { counting: 'match', breaksMin: [2], overtime: false },
      ),
    },
  },
});

export const rugbyUnion = {
  ...rugbyUnionRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 15, sevens: 7 },
    positions: {
      LP: null,
      HK: null,
      TP: null,
      LK: null,
      BF: null,
      OF: null,
      N8: null,
      SH: null,
      FH: null,
      LW: null,
      IC: null,
      OC: null,
      RW: null,
      FB: null,
      C: null,
    },
  },
  standings: { usual: 'table', points: fourTwoZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [
    K.try,
    K.conversion,
    K.penaltyKick,
    K.dropGoal,
    K.yellowCard,
    K.shootoutScored,
    K.shootoutMissed,
  ],
  terms: { scoreUnit: { ta: 'புள்ளி', en: 'point' }, incidentTime: 'minute' },
} as const satisfies DuelCard;
