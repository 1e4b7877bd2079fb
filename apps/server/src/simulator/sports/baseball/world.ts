/**
 * Baseball: MLB, Japan's NPB (a regular-season game ends as a tie after the twelfth), Korea's KBO
 * (after the eleventh), the Australian Baseball League and the World Baseball Classic. India has no
 * baseball competition of note, so none is invented. Team names are the clubs' own romanised names.
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { duel } from '../shared/duel-format.ts';
import { type LeagueDef, names } from '../../world/league-def.ts';

const BASEBALL_ID = SPORT_CARDS.baseball.id;
const mlbRules = duel(BASEBALL_ID, { kind: 'baseball', maxInnings: null, ghostRunner: true });

export const BASEBALL: readonly LeagueDef[] = [
  {
    key: 'mlb',
    en: 'MLB',
    ta: 'எம்எல்பி',
    country: 'us',
    type: T.top,
    // 1 p.m. to 10 p.m. in the East, 7 p.m. on the West Coast.
    hours: [[16, 4]],
    teams: names(`
      New York Yankees, Boston Red Sox, Toronto Blue Jays, Baltimore Orioles, Tampa Bay Rays,
      Cleveland Guardians, Detroit Tigers, Kansas City Royals, Minnesota Twins, Chicago White Sox,
      Houston Astros, Seattle Mariners, Texas Rangers, Los Angeles Angels, Athletics,
      Philadelphia Phillies, Atlanta Braves, New York Mets, Miami Marlins, Washington Nationals,
      Milwaukee Brewers, Chicago Cubs, St. Louis Cardinals, Cincinnati Reds, Pittsburgh Pirates,
      Los Angeles Dodgers, San Diego Padres, Arizona Diamondbacks, San Francisco Giants, Colorado Rockies
    `),
    format: mlbRules,
  },
  {
    key: 'npb',
    en: 'NPB',
    ta: 'என்பிபி',
    country: 'jp',
    type: T.primary,
    hours: [[3, 11]],
    teams: names(`
      Yomiuri Giants, Hanshin Tigers, Hiroshima Toyo Carp, Yokohama DeNA BayStars, Chunichi Dragons,
      Tokyo Yakult Swallows, Fukuoka SoftBank Hawks, Hokkaido Nippon-Ham Fighters, Chiba Lotte Marines,
      Tohoku Rakuten Golden Eagles, Orix Buffaloes, Saitama Seibu Lions
    `),
    format: duel(BASEBALL_ID, { kind: 'baseball', maxInnings: 12, ghostRunner: false }),
  },
  {
    key: 'kbo-league',
    en: 'KBO League',
    ta: 'கேபிஓ லீக்',
    country: 'kr',
    type: T.primary,
    hours: [[5, 11]],
    teams: names(`
      Kia Tigers, Samsung Lions, LG Twins, Doosan Bears, KT Wiz, SSG Landers, Lotte Giants,
      Hanwha Eagles, NC Dinos, Kiwoom Heroes
    `),
    format: duel(BASEBALL_ID, { kind: 'baseball', maxInnings: 11, ghostRunner: false }),
  },
  {
    key: 'australian-baseball-league',
    en: 'Australian Baseball League',
    ta: 'ஆஸ்திரேலிய பேஸ்பால் லீக்',
    country: 'au',
    type: T.secondary,
    hours: [[6, 11]],
    teams: names(`
      Adelaide Giants, Brisbane Bandits, Canberra Cavalry, Melbourne Aces, Perth Heat, Sydney Blue Sox
    `),
    format: mlbRules,
  },
  {
    key: 'world-baseball-classic',
    en: 'World Baseball Classic',
    ta: 'உலக பேஸ்பால் கிளாசிக்',
    country: 'world',
    type: T.top,
    hours: [[0, 24]],
    teams: names(`
      USA, Japan, South Korea, Mexico, Cuba, Dominican Republic, Venezuela, Netherlands, Australia,
      Canada, Italy, China
    `),
    format: mlbRules,
  },
];
