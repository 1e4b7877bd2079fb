/**
 * Beach soccer's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { s, TIMED_SHOTS } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { beachSoccer } from './script.ts';
import { BEACH_SOCCER } from './world.ts';

export const beachSoccerRoom = {
  card: SPORT_CARDS['beach-soccer'],
  rules: beachSoccer as SportRules,
  leagues: BEACH_SOCCER,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('GK DF WG WG PV', 5, 'GK DF WG WG PV'),
  squad: TEAM(
    [p('G', 2, 1), p('D', 3, 1), p('M', 4, 2), p('F', 3, 1)],
    12,
    [177, 6],
    ['br', 'pt', 'es', 'sn', 'ir'],
  ),
  odds: { kind: 'stream', mean: 9, perScore: 1, draws: false },
  stats: [...TIMED_SHOTS(12), s('fouls', 'Fouls', 'ஃபவுல்கள்', { perMatch: 6 })],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 3 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['beach-soccer']>;
