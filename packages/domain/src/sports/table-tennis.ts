/**
 * Table tennis (25). Best of five or seven games; Ultimate Table Tennis plays team ties with a table.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { twoOneZero } from './standings-rules.ts';

export const tableTennisRow = duelRow({
  kind: 'duel',
  id: 25,
  key: 'table-tennis',
  slug: 'table-tennis',
  name: { ta: 'டேபிள் டென்னிஸ்', en: 'Table Tennis' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 7, noun: 'game' },
  clock: { family: ClockFamily.none },
});

export const tableTennis = {
  ...tableTennisRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: null,
  standings: { usual: 'draw', points: twoOneZero, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.setWon],
  terms: { scoreUnit: { ta: 'கேம்', en: 'game' }, incidentTime: 'at' },
} as const satisfies DuelCard;
