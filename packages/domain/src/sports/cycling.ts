/**
 * Cycling (34). Stage races, one row per rider; the points classification counts each stage.
 */
import { type RaceCard, raceRow } from './card.ts';

export const cyclingRow = raceRow({
  kind: 'race',
  id: 34,
  key: 'cycling',
  slug: 'cycling',
  name: { ta: 'சைக்கிள் பந்தயம்', en: 'Cycling' },
  parent: null,
  category: true,
  serving: false,
  meeting: false,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const cycling = {
  ...cyclingRow,
  markets: [],
  entry: {
    fields: ['rank', 'gap', 'team'],
    results: ['time', 'points'],
    statuses: ['didNotStart', 'didNotFinish', 'disqualified', 'cutOff', 'withdrawn'],
  },
  championship: {
    title: { ta: 'புள்ளிகள் பட்டியல்', en: 'Points classification' },
    points: [50, 30, 20, 18, 16, 14, 12, 10, 8, 7, 6, 5, 4, 3, 2],
  },
  championshipVariants: {},
} as const satisfies RaceCard;
