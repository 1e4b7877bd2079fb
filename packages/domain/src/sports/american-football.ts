/**
 * American football (5). Four 15-minute quarters counted down (CLK6); a 15-minute overtime in the
 * play-offs, 10 in the regular season (variant `regularSeason`), which may still end level.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { reversedConfig } from '../rules/reversed-time.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { winsOnly } from './standings-rules.ts';

const PERIODS = {
  stages: [
    EventStage.firstQuarter,
    EventStage.secondQuarter,
    EventStage.thirdQuarter,
    EventStage.fourthQuarter,
  ],
  minutes: 15,
  overtimeMinutes: 15,
  variants: { regularSeason: { minutes: 15, overtimeMinutes: 10 } },
} satisfies TimedPeriods;

export const americanFootballRow = duelRow({
  kind: 'duel',
  id: 5,
  key: 'american-football',
  slug: 'american-football',
  name: { ta: 'அமெரிக்க கால்பந்து', en: 'American Football' },
  parent: null,
  category: false,
  serving: true,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 5, noun: 'quarter' },
  clock: { family: ClockFamily.reversed, reversed: reversedConfig(PERIODS) },
});

export const americanFootball = {
  ...americanFootballRow,
  periods: PERIODS,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 11 },
    positions: {
      QB: null,
      RB: null,
      WR: null,
      TE: null,
      OL: null,
      K: null,
      LB: null,
      CB: null,
      S: null,
      DL: null,
      DE: null,
      DT: null,
      P: null,
    },
  },
  standings: { usual: 'table', points: winsOnly, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.touchdown, K.conversion, K.fieldGoal, K.safety],
  terms: { scoreUnit: { ta: 'புள்ளி', en: 'point' }, incidentTime: 'at' },
} as const satisfies DuelCard;
