import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

/** `knockout` is the share of play-off games (20-minute sudden-death overtimes). */
const format = { sport: 'team', sportId: SPORT_CARDS.hockey.id, knockout: false } as const;

export const HOCKEY: readonly LeagueDef[] = [
  {
    key: 'national-ice-hockey-championship',
    en: 'National Ice Hockey Championship',
    ta: 'தேசிய ஐஸ் ஹாக்கி சாம்பியன்ஷிப்',
    country: 'in',
    type: T.top,
    // Played on the frozen rinks of Ladakh and Himachal in daylight.
    hours: [[4, 11]],
    teams: names(`Ladakh, Indian Army, ITBP, Himachal Pradesh, Chandigarh, Telangana, Delhi, Uttarakhand`),
    format,
    knockout: 0.3,
  },
  {
    key: 'nhl',
    en: 'NHL',
    ta: 'என்எச்எல்',
    country: 'us',
    type: T.top,
    hours: [[23, 4]],
    teams: names(`
      Anaheim Ducks, Boston Bruins, Buffalo Sabres, Calgary Flames|ca, Carolina Hurricanes,
      Chicago Blackhawks, Colorado Avalanche, Columbus Blue Jackets, Dallas Stars, Detroit Red Wings,
      Edmonton Oilers|ca, Florida Panthers, Los Angeles Kings, Minnesota Wild, Montréal Canadiens|ca,
      Nashville Predators, New Jersey Devils, New York Islanders, New York Rangers, Ottawa Senators|ca,
      Philadelphia Flyers, Pittsburgh Penguins, San Jose Sharks, Seattle Kraken, St. Louis Blues,
      Tampa Bay Lightning, Toronto Maple Leafs|ca, Utah Mammoth, Vancouver Canucks|ca,
      Vegas Golden Knights, Washington Capitals, Winnipeg Jets|ca
    `),
    format,
    knockout: 0.15,
  },
  {
    key: 'khl',
    en: 'KHL',
    ta: 'கேஎச்எல்',
    country: 'ru',
    type: T.primary,
    hours: [[9, 18]],
    teams: names(`
      CSKA Moscow, SKA Saint Petersburg, Dynamo Moscow, Spartak Moscow, Lokomotiv Yaroslavl,
      Ak Bars Kazan, Metallurg Magnitogorsk, Avangard Omsk, Salavat Yulaev Ufa, Traktor Chelyabinsk,
      Torpedo Nizhny Novgorod, Severstal Cherepovets, Avtomobilist Yekaterinburg, Sibir Novosibirsk,
      Amur Khabarovsk, Admiral Vladivostok, Lada Togliatti, Neftekhimik Nizhnekamsk,
      Dinamo Minsk|by, Barys Astana|kz, Shanghai Dragons|cn
    `),
    format,
    knockout: 0.15,
  },
  {
    key: 'shl',
    en: 'SHL',
    ta: 'எஸ்எச்எல்',
    country: 'se',
    type: T.primary,
    hours: [[16, 20]],
    teams: names(`
      Färjestad BK, Frölunda HC, Luleå HF, Skellefteå AIK, Rögle BK, Växjö Lakers, Djurgårdens IF,
      Brynäs IF, Linköping HC, Leksands IF, Örebro HK, HV71, Malmö Redhawks, Timrå IK
    `),
    format,
    knockout: 0.15,
  },
  {
    key: 'liiga',
    en: 'Liiga',
    ta: 'லீகா',
    country: 'fi',
    type: T.secondary,
    hours: [[15, 19]],
    teams: names(`
      Tappara, Ilves, HIFK, Kärpät, Lukko, TPS, Pelicans, KalPa, JYP, SaiPa, HPK, Ässät, KooKoo, Jukurit, Sport
    `),
    format,
    knockout: 0.15,
  },
  {
    key: 'iihf-world-championship',
    en: 'IIHF World Championship',
    ta: 'ஐஸ் ஹாக்கி உலக சாம்பியன்ஷிப்',
    country: 'world',
    type: T.top,
    hours: [[12, 20]],
    teams: names(`
      Canada, USA, Sweden, Finland, Czechia, Switzerland, Germany, Slovakia, Latvia, Denmark, Norway,
      Kazakhstan
    `),
    format,
    knockout: 0.3,
  },
];
