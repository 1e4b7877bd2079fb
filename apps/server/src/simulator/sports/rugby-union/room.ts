/**
 * Rugby union's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, RUGBY_NATIONS, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { rugbyUnion } from './script.ts';
import { RUGBY_UNION } from './world.ts';

export const rugbyUnionRoom = {
  card: SPORT_CARDS['rugby-union'],
  rules: rugbyUnion as SportRules,
  leagues: RUGBY_UNION,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('LP HK TP LK LK BF OF N8 SH FH LW IC OC RW FB', 8, 'HK LP TP LK BF SH FH C'),
  // World Rugby Laws, sevens variations (Law 3): seven players, five replacements; three forwards
  // (two props and a hooker) and four backs.
  variantLineups: { sevens: positions('LP HK TP SH FH C RW', 5, 'LP HK SH C LW') },
  squad: TEAM(
    [
      p('PR', 4, 2),
      p('HK', 2, 1),
      p('LK', 4, 2),
      p('FL', 4, 2),
      p('N8', 2, 1),
      p('SH', 2, 1),
      p('FH', 2, 1),
      p('C', 4, 2),
      p('W', 4, 2),
      p('FB', 2, 1),
    ],
    99,
    [186, 8],
    RUGBY_NATIONS,
  ),
  odds: { kind: 'stream', mean: 45, perScore: 4.5, draws: true },
  stats: [
    s('tries', 'Tries', 'ட்ரைகள்', { kinds: [K.try] }),
    s('conversions', 'Conversions', 'கன்வர்ஷன்கள்', { kinds: [K.conversion] }),
    s('penaltyGoals', 'Penalty goals', 'பெனால்டி கோல்கள்', { kinds: [K.penaltyKick] }),
    s('tackles', 'Tackles', 'டேக்கிள்கள்', { perMatch: 120 }),
    s('lineouts', 'Line-outs won', 'வென்ற லைன்-அவுட்கள்', { perMatch: 11 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['rugby-union']>;
