/**
 * Beach volleyball (17). Best of three sets, played by pairs.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';

export const beachVolleyballRow = duelRow({
  kind: 'duel',
  id: 17,
  key: 'beach-volleyball',
  slug: 'beach-volleyball',
  name: { ta: 'கடற்கரை கைப்பந்து', en: 'Beach Volleyball' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 3, noun: 'set' },
  clock: { family: ClockFamily.none },
});

export const beachVolleyball = {
  ...beachVolleyballRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: null,
  standings: { usual: 'draw', points: null, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.setWon],
  terms: { scoreUnit: { ta: 'செட்', en: 'set' }, incidentTime: 'at' },
} as const satisfies DuelCard;
