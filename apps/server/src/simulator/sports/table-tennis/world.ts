/**
 * Table tennis: Ultimate Table Tennis (India's franchise league, team ties) first, then WTT's Star
 * Contender in Chennai and the national championships, WTT Champions and the world championships
 * (best of seven). Singles players come from two tour pools, as in badminton.
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { duel } from '../shared/duel-format.ts';
import { type LeagueDef, names } from '../../world/league-def.ts';
import { type Mix, playerPool } from '../../world/players.ts';

const TABLE_TENNIS_ID = SPORT_CARDS['table-tennis'].id;
const bestOf5 = duel(TABLE_TENNIS_ID, { kind: 'rally', bestOf: 5 });
const bestOf7 = duel(TABLE_TENNIS_ID, { kind: 'rally', bestOf: 7 });
const DRAW = 32;

const taken = new Set<string>();
const MEN: Mix = [
  ['cn', 4],
  ['in', 3],
  ['jp', 2],
  ['kr', 2],
  ['de', 2],
  ['fr', 2],
  ['se', 2],
  ['br', 1],
  ['hk', 1],
  ['pt', 1],
  ['sg', 0.5],
];
const WOMEN: Mix = [
  ['cn', 4],
  ['jp', 3],
  ['in', 3],
  ['kr', 2],
  ['de', 1],
  ['hk', 1],
  ['sg', 1],
  ['fr', 1],
  ['br', 0.5],
];
const men = playerPool('table-tennis-men', MEN, 64, taken);
const women = playerPool('table-tennis-women', WOMEN, 64, taken);
const indiansFirst = (pool: typeof men, event: string, n = DRAW) =>
  pool.pick(event, n, pool.all.filter((p) => p.endsWith('|in')).slice(0, 8));

export const TABLE_TENNIS: readonly LeagueDef[] = [
  {
    key: 'ultimate-table-tennis',
    en: 'Ultimate Table Tennis',
    ta: 'அல்டிமேட் டேபிள் டென்னிஸ்',
    country: 'in',
    type: T.top,
    hours: [[12, 17]],
    teams: names(`
      Chennai Lions, Ahmedabad SG Pipers, Dabang Smashers TTC, Goa Challengers, Jaipur Patriots,
      Kolkata Thunderblades, PBG Pune Jaguars, U Mumba TT
    `),
    format: duel(TABLE_TENNIS_ID, { kind: 'rally', bestOf: 3, teamTie: true }),
  },
  {
    key: 'wtt-star-contender-chennai-ms',
    en: "WTT Star Contender Chennai - Men's Singles",
    ta: 'டபிள்யூடிடி ஸ்டார் கன்டென்டர் சென்னை - ஆடவர் ஒற்றையர்',
    country: 'in',
    type: T.top,
    hours: [[5, 15]],
    teams: indiansFirst(men, 'chennai-ms'),
    format: bestOf5,
  },
  {
    key: 'wtt-star-contender-chennai-ws',
    en: "WTT Star Contender Chennai - Women's Singles",
    ta: 'டபிள்யூடிடி ஸ்டார் கன்டென்டர் சென்னை - மகளிர் ஒற்றையர்',
    country: 'in',
    type: T.top,
    hours: [[5, 15]],
    teams: indiansFirst(women, 'chennai-ws'),
    format: bestOf5,
  },
  {
    key: 'national-table-tennis-championship-ms',
    en: "National Table Tennis Championship - Men's Singles",
    ta: 'தேசிய டேபிள் டென்னிஸ் சாம்பியன்ஷிப் - ஆடவர் ஒற்றையர்',
    country: 'in',
    type: T.secondary,
    hours: [[4, 12]],
    teams: playerPool('table-tennis-national-men', [['in', 1]], 24, taken).all,
    format: bestOf7,
  },
  {
    key: 'wtt-champions-ms',
    en: "WTT Champions - Men's Singles",
    ta: 'டபிள்யூடிடி சாம்பியன்ஸ் - ஆடவர் ஒற்றையர்',
    country: 'world',
    type: T.top,
    hours: [[8, 20]],
    teams: men.pick('champions-ms', DRAW),
    format: bestOf5,
  },
  {
    key: 'wtt-champions-ws',
    en: "WTT Champions - Women's Singles",
    ta: 'டபிள்யூடிடி சாம்பியன்ஸ் - மகளிர் ஒற்றையர்',
    country: 'world',
    type: T.top,
    hours: [[8, 20]],
    teams: women.pick('champions-ws', DRAW),
    format: bestOf5,
  },
  {
    key: 'world-table-tennis-championships-ms',
    en: "World Table Tennis Championships - Men's Singles",
    ta: 'உலக டேபிள் டென்னிஸ் சாம்பியன்ஷிப் - ஆடவர் ஒற்றையர்',
    country: 'world',
    type: T.top,
    hours: [[2, 14]],
    teams: men.pick('worlds-ms', DRAW),
    format: bestOf7,
  },
  {
    key: 'world-table-tennis-championships-ws',
    en: "World Table Tennis Championships - Women's Singles",
    ta: 'உலக டேபிள் டென்னிஸ் சாம்பியன்ஷிப் - மகளிர் ஒற்றையர்',
    country: 'world',
    type: T.top,
    hours: [[2, 14]],
    teams: women.pick('worlds-ws', DRAW),
    format: bestOf7,
  },
];
