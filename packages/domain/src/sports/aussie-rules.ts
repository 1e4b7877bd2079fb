/**
 * Aussie rules (18). Four 20-minute quarters counted within each quarter, shown as "20+" past 20 when
 * the feed does not count (CLK5); finals level after the siren play 6-minute extra time.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { countedTable } from '../rules/counted-time.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { fourTwoZero } from './standings-rules.ts';

const PERIODS = {
  stages: [
    EventStage.firstQuarter,
    EventStage.secondQuarter,
    EventStage.thirdQuarter,
    EventStage.fourthQuarter,
  ],
  minutes: 20,
  overtimeMinutes: 6,
  variants: {},
} satisfies TimedPeriods;

export const aussieRulesRow = duelRow({
  kind: 'duel',
  id: 18,
  key: 'aussie-rules',
  slug: 'aussie-rules',
  name: { ta: 'ஆஸ்திரேலிய கால்பந்து', en: 'Aussie Rules' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 4, noun: 'quarter' },
  clock: {
    family: ClockFamily.aussieRules,
    periods: countedTable(PERIODS, { counting: 'period', breaksMin: [15, 15, 15], overtime: false }),
    variants: {},
  },
});

export const aussieRules = {
  ...aussieRulesRow,
  periods: PERIODS,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 18 },
    positions: {
      FB: null,
      BP: null,
      CHB: null,
      HBF: null,
      C: null,
      W: null,
      CHF: null,
      HFF: null,
      FF: null,
      FP: null,
      RK: null,
      RR: null,
      RO: null,
      MID: null,
      FWD: null,
      DEF: null,
    },
  },
  standings: { usual: 'table', points: fourTwoZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.goal, K.behind],
  terms: { scoreUnit: { ta: 'புள்ளி', en: 'point' }, incidentTime: 'minute' },
} as const satisfies DuelCard;
