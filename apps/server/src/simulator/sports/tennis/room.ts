/**
 * Tennis's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { K, s } from '../../detail/stat-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import type { TennisScript } from './script.ts';
import { pointHistory } from './detail.ts';
import { tennis } from './script.ts';
import { TENNIS } from './world.ts';

export const tennisRoom = {
  card: SPORT_CARDS.tennis,
  rules: tennis as SportRules,
  leagues: TENNIS,
  plan: { snapMin: 5 },
  entrants: { players: 'always', pairs: false, women: false },
  lineup: null,
  squad: null,
  odds: { kind: 'race', unit: 0 },
  stats: [
    s('aces', 'Aces', 'ஏஸ்கள்', { perMatch: 7 }),
    s('doubleFaults', 'Double faults', 'இரட்டைத் தவறுகள்', { perMatch: 3 }),
    s('breakPointsWon', 'Break points won', 'வென்ற பிரேக் பாயிண்டுகள்', { kinds: [K.breakOfServe] }),
    s('breakPoints', 'Break points', 'பிரேக் பாயிண்டுகள்', { perMatch: 3, plus: 'breakPointsWon' }),
    s('winners', 'Winners', 'வின்னர்கள்', { perMatch: 24 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'sets', bigWin: null, competition: 'series' },
  detail: { pointHistory: (eventId, script, t) => pointHistory(eventId, script as TennisScript, t) },
} satisfies DuelRoom<typeof SPORT_CARDS.tennis>;
