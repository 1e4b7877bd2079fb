/**
 * A cricketer's career and season figures, folded from his lines in the computed scorecards of
 * finished matches (scorecard.ts): pure, so a figure on a player page is always the sum of the cards
 * it came from. The server keeps each finished match's lines (apps/server/src/engine/career-ledger.ts) and folds a
 * player's on demand; the page derives the averages and rates from the totals with the helpers here.
 *
 * Conventions (as Cricinfo and the boards' annuals count them, following the Laws):
 * - an innings is a batting line; a not-out innings is one with no dismissal, and "retired hurt" is
 *   not out (Law 25.4.2: the batter may come back), so neither counts as a dismissal in the average;
 * - the batting average is runs over dismissals, and there is none ("-") when he was never out;
 * - strike rate is runs per 100 balls faced (balls faced count no-balls, not wides: the scorecard's);
 * - a bowler's runs exclude byes, leg byes and penalty runs (Law 41; the scorecard's BowlerLine.runs);
 * - best figures are the innings with most wickets, then fewest runs ("5/23"); a five-wicket haul is
 *   five or more in an innings;
 * - a hundred is 100 or more in an innings, a fifty 50 to 99 (a hundred is not also a fifty).
 */
import type { SideNo } from '../detail/basics.ts';
import { CricketGameType } from '../enums.ts';
import { Dismissal, type Scorecard } from './model.ts';

const BALLS_PER_OVER = 6;

/** One innings of his batting in a match. */
export interface BattingInnings {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  /** Out (any dismissal but retired hurt). */
  out: boolean;
}

/** One innings of his bowling in a match. */
export interface BowlingInnings {
  /** Legal balls. */
  balls: number;
  runs: number;
  wickets: number;
  maidens: number;
}

/** Everything one player did in one match's card; named as the card names him, on his side. */
export interface CricketMatchLine {
  name: string;
  side: SideNo;
  batting: BattingInnings[];
  bowling: BowlingInnings[];
}

/** Legal balls of overs as cricket writes them: "3.4" is 22. */
export function ballsOfOvers(overs: string): number {
  const [whole = '0', part = '0'] = overs.split('.');
  return Number(whole) * BALLS_PER_OVER + Number(part);
}

const otherSide = (side: SideNo): SideNo => (side === 1 ? 2 : 1);

/**
 * Every player's line of a match from its card: each batter (and everyone of the batting order who
 * did not bat: he played) on the batting side, each bowler on the other. Keyed `side:name`.
 */
export function cricketMatchLines(card: Scorecard): CricketMatchLine[] {
  const lines = new Map<string, CricketMatchLine>();
  const of = (name: string, side: SideNo) => {
    const key = `${side}:${name}`;
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { name, side, batting: [], bowling: [] }));
    return line;
  };
  for (const innings of card.innings) {
    for (const b of innings.batting) {
      of(b.name, innings.side).batting.push({
        runs: b.runs,
        balls: b.balls,
        fours: b.fours,
        sixes: b.sixes,
        out: b.out !== undefined && b.out.kind !== Dismissal.retiredHurt,
      });
    }
    for (const name of innings.didNotBat) of(name, innings.side);
    for (const b of innings.bowling) {
      of(b.name, otherSide(innings.side)).bowling.push({
        balls: ballsOfOvers(b.overs),
        runs: b.runs,
        wickets: b.wickets,
        maidens: b.maidens,
      });
    }
  }
  return [...lines.values()];
}

export interface CricketBatting {
  innings: number;
  notOuts: number;
  runs: number;
  balls: number;
  /** Highest score; absent before an innings. */
  highest?: { runs: number; notOut: boolean };
  fours: number;
  sixes: number;
  hundreds: number;
  fifties: number;
}

export interface CricketBowling {
  innings: number;
  balls: number;
  runs: number;
  wickets: number;
  maidens: number;
  /** Best figures in an innings; absent before he bowled. */
  best?: { wickets: number; runs: number };
  fiveWickets: number;
}

