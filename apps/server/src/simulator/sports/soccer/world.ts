import { TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

const league = { sport: 'soccer', knockout: false } as const;

const ISL = names(`
  Chennaiyin FC, Kerala Blasters, Mohun Bagan Super Giant, East Bengal, Bengaluru FC, Mumbai City FC,
  FC Goa, Hyderabad FC, Jamshedpur FC, Odisha FC, NorthEast United, Punjab FC, Mohammedan SC
`);

export const SOCCER: readonly LeagueDef[] = [
  {
    key: 'indian-super-league',
    en: 'Indian Super League',
    ta: 'இந்தியன் சூப்பர் லீக்',
    country: 'in',
    type: T.top,
    hours: [[10, 16]],
    teams: ISL,
    format: league,
  },
  {
    key: 'i-league',
    en: 'I-League',
    ta: 'ஐ-லீக்',
    country: 'in',
    type: T.primary,
    hours: [[7, 14]],
    teams: names(`
      Gokulam Kerala, Churchill Brothers, Real Kashmir, Sreenidi Deccan, Inter Kashi,
      Rajasthan United, Shillong Lajong, Namdhari FC, Delhi FC, Dempo SC, Aizawl FC, Chennai City FC
    `),
    format: league,
  },
  {
    key: 'durand-cup',
    en: 'Durand Cup',
    ta: 'டூரண்ட் கோப்பை',
    country: 'in',
    type: T.secondary,
    hours: [[9, 15]],
    teams: [...ISL.slice(0, 8), 'Indian Army FT', 'Indian Navy FT', 'Indian Air Force FT', 'Downtown Heroes'],
    format: league,
    knockout: 1,
  },
  {
    key: 'premier-league',
    en: 'Premier League',
    ta: 'பிரீமியர் லீக்',
    country: 'gb-eng',
    type: T.top,
    hours: [[11, 21]],
    teams: names(`
      Arsenal, Aston Villa, Bournemouth, Brentford, Brighton & Hove Albion, Chelsea, Crystal Palace,
      Everton, Fulham, Liverpool, Manchester City, Manchester United, Newcastle United,
      Nottingham Forest, Tottenham Hotspur, West Ham United, Wolverhampton Wanderers, Leeds United,
      Burnley, Sunderland
    `),
    format: league,
  },
  {
    key: 'fa-cup',
    en: 'FA Cup',
    ta: 'எஃப்ஏ கோப்பை',
    country: 'gb-eng',
    type: T.secondary,
    hours: [[12, 21]],
    teams: names(`
      Leicester City, Southampton, Ipswich Town, Sheffield United, Middlesbrough, Coventry City,
      Arsenal, Chelsea, Everton, Fulham, Brentford, Burnley
    `),
    format: league,
    knockout: 1,
  },
  {
    key: 'laliga',
    en: 'LaLiga',
    ta: 'லா லிகா',
    country: 'es',
    type: T.top,
    hours: [[12, 22]],
    teams: names(`
      Real Madrid, FC Barcelona, Atlético Madrid, Athletic Club, Real Sociedad, Villarreal,
      Real Betis, Sevilla, Valencia, Girona, Celta Vigo, Osasuna, Getafe, Rayo Vallecano, Mallorca,
      Espanyol, Alavés, Levante, Elche, Real Oviedo
    `),
    format: league,
  },
  {
    key: 'serie-a',
    en: 'Serie A',
    ta: 'சீரி ஏ',
    country: 'it',
    type: T.top,
    hours: [[11, 21]],
    teams: names(`
      Inter, AC Milan, Juventus, Napoli, AS Roma, Lazio, Atalanta, Fiorentina, Bologna, Torino,
      Udinese, Genoa, Cagliari, Lecce, Parma, Como, Sassuolo, Hellas Verona, Cremonese, Pisa
    `),
    format: league,
  },
  {
    key: 'bundesliga',
    en: 'Bundesliga',
    ta: 'பண்டஸ்லிகா',
    country: 'de',
    type: T.top,
    hours: [[13, 20]],
    teams: names(`
      Bayern München, Borussia Dortmund, Bayer Leverkusen, RB Leipzig, Eintracht Frankfurt,
      VfB Stuttgart, SC Freiburg, VfL Wolfsburg, Borussia Mönchengladbach, Werder Bremen,
      1. FC Union Berlin, TSG Hoffenheim, 1. FSV Mainz 05, FC Augsburg, 1. FC Köln, Hamburger SV,
      1. FC Heidenheim, FC St. Pauli
    `),
    format: league,
  },
  {
    key: 'ligue-1',
    en: 'Ligue 1',
    ta: 'லீக் 1',
    country: 'fr',
    type: T.primary,
    hours: [[13, 21]],
    teams: names(`
      Paris Saint-Germain, Olympique de Marseille, AS Monaco, LOSC Lille, Olympique Lyonnais,
      OGC Nice, RC Lens, Stade Rennais, RC Strasbourg, FC Nantes, Stade Brestois, Toulouse FC,
      AJ Auxerre, Angers SCO, Le Havre AC, FC Lorient, Paris FC, FC Metz
    `),
    format: league,
  },
  {
    key: 'a-league',
    en: 'A-League',
    ta: 'ஏ-லீக்',
    country: 'au',
    type: T.secondary,
    hours: [[5, 11]],
    teams: names(`
      Sydney FC, Melbourne Victory, Melbourne City, Western Sydney Wanderers, Adelaide United,
      Brisbane Roar, Central Coast Mariners, Perth Glory, Wellington Phoenix|nz, Macarthur FC,
      Newcastle Jets, Auckland FC|nz
    `),
    format: league,
  },
  {
    key: 'mls',
    en: 'Major League Soccer',
    ta: 'மேஜர் லீக் சாக்கர்',
    country: 'us',
    type: T.primary,
    hours: [[22, 5]],
    teams: names(`
      Inter Miami, LA Galaxy, LAFC, Seattle Sounders, New York City FC, New York Red Bulls,
      Atlanta United, Columbus Crew, FC Cincinnati, Orlando City, Portland Timbers, Austin FC,
      Nashville SC, Philadelphia Union, Toronto FC|ca, CF Montréal|ca
    `),
    format: league,
  },
  {
    key: 'j1-league',
    en: 'J1 League',
    ta: 'ஜே1 லீக்',
    country: 'jp',
    type: T.secondary,
    hours: [[4, 11]],
    teams: names(`
      Kashima Antlers, Urawa Red Diamonds, Kawasaki Frontale, Yokohama F. Marinos, Gamba Osaka,
      Cerezo Osaka, Vissel Kobe, Sanfrecce Hiroshima, Nagoya Grampus, FC Tokyo, Kashiwa Reysol,
      Albirex Niigata
    `),
    format: league,
  },
  {
    key: 'saudi-pro-league',
    en: 'Saudi Pro League',
    ta: 'சவுதி புரோ லீக்',
    country: 'sa',
    type: T.secondary,
    hours: [[14, 20]],
    teams: names(`
      Al Hilal, Al Nassr, Al Ittihad, Al Ahli, Al Shabab, Al Ettifaq, Al Taawoun, Al Fateh,
      Al Qadsiah, Al Fayha
    `),
    format: league,
  },
  {
    key: 'brasileirao',
    en: 'Brasileirão Série A',
    ta: 'பிரேசிலிரோ சீரி ஏ',
    country: 'br',
    type: T.secondary,
    hours: [[20, 2]],
    teams: names(`
      Flamengo, Palmeiras, Corinthians, São Paulo, Santos, Fluminense, Botafogo, Grêmio,
      Internacional, Atlético Mineiro, Cruzeiro, Vasco da Gama, Bahia, Fortaleza
    `),
    format: league,
  },
  {
    key: 'liga-profesional',
    en: 'Liga Profesional',
    ta: 'லீகா புரொஃபெஷனல்',
    country: 'ar',
    type: T.secondary,
    hours: [[19, 2]],
    teams: names(`
      River Plate, Boca Juniors, Racing Club, Independiente, San Lorenzo, Estudiantes,
      Vélez Sarsfield, Talleres, Rosario Central, Newell's Old Boys, Lanús, Argentinos Juniors
    `),
    format: league,
  },
  {
    key: 'champions-league',
    en: 'UEFA Champions League',
    ta: 'சாம்பியன்ஸ் லீக்',
    country: 'eu',
    type: T.top,
    hours: [[16, 21]],
    midweek: 'tue-wed',
    teams: names(`
      Real Madrid, FC Barcelona, Atlético Madrid, Manchester City, Liverpool, Arsenal,
      Bayern München, Borussia Dortmund, Bayer Leverkusen, Inter, Napoli, Juventus,
      Paris Saint-Germain, AS Monaco, Benfica|pt, FC Porto|pt, Sporting CP|pt, Ajax|nl,
      PSV Eindhoven|nl, Feyenoord|nl, Celtic|gb-sct, Galatasaray|tr, Olympiacos|gr, Crvena Zvezda|rs
    `),
    format: league,
    knockout: 0.3,
  },
  {
    key: 'europa-league',
    en: 'UEFA Europa League',
    ta: 'யூரோப்பா லீக்',
    country: 'eu',
    type: T.primary,
    hours: [[15, 21]],
    midweek: 'thu',
    teams: names(`
      Tottenham Hotspur, Aston Villa, AS Roma, Lazio, Real Betis, Eintracht Frankfurt,
      Olympique Lyonnais, Olympique de Marseille, Fenerbahçe|tr, Rangers|gb-sct, Panathinaikos|gr,
      AZ Alkmaar|nl
    `),
    format: league,
    knockout: 0.3,
  },
  {
    key: 'afc-champions-league',
    en: 'AFC Champions League Elite',
    ta: 'ஏஎஃப்சி சாம்பியன்ஸ் லீக்',
    country: 'asia',
    type: T.primary,
    hours: [[9, 18]],
    midweek: 'tue-wed',
    teams: names(`
      Al Hilal, Al Nassr, Al Ahli, Persepolis|ir, Esteghlal|ir, Sepahan|ir, Mumbai City FC,
      Mohun Bagan Super Giant, Kawasaki Frontale, Vissel Kobe, Ulsan HD|kr,
      Jeonbuk Hyundai Motors|kr, Shanghai Port|cn, Shandong Taishan|cn, Buriram United|th
    `),
    format: league,
    knockout: 0.3,
  },
  {
    key: 'world-cup-qualification-asia',
    en: 'World Cup Qualification - Asia',
    ta: 'உலகக் கோப்பை தகுதிச் சுற்று - ஆசியா',
    country: 'asia',
    type: T.primary,
    hours: [[8, 17]],
    teams: names(`
      India, Iran, Japan, South Korea, Australia, Saudi Arabia, China, Thailand, Afghanistan,
      Bangladesh, Nepal, Uzbekistan, Qatar, Kuwait
    `),
    format: league,
  },
];
