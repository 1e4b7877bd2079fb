/**
 * Baseball (6). Nine innings and extra innings; a regular-season game of NPB or KBO may end level
 * after its last allowed inning. Ten score parts (nine innings and the extra ones).
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { winsOnly } from './standings-rules.ts';

export const baseballRow = duelRow({
  kind: 'duel',
  id: 6,
  key: 'baseball',
  slug: 'baseball',
  name: { ta: 'பேஸ்பால்', en: 'Baseball' },
  parent: null,
  category: false,
  serving: true,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 10, noun: 'inning' },
  clock: { family: ClockFamily.none },
});

export const baseball = {
  ...baseballRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 9 },
    positions: {
      P: { ta: 'பிட்சர்', en: 'Pitcher' },
      C: { ta: 'கேட்சர்', en: 'Catcher' },
      '1B': null,
      '2B': null,
      '3B': null,
      SS: null,
      LF: null,
      CF: null,
      RF: null,
      IF: null,
      OF: null,
      DH: null,
    },
  },
  standings: { usual: 'table', points: winsOnly, variants: {}, shootout: 'result' },
  draws: 'league',
  incidents: [K.run, K.homeRun],
  terms: { scoreUnit: { ta: 'ரன்', en: 'run' }, incidentTime: 'at' },
} as const satisfies DuelCard;
