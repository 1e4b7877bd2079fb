/**
 * Football's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { GOALS, K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import type { SoccerScript } from './script.ts';
import { footballIncidents, footballMarks, possessionAt } from './detail.ts';
import { soccer } from './script.ts';
import { SOCCER } from './world.ts';

export const soccerRoom = {
  card: SPORT_CARDS.soccer,
  rules: soccer as SportRules,
  leagues: SOCCER,
  plan: { snapMin: 15 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: {
    kind: 'formation',
    formations: [
      { name: '4-3-3', w: 30 },
      { name: '4-2-3-1', w: 28 },
      { name: '4-4-2', w: 20 },
      { name: '3-5-2', w: 10 },
      { name: '3-4-3', w: 7 },
      { name: '5-3-2', w: 5 },
    ],
    bench: ['G', 'D', 'D', 'M', 'M', 'F', 'F', 'M', 'F'],
  },
  squad: TEAM([p('G', 3, 1), p('D', 8, 4), p('M', 8, 3), p('F', 6, 3)], 40, [181, 7]),
  odds: { kind: 'stream', mean: 2.6, perScore: 1, draws: true },
  stats: [
    s('shotsOnTarget', 'Shots on target', 'இலக்கை நோக்கிய ஷாட்கள்', { kinds: GOALS, perMatch: 3.2 }),
    s('shots', 'Total shots', 'மொத்த ஷாட்கள்', { perMatch: 7, plus: 'shotsOnTarget' }),
    s('corners', 'Corner kicks', 'கார்னர் கிக்குகள்', { perMatch: 5 }),
    s('fouls', 'Fouls', 'ஃபவுல்கள்', { perMatch: 11 }),
    s('offsides', 'Offsides', 'ஆஃப்சைடுகள்', { perMatch: 2 }),
    s('yellowCards', 'Yellow cards', 'மஞ்சள் அட்டைகள்', { kinds: [K.yellowCard, K.secondYellow] }),
    s('redCards', 'Red cards', 'சிவப்பு அட்டைகள்', { kinds: [K.redCard, K.secondYellow] }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { margin: 3 }, competition: 'series' },
  detail: {
    nameIncidents: (script, fx, base, sheets) => footballIncidents(script as SoccerScript, fx, base, sheets),
    possession: possessionAt,
    commentary: { style: 'football', marks: (script) => footballMarks(script as SoccerScript) },
  },
} satisfies DuelRoom<typeof SPORT_CARDS.soccer>;
