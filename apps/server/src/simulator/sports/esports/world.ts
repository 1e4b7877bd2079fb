/**
 * Esports: series of maps in Counter-Strike 2, VALORANT and Dota 2. League names carry the game, as
 * score sites print them ('CS2 - ESL Pro League'). India first: VALORANT Challengers South Asia and
 * the Skyesports Masters; then ESL Pro League, IEM Katowice, The International, DreamLeague, VCT
 * Pacific (with India's Global Esports) and VALORANT Champions. Teams by their organisations' names;
 * an organisation in two games of one sport is one participant.
 */
import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { duel, type EsportsGame } from '../shared/duel-format.ts';
import { type LeagueDef, names } from '../../world/league-def.ts';

const ESPORTS_ID = SPORT_CARDS.esports.id;
const series = (game: EsportsGame, finalShare = 0.1) =>
  duel(ESPORTS_ID, { kind: 'esports', game, bestOf: 3, finalShare });

export const ESPORTS: readonly LeagueDef[] = [
  {
    key: 'valorant-challengers-south-asia',
    en: 'VALORANT - Challengers South Asia',
    ta: 'வேலரண்ட் - சேலஞ்சர்ஸ் தெற்காசியா',
    country: 'in',
    type: T.top,
    hours: [[9, 17]],
    teams: names(`
      Velocity Gaming, Orangutan, Revenant XSpark, True Rippers, Gods Reign, Enigma Gaming,
      Reckoning Esports, Marcos Gaming
    `),
    format: series('valorant'),
  },
  {
    key: 'cs2-skyesports-masters',
    en: 'CS2 - Skyesports Masters',
    ta: 'சிஎஸ்2 - ஸ்கைஸ்போர்ட்ஸ் மாஸ்டர்ஸ்',
    country: 'in',
    type: T.primary,
    hours: [[9, 17]],
    teams: [
      ...names('Gods Reign, Revenant XSpark, GodLike Esports, Marcos Gaming, Enigma Gaming, Orangutan'),
      'TYLOO|cn',
      'Lynn Vision Gaming|cn',
      'Rare Atom|cn',
      'FlyQuest|au',
      'Bleed Esports|sg',
    ],
    format: series('cs2'),
  },
  {
    key: 'cs2-esl-pro-league',
    en: 'CS2 - ESL Pro League',
    ta: 'சிஎஸ்2 - இஎஸ்எல் புரோ லீக்',
    country: 'world',
    type: T.top,
    hours: [[13, 22]],
    teams: [
      'Natus Vincere|ua',
      'FaZe Clan|eu',
      'Team Vitality|fr',
      'MOUZ|de',
      'G2 Esports|de',
      'Team Spirit|ru',
      'Heroic|dk',
      'Astralis|dk',
      'Team Liquid|us',
      'Complexity Gaming|us',
      'FURIA|br',
      'Eternal Fire|tr',
      'ENCE|fi',
      '3DMAX|fr',
      'Virtus.pro|ru',
      'paiN Gaming|br',
    ],
    format: series('cs2', 0.05),
  },
  {
    key: 'cs2-iem-katowice',
    en: 'CS2 - IEM Katowice',
    ta: 'சிஎஸ்2 - ஐஇஎம் கட்டோவிஸ்',
    country: 'pl',
    type: T.top,
    hours: [[11, 21]],
    teams: names(`
      Natus Vincere, FaZe Clan, Team Vitality, MOUZ, G2 Esports, Team Spirit, Heroic, Astralis,
      FURIA, Eternal Fire, The MongolZ, TYLOO
    `).map((t) => (t === 'The MongolZ' ? `${t}|asia` : t)),
    format: series('cs2'),
  },
  {
    key: 'dota2-the-international',
    en: 'Dota 2 - The International',
    ta: 'டோட்டா 2 - தி இன்டர்நேஷனல்',
    country: 'world',
    type: T.top,
    hours: [[6, 18]],
    teams: [
      'Team Liquid',
      'Gaimin Gladiators|eu',
      'Tundra Esports|gb-eng',
      'Team Falcons|sa',
      'Xtreme Gaming|cn',
      'Azure Ray|cn',
      'Talon Esports|asia',
      'BetBoom Team|ru',
      'Aurora Gaming|eu',
      'Team Spirit',
      'Nigma Galaxy|ae',
      'OG|eu',
      'Heroic',
      'nouns|us',
      'Cloud9|us',
      'PARIVISION|ru',
    ],
    format: series('dota2'),
  },
  {
    key: 'dota2-dreamleague',
    en: 'Dota 2 - DreamLeague',
    ta: 'டோட்டா 2 - ட்ரீம்லீக்',
    country: 'se',
    type: T.primary,
    hours: [[12, 20]],
    teams: names(`
      Team Liquid, Gaimin Gladiators, Tundra Esports, Team Falcons, Xtreme Gaming, BetBoom Team,
      Aurora Gaming, Team Spirit, OG, Nigma Galaxy, Talon Esports, PARIVISION
    `),
    format: series('dota2', 0.05),
  },
  {
    key: 'valorant-vct-pacific',
    en: 'VALORANT - VCT Pacific',
    ta: 'வேலரண்ட் - விசிடி பசிபிக்',
    country: 'asia',
    type: T.top,
    hours: [[7, 14]],
    teams: [
      'Global Esports|in',
      'Paper Rex|sg',
      'DRX|kr',
      'Gen.G|kr',
      'T1|kr',
      'ZETA DIVISION|jp',
      'DetonatioN FocusMe|jp',
      'Talon Esports',
      'Team Secret|ph',
      'Rex Regum Qeon|id',
      'BOOM Esports|id',
      'Nongshim RedForce|kr',
    ],
    format: series('valorant'),
  },
  {
    key: 'valorant-champions',
    en: 'VALORANT - Champions',
    ta: 'வேலரண்ட் - சாம்பியன்ஸ்',
    country: 'world',
    type: T.top,
    hours: [[10, 22]],
    teams: [
      'Sentinels|us',
      'Fnatic|gb-eng',
      'Team Heretics|es',
      'EDward Gaming|cn',
      'LOUD|br',
      'Paper Rex',
      'Gen.G',
      'DRX',
      'Team Liquid',
      'G2 Esports',
      'Leviatán|ar',
      'MIBR|br',
      'Trace Esports|cn',
      'FunPlus Phoenix|cn',
      'Global Esports',
    ],
    format: series('valorant'),
  },
];
