/**
 * Baseball's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { baseball } from './script.ts';
import { BASEBALL } from './world.ts';

export const baseballRoom = {
  card: SPORT_CARDS.baseball,
  rules: baseball as SportRules,
  leagues: BASEBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('P C 1B 2B 3B SS LF CF RF', 8, 'P P P P C IF OF DH'),
  squad: TEAM(
    [
      p('SP', 8, 1),
      p('RP', 5, 0),
      p('C', 2, 1),
      p('1B', 2, 1),
      p('2B', 2, 1),
      p('3B', 2, 1),
      p('SS', 2, 1),
      p('OF', 5, 3),
    ],
    99,
    [186, 6],
    ['do', 've', 'cu', 'jp', 'kr', 'mx', 'ca'],
  ),
  odds: { kind: 'stream', mean: 8.5, perScore: 1.8, draws: false },
  stats: [
    s('hits', 'Hits', 'ஹிட்கள்', { kinds: [K.run, K.homeRun], perMatch: 5 }),
    s('homeRuns', 'Home runs', 'ஹோம் ரன்கள்', { kinds: [K.homeRun] }),
    s('strikeouts', 'Strikeouts', 'ஸ்ட்ரைக்அவுட்கள்', { perMatch: 8.5 }),
    s('walks', 'Walks', 'வாக்குகள்', { perMatch: 3.2 }),
    s('errors', 'Errors', 'பிழைகள்', { perMatch: 0.6 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.baseball>;
