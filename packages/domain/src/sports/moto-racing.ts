/**
 * Moto racing (33), under motorsport. Grands Prix with MotoGP's points, and speedway meetings with a
 * scale of their own (variant `speedway`). The detail page is not indexed (CAT8).
 */
import { type RaceCard, raceRow } from './card.ts';

export const motoRacingRow = raceRow({
  kind: 'race',
  id: 33,
  key: 'moto-racing',
  slug: 'moto-racing',
  name: { ta: 'மோட்டார் சைக்கிள் பந்தயம்', en: 'Moto Racing' },
  parent: 'motorsport',
  category: true,
  serving: false,
  meeting: false,
  stage: true,
  detailIndexed: false,
  oddsType: '12',
});

export const motoRacing = {
  ...motoRacingRow,
  markets: [],
  // Speedway: round1-20 are the heats' points, then the semi-final and the final.
  entry: {
    fields: ['rank', 'lapTime', 'gap', 'laps', 'grid', 'pitstops', 'team'],
    results: [
      'time',
      'lapDistance',
      'points',
      'stopReason',
      'round1',
      'round2',
      'round3',
      'round4',
      'round5',
      'round6',
      'round7',
      'round8',
      'round9',
      'round10',
      'round11',
      'round12',
      'round13',
      'round14',
      'round15',
      'round16',
      'round17',
      'round18',
      'round19',
      'round20',
      'semifinal',
      'final',
    ],
    statuses: ['didNotStart', 'didNotFinish', 'disqualified', 'notClassified', 'retired', 'withdrawn'],
  },
  championship: {
    title: { ta: 'ரைடர்கள் சாம்பியன்ஷிப்', en: "Riders' Championship" },
    points: [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  },
  championshipVariants: {
    speedway: {
      title: { ta: 'சாம்பியன்ஷிப் நிலை', en: 'Championship standings' },
      points: [20, 18, 16, 14, 12, 10, 8, 6, 4, 2],
    },
  },
} as const satisfies RaceCard;
