/**
 * American football's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { americanFootball } from './script.ts';
import { AMERICAN_FOOTBALL } from './world.ts';

export const americanFootballRoom = {
  card: SPORT_CARDS['american-football'],
  rules: americanFootball as SportRules,
  leagues: AMERICAN_FOOTBALL,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('QB RB WR WR TE OL OL OL OL OL K', 12, 'LB CB S DL DE LB CB S DT P'),
  squad: TEAM(
    [
      p('QB', 3, 1),
      p('RB', 4, 1),
      p('WR', 6, 3),
      p('TE', 3, 1),
      p('OL', 9, 5),
      p('DL', 8, 4),
      p('LB', 6, 3),
      p('CB', 5, 2),
      p('S', 4, 2),
      p('K', 1, 0),
      p('P', 1, 0),
    ],
    99,
    [188, 7],
    ['ca', 'de', 'gb-eng', 'au', 'mx'],
  ),
  odds: { kind: 'stream', mean: 44, perScore: 5.5, draws: false },
  stats: [
    s('touchdowns', 'Touchdowns', 'டச்டவுன்கள்', { kinds: [K.touchdown] }),
    s('fieldGoals', 'Field goals', 'ஃபீல்ட் கோல்கள்', { kinds: [K.fieldGoal] }),
    s('firstDowns', 'First downs', 'ஃபர்ஸ்ட் டவுன்கள்', { perMatch: 20 }),
    s('penalties', 'Penalties', 'பெனால்டிகள்', { perMatch: 6 }),
    s('turnovers', 'Turnovers', 'டர்ன்ஓவர்கள்', { perMatch: 1.4 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['american-football']>;
