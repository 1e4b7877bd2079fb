/**
 * Squads and player profiles of the simulated world. A team's squad is a pure function of the team and
 * the seed, so the line-ups of its matches (detail/**), its squad page and every player's profile agree
 * without sharing state: whoever needs the squad draws it again and gets the same players.
 *
 * A participant that is itself a person (a tennis player, a boxer, a golfer) is its own one-man squad
 * and its player id is its participant id; a pair ('Nair/Menon') is two players. Teams get a squad of
 * the size and positions their sport lists, named in the tradition of the team's country, with a
 * share of foreign players at clubs (none at national teams).
 */
import { type Participant, type Player, SPORT_CARDS, type SportId, type Squad } from '@nerali/domain';
import { alnumId, Rng } from '../prng.ts';
import { duelRoomById, isDuelSport } from '../sports/index.ts';
import type { Entrants } from '../sports/room.ts';
import { COUNTRY_LIST, countryByCode, countryOfNation } from '../world/countries.ts';
import { INTERNATIONAL, poolOf, type Tradition, traditionOf } from './names.ts';

const WORLD_TRADITIONS: readonly Tradition[] = ['anglo', 'hispanic', 'fr', 'germanic'];
const ANGLO_FEMALE = poolOf('anglo').female ?? poolOf('anglo').male;

/** A squad member with what line-ups and profiles need beyond the squad row. */
export interface SquadPlayer extends Player {
  /** Whether the player is a regular starter; starters come first within each position. */
  starter: boolean;
}

/** A duel sport's entrants (its room's); race sports' are people or horses, never pairs or sides. */
const entrantsOf = (sportId: SportId): Entrants | null =>
  isDuelSport(sportId) ? duelRoomById(sportId).entrants : null;
/** An athlete as result lists print one: initial and surname ('K. Raman', 'J. Kläbo'). */
const PERSON = /^\p{Lu}\. /u;
/** Horse racing: the participants are horses, who have no squad or profile. */
const HORSE_RACING = SPORT_CARDS['horse-racing'].id;

const codeOf = (countryId: number): string => COUNTRY_LIST.find((c) => c.id === countryId)?.code ?? 'world';

/** True when the participant is a person (or a pair) rather than a team. */
export function isIndividual(participant: Participant): boolean {
  if (participant.sportId === HORSE_RACING) return true;
  if (PERSON.test(participant.name)) return true;
  return (
    entrantsOf(participant.sportId)?.pairs === true &&
    participant.name.includes('/') &&
    !participant.name.includes(' ')
  );
}

/** A women's side: netball, or a team named as one ('KPL W', 'India Women'). */
function isWomen(participant: Participant): boolean {
  return entrantsOf(participant.sportId)?.women === true || / (W|Women)$/.test(participant.name);
}

