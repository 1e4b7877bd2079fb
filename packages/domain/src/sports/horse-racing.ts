/**
 * Horse racing (35). Meetings of races, one row per runner; no season table.
 */
import { type RaceCard, raceRow } from './card.ts';

export const horseRacingRow = raceRow({
  kind: 'race',
  id: 35,
  key: 'horse-racing',
  slug: 'horse-racing',
  name: { ta: 'குதிரைப் பந்தயம்', en: 'Horse Racing' },
  parent: null,
  category: false,
  serving: false,
  meeting: true,
  stage: true,
  detailIndexed: true,
  oddsType: '12',
});

export const horseRacing = {
  ...horseRacingRow,
  markets: [],
  // gap: lengths or time behind the winner as the track prints it.
  entry: {
    fields: ['rank', 'gap', 'weight', 'age', 'startingPrice'],
    results: ['time'],
    statuses: [
      'nonRunner',
      'pulledUp',
      'unseatedRider',
      'fall',
      'broughtDown',
      'refusedToRace',
      'slippedUp',
      'didNotFinish',
      'disqualified',
      'withdrawn',
    ],
  },
  championship: null,
  championshipVariants: {},
} as const satisfies RaceCard;
