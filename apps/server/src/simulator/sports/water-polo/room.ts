/**
 * Water polo's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { s, TIMED_SHOTS } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { waterPolo } from './script.ts';
import { WATER_POLO } from './world.ts';

export const waterPoloRoom = {
  card: SPORT_CARDS['water-polo'],
  rules: waterPolo as SportRules,
  leagues: WATER_POLO,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('GK D D W W DR CF', 6, 'GK D W DR CF U'),
  squad: TEAM(
    [p('GK', 2, 1), p('D', 4, 2), p('W', 4, 2), p('CF', 3, 1), p('U', 2, 1)],
    15,
    [190, 6],
    ['hu', 'rs', 'hr', 'it', 'gr', 'es'],
  ),
  odds: { kind: 'stream', mean: 20, perScore: 1, draws: true },
  stats: [...TIMED_SHOTS(14), s('exclusions', 'Exclusions', 'வெளியேற்றங்கள்', { perMatch: 7 })],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 3 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['water-polo']>;
