/**
 * Handball's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { handball } from './script.ts';
import { HANDBALL } from './world.ts';

export const handballRoom = {
  card: SPORT_CARDS.handball,
  rules: handball as SportRules,
  leagues: HANDBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('GK LW LB CB RB RW P', 9, 'GK LW LB CB RB RW P'),
  squad: TEAM(
    [p('GK', 3, 1), p('LW', 2, 1), p('RW', 2, 1), p('LB', 2, 1), p('CB', 2, 1), p('RB', 2, 1), p('P', 3, 1)],
    99,
    [191, 6],
    ['de', 'fr', 'dk', 'se', 'no', 'hr', 'hu', 'es', 'pl', 'si'],
  ),
  odds: { kind: 'stream', mean: 56, perScore: 1, draws: true },
  stats: [
    s('shots', 'Shots', 'ஷாட்கள்', { kinds: [K.goal], perMatch: 22 }),
    s('saves', 'Goalkeeper saves', 'கோல்கீப்பர் தடுப்புகள்', { perMatch: 11 }),
    s('suspensions', '2-minute suspensions', '2 நிமிட இடைநீக்கங்கள்', { kinds: [K.suspension] }),
    s('technicalFaults', 'Technical faults', 'தொழில்நுட்பப் பிழைகள்', { perMatch: 10 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 8 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.handball>;
