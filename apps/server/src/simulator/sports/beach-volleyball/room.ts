/**
 * Beach volleyball's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { K, s } from '../../detail/stat-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { beachVolleyball } from './script.ts';
import { BEACH_VOLLEYBALL } from './world.ts';

export const beachVolleyballRoom = {
  card: SPORT_CARDS['beach-volleyball'],
  rules: beachVolleyball as SportRules,
  leagues: BEACH_VOLLEYBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'by-name', pairs: true, women: false },
  lineup: null,
  squad: null,
  odds: { kind: 'race', unit: 0 },
  stats: [
    s('setsWon', 'Sets won', 'வென்ற செட்கள்', { kinds: [K.setWon] }),
    s('aces', 'Aces', 'ஏஸ்கள்', { perMatch: 5 }),
    s('blocks', 'Blocks', 'பிளாக்குகள்', { perMatch: 8 }),
    s('serviceErrors', 'Service errors', 'சர்வீஸ் தவறுகள்', { perMatch: 12 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'sets', bigWin: null, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['beach-volleyball']>;
