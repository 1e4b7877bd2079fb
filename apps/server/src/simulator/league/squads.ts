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
import type { Participant, Player, SportId, Squad } from '@nerali/domain';
import { alnumId, Rng } from '../prng.ts';
import { COUNTRY_LIST, countryByCode, countryOfNation } from '../world/countries.ts';
import { INTERNATIONAL, poolOf, type Tradition, traditionOf } from './names.ts';

/** A position of a sport and how many of it a squad carries; the first `starters` of them start. */
interface PositionSpec {
  code: string;
  count: number;
  starters: number;
}

interface SquadSpec {
  positions: readonly PositionSpec[];
  /** Shirt numbers are drawn from 1..maxNumber (0 for sports without numbers). */
  maxNumber: number;
  /** Heights in cm, [mean, spread]. */
  height: readonly [number, number];
  /** Foreign players come from these countries (club sides). */
  foreign: readonly string[];
}

const p = (code: string, count: number, starters: number): PositionSpec => ({ code, count, starters });

const EUROPE_CLUBS = ['gb-eng', 'es', 'fr', 'br', 'ar', 'pt', 'de', 'nl', 'it', 'hr', 'rs', 'sn', 'jp', 'us'];
const ICE = ['ca', 'us', 'se', 'fi', 'cz', 'sk', 'ru', 'lv', 'de', 'ch'];
const CRICKET_NATIONS = ['au', 'gb-eng', 'za', 'nz', 'lk', 'af', 'jm', 'bd', 'pk'];
const RUGBY_NATIONS = ['nz', 'za', 'au', 'fj', 'gb-eng', 'ie', 'fr', 'ar', 'gb-wls', 'gb-sct'];

const TEAM = (
  positions: readonly PositionSpec[],
  maxNumber: number,
  height: readonly [number, number],
  foreign: readonly string[] = EUROPE_CLUBS,
): SquadSpec => ({ positions, maxNumber, height, foreign });

