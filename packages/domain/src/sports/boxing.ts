/**
 * Boxing (16). Scheduled rounds of three minutes (two for women), set by the bout; a bout may be a
 * draw on the judges' cards. Fight cards keep no table.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';

export const boxingRow = duelRow({
  kind: 'duel',
  id: 16,
  key: 'boxing',
  slug: 'boxing',
  name: { ta: 'குத்துச்சண்டை', en: 'Boxing' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '1x2',
  parts: { count: 0, noun: 'round' },
  clock: { family: ClockFamily.none },
});

export const boxing = {
  ...boxingRow,
  periods: null,
  markets: [M.moneyline],
  lineup: null,
  standings: { usual: 'none', points: null, variants: {}, shootout: 'result' },
  draws: 'any',
  incidents: [K.knockdown],
  terms: { scoreUnit: null, incidentTime: 'at' },
} as const satisfies DuelCard;
