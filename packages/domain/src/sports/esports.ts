/**
 * Esports (36). Series of maps, best of one, three or five (spec silent on the part count: five,
 * CAT9). Teams of five.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { winsOnly } from './standings-rules.ts';

export const esportsRow = duelRow({
  kind: 'duel',
  id: 36,
  key: 'esports',
  slug: 'esports',
  name: { ta: 'இ-ஸ்போர்ட்ஸ்', en: 'Esports' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 5, noun: 'map' },
  clock: { family: ClockFamily.none },
});

export const esports = {
  ...esportsRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 5 },
    positions: {},
  },
  standings: { usual: 'table', points: winsOnly, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.mapWon],
  terms: { scoreUnit: { ta: 'மேப்', en: 'map' }, incidentTime: 'at' },
} as const satisfies DuelCard;
