/**
 * Volleyball and beach volleyball competitions. India first: the Prime Volleyball League (the Tamil
 * press writes "வாலிபால்" for the leagues, as it prints them) and the national championships; then
 * the big European clubs' competitions and the national teams' Nations League. Beach volleyball sides
 * are pairs, named by their surnames ('Nair/Menon').
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';
import { duel } from '../shared/duel-format.ts';

const bestOf5 = duel(SPORT_CARDS.volleyball.id, { kind: 'rally', bestOf: 5 });

const SUPERLEGA = names(`
  Sir Sicoma Monini Perugia, Itas Trentino, Cucine Lube Civitanova, Valsa Group Modena, Allianz Milano,
  Gas Sales Bluenergy Piacenza, Vero Volley Monza, Rana Verona, Cisterna Volley, Pallavolo Padova,
  Yuasa Battery Grottazzolina, Cuneo Volley
`);
const PLUSLIGA = names(`
  Jastrzębski Węgiel, Aluron CMC Warta Zawiercie, PGE Projekt Warszawa, Asseco Resovia,
  Bogdanka LUK Lublin, Trefl Gdańsk, PGE GiEK Skra Bełchatów, Indykpol AZS Olsztyn,
  Cuprum Stilon Gorzów, Ślepsk Malow Suwałki, GKS Katowice, Barkom-Każany Lwów
`);

export const VOLLEYBALL: readonly LeagueDef[] = [
  {
    key: 'prime-volleyball-league',
    en: 'Prime Volleyball League',
    ta: 'பிரைம் வாலிபால் லீக்',
    country: 'in',
    type: T.top,
    hours: [[12, 17]],
    teams: names(`
      Chennai Blitz, Ahmedabad Defenders, Bengaluru Torpedoes, Calicut Heroes, Hyderabad Black Hawks,
      Kochi Blue Spikers, Kolkata Thunderbolts, Mumbai Meteors, Delhi Toofans, Goa Guardians
    `),
    format: bestOf5,
  },
  {
    key: 'senior-national-volleyball-championship',
    en: 'Senior National Volleyball Championship',
    ta: 'தேசிய சீனியர் வாலிபால் சாம்பியன்ஷிப்',
    country: 'in',
    type: T.secondary,
    hours: [[3, 12]],
    teams: names(`
      Tamil Nadu, Kerala, Railways, Services, Punjab, Haryana, Karnataka, Uttar Pradesh, Rajasthan,
      West Bengal, Andhra Pradesh, Telangana, Maharashtra, Gujarat
    `),
    format: bestOf5,
  },
  {
    key: 'asian-mens-volleyball-championship',
    en: "Asian Men's Volleyball Championship",
    ta: 'ஆசிய ஆடவர் வாலிபால் சாம்பியன்ஷிப்',
    country: 'asia',
    type: T.primary,
    hours: [[6, 14]],
    teams: names(`
      India, Iran, Japan, China, South Korea, Pakistan, Thailand, Kazakhstan, Philippines, Sri Lanka
    `),
    format: bestOf5,
  },
  {
    key: 'cev-champions-league',
    en: 'CEV Champions League',
    ta: 'சிஇவி சாம்பியன்ஸ் லீக்',
    country: 'eu',
    type: T.top,
    hours: [[16, 21]],
    teams: [
      ...SUPERLEGA.slice(0, 3).map((t) => `${t}|it`),
      ...PLUSLIGA.slice(0, 3).map((t) => `${t}|pl`),
      'Halkbank Ankara|tr',
      'Ziraat Bankası Ankara|tr',
      'Berlin Recycling Volleys|de',
      'Tours VB|fr',
      'Knack Roeselare|be',
      'Olympiacos Piraeus|gr',
    ],
    format: bestOf5,
  },
  {
    key: 'superlega',
    en: 'SuperLega',
    ta: 'சூப்பர்லேகா',
    country: 'it',
    type: T.primary,
    hours: [[14, 20]],
    teams: SUPERLEGA,
    format: bestOf5,
  },
  {
    key: 'plusliga',
    en: 'PlusLiga',
    ta: 'பிளஸ்லிகா',
    country: 'pl',
    type: T.primary,
    hours: [[14, 20]],
    teams: PLUSLIGA,
    format: bestOf5,
  },
  {
    key: 'volleyball-nations-league',
    en: 'Volleyball Nations League',
    ta: 'வாலிபால் நேஷன்ஸ் லீக்',
    country: 'world',
    type: T.top,
    hours: [[2, 23]],
    teams: names(`
      Poland, Italy, France, Brazil, USA, Japan, Slovenia, Argentina, Germany, Canada, Serbia, Iran,
      Netherlands, Turkey, China, Cuba, Ukraine, Belgium
    `),
    format: bestOf5,
  },
  {
    key: 'volleyball-nations-league-women',
    en: 'Volleyball Nations League - Women',
    ta: 'வாலிபால் நேஷன்ஸ் லீக் - மகளிர்',
    country: 'world',
    type: T.primary,
    hours: [[2, 23]],
    // Women's national teams carry the usual " W", so they are not the men's team of the country.
    teams: [
      'Italy W|it',
      'Brazil W|br',
      'Poland W|pl',
      'Turkey W|tr',
      'USA W|us',
      'Japan W|jp',
      'China W|cn',
      'Serbia W|rs',
      'Netherlands W|nl',
      'Dominican Republic W|do',
      'Germany W|de',
      'Canada W|ca',
      'France W|fr',
      'Belgium W|be',
      'Thailand W|th',
      'South Korea W|kr',
    ],
    format: bestOf5,
  },
];
