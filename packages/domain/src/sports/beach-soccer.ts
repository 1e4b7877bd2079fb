/**
 * Beach soccer (26). Three 12-minute periods, 3 minutes of extra time, then a shoot-out: no draws.
 * The table gives 3 for a win in regular time, 2 after extra time, 1 after a shoot-out.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { EventStage } from '../enums.ts';
import { type DuelCard, duelRow, type TimedPeriods } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import type { PointsRule } from './standings-rules.ts';

const PERIODS = {
  stages: [EventStage.firstPeriod, EventStage.secondPeriod, EventStage.thirdPeriod],
  minutes: 12,
  overtimeMinutes: 3,
  variants: {},
} satisfies TimedPeriods;

/** Three for a win in regular time, two after extra time, one after a shoot-out. */
const beachSoccerPoints: PointsRule = (r) => (r.outcome !== 'W' ? 0 : r.shootout ? 1 : r.overtime ? 2 : 3);

export const beachSoccerRow = duelRow({
  kind: 'duel',
  id: 26,
  key: 'beach-soccer',
  slug: 'beach-soccer',
  name: { ta: 'கடற்கரை கால்பந்து', en: 'Beach Soccer' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 5, noun: 'period' },
  clock: { family: ClockFamily.none },
});

export const beachSoccer = {
  ...beachSoccerRow,
  periods: PERIODS,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 5 },
    positions: {
      GK: { ta: 'கோல் காப்பாளர்', en: 'Goalkeeper' },
      DF: null,
      WG: null,
      PV: null,
    },
  },
  standings: { usual: 'table', points: beachSoccerPoints, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.goal, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'at' },
} as const satisfies DuelCard;
