/**
 * Snooker (15). Frames; the live clock is the frame being played (CLK7). An individual sport: no
 * score parts.
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';

export const snookerRow = duelRow({
  kind: 'duel',
  id: 15,
  key: 'snooker',
  slug: 'snooker',
  name: { ta: 'ஸ்னூக்கர்', en: 'Snooker' },
  parent: null,
  category: false,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: true,
  oddsType: '12',
  parts: { count: 0, noun: 'frame' },
  clock: { family: ClockFamily.frame },
});

export const snooker = {
  ...snookerRow,
  periods: null,
  markets: [M.homeAway, M.asianHandicap, M.overUnder],
  lineup: null,
  standings: { usual: 'draw', points: null, variants: {}, shootout: 'result' },
  draws: 'never',
  incidents: [K.frameWon, K.century],
  terms: { scoreUnit: { ta: 'ஃப்ரேம்', en: 'frame' }, incidentTime: 'at' },
} as const satisfies DuelCard;
