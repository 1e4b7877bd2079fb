/**
 * Badminton's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { badminton } from './script.ts';
import { BADMINTON } from './world.ts';

export const badmintonRoom = {
  card: SPORT_CARDS.badminton,
  rules: badminton as SportRules,
  leagues: BADMINTON,
  plan: { snapMin: 5 },
  entrants: { players: 'by-name', pairs: true, women: false },
  lineup: null,
  squad: TEAM([p('S', 8, 5)], 0, [178, 6], ['id', 'my', 'dk', 'jp', 'kr', 'cn', 'th']),
  odds: { kind: 'race', unit: 0 },
  stats: [
    s('gamesWon', 'Games won', 'வென்ற கேம்கள்', { kinds: [K.setWon] }),
    s('smashWinners', 'Winners', 'வின்னர்கள்', { perMatch: 14 }),
    s('serviceErrors', 'Service errors', 'சர்வீஸ் தவறுகள்', { perMatch: 3 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'sets', bigWin: null, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.badminton>;
