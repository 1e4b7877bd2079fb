/**
 * Golf (23). Tournaments of four rounds, one row per golfer; the season's order of merit counts the
 * final round's places. The detail page is not indexed (CAT8).
 */
import { type RaceCard, raceRow } from './card.ts';

export const golfRow = raceRow({
  kind: 'race',
  id: 23,
  key: 'golf',
  slug: 'golf',
  name: { ta: 'கோல்ஃப்', en: 'Golf' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: false,
  detailIndexed: false,
  oddsType: '12',
});

export const golf = {
  ...golfRow,
  markets: [],
  // points: the total to par ("-9", "E"); round1-4: each round's strokes.
  entry: {
    fields: ['rank', 'tiedRank', 'holesPlayed', 'parToday'],
    results: ['points', 'round1', 'round2', 'round3', 'round4'],
    statuses: ['cutOff', 'withdrawn', 'disqualified', 'retired', 'didNotStart'],
  },
  championship: {
    title: { ta: 'தகுதிப் புள்ளிப் பட்டியல்', en: 'Order of Merit' },
    points: [500, 300, 190, 135, 110, 100, 90, 85, 80, 75, 70, 65, 60, 57, 54, 51, 48, 45, 42, 40],
  },
  championshipVariants: {},
} as const satisfies RaceCard;
