/**
 * Alpine skiing (39), under winter sports. World Cup meetings, World Cup points.
 */
import { type RaceCard, raceRow } from './card.ts';

export const alpineRow = raceRow({
  kind: 'race',
  id: 39,
  key: 'alpine',
  slug: 'alpine-skiing',
  name: { ta: 'ஆல்பைன் பனிச்சறுக்கு', en: 'Alpine Skiing' },
  parent: 'winter-sports',
  category: true,
  serving: false,
  meeting: true,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const alpine = {
  ...alpineRow,
  markets: [],
  // round1-2: each run's time (slalom, giant slalom).
  entry: {
    fields: ['rank', 'gap'],
    results: ['time', 'round1', 'round2'],
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
