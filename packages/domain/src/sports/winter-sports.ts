/**
 * Winter sports (37): the umbrella of ski jumping, alpine skiing, cross-country skiing and biathlon
 * (CAT3). No events of its own.
 */
import { type UmbrellaCard, umbrellaRow } from './card.ts';

export const winterSportsRow = umbrellaRow({
  kind: 'umbrella',
  id: 37,
  key: 'winter-sports',
  slug: 'winter-sports',
  name: { ta: 'குளிர்கால விளையாட்டுகள்', en: 'Winter Sports' },
  parent: null,
  category: true,
  serving: false,
  meeting: true,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const winterSports = { ...winterSportsRow, markets: [] } as const satisfies UmbrellaCard;
