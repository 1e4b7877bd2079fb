/**
 * Field hockey's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { s, TIMED_SHOTS } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { fieldHockey } from './script.ts';
import { FIELD_HOCKEY } from './world.ts';

export const fieldHockeyRoom = {
  card: SPORT_CARDS['field-hockey'],
  rules: fieldHockey as SportRules,
  leagues: FIELD_HOCKEY,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('GK DF DF DF DF MF MF MF FW FW FW', 5, 'GK DF MF FW FW'),
  squad: TEAM(
    [p('G', 2, 1), p('D', 6, 4), p('M', 6, 3), p('F', 6, 3)],
    40,
    [177, 6],
    ['nl', 'be', 'de', 'au', 'ar', 'gb-eng'],
  ),
  odds: { kind: 'stream', mean: 5, perScore: 1, draws: true },
  stats: [...TIMED_SHOTS(6), s('penaltyCorners', 'Penalty corners', 'பெனால்டி கார்னர்கள்', { perMatch: 6 })],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 3 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['field-hockey']>;
