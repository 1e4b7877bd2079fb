/**
 * The simulated world: countries, leagues and participants of every simulated sport. It is fixed (it
 * does not depend on the seed) so that ids of followed teams and pinned leagues survive a restart or a
 * new seed; the seed decides fixtures, strengths and results.
 */
import type { Country, League, Participant, SportId } from '@nerali/domain';
import { alnumId } from '../prng.ts';
import { SimSport } from '../sports/index.ts';
import { AMERICAN_FOOTBALL } from './american-football.ts';
import { AUSSIE_RULES } from './aussie-rules.ts';
import { BANDY } from './bandy.ts';
import { BASKETBALL } from './basketball.ts';
import { BEACH_SOCCER } from './beach-soccer.ts';
import { COUNTRY_LIST, countryByCode, countryOfNation } from './countries.ts';
import { CRICKET } from './cricket.ts';
import { FIELD_HOCKEY } from './field-hockey.ts';
import { FLOORBALL } from './floorball.ts';
import { FUTSAL } from './futsal.ts';
import { HANDBALL } from './handball.ts';
import { HOCKEY } from './hockey.ts';
import { KABADDI } from './kabaddi.ts';
import type { LeagueDef } from './league-def.ts';
import { NETBALL } from './netball.ts';
import { RUGBY_LEAGUE, RUGBY_UNION } from './rugby.ts';
import { SOCCER } from './soccer.ts';
import { TENNIS } from './tennis.ts';
import { WATER_POLO } from './water-polo.ts';
import { BADMINTON } from './badminton.ts';
import { BASEBALL } from './baseball.ts';
import { BOXING, MMA } from './combat.ts';
import { DARTS } from './darts.ts';
import { ESPORTS } from './esports.ts';
import { PESAPALLO } from './pesapallo.ts';
import { isPlayerName } from './players.ts';
import { SNOOKER } from './snooker.ts';
import { TABLE_TENNIS } from './table-tennis.ts';
import { BEACH_VOLLEYBALL, VOLLEYBALL } from './volleyball.ts';

export const LEAGUE_DEFS: ReadonlyMap<SportId, readonly LeagueDef[]> = new Map([
  [SimSport.soccer, SOCCER],
  [SimSport.tennis, TENNIS],
  [SimSport.basketball, BASKETBALL],
  [SimSport.cricket, CRICKET],
  [SimSport.kabaddi, KABADDI],
  [SimSport.hockey, HOCKEY],
  [SimSport.americanFootball, AMERICAN_FOOTBALL],
  [SimSport.handball, HANDBALL],
  [SimSport.rugbyUnion, RUGBY_UNION],
  [SimSport.floorball, FLOORBALL],
  [SimSport.bandy, BANDY],
  [SimSport.futsal, FUTSAL],
  [SimSport.aussieRules, AUSSIE_RULES],
  [SimSport.rugbyLeague, RUGBY_LEAGUE],
  [SimSport.waterPolo, WATER_POLO],
  [SimSport.fieldHockey, FIELD_HOCKEY],
  [SimSport.beachSoccer, BEACH_SOCCER],
  [SimSport.netball, NETBALL],
  [SimSport.volleyball, VOLLEYBALL],
  [SimSport.beachVolleyball, BEACH_VOLLEYBALL],
  [SimSport.badminton, BADMINTON],
  [SimSport.tableTennis, TABLE_TENNIS],
  [SimSport.baseball, BASEBALL],
  [SimSport.pesapallo, PESAPALLO],
  [SimSport.darts, DARTS],
  [SimSport.snooker, SNOOKER],
  [SimSport.boxing, BOXING],
  [SimSport.mma, MMA],
  [SimSport.esports, ESPORTS],
]);

/** A league with its definition and its participants, as the fixture generator needs it. */
export interface SimLeague {
  league: League;
  def: LeagueDef;
  teams: readonly Participant[];
}

export interface World {
  countries: readonly Country[];
  leagues: readonly League[];
  participants: readonly Participant[];
  /** Leagues of each simulated sport, in definition order. */
  bySport: ReadonlyMap<SportId, readonly SimLeague[]>;
}

/**
 * Short name: initials of a three-word name ('Chennai Super Kings' -> 'CSK'), else first letter and the
 * first two of the last word ('Manchester United' -> 'MUN'), else the first three letters. Players
 * (tennis) go by their surname.
 */
export function shortNameOf(name: string, person: boolean): string {
  if (person) return name.split(' ').slice(1).join(' ') || name;
  const words = name
    .replace(/\b(FC|SC|CF|AC|FT)\b/g, '')
    .split(/[\s.]+/)
    .filter((w) => /^\p{L}/u.test(w));
  const [first = name, ...rest] = words;
  const last = rest[rest.length - 1];
  const short =
    words.length === 3
      ? words.map((w) => w[0]).join('')
      : last
        ? `${first[0]}${last.slice(0, 2)}`
        : first.slice(0, 3);
  return short.toUpperCase();
}

const leagueIdOf = (sportId: SportId, key: string) => `${sportId}_${alnumId('stage', sportId, key)}`;
const templateKeyOf = (sportId: SportId, key: string) => `${sportId}_${alnumId('template', sportId, key)}`;
export const participantIdOf = (sportId: SportId, name: string) => alnumId('participant', sportId, name);

export function buildWorld(sports: readonly SportId[]): World {
  const participants = new Map<string, Participant>();
  const leagues: League[] = [];
  const bySport = new Map<SportId, SimLeague[]>();
  const orderInCountry = new Map<number, number>();
  for (const sportId of sports) {
    const defs = LEAGUE_DEFS.get(sportId);
    if (!defs) throw new RangeError(`simulator: sport ${sportId} is not simulated`);
    const simLeagues: SimLeague[] = [];
    for (const def of defs) {
      const country = countryByCode(def.country);
      const order = (orderInCountry.get(sportId * 1000 + country.id) ?? 0) + 1;
      orderInCountry.set(sportId * 1000 + country.id, order);
      const league: League = {
        id: leagueIdOf(sportId, def.key),
        sportId,
        templateKey: templateKeyOf(sportId, def.key),
        name: { ta: def.ta, en: def.en },
        countryId: country.id,
        tournamentType: def.type,
        order,
      };
      const teams = def.teams.map((entry) => {
        const [name = entry, code] = entry.split('|');
        const id = participantIdOf(sportId, name);
        let participant = participants.get(id);
        if (!participant) {
          const home = code ? countryByCode(code) : (countryOfNation(name) ?? country);
          participant = {
            id,
            sportId,
            name,
            shortName: shortNameOf(name, sportId === SimSport.tennis || isPlayerName(sportId, name)),
            countryId: home.id,
          };
          participants.set(id, participant);
        }
        return participant;
      });
      leagues.push(league);
      simLeagues.push({ league, def, teams });
    }
    bySport.set(sportId, simLeagues);
  }
  return { countries: COUNTRY_LIST, leagues, participants: [...participants.values()], bySport };
}
