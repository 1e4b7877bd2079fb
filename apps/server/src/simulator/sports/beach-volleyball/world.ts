/**
 * Volleyball and beach volleyball competitions. India first: the Prime Volleyball League (the Tamil
 * press writes "வாலிபால்" for the leagues, as it prints them) and the national championships; then
 * the big European clubs' competitions and the national teams' Nations League. Beach volleyball sides
 * are pairs, named by their surnames ('Nair/Menon').
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import type { LeagueDef } from '../../world/league-def.ts';
import { drawPairs, type Mix } from '../../world/players.ts';
import { duel } from '../shared/duel-format.ts';

const beach = duel(SPORT_CARDS['beach-volleyball'].id, { kind: 'rally', bestOf: 3 });

/** Beach volleyball pairs: one shared set of names so a pair in two events is one participant. */
const taken = new Set<string>();
const pairs = (key: string, mix: Mix, count: number) => drawPairs(`beach-${key}`, mix, count, taken);
const WORLD_MEN: Mix = [
  ['no', 2],
  ['nl', 2],
  ['de', 2],
  ['it', 2],
  ['br', 3],
  ['us', 3],
  ['pl', 2],
  ['au', 1],
  ['es', 1],
  ['fr', 1],
  ['se', 1],
  ['cu', 1],
  ['in', 0.5],
];

export const BEACH_VOLLEYBALL: readonly LeagueDef[] = [
  {
    key: 'national-beach-volleyball-championship',
    en: 'National Beach Volleyball Championship',
    ta: 'தேசிய கடற்கரை வாலிபால் சாம்பியன்ஷிப்',
    country: 'in',
    type: T.secondary,
    hours: [[3, 11]],
    teams: pairs('india', [['in', 1]], 16),
    format: beach,
  },
  {
    key: 'asian-beach-volleyball-championship',
    en: 'Asian Beach Volleyball Championship',
    ta: 'ஆசிய கடற்கரை வாலிபால் சாம்பியன்ஷிப்',
    country: 'asia',
    type: T.primary,
    hours: [[1, 10]],
    teams: pairs(
      'asia',
      [
        ['in', 3],
        ['cn', 2],
        ['jp', 2],
        ['th', 2],
        ['au', 2],
        ['ir', 1],
        ['ph', 1],
        ['kz', 1],
      ],
      16,
    ),
    format: beach,
  },
  {
    key: 'beach-pro-tour-elite16',
    en: 'Beach Pro Tour - Elite16',
    ta: 'பீச் புரோ டூர் - எலைட்16',
    country: 'world',
    type: T.top,
    hours: [[8, 20]],
    teams: pairs('elite16', WORLD_MEN, 24),
    format: beach,
  },
  {
    key: 'beach-pro-tour-elite16-women',
    en: 'Beach Pro Tour - Elite16 - Women',
    ta: 'பீச் புரோ டூர் - எலைட்16 - மகளிர்',
    country: 'world',
    type: T.top,
    hours: [[8, 20]],
    teams: pairs('elite16-women', WORLD_MEN, 24),
    format: beach,
  },
  {
    key: 'beach-pro-tour-challenge',
    en: 'Beach Pro Tour - Challenge',
    ta: 'பீச் புரோ டூர் - சேலஞ்ச்',
    country: 'world',
    type: T.primary,
    hours: [[6, 18]],
    teams: pairs('challenge', WORLD_MEN, 24),
    format: beach,
  },
];
