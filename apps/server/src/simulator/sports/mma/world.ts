/**
 * Boxing and MMA. Boxing's competitions are weight classes (the catalogue organises combat sports by
 * category), India's own national title bouts first; MMA's are the promotions, India's Matrix Fight
 * Night first, then the UFC, ONE Championship and the PFL. Each has its own fighters (a fighter fights
 * in one weight class or promotion). Bouts are few: a handful a day at each card's evening hours.
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import type { LeagueDef } from '../../world/league-def.ts';
import { drawPlayers, type Mix } from '../../world/players.ts';
import { duel } from '../shared/duel-format.ts';

const MMA_ID = SPORT_CARDS.mma.id;

const mmaTaken = new Set<string>();
const fighters = (key: string, mix: Mix, n: number) => drawPlayers(`mma-${key}`, mix, n, mmaTaken);
const mma = duel(MMA_ID, {
  kind: 'combat',
  discipline: 'mma',
  rounds: 3,
  roundMin: 5,
  titleRounds: 5,
  titleShare: 0.15,
});

export const MMA: readonly LeagueDef[] = [
  {
    key: 'matrix-fight-night',
    en: 'Matrix Fight Night',
    ta: 'மேட்ரிக்ஸ் ஃபைட் நைட்',
    country: 'in',
    type: T.primary,
    hours: [[13, 18]],
    teams: fighters(
      'matrix',
      [
        ['in', 6],
        ['pk', 1],
        ['ir', 1],
        ['ph', 1],
      ],
      24,
    ),
    format: mma,
  },
  {
    key: 'ufc',
    en: 'UFC',
    ta: 'யுஎஃப்சி',
    country: 'us',
    type: T.top,
    // Prelims from late evening in Europe, the main card in the American evening.
    hours: [[22, 5]],
    teams: fighters(
      'ufc',
      [
        ['us', 4],
        ['br', 3],
        ['ru', 2],
        ['gb-eng', 1],
        ['ie', 0.5],
        ['au', 1],
        ['nz', 0.5],
        ['pl', 1],
        ['mx', 1],
        ['kz', 0.5],
        ['cn', 0.5],
        ['jp', 0.3],
        ['kr', 0.3],
        ['in', 0.2],
      ],
      48,
    ),
    format: mma,
  },
  {
    key: 'one-championship',
    en: 'ONE Championship',
    ta: 'ஒன் சாம்பியன்ஷிப்',
    country: 'asia',
    type: T.top,
    hours: [[10, 15]],
    teams: fighters(
      'one',
      [
        ['th', 3],
        ['ph', 2],
        ['in', 2],
        ['jp', 2],
        ['cn', 2],
        ['kr', 1],
        ['us', 1],
        ['br', 1],
        ['ru', 1],
        ['my', 1],
      ],
      32,
    ),
    format: mma,
  },
  {
    key: 'pfl',
    en: 'PFL',
    ta: 'பிஎஃப்எல்',
    country: 'us',
    type: T.primary,
    hours: [[0, 5]],
    teams: fighters(
      'pfl',
      [
        ['us', 4],
        ['br', 2],
        ['ru', 2],
        ['gb-eng', 1],
        ['ie', 1],
        ['ua', 1],
        ['au', 1],
      ],
      32,
    ),
    format: mma,
  },
];
