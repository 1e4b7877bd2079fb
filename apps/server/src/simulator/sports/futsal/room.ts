/**
 * Futsal's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { s, TIMED_SHOTS } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { futsal } from './script.ts';
import { FUTSAL } from './world.ts';

export const futsalRoom = {
  card: SPORT_CARDS.futsal,
  rules: futsal as SportRules,
  leagues: FUTSAL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('GK DF AL AR PV', 7, 'GK DF AL AR PV'),
  squad: TEAM(
    [p('G', 3, 1), p('D', 4, 1), p('M', 4, 2), p('F', 3, 1)],
    20,
    [176, 6],
    ['br', 'es', 'pt', 'ar', 'ir'],
  ),
  odds: { kind: 'stream', mean: 7, perScore: 1, draws: true },
  stats: [...TIMED_SHOTS(10), s('fouls', 'Fouls', 'ஃபவுல்கள்', { perMatch: 9 })],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 3 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.futsal>;
