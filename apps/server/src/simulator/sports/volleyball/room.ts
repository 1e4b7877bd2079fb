/**
 * Volleyball's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { volleyball } from './script.ts';
import { VOLLEYBALL } from './world.ts';

export const volleyballRoom = {
  card: SPORT_CARDS.volleyball,
  rules: volleyball as SportRules,
  leagues: VOLLEYBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('S OH OH MB MB OP', 7, 'L S OH MB OP OH MB'),
  squad: TEAM(
    [p('S', 2, 1), p('OH', 4, 2), p('MB', 4, 2), p('OP', 2, 1), p('L', 2, 0)],
    99,
    [196, 7],
    ['br', 'it', 'pl', 'fr', 'jp', 'us', 'ir'],
  ),
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
} satisfies DuelRoom<typeof SPORT_CARDS.volleyball>;
