/**
 * Tennis (2). Sets of games; a winner always (tie-breaks, a final set played out). Players serve.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';

export const tennisRow = duelRow({
  kind: 'duel',
  id: 2,
  key: 'tennis',
  slug: 'tennis',
  name: { ta: 'டென்னிஸ்', en: 'Tennis' },
  parent: null,
  category: true,
  serving: true,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 5, noun: 'set' },
  clock: { family: ClockFamily.none },
});

export const tennis = {
  ...tennisRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: null,
  standings: { usual: 'draw', points: null, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.breakOfServe, K.setWon],
  terms: { scoreUnit: { ta: 'செட்', en: 'set' }, incidentTime: 'at' },
} as const satisfies DuelCard;
