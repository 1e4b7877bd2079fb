/**
 * Rugby league's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { rugbyLeague } from './script.ts';
import { RUGBY_LEAGUE } from './world.ts';

export const rugbyLeagueRoom = {
  card: SPORT_CARDS['rugby-league'],
  rules: rugbyLeague as SportRules,
  leagues: RUGBY_LEAGUE,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('FB W C C W FE HB PR HK PR SR SR LK', 4, 'HK PR SR FE'),
  squad: TEAM(
    [
      p('FB', 2, 1),
      p('W', 4, 2),
      p('C', 4, 2),
      p('FE', 2, 1),
      p('HB', 2, 1),
      p('PR', 4, 2),
      p('HK', 2, 1),
      p('SR', 4, 2),
      p('LK', 2, 1),
    ],
    30,
    [183, 7],
    ['nz', 'fj', 'gb-eng', 'au'],
  ),
  odds: { kind: 'stream', mean: 40, perScore: 4.5, draws: true },
  stats: [
    s('tries', 'Tries', 'ட்ரைகள்', { kinds: [K.try] }),
    s('conversions', 'Conversions', 'கன்வர்ஷன்கள்', { kinds: [K.conversion] }),
    s('penaltyGoals', 'Penalty goals', 'பெனால்டி கோல்கள்', { kinds: [K.penaltyKick] }),
    s('tackles', 'Tackles', 'டேக்கிள்கள்', { perMatch: 120 }),
    s('lineouts', 'Line-outs won', 'வென்ற லைன்-அவுட்கள்', { perMatch: 11 }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {},
} satisfies DuelRoom<(typeof SPORT_CARDS)['rugby-league']>;