/** The squad of a team of each team sport. Positions are the sport's own short codes. */
const SPECS: ReadonlyMap<SportId, SquadSpec> = new Map([
  [1, TEAM([p('G', 3, 1), p('D', 8, 4), p('M', 8, 3), p('F', 6, 3)], 40, [181, 7])],
  [3, TEAM([p('PG', 3, 1), p('SG', 3, 1), p('SF', 3, 1), p('PF', 3, 1), p('C', 3, 1)], 99, [199, 8])],
  [13, TEAM([p('BAT', 6, 4), p('WK', 2, 1), p('AR', 4, 2), p('BWL', 6, 4)], 99, [178, 7], CRICKET_NATIONS)],
  [42, TEAM([p('RAID', 5, 3), p('DEF', 6, 3), p('AR', 3, 1)], 99, [178, 6], ['ir', 'bd', 'np', 'kr', 'jp'])],
  [4, TEAM([p('G', 3, 1), p('D', 8, 2), p('F', 14, 3)], 98, [185, 5], ICE)],
  [
    5,
    TEAM(
      [
        p('QB', 3, 1),
        p('RB', 4, 1),
        p('WR', 6, 3),
        p('TE', 3, 1),
        p('OL', 9, 5),
        p('DL', 8, 4),
        p('LB', 6, 3),
        p('CB', 5, 2),
        p('S', 4, 2),
        p('K', 1, 0),
        p('P', 1, 0),
      ],
      99,
      [188, 7],
      ['ca', 'de', 'gb-eng', 'au', 'mx'],
    ),
  ],
  [
    7,
    TEAM(
      [
        p('GK', 3, 1),
        p('LW', 2, 1),
        p('RW', 2, 1),
        p('LB', 2, 1),
        p('CB', 2, 1),
        p('RB', 2, 1),
        p('P', 3, 1),
      ],
      99,
      [191, 6],
      ['de', 'fr', 'dk', 'se', 'no', 'hr', 'hu', 'es', 'pl', 'si'],
    ),
  ],
  [
    8,
    TEAM(
      [
        p('PR', 4, 2),
        p('HK', 2, 1),
        p('LK', 4, 2),
        p('FL', 4, 2),
        p('N8', 2, 1),
        p('SH', 2, 1),
        p('FH', 2, 1),
        p('C', 4, 2),
        p('W', 4, 2),
        p('FB', 2, 1),
      ],
      99,
      [186, 8],
      RUGBY_NATIONS,
    ),
  ],
  [9, TEAM([p('G', 2, 1), p('D', 8, 2), p('F', 12, 3)], 99, [182, 6], ['se', 'fi', 'cz', 'ch', 'sk', 'lv'])],
  [
    10,
    TEAM(
      [p('G', 2, 1), p('D', 6, 4), p('M', 6, 4), p('F', 5, 2)],
      99,
      [182, 6],
      ['se', 'fi', 'ru', 'no', 'kz'],
    ),
  ],
  [
    11,
    TEAM(
      [p('G', 3, 1), p('D', 4, 1), p('M', 4, 2), p('F', 3, 1)],
      20,
      [176, 6],
      ['br', 'es', 'pt', 'ar', 'ir'],
    ),
  ],
  [18, TEAM([p('DEF', 11, 6), p('MID', 11, 6), p('FWD', 11, 6), p('RUC', 3, 0)], 50, [188, 7], ['ie', 'nz'])],
  [
    19,
    TEAM(
      [
        p('FB', 2, 1),
        p('W', 4, 2),
        p('C', 4, 2),
        p('FE', 2, 1),
        p('HB', 2, 1),
        p('PR', 4, 2),
        p('HK', 2, 1),
        p('SR', 4, 2),
        p('LK', 2, 1),
      ],
      30,
      [183, 7],
      ['nz', 'fj', 'gb-eng', 'au'],
    ),
  ],
  [
    22,
    TEAM(
      [p('GK', 2, 1), p('D', 4, 2), p('W', 4, 2), p('CF', 3, 1), p('U', 2, 1)],
      15,
      [190, 6],
      ['hu', 'rs', 'hr', 'it', 'gr', 'es'],
    ),
  ],
  [
    24,
    TEAM(
      [p('G', 2, 1), p('D', 6, 4), p('M', 6, 3), p('F', 6, 3)],
      40,
      [177, 6],
      ['nl', 'be', 'de', 'au', 'ar', 'gb-eng'],
    ),
  ],
  [
    26,
    TEAM(
      [p('G', 2, 1), p('D', 3, 1), p('M', 4, 2), p('F', 3, 1)],
      12,
      [177, 6],
      ['br', 'pt', 'es', 'sn', 'ir'],
    ),
  ],
  [
    29,
    TEAM(
      [
        p('GS', 2, 1),
        p('GA', 2, 1),
        p('WA', 2, 1),
        p('C', 2, 1),
        p('WD', 1, 1),
        p('GD', 2, 1),
        p('GK', 1, 1),
      ],
      0,
      [181, 8],
      ['jm', 'nz', 'gb-eng', 'za', 'mw', 'ug'],
    ),
  ],
  [
    12,
    TEAM(
      [p('S', 2, 1), p('OH', 4, 2), p('MB', 4, 2), p('OP', 2, 1), p('L', 2, 0)],
      99,
      [196, 7],
      ['br', 'it', 'pl', 'fr', 'jp', 'us', 'ir'],
    ),
  ],
  [
    6,
    TEAM(
      [
        p('SP', 8, 1),
        p('RP', 5, 0),
        p('C', 2, 1),
        p('1B', 2, 1),
        p('2B', 2, 1),
        p('3B', 2, 1),
        p('SS', 2, 1),
        p('OF', 5, 3),
      ],
      99,
      [186, 6],
      ['do', 've', 'cu', 'jp', 'kr', 'mx', 'ca'],
    ),
  ],
  [
    30,
    TEAM(
      [p('P', 2, 1), p('C', 2, 1), p('IF', 6, 4), p('OF', 4, 3), p('JK', 3, 0)],
      99,
      [180, 6],
      ['se', 'de', 'au', 'jp'],
    ),
  ],
  /** Team ties of the individual sports (Ultimate Table Tennis, the Premier Badminton League). */
  [25, TEAM([p('S', 6, 3)], 0, [176, 6], ['cn', 'jp', 'kr', 'de', 'fr', 'sg', 'br'])],
  [21, TEAM([p('S', 8, 5)], 0, [178, 6], ['id', 'my', 'dk', 'jp', 'kr', 'cn', 'th'])],
  [36, TEAM([p('PLR', 5, 5), p('SUB', 1, 0)], 0, [178, 6], ['se', 'dk', 'ru', 'ua', 'br', 'fr', 'us', 'kr'])],
]);

const FALLBACK_SPEC = TEAM([p('P', 14, 7)], 99, [180, 7]);
const WORLD_TRADITIONS: readonly Tradition[] = ['anglo', 'hispanic', 'fr', 'germanic'];
const ANGLO_FEMALE = poolOf('anglo').female ?? poolOf('anglo').male;

/** A squad member with what line-ups and profiles need beyond the squad row. */
export interface SquadPlayer extends Player {
  /** Whether the player is a regular starter; starters come first within each position. */
  starter: boolean;
}

const PAIR_SPORTS: ReadonlySet<SportId> = new Set([17, 21, 25]);
const WOMEN_SPORTS: ReadonlySet<SportId> = new Set([29]);
/** An athlete as result lists print one: initial and surname ('K. Raman', 'J. Kläbo'). */
const PERSON = /^\p{Lu}\. /u;
/** Horse racing: the participants are horses, who have no squad or profile. */
const HORSE_RACING = 35;

const codeOf = (countryId: number): string => COUNTRY_LIST.find((c) => c.id === countryId)?.code ?? 'world';

/** True when the participant is a person (or a pair) rather than a team. */
export function isIndividual(participant: Participant): boolean {
  if (participant.sportId === HORSE_RACING) return true;
  if (PERSON.test(participant.name)) return true;
  return (
    PAIR_SPORTS.has(participant.sportId) && participant.name.includes('/') && !participant.name.includes(' ')
  );
}

/** A women's side: netball, or a team named as one ('KPL W', 'India Women'). */
function isWomen(participant: Participant): boolean {
  return WOMEN_SPORTS.has(participant.sportId) || / (W|Women)$/.test(participant.name);
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
  const spec = SPECS.get(sportId) ?? FALLBACK_SPEC;
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
        name = sportId === 36 ? handle(rng) : `${rng.pick(given)} ${rng.pick(pool.surnames)}`;
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
