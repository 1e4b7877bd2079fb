/**
 * Darts (14). Legs within sets; the live clock is the leg being played (CLK8). An individual sport:
 * no score parts. Most events are knock-out draws; a league (Premier League Darts) counts 2 a win.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { twoOneZero } from './standings-rules.ts';

export const dartsRow = duelRow({
  kind: 'duel',
  id: 14,
  key: 'darts',
  slug: 'darts',
  name: { ta: 'டார்ட்ஸ்', en: 'Darts' },
  parent: null,
  category: false,
  serving: true,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 0, noun: 'set' },
  clock: { family: ClockFamily.leg },
});

export const darts = {
  ...dartsRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: null,
  standings: { usual: 'draw', points: twoOneZero, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.legWon, K.setWon, K.oneEighty, K.checkout],
  terms: { scoreUnit: null, incidentTime: 'at' },
} as const satisfies DuelCard;
