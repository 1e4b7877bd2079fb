/** Rugby league's competitions. */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const league = { sport: 'team', sportId: SPORT_CARDS['rugby-league'].id, knockout: false } as const;

export const RUGBY_LEAGUE: readonly LeagueDef[] = [
  {
    key: 'nrl',
    en: 'NRL',
    ta: 'என்ஆர்எல்',
    country: 'au',
    type: T.top,
    hours: [[5, 11]],
    teams: names(`
      Brisbane Broncos, Canberra Raiders, Canterbury-Bankstown Bulldogs, Cronulla-Sutherland Sharks,
      Dolphins, Gold Coast Titans, Manly Warringah Sea Eagles, Melbourne Storm, Newcastle Knights,
      New Zealand Warriors|nz, North Queensland Cowboys, Parramatta Eels, Penrith Panthers,
      South Sydney Rabbitohs, St. George Illawarra Dragons, Sydney Roosters, Wests Tigers
    `),
    format: league,
    knockout: 0.1,
  },
  {
    key: 'super-league',
    en: 'Super League',
    ta: 'சூப்பர் லீக்',
    country: 'gb-eng',
    type: T.top,
    hours: [[17, 21]],
    teams: names(`
      Wigan Warriors, St Helens, Leeds Rhinos, Warrington Wolves, Hull KR, Hull FC, Catalans Dragons|fr,
      Huddersfield Giants, Castleford Tigers, Leigh Leopards, Salford Red Devils, Wakefield Trinity
    `),
    format: league,
    knockout: 0.1,
  },
  {
    key: 'rugby-league-world-cup',
    en: 'Rugby League World Cup',
    ta: 'ரக்பி லீக் உலகக் கோப்பை',
    country: 'world',
    type: T.secondary,
    hours: [[6, 20]],
    teams: names(`Australia, New Zealand, England, Samoa, Tonga, Fiji, Papua New Guinea, France`),
    format: league,
    knockout: 0.4,
  },
];
