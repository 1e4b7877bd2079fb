/**
 * Esports's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { esports } from './script.ts';
import { ESPORTS } from './world.ts';

export const esportsRoom = {
  card: SPORT_CARDS.esports,
  rules: esports as SportRules,
  leagues: ESPORTS,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: null,
  squad: {
    ...TEAM([p('PLR', 5, 5), p('SUB', 1, 0)], 0, [178, 6], ['se', 'dk', 'ru', 'ua', 'br', 'fr', 'us', 'kr']),
    playerNames: 'handles',
  },
  odds: { kind: 'race', unit: 0 },
  stats: [
    s('mapsWon', 'Maps won', 'வென்ற மேப்புகள்', { kinds: [K.mapWon] }),
    s('kills', 'Kills', 'கில்கள்', { perMatch: 110 }),
    s('firstBloods', 'First bloods', 'ஃபர்ஸ்ட் பிளட்கள்', { perMatch: 2 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.esports>;
