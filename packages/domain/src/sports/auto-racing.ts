/**
 * Auto racing (32), under motorsport. Race weekends and rallies, one row per driver; the drivers'
 * championship counts races with Formula 1's points.
 */
import { type RaceCard, raceRow } from './card.ts';

export const autoRacingRow = raceRow({
  kind: 'race',
  id: 32,
  key: 'auto-racing',
  slug: 'auto-racing',
  name: { ta: 'கார் பந்தயம்', en: 'Auto Racing' },
  parent: 'motorsport',
  category: true,
  serving: false,
  meeting: false,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const autoRacing = {
  ...autoRacingRow,
  markets: [],
  // lapDistance: laps behind the winner; lapTime: the best lap.
  entry: {
    fields: ['rank', 'lapTime', 'gap', 'laps', 'grid', 'pitstops', 'team'],
    results: ['time', 'lapDistance', 'points', 'stopReason'],
    statuses: ['didNotStart', 'didNotFinish', 'disqualified', 'notClassified', 'retired', 'withdrawn'],
  },
  championship: {
    title: { ta: 'ஓட்டுநர்கள் சாம்பியன்ஷிப்', en: "Drivers' Championship" },
    points: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1],
  },
  championshipVariants: {},
} as const satisfies RaceCard;
