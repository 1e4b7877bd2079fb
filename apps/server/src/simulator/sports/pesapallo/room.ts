/**
 * Pesäpallo's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { pesapallo } from './script.ts';
import { PESAPALLO } from './world.ts';

export const pesapalloRoom = {
  card: SPORT_CARDS.pesapallo,
  rules: pesapallo as SportRules,
  leagues: PESAPALLO,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('P C 1B 2B 3B SS LF CF RF', 3, 'J J J'),
  squad: TEAM(
    [p('P', 2, 1), p('C', 2, 1), p('IF', 6, 4), p('OF', 4, 3), p('JK', 3, 0)],
    99,
    [180, 6],
    ['se', 'de', 'au', 'jp'],
  ),
  odds: { kind: 'race', unit: 0 },
  stats: [
    s('runs', 'Runs', 'ரன்கள்', { kinds: [K.run], sumValue: true }),
    s('hits', 'Hits', 'ஹிட்கள்', { kinds: [K.run], perMatch: 9 }),
    s('woundings', 'Batters wounded', 'காயப்பட்ட பேட்டர்கள்', { perMatch: 6 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<typeof SPORT_CARDS.pesapallo>;
