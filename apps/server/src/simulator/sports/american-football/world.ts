import { SPORT_CARDS, TournamentType as T } from '@nerali/domain';
import { type LeagueDef, names } from '../../world/league-def.ts';

/**
 * Only the NFL: it is the competition an Indian fan of the sport follows, and other leagues' rules
 * differ where the simulator plays NFL rules (college overtime is untimed, the CFL has three downs and
 * the rouge). It plays its real week (calendar/cadence.ts): Thursday night, Sunday from 17:00 UTC
 * and Monday night, so most hours of the week have no game in play. `knockout`: the share of
 * play-off games.
 */
export const AMERICAN_FOOTBALL: readonly LeagueDef[] = [
  {
    key: 'nfl',
    en: 'NFL',
    ta: 'என்எஃப்எல்',
    country: 'us',
    type: T.top,
    hours: [[17, 2]],
    teams: names(`
      Arizona Cardinals, Atlanta Falcons, Baltimore Ravens, Buffalo Bills, Carolina Panthers,
      Chicago Bears, Cincinnati Bengals, Cleveland Browns, Dallas Cowboys, Denver Broncos,
      Detroit Lions, Green Bay Packers, Houston Texans, Indianapolis Colts, Jacksonville Jaguars,
      Kansas City Chiefs, Las Vegas Raiders, Los Angeles Chargers, Los Angeles Rams, Miami Dolphins,
      Minnesota Vikings, New England Patriots, New Orleans Saints, New York Giants, New York Jets,
      Philadelphia Eagles, Pittsburgh Steelers, San Francisco 49ers, Seattle Seahawks,
      Tampa Bay Buccaneers, Tennessee Titans, Washington Commanders
    `),
    format: { sport: 'team', sportId: SPORT_CARDS['american-football'].id, knockout: false },
    knockout: 0.1,
  },
];
