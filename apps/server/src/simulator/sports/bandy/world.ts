import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const format = { sport: 'team', sportId: SPORT_CARDS.bandy.id, knockout: false } as const;

export const BANDY: readonly LeagueDef[] = [
  {
    key: 'russian-bandy-super-league',
    en: 'Russian Bandy Super League',
    ta: 'ரஷ்ய பேண்டி சூப்பர் லீக்',
    country: 'ru',
    type: T.top,
    hours: [[6, 16]],
    teams: names(`
      SKA-Neftyanik, Yenisey, Dynamo Moscow, Vodnik, Baykal-Energiya, Kuzbass, Volga, Rodina,
      Uralsky Trubnik, Zorky, Sibselmash, Start, Dynamo Kazan, Stroitel
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'elitserien',
    en: 'Elitserien',
    ta: 'எலிட்செரியன்',
    country: 'se',
    type: T.top,
    hours: [[13, 19]],
    teams: names(`
      Villa Lidköping BK, Västerås SK, Edsbyns IF, Bollnäs GIF, Sandvikens AIK, Hammarby IF,
      IFK Vänersborg, Broberg/Söderhamn, Vetlanda BK, Tillberga IK, AIK, Gripen Trollhättan
    `),
    format,
    knockout: 0.1,
  },
  {
    key: 'bandy-world-championship',
    en: 'Bandy World Championship',
    ta: 'உலக பேண்டி சாம்பியன்ஷிப்',
    country: 'world',
    type: T.primary,
    hours: [[10, 18]],
    teams: names(`Sweden, Finland, Norway, Kazakhstan, USA, Netherlands`),
    format,
    knockout: 0.4,
  },
];
