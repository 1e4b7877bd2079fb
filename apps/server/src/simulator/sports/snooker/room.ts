/**
 * Snooker's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { K, s } from '../../detail/stat-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { snooker } from './script.ts';
import { SNOOKER } from './world.ts';

export const snookerRoom = {
  card: SPORT_CARDS.snooker,
  rules: snooker as SportRules,
  leagues: SNOOKER,
  plan: { snapMin: 5 },
  entrants: { players: 'by-name', pairs: false, women: false },
  lineup: null,
  squad: null,
  odds: { kind: 'race', unit: 0 },
  stats: [
    s('framesWon', 'Frames won', 'வென்ற ஃப்ரேம்கள்', { kinds: [K.frameWon] }),
    s('centuries', 'Century breaks', 'சதம் பிரேக்குகள்', { kinds: [K.century] }),
    s('fiftyBreaks', '50+ breaks', '50+ பிரேக்குகள்', { perMatch: 3, plus: 'centuries' }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.snooker>;
