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

const BOXING_ID = SPORT_CARDS.boxing.id;

const boxingTaken = new Set<string>();
const boxers = (key: string, mix: Mix, n = 20) => drawPlayers(`boxing-${key}`, mix, n, boxingTaken);
const boxing = (rounds: number, roundMin: 2 | 3 = 3) =>
  duel(BOXING_ID, {
    kind: 'combat',
    discipline: 'boxing',
    rounds,
    roundMin,
    titleRounds: roundMin === 2 ? 10 : 12,
    titleShare: 0.25,
  });
/** Big cards: British and Saudi evenings, then American ones. */
const CARD_HOURS: LeagueDef['hours'] = [[19, 4]];

export const BOXING: readonly LeagueDef[] = [
  {
    key: 'indian-boxing-council',
    en: 'Indian Boxing Council',
    ta: 'இந்திய குத்துச்சண்டை கவுன்சில்',
    country: 'in',
    type: T.primary,
    hours: [[13, 18]],
    teams: boxers('india', [['in', 1]], 16),
    format: duel(BOXING_ID, {
      kind: 'combat',
      discipline: 'boxing',
      rounds: 8,
      roundMin: 3,
      titleRounds: 10,
      titleShare: 0.25,
    }),
  },
  {
    key: 'heavyweight',
    en: 'Heavyweight',
    ta: 'ஹெவிவெயிட்',
    country: 'world',
    type: T.top,
    hours: CARD_HOURS,
    teams: boxers('heavyweight', [
      ['gb-eng', 3],
      ['us', 3],
      ['ua', 1],
      ['nz', 1],
      ['au', 1],
      ['cu', 1],
      ['de', 1],
      ['pl', 1],
    ]),
    format: boxing(10),
  },
  {
    key: 'welterweight',
    en: 'Welterweight',
    ta: 'வெல்டர்வெயிட்',
    country: 'world',
    type: T.top,
    hours: CARD_HOURS,
    teams: boxers('welterweight', [
      ['us', 3],
      ['mx', 2],
      ['gb-eng', 2],
      ['kz', 1],
      ['ua', 1],
      ['ph', 1],
      ['au', 1],
    ]),
    format: boxing(10),
  },
  {
    key: 'lightweight',
    en: 'Lightweight',
    ta: 'லைட்வெயிட்',
    country: 'world',
    type: T.primary,
    hours: CARD_HOURS,
    teams: boxers('lightweight', [
      ['us', 3],
      ['mx', 2],
      ['gb-eng', 2],
      ['jp', 1],
      ['ph', 1],
      ['ua', 1],
      ['cu', 1],
    ]),
    format: boxing(10),
  },
  {
    key: 'super-bantamweight',
    en: 'Super Bantamweight',
    ta: 'சூப்பர் பாண்டம்வெயிட்',
    country: 'world',
    type: T.primary,
    // Tokyo and Manila evenings, then the western cards.
    hours: [
      [9, 14],
      [19, 4],
    ],
    teams: boxers('super-bantamweight', [
      ['jp', 3],
      ['ph', 2],
      ['mx', 2],
      ['gb-eng', 1],
      ['us', 1],
      ['au', 1],
      ['in', 0.5],
    ]),
    format: boxing(10),
  },
  {
    key: 'lightweight-women',
    en: 'Lightweight - Women',
    ta: 'லைட்வெயிட் - மகளிர்',
    country: 'world',
    type: T.secondary,
    hours: CARD_HOURS,
    teams: boxers(
      'lightweight-women',
      [
        ['gb-eng', 2],
        ['us', 2],
        ['ie', 2],
        ['mx', 1],
        ['br', 1],
        ['in', 1],
        ['au', 1],
      ],
      16,
    ),
    // Women's professional rounds last two minutes.
    format: boxing(10, 2),
  },
];
