import { TournamentType as T } from '@nerali/domain';
import { SimSport } from '../sports/index.ts';
import { type LeagueDef, names } from './league-def.ts';

const union = { sport: 'team', sportId: SimSport.rugbyUnion, knockout: false } as const;
const league = { sport: 'team', sportId: SimSport.rugbyLeague, knockout: false } as const;

export const RUGBY_UNION: readonly LeagueDef[] = [
  {
    // Sevens: 16-minute matches, many a day, so it plays at its own hours only (off the grid).
    key: 'rugby-premier-league',
    en: 'Rugby Premier League',
    ta: 'ரக்பி பிரீமியர் லீக்',
    country: 'in',
    type: T.top,
    hours: [[11, 17]],
    grid: 0,
    extra: 6,
    teams: names(`
      Bengaluru Bravehearts, Chennai Bulls, Delhi Redz, Hyderabad Heroes, Kalinga Black Tigers,
      Mumbai Dreamers
    `),
    format: { ...union, variant: 'sevens' },
    knockout: 0.2,
  },
  {
    key: 'six-nations',
    en: 'Six Nations Championship',
    ta: 'சிக்ஸ் நேஷன்ஸ்',
    country: 'eu',
    type: T.top,
    hours: [[13, 20]],
    grid: 1,
    extra: 1,
    teams: names(`England, France, Ireland, Scotland, Italy, Wales`),
    format: union,
  },
  {
    key: 'premiership-rugby',
    en: 'Premiership Rugby',
    ta: 'பிரீமியர்ஷிப் ரக்பி',
    country: 'gb-eng',
    type: T.top,
    hours: [[13, 20]],
    grid: 2,
    extra: 2,
    teams: names(`
      Bath Rugby, Bristol Bears, Exeter Chiefs, Gloucester Rugby, Harlequins, Leicester Tigers,
      Newcastle Red Bulls, Northampton Saints, Sale Sharks, Saracens
    `),
    format: union,
    knockout: 0.1,
  },
  {
    key: 'top-14',
    en: 'Top 14',
    ta: 'டாப் 14',
    country: 'fr',
    type: T.primary,
    hours: [[12, 21]],
    grid: 2,
    extra: 2,
    teams: names(`
      Stade Toulousain, Union Bordeaux Bègles, Stade Rochelais, Racing 92, Stade Français Paris,
      RC Toulon, ASM Clermont Auvergne, Castres Olympique, Section Paloise, Aviron Bayonnais,
      Montpellier Hérault Rugby, USA Perpignan, Lyon OU, US Montauban
    `),
    format: union,
    knockout: 0.1,
  },
  {
    key: 'super-rugby-pacific',
    en: 'Super Rugby Pacific',
    ta: 'சூப்பர் ரக்பி பசிபிக்',
    country: 'nz',
    type: T.primary,
    hours: [[5, 10]],
    grid: 2,
    extra: 2,
    teams: names(`
      Crusaders, Chiefs, Blues, Hurricanes, Highlanders, Moana Pasifika, ACT Brumbies|au,
      Queensland Reds|au, NSW Waratahs|au, Western Force|au, Fijian Drua|fj
    `),
    format: union,
    knockout: 0.1,
  },
];

export const RUGBY_LEAGUE: readonly LeagueDef[] = [
  {
    key: 'nrl',
    en: 'NRL',
    ta: 'என்ஆர்எல்',
    country: 'au',
    type: T.top,
    hours: [[5, 11]],
    grid: 3,
    extra: 3,
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
    grid: 2,
    extra: 2,
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
    grid: 1,
    extra: 1,
    teams: names(`Australia, New Zealand, England, Samoa, Tonga, Fiji, Papua New Guinea, France`),
    format: league,
    knockout: 0.4,
  },
];
