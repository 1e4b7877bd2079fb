/**
 * Cross-country skiing (40), under winter sports. World Cup meetings, World Cup points.
 */
import { type RaceCard, raceRow } from './card.ts';

export const crossCountryRow = raceRow({
  kind: 'race',
  id: 40,
  key: 'cross-country',
  slug: 'cross-country-skiing',
  name: { ta: 'கிராஸ் கன்ட்ரி பனிச்சறுக்கு', en: 'Cross-Country Skiing' },
  parent: 'winter-sports',
  category: true,
  serving: false,
  meeting: true,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const crossCountry = {
  ...crossCountryRow,
  markets: [],
  // currentDistance: km covered, while the race is on.
  entry: {
    fields: ['rank', 'gap'],
    results: ['time', 'currentDistance'],
    statuses: ['didNotStart', 'didNotFinish', 'disqualified', 'notClassified', 'withdrawn'],
  },
  championship: {
    title: { ta: 'உலகக் கோப்பை நிலை', en: 'World Cup standings' },
    points: [
      100, 80, 60, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4,
      3, 2, 1,
    ],
  },
  championshipVariants: {},
} as const satisfies RaceCard;
