/**
 * Aussie rules's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { aussieRules } from './script.ts';
import { AUSSIE_RULES } from './world.ts';

export const aussieRulesRoom = {
  card: SPORT_CARDS['aussie-rules'],
  rules: aussieRules as SportRules,
  leagues: AUSSIE_RULES,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('FB BP BP CHB HBF HBF C W W CHF HFF HFF FF FP FP RK RR RO', 5, 'MID MID FWD DEF RK'),
  squad: TEAM(
    [p('DEF', 11, 6), p('MID', 11, 6), p('FWD', 11, 6), p('RUC', 3, 0)],
    50,
    [188, 7],
    ['ie', 'nz'],
  ),
  odds: { kind: 'stream', mean: 165, perScore: 3.6, draws: false },
  stats: [
    s('goals', 'Goals', 'கோல்கள்', { kinds: [K.goal] }),
    s('behinds', 'Behinds', 'பிஹைண்டுகள்', { kinds: [K.behind] }),
    s('disposals', 'Disposals', 'டிஸ்போசல்கள்', { perMatch: 330 }),
    s('marks', 'Marks', 'மார்க்குகள்', { perMatch: 90 }),
    s('tackles', 'Tackles', 'டேக்கிள்கள்', { perMatch: 58 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['aussie-rules']>;
