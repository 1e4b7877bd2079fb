/**
 * Biathlon (41), under winter sports. World Cup meetings, World Cup points.
 */
import { type RaceCard, raceRow } from './card.ts';

export const biathlonRow = raceRow({
  kind: 'race',
  id: 41,
  key: 'biathlon',
  slug: 'biathlon',
  name: { ta: 'பயத்லான்', en: 'Biathlon' },
  parent: 'winter-sports',
  category: true,
  serving: false,
  meeting: true,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const biathlon = {
  ...biathlonRow,
  markets: [],
  // missedShots: per shooting as the board shows it ("0+1+0+2").
  entry: {
    fields: ['rank', 'gap'],
    results: ['time', 'penaltyLaps', 'missedShots', 'currentDistance'],
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
