/**
 * Darts's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import type { SportRules } from '../../types.ts';
import { dartsReport } from './report.ts';
import type { DuelRoom } from '../room.ts';
import { dartsPointHistory, dartsStatistics } from './detail.ts';
import { darts, type DartsScript } from './script.ts';
import { DARTS } from './world.ts';

export const dartsRoom = {
  card: SPORT_CARDS.darts,
  rules: darts as SportRules,
  leagues: DARTS,
  plan: { snapMin: 5 },
  entrants: { players: 'by-name', pairs: false, women: false },
  lineup: null,
  squad: null,
  odds: { kind: 'race', unit: 0 },
  // No counted lines: the statistics come from the visits (detail.ts, the `statistics` hook).
  stats: [],
  tableLeagues: ['premier-league-darts'],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {
    pointHistory: (eventId, script, t, fx) => dartsPointHistory(eventId, script as DartsScript, t, fx),
    statistics: (eventId, script, t, fx) => dartsStatistics(eventId, script as DartsScript, t, fx),
    report: dartsReport,
  },
} satisfies DuelRoom<typeof SPORT_CARDS.darts>;
