/**
 * Badminton (21). Best of three games to 21.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';

export const badmintonRow = duelRow({
  kind: 'duel',
  id: 21,
  key: 'badminton',
  slug: 'badminton',
  name: { ta: 'இறகுப்பந்து', en: 'Badminton' },
  parent: null,
  category: true,
  serving: true,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 3, noun: 'game' },
  clock: { family: ClockFamily.none },
});

export const badminton = {
  ...badmintonRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: null,
  standings: { usual: 'draw', points: null, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.setWon],
  terms: { scoreUnit: { ta: 'கேம்', en: 'game' }, incidentTime: 'at' },
} as const satisfies DuelCard;
