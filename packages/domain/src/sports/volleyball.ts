/**
 * Volleyball (12). Best of five sets; the league table gives 3 for a 3-0 or 3-1 win, 2 and 1 for a
 * five-setter.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import type { PointsRule } from './standings-rules.ts';

/** Three for a 3-0 or 3-1 win, two for a 3-2 win, one for a 2-3 loss. */
const volleyballPoints: PointsRule = (r) => {
  const fiveSetter = r.scoreFor + r.scoreAgainst === 5;
  if (r.outcome === 'W') return fiveSetter ? 2 : 3;
  return fiveSetter ? 1 : 0;
};

export const volleyballRow = duelRow({
  kind: 'duel',
  id: 12,
  key: 'volleyball',
  slug: 'volleyball',
  name: { ta: 'கைப்பந்து', en: 'Volleyball' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 5, noun: 'set' },
  clock: { family: ClockFamily.none },
});

export const volleyball = {
  ...volleyballRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: {
    starters: { usual: 6 },
    positions: {
      S: null,
      OH: null,
      MB: null,
      OP: null,
      L: null,
    },
  },
  standings: { usual: 'table', points: volleyballPoints, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.setWon],
  terms: { scoreUnit: { ta: 'செட்', en: 'set' }, incidentTime: 'at' },
} as const satisfies DuelCard;
