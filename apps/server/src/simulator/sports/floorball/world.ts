import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const format = { sport: 'team', sportId: SPORT_CARDS.floorball.id, knockout: false } as const;

export const FLOORBALL: readonly LeagueDef[] = [
  {
    key: 'swedish-super-league',
    en: 'Swedish Super League',
    ta: 'ஸ்வீடிஷ் சூப்பர் லீக்',
    country: 'se',
    type: T.top,
    hours: [[15, 20]],
    teams: names(`
      Storvreta IBK, IBF Falun, FC Helsingborg, Pixbo Wallenstam, Växjö Vipers, Mora IBK,
      Jönköpings IK, AIK, Linköping IBK, IK Sirius, Team Thorengruppen, Höllvikens IBF
    `),
    format,
  },
  {
    key: 'f-liiga',
    en: 'F-liiga',
    ta: 'எஃப்-லீகா',
    country: 'fi',
    type: T.primary,
    hours: [[14, 18]],
    teams: names(`
      Classic, Nokian KrP, SPV, Happee, OLS, Oilers, TPS, SSV Helsinki, EräViikingit, LASB,
      Westend Indians
    `),
    format,
  },
  {
    key: 'superliga-florbalu',
    en: 'Superliga florbalu',
    ta: 'செக் ஃப்ளோர்பால் சூப்பர்லீகா',
    country: 'cz',
    type: T.primary,
    hours: [[15, 19]],
    teams: names(`
      Tatran Střešovice, Florbal Mladá Boleslav, 1. SC Vítkovice, FBC Ostrava, Sokol Pardubice,
      Bulldogs Brno, FbŠ Bohemians, Black Angels, TJ Znojmo, Kanonýři Kladno
    `),
    format,
  },
  {
    key: 'floorball-world-championship',
    en: 'Men’s World Floorball Championship',
    ta: 'உலக ஃப்ளோர்பால் சாம்பியன்ஷிப்',
    country: 'world',
    type: T.top,
    hours: [[8, 18]],
    teams: names(`Sweden, Finland, Switzerland, Czechia, Latvia, Norway, Slovakia, Germany, Denmark, Poland`),
    format,
  },
];
