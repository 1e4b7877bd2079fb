/**
 * Motorsport (31): the umbrella of auto racing and moto racing (CAT3). No events of its own.
 */
import { type UmbrellaCard, umbrellaRow } from './card.ts';

export const motorsportRow = umbrellaRow({
  kind: 'umbrella',
  id: 31,
  key: 'motorsport',
  slug: 'motorsport',
  name: { ta: 'மோட்டார் பந்தயம்', en: 'Motorsport' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const motorsport = { ...motorsportRow, markets: [] } as const satisfies UmbrellaCard;
