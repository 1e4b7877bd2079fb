/**
 * Netball (29). Four 15-minute quarters; knock-out ties play two 5-minute halves of extra time (one
 * 10-minute part), then on until two clear.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { twoOneZero } from './standings-rules.ts';

const PERIODS = {
  stages: [
    EventStage.firstQuarter,
    EventStage.secondQuarter,
    EventStage.thirdQuarter,
    EventStage.fourthQuarter,
  ],
  minutes: 15,
  overtimeMinutes: 10,
  variants: {},
} satisfies TimedPeriods;

export const netballRow = duelRow({
  kind: 'duel',
  id: 29,
  key: 'netball',
  slug: 'netball',
  name: { ta: 'நெட்பால்', en: 'Netball' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 5, noun: 'quarter' },
  clock: { family: ClockFamily.none },
});

export const netball = {
  ...netballRow,
  periods: PERIODS,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 7 },
    positions: {
      GS: null,
      GA: null,
      WA: null,
      C: null,
      WD: null,
      GD: null,
      GK: null,
    },
  },
  standings: { usual: 'table', points: twoOneZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.goal],
  terms: { scoreUnit: { ta: 'புள்ளி', en: 'point' }, incidentTime: 'at' },
} as const satisfies DuelCard;
