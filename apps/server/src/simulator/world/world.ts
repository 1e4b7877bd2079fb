/**
 * The simulated world: countries, leagues and participants of every simulated sport. It is fixed (it
 * does not depend on the seed) so that ids of followed teams and pinned leagues survive a restart or a
 * new seed; the seed decides fixtures, strengths and results.
 */
import type { Country, League, Participant, SportId } from '@nerali/domain';
import { alnumId } from '../prng.ts';
import { duelRoomById } from '../sports/index.ts';
import type { Entrants } from '../sports/room.ts';
import { COUNTRY_LIST, countryByCode, countryOfNation } from './countries.ts';
import type { LeagueDef } from './league-def.ts';
import { participantIdOf, shortNameOf } from './participant-ids.ts';
import { readsAsPlayer } from './players.ts';

export { participantIdOf, shortNameOf } from './participant-ids.ts';

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

export const leagueIdOf = (sportId: SportId, key: string) => `${sportId}_${alnumId('stage', sportId, key)}`;
const templateKeyOf = (sportId: SportId, key: string) => `${sportId}_${alnumId('template', sportId, key)}`;

/** Whether a participant of a sport is a player (or a pair) rather than a team. */
const isPlayer = (entrants: Entrants, name: string): boolean =>
  entrants.players === 'always' || (entrants.players === 'by-name' && readsAsPlayer(name));

export function buildWorld(sports: readonly SportId[]): World {
  const participants = new Map<string, Participant>();
  const leagues: League[] = [];
  const bySport = new Map<SportId, SimLeague[]>();
  const orderInCountry = new Map<number, number>();
  for (const sportId of sports) {
    const room = duelRoomById(sportId);
    const defs = room.leagues;
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
            shortName: shortNameOf(name, isPlayer(room.entrants, name)),
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
