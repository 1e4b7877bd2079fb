/**
 * Kabaddi (42). Two 20-minute halves on our counted clock (ours: the spec gives no kabaddi clock,
 * CLK12), knock-out extra time of two 3-minute halves shown as one 6-minute period. Pro Kabaddi's table:
 * 5 a win, 3 a tie, 1 for a loss by seven points or fewer.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { countedTable } from '../rules/counted-time.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import type { PointsRule } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstHalf, EventStage.secondHalf],
  minutes: 20,
  overtimeMinutes: 6,
  variants: {},
} satisfies TimedPeriods;

/** Pro Kabaddi: five for a win, three for a tie, one for a loss by seven points or fewer. */
const kabaddiPoints: PointsRule = (r) =>
  r.outcome === 'W' ? 5 : r.outcome === 'D' ? 3 : r.scoreAgainst - r.scoreFor <= 7 ? 1 : 0;

export const kabaddiRow = duelRow({
  kind: 'duel',
  id: 42,
  key: 'kabaddi',
  slug: 'kabaddi',
  name: { ta: 'கபடி', en: 'Kabaddi' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 3, noun: 'half' },
  clock: {
    family: ClockFamily.kabaddi,
    periods: countedTable(PERIODS, { counting: 'match', breaksMin: [5, 5], overtime: true }),
    variants: {},
  },
});

export const kabaddi = {
  ...kabaddiRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 7 },
    positions: {
      RAIDER: { ta: 'ரெய்டர்', en: 'Raider' },
      ALL: { ta: 'ஆல்ரவுண்டர்', en: 'All-rounder' },
      LC: null,
      RC: null,
      LCV: null,
      RCV: null,
      DEF: { ta: 'தடுப்பாளர்', en: 'Defender' },
    },
  },
  standings: { usual: 'table', points: kabaddiPoints, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [
    K.raidPoint,
    K.tacklePoint,
    K.superRaid,
    K.allOut,
    K.extraPoint,
    K.timeout,
    K.yellowCard,
    K.redCard,
  ],
  terms: { scoreUnit: { ta: 'புள்ளி', en: 'point' }, incidentTime: 'minute' },
} as const satisfies DuelCard;
