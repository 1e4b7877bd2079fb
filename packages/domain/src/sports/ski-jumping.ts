/**
 * Ski jumping (38), under winter sports. World Cup meetings, World Cup points.
 */
import { type RaceCard, raceRow } from './card.ts';

export const skiJumpingRow = raceRow({
  kind: 'race',
  id: 38,
  key: 'ski-jumping',
  slug: 'ski-jumping',
  name: { ta: 'ஸ்கை ஜம்பிங்', en: 'Ski Jumping' },
  parent: 'winter-sports',
  category: true,
  serving: false,
  meeting: true,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const skiJumping = {
  ...skiJumpingRow,
  markets: [],
  // jumpRound1-2: each jump's distance in metres; points: the total.
  entry: {
    fields: ['rank', 'gap'],
    results: ['points', 'jumpRound1', 'jumpRound2', 'stopReason'],
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
