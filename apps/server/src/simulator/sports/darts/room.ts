/**
 * Darts's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { K, s } from '../../detail/stat-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { darts } from './script.ts';
import { DARTS } from './world.ts';

export const dartsRoom = {
  card: SPORT_CARDS.darts,
  rules: darts as SportRules,
  leagues: DARTS,
  plan: { snapMin: 5 },
  entrants: { players: 'by-name', pairs: false, women: false },
  lineup: null,
  squad: null,
  odds: { kind: 'race', unit: 0 },
  stats: [
    s('oneEighties', '180s', '180கள்', { kinds: [K.oneEighty] }),
    s('checkouts', 'Checkouts', 'செக்அவுட்கள்', { kinds: [K.checkout] }),
    s('checkoutAttempts', 'Checkout attempts', 'செக்அவுட் முயற்சிகள்', { perMatch: 9, plus: 'checkouts' }),
    s('tonPlus', '100+ visits', '100+ வருகைகள்', { perMatch: 12 }),
  ],
  tableLeagues: ['premier-league-darts'],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.darts>;