export interface CricketCareer {
  matches: number;
  batting: CricketBatting;
  bowling: CricketBowling;
}

/** Whether figures `a` are better than `b`: more wickets, then fewer runs. */
function better(a: { wickets: number; runs: number }, b: { wickets: number; runs: number }): boolean {
  return a.wickets > b.wickets || (a.wickets === b.wickets && a.runs < b.runs);
}

/** Folds a player's lines, one per match, into his figures. */
export function cricketCareer(
  matches: readonly Pick<CricketMatchLine, 'batting' | 'bowling'>[],
): CricketCareer {
  const batting: CricketBatting = {
    innings: 0,
    notOuts: 0,
    runs: 0,
    balls: 0,
    fours: 0,
    sixes: 0,
    hundreds: 0,
    fifties: 0,
  };
  const bowling: CricketBowling = { innings: 0, balls: 0, runs: 0, wickets: 0, maidens: 0, fiveWickets: 0 };
  for (const match of matches) {
    for (const b of match.batting) {
      batting.innings++;
      if (!b.out) batting.notOuts++;
      batting.runs += b.runs;
      batting.balls += b.balls;
      batting.fours += b.fours;
      batting.sixes += b.sixes;
      if (b.runs >= 100) batting.hundreds++;
      else if (b.runs >= 50) batting.fifties++;
      const top = batting.highest;
      // The same score not out ranks above it out (Cricinfo's "112*" over "112").
      if (!top || b.runs > top.runs || (b.runs === top.runs && !b.out && !top.notOut))
        batting.highest = { runs: b.runs, notOut: !b.out };
    }
    for (const b of match.bowling) {
      bowling.innings++;
      bowling.balls += b.balls;
      bowling.runs += b.runs;
      bowling.wickets += b.wickets;
      bowling.maidens += b.maidens;
      if (b.wickets >= 5) bowling.fiveWickets++;
      const figures = { wickets: b.wickets, runs: b.runs };
      if (!bowling.best || better(figures, bowling.best)) bowling.best = figures;
    }
  }
  return { matches: matches.length, batting, bowling };
}

/** Runs per dismissal; undefined when never out (written "-"). */
export function battingAverage(b: Pick<CricketBatting, 'innings' | 'notOuts' | 'runs'>): number | undefined {
  const outs = b.innings - b.notOuts;
  return outs === 0 ? undefined : b.runs / outs;
}

/** Runs per 100 balls faced; undefined before a ball. */
export function battingStrikeRate(b: Pick<CricketBatting, 'runs' | 'balls'>): number | undefined {
  return b.balls === 0 ? undefined : (b.runs * 100) / b.balls;
}

/** Runs conceded per wicket; undefined before a wicket. */
export function bowlingAverage(b: Pick<CricketBowling, 'runs' | 'wickets'>): number | undefined {
  return b.wickets === 0 ? undefined : b.runs / b.wickets;
}

/** Runs conceded per six legal balls; undefined before a ball. */
export function economy(b: Pick<CricketBowling, 'runs' | 'balls'>): number | undefined {
  return b.balls === 0 ? undefined : (b.runs * BALLS_PER_OVER) / b.balls;
}

/** Legal balls per wicket; undefined before a wicket. */
export function bowlingStrikeRate(b: Pick<CricketBowling, 'balls' | 'wickets'>): number | undefined {
  return b.wickets === 0 ? undefined : b.balls / b.wickets;
}

/** Highest score as written: "112*" not out, "87" out. */
export function highestText(h: NonNullable<CricketBatting['highest']>): string {
  return `${h.runs}${h.notOut ? '*' : ''}`;
}

/** Best bowling as written: wickets/runs, "5/23". */
export function bestBowlingText(best: NonNullable<CricketBowling['best']>): string {
  return `${best.wickets}/${best.runs}`;
}

/** The formats a career is split by, in the order a page lists them (the event's game type). */
export const CRICKET_FORMATS = [CricketGameType.test, CricketGameType.odi, CricketGameType.t20] as const;
