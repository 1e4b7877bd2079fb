import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

/** FIBA's quarters and the NBA's, from the card (CAT19). */
const { periods } = SPORT_CARDS.basketball;
const fiba = { sport: 'basketball', quarterMin: periods.minutes } as const;
const nba = { sport: 'basketball', quarterMin: periods.variants.nba.minutes } as const;

export const BASKETBALL: readonly LeagueDef[] = [
  {
    key: 'senior-national-basketball-championship',
    en: 'Senior National Basketball Championship',
    ta: 'தேசிய கூடைப்பந்து சாம்பியன்ஷிப்',
    country: 'in',
    type: T.top,
    hours: [[4, 16]],
    teams: names(`
      Tamil Nadu, Punjab, Kerala, Karnataka, Indian Railways, Services, Uttarakhand, Rajasthan,
      Maharashtra, Delhi, Chhattisgarh, Haryana, Uttar Pradesh, Madhya Pradesh
    `),
    format: fiba,
  },
  {
    key: 'nba',
    en: 'NBA',
    ta: 'என்பிஏ',
    country: 'us',
    type: T.top,
    hours: [[23, 6]],
    teams: names(`
      Atlanta Hawks, Boston Celtics, Brooklyn Nets, Charlotte Hornets, Chicago Bulls, Cleveland Cavaliers,
      Dallas Mavericks, Denver Nuggets, Detroit Pistons, Golden State Warriors, Houston Rockets,
      Indiana Pacers, LA Clippers, Los Angeles Lakers, Memphis Grizzlies, Miami Heat, Milwaukee Bucks,
      Minnesota Timberwolves, New Orleans Pelicans, New York Knicks, Oklahoma City Thunder, Orlando Magic,
      Philadelphia 76ers, Phoenix Suns, Portland Trail Blazers, Sacramento Kings, San Antonio Spurs,
      Toronto Raptors|ca, Utah Jazz, Washington Wizards
    `),
    format: nba,
  },
  {
    key: 'euroleague',
    en: 'EuroLeague',
    ta: 'யூரோலீக்',
    country: 'eu',
    type: T.top,
    hours: [[16, 21]],
    teams: names(`
      Real Madrid|es, FC Barcelona|es, Olympiacos|gr, Panathinaikos|gr, Fenerbahçe Beko|tr,
      Anadolu Efes|tr, Žalgiris Kaunas|lt, Partizan|rs, Crvena Zvezda|rs, Bayern München|de,
      Olimpia Milano|it, Virtus Bologna|it, AS Monaco|fr, Baskonia|es, Valencia Basket|es,
      Paris Basketball|fr, ALBA Berlin|de
    `),
    format: fiba,
  },
  {
    key: 'liga-acb',
    en: 'Liga ACB',
    ta: 'லீகா ஏசிபி',
    country: 'es',
    type: T.primary,
    hours: [[10, 22]],
    teams: names(`
      Real Madrid, FC Barcelona, Baskonia, Valencia Basket, Unicaja, Joventut Badalona, Gran Canaria,
      La Laguna Tenerife, UCAM Murcia, Bilbao Basket
    `),
    format: fiba,
  },
  {
    key: 'nbl',
    en: 'NBL',
    ta: 'என்பிஎல்',
    country: 'au',
    type: T.primary,
    hours: [[6, 12]],
    teams: names(`
      Sydney Kings, Melbourne United, Perth Wildcats, Brisbane Bullets, Adelaide 36ers, Illawarra Hawks,
      South East Melbourne Phoenix, Tasmania JackJumpers, Cairns Taipans, New Zealand Breakers|nz
    `),
    format: fiba,
  },
  {
    key: 'cba',
    en: 'CBA',
    ta: 'சிபிஏ',
    country: 'cn',
    type: T.secondary,
    hours: [[10, 14]],
    teams: names(`
      Guangdong Southern Tigers, Liaoning Flying Leopards, Zhejiang Lions, Shanghai Sharks, Beijing Ducks,
      Xinjiang Flying Tigers, Shenzhen Leopards, Shandong Heroes, Qingdao Eagles, Zhejiang Golden Bulls
    `),
    format: fiba,
  },
  {
    key: 'b-league',
    en: 'B.League',
    ta: 'பி.லீக்',
    country: 'jp',
    type: T.secondary,
    hours: [[5, 12]],
    teams: names(`
      Alvark Tokyo, Chiba Jets, Utsunomiya Brex, Ryukyu Golden Kings, Kawasaki Brave Thunders,
      Nagoya Diamond Dolphins, Shimane Susanoo Magic, Osaka Evessa
    `),
    format: fiba,
  },
  {
    key: 'pba',
    en: 'PBA Philippine Cup',
    ta: 'பிபிஏ பிலிப்பைன் கோப்பை',
    country: 'ph',
    type: T.secondary,
    hours: [[7, 14]],
    teams: names(`
      San Miguel Beermen, Barangay Ginebra San Miguel, TNT Tropang Giga, Magnolia Hotshots, Meralco Bolts,
      Rain or Shine Elasto Painters, NLEX Road Warriors, Converge FiberXers
    `),
    format: fiba,
  },
  {
    key: 'fiba-asia-cup',
    en: 'FIBA Asia Cup',
    ta: 'ஃபிபா ஆசியக் கோப்பை',
    country: 'asia',
    type: T.primary,
    hours: [[6, 16]],
    teams: names(`
      India, China, Japan, Iran, Australia, New Zealand, Philippines, South Korea, Lebanon, Jordan,
      Saudi Arabia, Qatar
    `),
    format: fiba,
  },
];
