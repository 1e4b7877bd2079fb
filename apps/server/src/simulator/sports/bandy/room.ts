/**
 * Bandy's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s, TIMED_SHOTS } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { bandy } from './script.ts';
import { BANDY } from './world.ts';

export const bandyRoom = {
  card: SPORT_CARDS.bandy,
  rules: bandy as SportRules,
  leagues: BANDY,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('G D D D HB HB M M F F F', 5, 'G D M F F'),
  squad: TEAM(
    [p('G', 2, 1), p('D', 6, 4), p('M', 6, 4), p('F', 5, 2)],
    99,
    [182, 6],
    ['se', 'fi', 'ru', 'no', 'kz'],
  ),
  odds: { kind: 'stream', mean: 8, perScore: 1, draws: true },
  stats: [
    ...TIMED_SHOTS(12),
    s('corners', 'Corners', 'கார்னர்கள்', { perMatch: 9 }),
    s('penaltyMinutes', 'Penalty minutes', 'பெனால்டி நிமிடங்கள்', {
      kinds: [K.penaltyMinutes],
      sumValue: true,
    }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 3 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.bandy>;
