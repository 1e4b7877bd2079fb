/**
 * Darts: the PDC's tours. Asia's tour (with India's players) first, then the World Championship at
 * Alexandra Palace (sets), the Premier League, the World Matchplay, the Players Championships and a
 * European Tour event (legs). Players come from the PDC's tour pool, so one player meets the same
 * rivals week after week; the Asian Tour has its own pool.
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { duel } from '../shared/duel-format.ts';
import type { LeagueDef } from '../../world/league-def.ts';
import { type Mix, playerPool } from '../../world/players.ts';

const DARTS_ID = SPORT_CARDS.darts.id;
const legs = (n: number) => duel(DARTS_ID, { kind: 'darts', sets: 0, legs: n });

const taken = new Set<string>();
const TOUR: Mix = [
  ['gb-eng', 5],
  ['nl', 3],
  ['gb-sct', 1.5],
  ['gb-wls', 1.5],
  ['de', 1.5],
  ['be', 1],
  ['ie', 1],
  ['au', 1],
  ['pl', 0.7],
  ['ph', 0.5],
  ['jp', 0.5],
  ['in', 0.3],
];
const tour = playerPool('darts-pdc', TOUR, 96, taken);
const asia = playerPool(
  'darts-asia',
  [
    ['in', 4],
    ['ph', 2],
    ['jp', 2],
    ['hk', 1],
    ['sg', 1],
    ['cn', 1],
    ['my', 1],
    ['th', 1],
  ],
  40,
  taken,
);

export const DARTS: readonly LeagueDef[] = [
  {
    key: 'pdc-asian-tour',
    en: 'PDC Asian Tour',
    ta: 'பிடிசி ஆசிய டூர்',
    country: 'asia',
    type: T.secondary,
    hours: [[3, 12]],
    teams: asia.pick('asian-tour', 32, asia.all.filter((p) => p.endsWith('|in')).slice(0, 10)),
    format: legs(5),
  },
  {
    key: 'pdc-world-championship',
    en: 'PDC World Darts Championship',
    ta: 'பிடிசி உலக டார்ட்ஸ் சாம்பியன்ஷிப்',
    country: 'gb-eng',
    type: T.top,
    // Afternoon and evening sessions at Alexandra Palace.
    hours: [[12, 23]],
    teams: [...tour.pick('world-championship', 56), ...asia.pick('world-championship', 8)],
    format: duel(DARTS_ID, { kind: 'darts', sets: 3, legs: 3 }),
  },
  {
    key: 'premier-league-darts',
    en: 'Premier League Darts',
    ta: 'பிரீமியர் லீக் டார்ட்ஸ்',
    country: 'gb-eng',
    type: T.top,
    hours: [[18, 22]],
    teams: tour.all.slice(0, 8),
    format: legs(6),
  },
  {
    key: 'world-matchplay',
    en: 'World Matchplay',
    ta: 'உலக மேட்ச்பிளே',
    country: 'gb-eng',
    type: T.primary,
    hours: [[17, 22]],
    teams: tour.all.slice(0, 32),
    format: legs(10),
  },
  {
    key: 'players-championship',
    en: 'Players Championship',
    ta: 'பிளேயர்ஸ் சாம்பியன்ஷிப்',
    country: 'gb-eng',
    type: T.secondary,
    hours: [[9, 20]],
    teams: tour.pick('players-championship', 64),
    format: legs(6),
  },
  {
    key: 'european-tour-german-darts-championship',
    en: 'European Tour - German Darts Championship',
    ta: 'ஐரோப்பிய டூர் - ஜெர்மன் டார்ட்ஸ் சாம்பியன்ஷிப்',
    country: 'de',
    type: T.secondary,
    hours: [[11, 21]],
    teams: tour.pick('german-darts-championship', 48),
    format: legs(6),
  },
];
