/**
 * Basketball's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import type { BasketballScript } from './script.ts';
import { basketStats } from './detail.ts';
import { basketball } from './script.ts';
import { BASKETBALL } from './world.ts';

export const basketballRoom = {
  card: SPORT_CARDS.basketball,
  rules: basketball as SportRules,
  leagues: BASKETBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('PG SG SF PF C', 7, 'PG SG SF PF C'),
  squad: TEAM([p('PG', 3, 1), p('SG', 3, 1), p('SF', 3, 1), p('PF', 3, 1), p('C', 3, 1)], 99, [199, 8]),
  odds: { kind: 'stream', mean: 165, perScore: 2.1, draws: false },
  stats: [
    s('fieldGoalsMade', 'Field goals made', 'ஃபீல்ட் கோல்கள்', { kinds: [K.goal] }),
    s('threePointersMade', '3-pointers made', '3-புள்ளி கூடைகள்', { kinds: [K.fieldGoal] }),
    s('freeThrowsMade', 'Free throws made', 'ஃப்ரீ த்ரோக்கள்', { kinds: [K.penaltyKick] }),
    s('rebounds', 'Rebounds', 'ரீபவுண்டுகள்', { perMatch: 42 }),
    s('assists', 'Assists', 'அசிஸ்ட்கள்', { perMatch: 22 }),
    s('turnovers', 'Turnovers', 'டர்ன்ஓவர்கள்', { perMatch: 13 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: { statSource: (script) => basketStats(script as BasketballScript) },
} satisfies DuelRoom<typeof SPORT_CARDS.basketball>;
