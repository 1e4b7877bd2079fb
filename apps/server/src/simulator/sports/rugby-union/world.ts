/** Rugby union's competitions: India's Rugby Premier League (sevens), the internationals, the clubs. */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const union = { sport: 'team', sportId: SPORT_CARDS['rugby-union'].id, knockout: false } as const;

export const RUGBY_UNION: readonly LeagueDef[] = [
  {
    // Sevens: 16-minute matches (a weekly round, as the league's other rounds).
    key: 'rugby-premier-league',
    en: 'Rugby Premier League',
    ta: 'ரக்பி பிரீமியர் லீக்',
    country: 'in',
    type: T.top,
    hours: [[11, 17]],
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
    teams: names(`
      Crusaders, Chiefs, Blues, Hurricanes, Highlanders, Moana Pasifika, ACT Brumbies|au,
      Queensland Reds|au, NSW Waratahs|au, Western Force|au, Fijian Drua|fj
    `),
    format: union,
    knockout: 0.1,
  },
];
