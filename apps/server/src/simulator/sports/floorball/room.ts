/**
 * Floorball's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s, TIMED_SHOTS } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { floorball } from './script.ts';
import { FLOORBALL } from './world.ts';

export const floorballRoom = {
  card: SPORT_CARDS.floorball,
  rules: floorball as SportRules,
  leagues: FLOORBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('G D D C W W', 14, 'D D C W W F'),
  squad: TEAM(
    [p('G', 2, 1), p('D', 8, 2), p('F', 12, 3)],
    99,
    [182, 6],
    ['se', 'fi', 'cz', 'ch', 'sk', 'lv'],
  ),
  odds: { kind: 'stream', mean: 10, perScore: 1, draws: true },
  stats: [
    ...TIMED_SHOTS(14),
    s('penaltyMinutes', 'Penalty minutes', 'பெனால்டி நிமிடங்கள்', {
      kinds: [K.penaltyMinutes],
      sumValue: true,
    }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 8 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.floorball>;
