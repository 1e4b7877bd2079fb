/**
 * Netball's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { netball } from './script.ts';
import { NETBALL } from './world.ts';

export const netballRoom = {
  card: SPORT_CARDS.netball,
  rules: netball as SportRules,
  leagues: NETBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: true },
  lineup: positions('GS GA WA C WD GD GK', 3, 'GA C GD'),
  squad: TEAM(
    [p('GS', 2, 1), p('GA', 2, 1), p('WA', 2, 1), p('C', 2, 1), p('WD', 1, 1), p('GD', 2, 1), p('GK', 1, 1)],
    0,
    [181, 8],
    ['jm', 'nz', 'gb-eng', 'za', 'mw', 'ug'],
  ),
  odds: { kind: 'stream', mean: 110, perScore: 1.05, draws: false },
  stats: [
    s('goals', 'Goals', 'கோல்கள்', { kinds: [K.goal] }),
    s('intercepts', 'Intercepts', 'இடைமறிப்புகள்', { perMatch: 8 }),
    s('penalties', 'Penalties', 'பெனால்டிகள்', { perMatch: 50 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.netball>;
