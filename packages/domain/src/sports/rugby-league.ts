/**
 * Rugby league (19). Two 40-minute halves on a counted clock (CLK3); golden point (two 5-minute
 * halves, one 10-minute part) after 80 minutes, which the spec's clock does not count.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { countedTable } from '../rules/counted-time.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { twoOneZero } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstHalf, EventStage.secondHalf],
  minutes: 40,
  overtimeMinutes: 10,
  variants: {},
} satisfies TimedPeriods;

export const rugbyLeagueRow = duelRow({
  kind: 'duel',
  id: 19,
  key: 'rugby-league',
  slug: 'rugby-league',
  name: { ta: 'ரக்பி லீக்', en: 'Rugby League' },
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
    variants: {},
  },
});

export const rugbyLeague = {
  ...rugbyLeagueRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 13 },
    positions: {
      FB: null,
      W: null,
      C: null,
      FE: null,
      HB: null,
      PR: null,
      HK: null,
      SR: null,
      LK: null,
    },
  },
  standings: { usual: 'table', points: twoOneZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.try, K.conversion, K.penaltyKick, K.dropGoal],
  terms: { scoreUnit: { ta: 'புள்ளி', en: 'point' }, incidentTime: 'minute' },
} as const satisfies DuelCard;
