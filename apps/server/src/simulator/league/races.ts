/**
 * Season standings of the no-duel sports from their race results: the drivers' and riders'
 * championships, golf's order of merit, the winter sports' world cups, cycling's points classification
 * and speedway's championship. Each series counts the races that decide something (a Grand Prix, not
 * its practice; a golf tournament's fourth round, which carries the final order), with the points its
 * kind of sport gives by place. Horse racing and stage rallies keep no season table here.
 *
 * Races are rebuilt from the same pure calendars the race track runs (no-duel/sports.ts), so the desk
 * knows each race's series and format without asking the track.
 */
import type { MatchEvent, Participant, SportId, Standings, StandingRow, Text } from '@nerali/domain';
import { StageType } from '@nerali/domain';
import { RACE_SPORT_DEFS } from '../no-duel/sports.ts';
import type { Race } from '../no-duel/types.ts';

const F1 = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
const MOTO = [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const WORLD_CUP = [
  100, 80, 60, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
  1,
];
const CYCLING = [50, 30, 20, 18, 16, 14, 12, 10, 8, 7, 6, 5, 4, 3, 2];
const GOLF = [500, 300, 190, 135, 110, 100, 90, 85, 80, 75, 70, 65, 60, 57, 54, 51, 48, 45, 42, 40];
const SPEEDWAY = [20, 18, 16, 14, 12, 10, 8, 6, 4, 2];

interface Scoring {
  points: readonly number[];
  title: Text;
}

/** How a race counts towards its series, or undefined when it does not. */
export function scoringOf(race: Race): Scoring | undefined {
  const f = race.format;
  switch (f.kind) {
    case 'motorRace':
      return race.sportId === 33
        ? { points: MOTO, title: { ta: 'ரைடர்கள் சாம்பியன்ஷிப்', en: "Riders' Championship" } }
        : { points: F1, title: { ta: 'ஓட்டுநர்கள் சாம்பியன்ஷிப்', en: "Drivers' Championship" } };
    case 'golf':
      return f.round === 4
        ? { points: GOLF, title: { ta: 'தகுதிப் புள்ளிப் பட்டியல்', en: 'Order of Merit' } }
        : undefined;
    case 'cycling':
      return { points: CYCLING, title: { ta: 'புள்ளிகள் பட்டியல்', en: 'Points classification' } };
    case 'skiJumping':
    case 'alpine':
    case 'crossCountry':
    case 'biathlon':
      return { points: WORLD_CUP, title: { ta: 'உலகக் கோப்பை நிலை', en: 'World Cup standings' } };
    case 'speedway':
      return { points: SPEEDWAY, title: { ta: 'சாம்பியன்ஷிப் நிலை', en: 'Championship standings' } };
    default:
      return undefined;
  }
}

/** The series a race belongs to: its template, split by men and women where a series has both. */
export function seriesOf(race: Race): string {
  const women = race.league.name.en.includes("Women's");
  return `${race.league.templateKey}${women ? ':w' : ''}`;
}

/** The races of one sport starting on a UTC day (pure, like the track's own calendar). */
export function racesOfDay(seed: number, sportId: SportId, day: number): Race[] {
  const def = RACE_SPORT_DEFS.get(sportId);
  return def ? def.calendar(seed, day) : [];
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
