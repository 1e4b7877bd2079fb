/**
 * A cricket scorecard from what the feeds carry (docs/decisions.md "Match page"): the innings figures
 * of the scoreboard row (runs, wickets, overs per side), the incidents of each innings (wickets with
 * batter, bowler and the batter's runs in the note; fours; sixes; fifties; hundreds) and the line-ups'
 * batting order. Ball-by-ball runs of each batter are not in any feed, so the card lists who batted,
 * how each was out, boundaries, the fall of wickets and the bowlers' wickets, not runs per batter.
 */
import {
  type CricketSide,
  type DecodedIncident,
  type DecodedTeamLineup,
  EventStage,
  IncidentKind,
  type MatchEvent,
  type SummaryPeriod,
} from '@nerali/domain';

export interface BatterLine {
  name: string;
  out: boolean;
  bowler?: string;
  note?: string;
  fours: number;
  sixes: number;
}

export interface FallOfWicket {
  number: number;
  score: string;
  over: string;
  batter?: string;
}

export interface BowlerLine {
  name: string;
  wickets: number;
  fours: number;
  sixes: number;
}

export interface InningsCard {
  /** 1-based number of the innings in the match. */
  number: number;
  side: 1 | 2;
  /** The side's own innings number (Tests: 1 or 2). */
  sideInnings: number;
  figures: CricketSide | null;
  /** Runs per over, two decimals; null before the first ball. */
  runRate: string | null;
  batters: BatterLine[];
  fallOfWickets: FallOfWicket[];
  bowlers: BowlerLine[];
}

const K = IncidentKind;

/** Balls in an overs text: "18.3" is 18 overs and 3 balls. */
export function ballsOf(overs: string): number {
  const [whole = '0', part = '0'] = overs.split('.');
  const o = Number(whole);
  const b = Number(part);
  return Number.isFinite(o) && Number.isFinite(b) ? o * 6 + b : 0;
}

export function runRate(figures: CricketSide | null): string | null {
  if (!figures) return null;
  const balls = ballsOf(figures.overs);
  return balls > 0 ? ((figures.runs * 6) / balls).toFixed(2) : null;
}

/** The batting side's part of an incident's score "home-away" ("63/7-172/5" -> side 1: "63/7"). */
export function sideScore(score: string | undefined, side: 1 | 2): string {
  if (!score) return '';
  const parts = score.split('-');
  return (side === 1 ? parts[0] : parts[1]) ?? '';
}

function battingSide(incidents: readonly DecodedIncident<string>[]): 1 | 2 | null {
  const first = incidents.find((i) => i.kind === K.wicket || i.kind === K.four || i.kind === K.six);
  return first ? first.side : (incidents[0]?.side ?? null);
}

function isInnings(stage: number): boolean {
  return stage >= EventStage.firstInning && stage <= EventStage.extraInning;
}

export function buildScorecard(
  event: MatchEvent,
  periods: readonly SummaryPeriod<string>[],
  lineups: readonly DecodedTeamLineup[],
): InningsCard[] {
  const cricket = event.cricket;
  const innings = periods.filter((p) => isInnings(p.stage)).sort((a, b) => a.stage - b.stage);
  // Who batted in each innings: the incidents say; an innings without any yet follows the alternation.
  const sides: (1 | 2)[] = [];
  for (const period of innings) {
    const side = battingSide(period.incidents) ?? ((sides.at(-1) === 1 ? 2 : 1) as 1 | 2);
    sides.push(side);
  }
  const total = (cricket?.home.length ?? 0) + (cricket?.away.length ?? 0);
  while (sides.length < total) {
    const last = sides.at(-1);
    sides.push(last === undefined ? (cricket?.batting === 2 && total === 1 ? 2 : 1) : last === 1 ? 2 : 1);
  }
  const seen = { 1: 0, 2: 0 };
  return sides.map((side, index) => {
    const sideInnings = ++seen[side];
    const figures = (side === 1 ? cricket?.home : cricket?.away)?.[sideInnings - 1] ?? null;
    const incidents = innings[index]?.incidents ?? [];
    return {
      number: index + 1,
      side,
      sideInnings,
      figures,
      runRate: runRate(figures),
      ...inningsDetail(
        incidents,
        side,
        figures,
        lineups.find((l) => l.side === side),
      ),
    };
  });
}

function inningsDetail(
  incidents: readonly DecodedIncident<string>[],
  side: 1 | 2,
  figures: CricketSide | null,
  lineup: DecodedTeamLineup | undefined,
): Pick<InningsCard, 'batters' | 'fallOfWickets' | 'bowlers'> {
  const batters = new Map<string, BatterLine>();
  const bowlers = new Map<string, BowlerLine>();
  const fallOfWickets: FallOfWicket[] = [];
  const batter = (name: string) => {
    let line = batters.get(name);
    if (!line) {
      line = { name, out: false, fours: 0, sixes: 0 };
      batters.set(name, line);
    }
    return line;
  };
  const bowler = (name: string) => {
    let line = bowlers.get(name);
    if (!line) {
      line = { name, wickets: 0, fours: 0, sixes: 0 };
      bowlers.set(name, line);
    }
    return line;
  };
  // The line-up's order is the batting order: the openers, then one more in after each wicket.
  const wickets = figures?.wickets ?? incidents.filter((i) => i.kind === K.wicket).length;
  const order = (lineup?.players ?? []).filter((p) => p.role === 1).map((p) => p.name);
  for (const name of order.slice(0, Math.min(order.length, wickets + 2))) batter(name);
  for (const incident of incidents) {
    if (incident.side !== side) continue;
    const { player, secondPlayer } = incident;
    if (incident.kind === K.wicket) {
      if (player) {
        const line = batter(player);
        line.out = true;
        if (secondPlayer) line.bowler = secondPlayer;
        if (incident.note) line.note = incident.note;
      }
      if (secondPlayer) bowler(secondPlayer).wickets++;
      fallOfWickets.push({
        number: fallOfWickets.length + 1,
        score: sideScore(incident.score, side),
        over: incident.time,
        ...(player ? { batter: player } : {}),
      });
    } else if (incident.kind === K.four || incident.kind === K.six) {
      const key = incident.kind === K.four ? 'fours' : 'sixes';
      if (player) batter(player)[key]++;
      if (secondPlayer) bowler(secondPlayer)[key]++;
    }
  }
  return {
    batters: [...batters.values()],
    fallOfWickets,
    bowlers: [...bowlers.values()].sort((a, b) => b.wickets - a.wickets || a.name.localeCompare(b.name)),
  };
}
