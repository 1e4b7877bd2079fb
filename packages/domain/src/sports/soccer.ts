/**
 * Football (soccer, 1). Two 45-minute halves on a counted clock (CLK2), extra time of 30 in knock-out
 * ties, then a shoot-out that decides the winner only. One score part: the first-half score.
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

export const soccerRow = duelRow({
  kind: 'duel',
  id: 1,
  key: 'soccer',
  slug: 'football',
  name: { ta: 'கால்பந்து', en: 'Football' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 1, noun: 'half' },
  clock: {
    family: ClockFamily.halves,
    periods: countedTable(PERIODS, { counting: 'match', breaksMin: [15, 15], overtime: true }),
    variants: {},
  },
});

export const soccer = {
  ...soccerRow,
  periods: PERIODS,
  markets: [M.oneXTwo, M.doubleChance, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 11 },
    positions: {
      G: { ta: 'கோல் காப்பாளர்', en: 'Goalkeeper' },
      D: { ta: 'தடுப்பாட்டக்காரர்', en: 'Defender' },
      M: { ta: 'நடுக்கள வீரர்', en: 'Midfielder' },
      F: { ta: 'முன்கள வீரர்', en: 'Forward' },
    },
  },
  standings: { usual: 'table', points: threeOneZero, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [
    K.goal,
    K.ownGoal,
    K.penaltyGoal,
    K.penaltyMissed,
    K.yellowCard,
    K.secondYellow,
    K.redCard,
    K.substitution,
    K.videoReview,
    K.shootoutScored,
    K.shootoutMissed,
  ],
  terms: { scoreUnit: { ta: 'கோல்', en: 'goal' }, incidentTime: 'minute' },
} as const satisfies DuelCard;
