/**
 * Pesäpallo (30). Two periods of four innings, extra innings and a home-run contest: no draws.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { threeOneZero } from './standings-rules.ts';

export const pesapalloRow = duelRow({
  kind: 'duel',
  id: 30,
  key: 'pesapallo',
  slug: 'pesapallo',
  name: { ta: 'பெசாபல்லோ', en: 'Pesäpallo' },
  parent: null,
  category: false,
  serving: true,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 11, noun: 'inning' },
  clock: { family: ClockFamily.none },
});

export const pesapallo = {
  ...pesapalloRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 9 },
    positions: {
      P: null,
      C: null,
      '1B': null,
      '2B': null,
      '3B': null,
      SS: null,
      LF: null,
      CF: null,
      RF: null,
      J: null,
    },
  },
  standings: { usual: 'table', points: threeOneZero, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.run, K.setWon, K.shootoutScored, K.shootoutMissed],
  terms: { scoreUnit: { ta: 'ரன்', en: 'run' }, incidentTime: 'at' },
} as const satisfies DuelCard;
