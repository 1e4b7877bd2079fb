/**
 * League tables computed from finished matches: a pure function of the league, its teams and the
 * results, so a table always agrees with the results it was computed from. Points follow each sport's
 * rules (football 3/1/0, ice hockey 2 and 1 for an overtime loss, basketball and baseball wins, cricket
 * 2 a win and 1 a tie, kabaddi 5/3 and 1 for a loss by seven or fewer ...); zones are keys the web
 * translates: 'promotion' (the places that go up a level: continental qualification or promotion),
 * 'playoff' and 'relegation'.
 */
import {
  EventStage,
  type League,
  type MatchEvent,
  type Outcome,
  type Participant,
  type PointsRule,
  type SideResult,
  type SportId,
  StageType,
  type StandingRow,
  type Standings,
  Winner,
} from '@nerali/domain';
import { duelRoomById } from '../sports/index.ts';
import type { LeagueDef } from '../world/league-def.ts';

export type { Outcome, PointsRule, SideResult } from '@nerali/domain';

/** True once a match will not change any more (a Test at stumps is finished for the day only). */
export function isFinal(event: MatchEvent): boolean {
  return (
    event.stageType === StageType.finished &&
    event.awayId !== '' &&
    (event.winner === Winner.home || event.winner === Winner.away || event.winner === Winner.draw)
  );
}

/** The leading number of a score as the model writes it ('186/4' is 186 runs). */
export function scoreNumber(score: string | undefined): number {
  const n = Number.parseInt(score ?? '', 10);
  return Number.isFinite(n) ? n : 0;
}

/** Runs of a cricket side over all its innings; other sports' main score. */
function sideScore(event: MatchEvent, side: 'home' | 'away'): number {
  const innings = event.cricket?.[side];
  if (innings && innings.length > 0) return innings.reduce((sum, i) => sum + i.runs, 0);
  return scoreNumber(side === 'home' ? event.homeScore : event.awayScore);
}

export function resultOf(event: MatchEvent, side: 'home' | 'away'): SideResult {
  const mine = side === 'home' ? Winner.home : Winner.away;
  const outcome: Outcome = event.winner === Winner.draw ? 'D' : event.winner === mine ? 'W' : 'L';
  return {
    outcome,
    scoreFor: sideScore(event, side),
    scoreAgainst: sideScore(event, side === 'home' ? 'away' : 'home'),
    overtime: event.stage === EventStage.afterExtraTime || event.stage === EventStage.afterPenalties,
    shootout: event.stage === EventStage.afterPenalties,
  };
}

/**
 * Points of one result in a league's table: the league's own rule where its sport's room has one
 * (first-class cricket), else the sport's (its card, CAT15). A sport that keeps no table has no rule:
 * asking for one is a mistake, said loudly.
 */
export function pointsRuleOf(sportId: SportId, def?: LeagueDef): PointsRule {
  const room = duelRoomById(sportId);
  const own = def && room.leaguePoints ? room.leaguePoints(def) : null;
  const rule = own ?? room.card.standings.points;
  if (!rule) throw new RangeError(`simulator: ${room.card.key} keeps no table`);
  return rule;
}

/**
 * How a competition is played: a table, a knock-out draw, or neither (fight cards). The sport's card
 * says what is usual; a cup is a knock-out draw; a league its room names keeps a table in a sport of
 * draws (Ultimate Table Tennis, the Premier League of darts).
 */
export function formatOf(sportId: SportId, def: LeagueDef): 'table' | 'draw' | 'none' {
  const room = duelRoomById(sportId);
  const { usual } = room.card.standings;
  if (usual === 'none') return 'none';
  // Cups are knock-out; leagues whose every match needs a winner (shoot-outs) still keep a table.
  if (def.knockout === 1 && /\bCup\b/.test(def.en)) return 'draw';
  if (room.tableLeagues.includes(def.key)) return 'table';
  return usual;
}

