/**
 * Season standings of the no-duel sports from their race results: the drivers' and riders'
 * championships, golf's order of merit, the winter sports' world cups, cycling's points classification
 * and speedway's championship. Each series counts the races that decide something (a Grand Prix, not
 * its practice; a golf tournament's fourth round, which carries the final order), with the points its
 * kind of sport gives by place. Horse racing and stage rallies keep no season table here.
 *
 * Races are rebuilt from the same pure calendars the race track runs (each race sport's room), so the desk
 * knows each race's series and format without asking the track.
 */
import type {
  Championship,
  MatchEvent,
  Participant,
  RaceCard,
  SportId,
  Standings,
  StandingRow,
} from '@nerali/domain';
import { StageType } from '@nerali/domain';
import { isRaceSport, raceRoomById } from '../sports/index.ts';
import type { Race } from '../no-duel/types.ts';

/** A championship's points by place and its title: the sport card's (CAT15). */
type Scoring = Championship;

/**
 * How a race counts towards its series, or undefined when it does not: a Grand Prix, a stage, a World
 * Cup race and a golf tournament's fourth round do; practice, qualifying, rally stages and horse races
 * do not. The points and the title are the sport's championship on its card.
 */
export function scoringOf(race: Race): Scoring | undefined {
  const f = race.format;
  const card = raceRoomById(race.sportId).card;
  switch (f.kind) {
    case 'motorRace':
    case 'cycling':
    case 'skiJumping':
    case 'alpine':
    case 'crossCountry':
    case 'biathlon':
      return championshipOf(card);
    case 'golf':
      return f.round === 4 ? championshipOf(card) : undefined;
    case 'speedway':
      return card.championshipVariants.speedway;
    default:
      return undefined;
  }
}

/** A counting race of a sport whose card keeps no championship is a card out of step: said loudly. */
function championshipOf(card: RaceCard): Championship {
  if (!card.championship) throw new RangeError(`simulator: ${card.key} keeps no championship`);
  return card.championship;
}

/** The series a race belongs to: its template, split by men and women where a series has both. */
export function seriesOf(race: Race): string {
  const women = race.league.name.en.includes("Women's");
  return `${race.league.templateKey}${women ? ':w' : ''}`;
}

/** The races of one sport starting on a UTC day (pure, like the track's own calendar). */
export function racesOfDay(seed: number, sportId: SportId, day: number): Race[] {
  return isRaceSport(sportId) ? raceRoomById(sportId).calendar(seed, day) : [];
}

/** A race's final order from its rows, once every row is finished; undefined before. */
export function finalOrder(race: Race, rows: ReadonlyMap<string, MatchEvent>): string[] | undefined {
  const ranked: { id: string; rank: number }[] = [];
  for (const entrant of race.entrants) {
    const row = rows.get(entrant.eventId);
    if (!row || row.stageType !== StageType.finished) return undefined;
    if (row.rank !== undefined && row.rank > 0) ranked.push({ id: entrant.participantId, rank: row.rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1)).map((r) => r.id);
}

/**
 * The season table of a series from its finished races: `played` counts the races a participant
 * started, `won` its wins, `points` the places' points (ties broken by wins, then name).
 */
export function seriesStandings(
  leagueId: string,
  season: string,
  scoring: Scoring,
  races: readonly { race: Race; order: readonly string[] }[],
  names: ReadonlyMap<string, Participant>,
): Standings {
  const rows = new Map<string, StandingRow>();
  for (const { race, order } of races) {
    const rank = new Map(order.map((id, i) => [id, i + 1]));
    for (const entrant of race.entrants) {
      const id = entrant.participantId;
      let row = rows.get(id);
      if (!row) {
        row = {
          participantId: id,
          name: names.get(id)?.name ?? entrant.name,
          rank: 0,
          played: 0,
          won: 0,
          drawn: 0,
          lost: 0,
          scoreFor: 0,
          scoreAgainst: 0,
          points: 0,
          form: [],
        };
        rows.set(id, row);
      }
      const place = rank.get(id);
      row.played++;
      if (place === 1) row.won++;
      else row.lost++;
      row.points += place !== undefined ? (scoring.points[place - 1] ?? 0) : 0;
    }
  }
  const sorted = [...rows.values()]
    .filter((r) => r.points > 0 || r.played > 0)
    .sort((a, b) => b.points - a.points || b.won - a.won || a.name.localeCompare(b.name, 'en'));
  return {
    leagueId,
    season,
    groups: [{ name: scoring.title, rows: sorted.map((r, i) => ({ ...r, rank: i + 1 })) }],
  };
}