function birthDate(rng: Rng, minAge: number, maxAge: number): string {
  // Fixed reference year: a profile's birth date is a fact, not a function of the clock.
  const year = 2026 - rng.int(minAge, maxAge);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const HANDLE_PARTS = [
  'ze',
  'ro',
  'kai',
  'vex',
  'nyx',
  'lu',
  'zor',
  'fin',
  'ka',
  'mi',
  'rax',
  'sho',
  'tek',
  'dro',
  'yo',
  'qu',
  'ash',
  'bly',
];

/** An esports handle ('Zorvex', 'kaimi9'): players go by them on every scoreboard. */
function handle(rng: Rng): string {
  const word =
    rng.pick(HANDLE_PARTS) + rng.pick(HANDLE_PARTS) + (rng.chance(0.3) ? String(rng.int(0, 9)) : '');
  return rng.chance(0.5) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function traditionFor(code: string, rng: Rng): Tradition {
  const own = traditionOf(code);
  if (own) return own;
  return rng.pick(INTERNATIONAL[code] ?? WORLD_TRADITIONS);
}

/** The home country of the names of a team playing in `code` (an international club takes one). */
function homeCode(code: string, rng: Rng): string {
  if (traditionOf(code)) return code;
  const tradition = traditionFor(code, rng);
  return COUNTRY_LIST.find((c) => traditionOf(c.code) === tradition)?.code ?? 'gb-eng';
}

/**
 * The players of a participant's squad with their profiles, starters first within each position;
 * empty for a horse. Pure: the same participant and seed always give the same players and ids.
 */
export function squadPlayers(participant: Participant, seed: number): SquadPlayer[] {
  const { sportId } = participant;
  if (sportId === HORSE_RACING) return [];
  const rng = Rng.of(seed, 'squad', participant.id);
  if (isIndividual(participant)) {
    const people = participant.name.includes('/') ? participant.name.split('/') : [participant.name];
    return people.map((name, i) => ({
      id: people.length === 1 ? participant.id : alnumId('player', participant.id, i),
      sportId,
      name,
      participantId: participant.id,
      countryId: participant.countryId,
      birthDate: birthDate(rng, 19, 35),
      heightCm: Math.round(175 + (rng.next() - 0.5) * 20),
      starter: true,
    }));
  }
  // A team's squad is its sport's room's; a team in a sport whose room has none is a world out of step.
  const spec = isDuelSport(sportId) ? duelRoomById(sportId).squad : null;
  if (!spec) throw new RangeError(`simulator: no squad for ${participant.name} (sport ${sportId})`);
  const teamCode = codeOf(participant.countryId);
  const national = countryOfNation(participant.name.replace(/ (W|Women|A|XI)$/, '')) !== undefined;
  const home = homeCode(teamCode, rng);
  const women = isWomen(participant);
  const usedNames = new Set<string>();
  const usedNumbers = new Set<number>();
  const players: SquadPlayer[] = [];
  let slot = 0;
  for (const pos of spec.positions) {
    for (let k = 0; k < pos.count; k++) {
      const foreign = !national && rng.chance(home === 'in' ? 0.12 : 0.22);
      const code = foreign ? rng.pick(spec.foreign) : home;
      const pool = poolOf(traditionOf(code) ?? 'anglo');
      const given = women ? (pool.female ?? ANGLO_FEMALE) : pool.male;
      let name = '';
      for (let tries = 0; tries < 50 && (name === '' || usedNames.has(name)); tries++)
        name = spec.playerNames === 'handles' ? handle(rng) : `${rng.pick(given)} ${rng.pick(pool.surnames)}`;
      usedNames.add(name);
      let number: number | undefined;
      if (spec.maxNumber > 0) {
        // Goalkeepers wear 1 where the sport has one; others any free number, low ones first.
        number = k === 0 && (pos.code === 'G' || pos.code === 'GK') && !usedNumbers.has(1) ? 1 : undefined;
        for (let tries = 0; number === undefined && tries < 200; tries++) {
          const n = rng.int(tries < 20 ? 2 : 1, tries < 20 ? Math.min(spec.maxNumber, 30) : spec.maxNumber);
          if (!usedNumbers.has(n)) number = n;
        }
        if (number !== undefined) usedNumbers.add(number);
      }
      const [mean, spread] = spec.height;
      players.push({
        id: alnumId('player', seed, participant.id, slot),
        sportId,
        name,
        participantId: participant.id,
        countryId: countryByCode(code).id,
        position: pos.code,
        number,
        birthDate: birthDate(rng, k < pos.starters ? 21 : 18, k < pos.starters ? 34 : 30),
        heightCm: Math.round(mean + (rng.next() + rng.next() - 1) * spread),
        starter: k < pos.starters,
      });
      slot++;
    }
  }
  return players;
}

/** The coach of a team (none for a person), from the team's own naming tradition. */
export function coachOf(participant: Participant, seed: number): string | undefined {
  if (isIndividual(participant)) return undefined;
  const rng = Rng.of(seed, 'coach', participant.id);
  const pool = poolOf(traditionFor(codeOf(participant.countryId), rng));
  return `${rng.pick(pool.male)} ${rng.pick(pool.surnames)}`;
}

/**
 * The squad of a participant under a seed: a pure function, so match line-ups (detail/**) can draw
 * their players from it and agree with the squad and player documents the league module publishes.
 * Players are listed by position in the sport's order (for football G, D, M, F), the regular starters
 * of each position first; `squadPlayers` gives the same players with their profiles.
 */
export function squadOf(participant: Participant, seed: number): Squad {
  return {
    participantId: participant.id,
    coach: coachOf(participant, seed),
    players: squadPlayers(participant, seed).map((pl) => ({
      playerId: pl.id,
      name: pl.name,
      number: pl.number,
      position: pl.position ?? '',
    })),
  };
}
