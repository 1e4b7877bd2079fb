/**
 * MMA (28). Three rounds of five minutes, five for main events and title fights; a bout may be a
 * draw on the judges' cards. Fight cards keep no table.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';

export const mmaRow = duelRow({
  kind: 'duel',
  id: 28,
  key: 'mma',
  slug: 'mma',
  name: { ta: 'கலப்பு தற்காப்புக் கலை', en: 'MMA' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 0, noun: 'round' },
  clock: { family: ClockFamily.none },
});

export const mma = {
  ...mmaRow,
  periods: null,
  markets: [M.moneyline],
  lineup: null,
  standings: { usual: 'none', points: null, variants: {}, shootout: 'result' },
  draws: 'any',
  incidents: [K.knockdown],
  terms: { scoreUnit: null, incidentTime: 'at' },
} as const satisfies DuelCard;
