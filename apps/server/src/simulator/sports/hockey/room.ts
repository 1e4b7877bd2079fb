/**
 * Ice hockey's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { ICE, p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { hockey } from './script.ts';
import { HOCKEY } from './world.ts';

export const hockeyRoom = {
  card: SPORT_CARDS.hockey,
  rules: hockey as SportRules,
  leagues: HOCKEY,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('G D D LW C RW', 14, 'D D LW C RW F F D G'),
  squad: TEAM([p('G', 3, 1), p('D', 8, 2), p('F', 14, 3)], 98, [185, 5], ICE),
  odds: { kind: 'stream', mean: 6, perScore: 1, draws: true },
  stats: [
    s('shotsOnGoal', 'Shots on goal', 'கோல் நோக்கிய ஷாட்கள்', { kinds: [K.goal], perMatch: 27 }),
    s('penaltyMinutes', 'Penalty minutes', 'பெனால்டி நிமிடங்கள்', {
      kinds: [K.penaltyMinutes],
      sumValue: true,
    }),
    s('hits', 'Hits', 'ஹிட்கள்', { perMatch: 21 }),
    s('faceoffsWon', 'Faceoffs won', 'வென்ற ஃபேஸ்-ஆஃப்கள்', { perMatch: 28 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 3 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.hockey>;
