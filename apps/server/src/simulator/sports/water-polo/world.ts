import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const format = { sport: 'team', sportId: SPORT_CARDS['water-polo'].id, knockout: false } as const;

export const WATER_POLO: readonly LeagueDef[] = [
  {
    key: 'national-water-polo-championship',
    en: 'National Water Polo Championship',
    ta: 'தேசிய வாட்டர் போலோ சாம்பியன்ஷிப்',
    country: 'in',
    type: T.top,
    hours: [[4, 13]],
    teams: names(`
      Services, Indian Railways, Kerala, Maharashtra, West Bengal, Karnataka, Tamil Nadu, All India Police
    `),
    format,
    knockout: 0.3,
  },
  {
    key: 'len-champions-league',
    en: 'LEN Champions League',
    ta: 'எல்இஎன் சாம்பியன்ஸ் லீக்',
    country: 'eu',
    type: T.top,
    hours: [[15, 20]],
    teams: names(`
      Pro Recco|it, Ferencváros|hu, Novi Beograd|rs, Olympiacos|gr, CN Atlètic-Barceloneta|es,
      Jadran Split|hr, Spandau 04|de, CN Marseille|fr, Radnički Kragujevac|rs, AN Brescia|it,
      Szolnoki Dózsa|hu, Vasas|hu
    `),
    format,
    knockout: 0.3,
  },
  {
    key: 'ob-i',
    en: 'OB I',
    ta: 'ஹங்கேரிய வாட்டர் போலோ லீக்',
    country: 'hu',
    type: T.primary,
    hours: [[14, 19]],
    teams: names(`
      Ferencváros, Szolnoki Dózsa, Vasas, OSC Budapest, BVSC-Zugló, Eger, Szeged, Debrecen, Honvéd, KSI
    `),
    format,
  },
  {
    key: 'serie-a1-water-polo',
    en: 'Serie A1',
    ta: 'சீரி ஏ1 வாட்டர் போலோ',
    country: 'it',
    type: T.primary,
    hours: [[13, 19]],
    teams: names(`
      Pro Recco, AN Brescia, Rari Nantes Savona, CC Ortigia, Posillipo, Telimar Palermo, Trieste,
      De Akker Bologna, Salerno, Quinto
    `),
    format,
  },
];
