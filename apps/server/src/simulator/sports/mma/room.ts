/**
 * MMA's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { K, s } from '../../detail/stat-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { knockdownChance } from '../shared/combat.ts';
import { mma } from '../shared/combat.ts';
import { MMA } from './world.ts';

export const mmaRoom = {
  card: SPORT_CARDS.mma,
  rules: mma as SportRules,
  leagues: MMA,
  plan: { snapMin: 5 },
  entrants: { players: 'by-name', pairs: false, women: false },
  lineup: null,
  squad: null,
  odds: { kind: 'simple', draws: false },
  stats: [
    s('knockdowns', 'Knockdowns', 'நாக்டவுன்கள்', { kinds: [K.knockdown] }),
    s('strikesLanded', 'Strikes landed', 'பட்ட அடிகள்', { perMatch: 70 }),
    s('takedowns', 'Takedowns', 'டேக்டவுன்கள்', { perMatch: 2 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'division' },
  detail: { homeChance: knockdownChance },
} satisfies DuelRoom<typeof SPORT_CARDS.mma>;