/** Leagues that relegate their last three and send their first four up to continental competition. */
const PYRAMID: ReadonlySet<string> = new Set([
  'premier-league',
  'laliga',
  'serie-a',
  'bundesliga',
  'ligue-1',
  'i-league',
  'j1-league',
  'saudi-pro-league',
  'brasileirao',
  'liga-profesional',
  'handball-bundesliga',
  'top-14',
  'superlega',
  'plusliga',
  'shl',
  'liiga',
  'elitserien',
  'russian-bandy-super-league',
  'superpesis',
  'county-championship',
  'ranji-trophy',
  'primera-division-futsal',
  'swedish-super-league',
  'f-liiga',
  'ob-i',
  'serie-a1-water-polo',
]);

/** Zones of the rows of a table of `n` teams, by rank. */
export function zoneOf(def: LeagueDef, rank: number, n: number): string | undefined {
  if (n < 4) return undefined;
  if (PYRAMID.has(def.key)) {
    const up = n >= 16 ? 4 : 2;
    const down = n >= 16 ? 3 : n >= 10 ? 2 : 1;
    if (rank <= up) return 'promotion';
    if (rank > n - down) return 'relegation';
    return undefined;
  }
  // Franchise leagues and tournaments: the top third (four at most of small tables) go on to the play-offs.
  const playoff = n >= 16 ? 8 : n >= 9 ? 4 : 2;
  return rank <= playoff ? 'playoff' : undefined;
}

/** Season label: European winter leagues run across two years ('2025/26'), the rest by year. */
export function seasonOf(countryCode: string, nowS: number): string {
  const date = new Date(nowS * 1000);
  const year = date.getUTCFullYear();
  const split = ['gb-eng', 'gb-sct', 'es', 'it', 'de', 'fr', 'pt', 'nl', 'eu', 'se', 'fi', 'ru', 'hu', 'cz'];
  if (!split.includes(countryCode)) return String(year);
  const start = date.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The table of a league from its finished matches (any order; others are ignored). Ties on points
 * are broken by score difference, then score for, then name, so the order is total and stable.
 */
export function computeStandings(
  league: League,
  def: LeagueDef,
  teams: readonly Participant[],
  events: Iterable<MatchEvent>,
  season: string,
): Standings {
  const rule = pointsRuleOf(league.sportId, def);
  // A shoot-out that only earns a bonus point leaves the match drawn in the table (field hockey).
  const shootoutDraws = duelRoomById(league.sportId).card.standings.shootout === 'bonus';
  const rows = new Map<string, StandingRow & { results: { at: number; outcome: Outcome }[] }>();
  for (const team of teams) {
    rows.set(team.id, {
      participantId: team.id,
      name: team.name,
      rank: 0,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      scoreFor: 0,
      scoreAgainst: 0,
      points: 0,
      form: [],
      results: [],
    });
  }
  for (const event of events) {
    if (event.leagueId !== league.id || !isFinal(event)) continue;
    for (const side of ['home', 'away'] as const) {
      const row = rows.get(side === 'home' ? event.homeId : event.awayId);
      if (!row) continue;
      const r = resultOf(event, side);
      // The points rule still sees who won the shoot-out (its bonus); the columns see a draw.
      const outcome: Outcome = shootoutDraws && r.shootout ? 'D' : r.outcome;
      row.played++;
      if (outcome === 'W') row.won++;
      else if (outcome === 'D') row.drawn++;
      else row.lost++;
      row.scoreFor += r.scoreFor;
      row.scoreAgainst += r.scoreAgainst;
      row.points += rule(r);
      row.results.push({ at: event.startTime, outcome });
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.scoreFor - b.scoreAgainst - (a.scoreFor - a.scoreAgainst) ||
      b.scoreFor - a.scoreFor ||
      a.name.localeCompare(b.name, 'en'),
  );
  const n = sorted.length;
  return {
    leagueId: league.id,
    season,
    groups: [
      {
        rows: sorted.map(({ results, ...row }, i) => {
          const zone = zoneOf(def, i + 1, n);
          return {
            ...row,
            rank: i + 1,
            form: results
              .sort((a, b) => a.at - b.at)
              .slice(-5)
              .map((r) => r.outcome),
            ...(zone && { zone }),
          };
        }),
      },
    ],
  };
}
