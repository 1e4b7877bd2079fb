/**
 * Basketball (3). Four 10-minute quarters counted down (CLK6), 5-minute overtimes until someone leads;
 * the NBA plays 12-minute quarters (variant `nba`, sent as the game-time override "12:5").
 * Incidents: none (the statistics count its baskets).
 */
import { Market as M } from '../detail/model.ts';
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
  minutes: 10,
  overtimeMinutes: 5,
  variants: { nba: { minutes: 12, overtimeMinutes: 5 } },
} satisfies TimedPeriods;

export const basketballRow = duelRow({
  kind: 'duel',
  id: 3,
  key: 'basketball',
  slug: 'basketball',
  name: { ta: 'கூடைப்பந்து', en: 'Basketball' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 5, noun: 'quarter' },
  clock: { family: ClockFamily.reversed, reversed: reversedConfig(PERIODS) },
});

export const basketball = {
  ...basketballRow,
  periods: PERIODS,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 5 },
    positions: {
      PG: null,
      SG: null,
      SF: null,
      PF: null,
      C: null,
    },
  },
  standings: { usual: 'table', points: winsOnly, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [],
  terms: { scoreUnit: { ta: 'புள்ளி', en: 'point' }, incidentTime: 'at' },
} as const satisfies DuelCard;
