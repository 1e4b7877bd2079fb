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
  type Participant,
  type SportId,
  StageType,
  type StandingRow,
  type Standings,
  Winner,
} from '@nerali/domain';
import type { LeagueDef } from '../world/league-def.ts';

export type Outcome = 'W' | 'D' | 'L';

/** A finished match as a table counts it, from one side's point of view. */
export interface SideResult {
  outcome: Outcome;
  scoreFor: number;
  scoreAgainst: number;
  /** Decided in extra time or by a shoot-out. */
  overtime: boolean;
  /** Decided by a shoot-out. */
  shootout?: boolean;
}

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

/** Points of one result under a sport's (and a league's) rules. */
export type PointsRule = (r: SideResult) => number;

const threeOneZero: PointsRule = (r) => (r.outcome === 'W' ? 3 : r.outcome === 'D' ? 1 : 0);
const twoOneZero: PointsRule = (r) => (r.outcome === 'W' ? 2 : r.outcome === 'D' ? 1 : 0);
const fourTwoZero: PointsRule = (r) => (r.outcome === 'W' ? 4 : r.outcome === 'D' ? 2 : 0);
const winsOnly: PointsRule = (r) => (r.outcome === 'W' ? 1 : 0);
/** Ice hockey: two for a win, one for a loss after overtime or a shoot-out. */
const hockey: PointsRule = (r) => (r.outcome === 'W' ? 2 : r.overtime ? 1 : 0);
/** Volleyball: three for a 3-0 or 3-1 win, two for a 3-2 win, one for a 2-3 loss. */
const volleyball: PointsRule = (r) => {
  const fiveSetter = r.scoreFor + r.scoreAgainst === 5;
  if (r.outcome === 'W') return fiveSetter ? 2 : 3;
  return fiveSetter ? 1 : 0;
};
/** Pro Kabaddi: five for a win, three for a tie, one for a loss by seven points or fewer. */
const kabaddi: PointsRule = (r) =>
  r.outcome === 'W' ? 5 : r.outcome === 'D' ? 3 : r.scoreAgainst - r.scoreFor <= 7 ? 1 : 0;
/** Field hockey (FIH Pro League, Hockey India League): a drawn match goes to a shoot-out worth 2 and 1. */
const fieldHockey: PointsRule = (r) =>
  r.outcome === 'W' ? (r.overtime ? 2 : 3) : r.outcome === 'D' ? 1 : r.overtime ? 1 : 0;
/** Beach soccer: three for a win in regular time, two after extra time, one after a shoot-out. */
const beachSoccer: PointsRule = (r) => (r.outcome !== 'W' ? 0 : r.shootout ? 1 : r.overtime ? 2 : 3);

const SPORT_RULES: ReadonlyMap<SportId, PointsRule> = new Map([
  [1, threeOneZero],
  [3, winsOnly],
  [4, hockey],
  [5, winsOnly],
  [6, winsOnly],
  [7, twoOneZero],
  [8, fourTwoZero],
  [9, threeOneZero],
  [10, threeOneZero],
  [11, threeOneZero],
  [12, volleyball],
  [13, twoOneZero],
  [14, twoOneZero],
  [18, fourTwoZero],
  [19, twoOneZero],
  [22, threeOneZero],
  [24, fieldHockey],
  [25, twoOneZero],
  [26, beachSoccer],
  [29, twoOneZero],
  [30, threeOneZero],
  [36, winsOnly],
  [42, kabaddi],
]);

/** First-class cricket counts a win six and a draw one (Ranji, County); Tests twelve and four. */
export function pointsRuleOf(sportId: SportId, def?: LeagueDef): PointsRule {
  if (def?.format.sport === 'cricket' && def.format.days > 0) {
    if (def.key === 'test-series') return (r) => (r.outcome === 'W' ? 12 : r.outcome === 'D' ? 4 : 0);
    return (r) => (r.outcome === 'W' ? 6 : r.outcome === 'D' ? 1 : 0);
  }
  return SPORT_RULES.get(sportId) ?? threeOneZero;
}

/** Sports where one side is a person in a knock-out draw, and boxing and MMA cards: no table. */
const NO_TABLE: ReadonlySet<SportId> = new Set([2, 15, 16, 17, 21, 28]);

/** How a competition is played: a table, a knock-out draw, or neither (fight cards). */
export function formatOf(sportId: SportId, def: LeagueDef): 'table' | 'draw' | 'none' {
  if (sportId === 16 || sportId === 28) return 'none';
  // Cups are knock-out; leagues whose every match needs a winner (shoot-outs) still keep a table.
  if (def.knockout === 1 && /\bCup\b/.test(def.en)) return 'draw';
  if (sportId === 25) return def.key === 'ultimate-table-tennis' ? 'table' : 'draw';
  if (sportId === 14) return def.key === 'premier-league-darts' ? 'table' : 'draw';
  if (NO_TABLE.has(sportId)) return 'draw';
  return 'table';
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
      row.played++;
      if (r.outcome === 'W') row.won++;
      else if (r.outcome === 'D') row.drawn++;
      else row.lost++;
      row.scoreFor += r.scoreFor;
      row.scoreAgainst += r.scoreAgainst;
      row.points += rule(r);
      row.results.push({ at: event.startTime, outcome: r.outcome });
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
