/**
 * Cricket's live win probability, in the spirit of WASP (the Winning And Score Predictor of Brooker
 * and Hogan, shown on New Zealand television since 2012): a dynamic programme over the states of an
 * innings, (balls left, wickets in hand, runs), from the chances of what one delivery brings.
 *
 * - The chase: V(b, w, r), the chance that the side batting second, needing r runs with b legal balls
 *   left and w wickets in hand, gets there; and T(b, w, r) that it ends level (a tie). With one
 *   delivery's chances (a wide, a no-ball with what is hit off it, a wicket, 0 to 6 runs):
 *     V(b, w, r) = wide V(b, w, r-1) + noBall Σk runs[k] V(b, w, r-1-k)
 *                + legal (wicket V(b-1, w-1, r) + (1 - wicket) Σk runs[k] V(b-1, w, r-k)),
 *   V = 1 once r <= 0, V = 0 when the balls or the wickets are gone (T = 1 there if r = 1).
 * - The first innings: F(b, w, R), the batting side's chance with R runs made, is the same sum over
 *   deliveries, the runs adding to R; at its end the chase starts from the whole innings and all ten
 *   wickets with the target R + 1: F = 1 - V(N, 10, R+1) - T(N, 10, R+1).
 *
 * The delivery chances are constants per format (`CRICKET_RATES`), fitted from the simulator's matches
 * (`bench/winprob.ts` prints what it measures beside them). Real WASP fits them per ball and wicket
 * from years of matches (death overs score faster); these are one rate per format, which suits the
 * simulator, whose every ball of a format is drawn alike. Multi-day matches (Tests): the chances of a
 * draw hang on the time left in the match (overs left today, days left), which the balls document
 * does not hold; the model gives no estimate there (null) until the match is over rather than invent
 * one. Tables are computed once per format and innings length on first use (a T20's in about 30 ms,
 * an ODI's in about 200 ms) and kept.
 */
import type { SideNo } from '../detail/basics.ts';
import type { BallByBall, Scorecard } from '../cricket/model.ts';
import { certain, type WinProbability } from './model.ts';

/** What one delivery brings, by format: a wide, a no-ball, then of a legal ball a wicket or 0 to 6 runs. */
export interface DeliveryRates {
  /** Chance a delivery is a wide (one run, bowled again). */
  wide: number;
  /** Chance it is a no-ball (one run and what is hit off it, bowled again). */
  noBall: number;
  /** Chance a legal ball takes a wicket. */
  wicket: number;
  /** Of the runs off a legal ball with no wicket (byes and leg byes included), the chance of 0, 1 ... 6; sums to 1. */
  runs: readonly number[];
}

/** The formats the model knows: one innings a side of 20 or 50 overs. */
export type LimitedFormat = 't20' | 'odi';

/** Fitted from 4,000 simulated matches of each format (bench/winprob.ts, "delivery rates"). */
export const CRICKET_RATES: Readonly<Record<LimitedFormat, DeliveryRates>> = {
  t20: {
    wide: 0.025,
    noBall: 0.006,
    wicket: 0.042,
    runs: [0.36, 0.36, 0.08, 0.01, 0.13, 0, 0.06],
  },
  odi: {
    wide: 0.02,
    noBall: 0.005,
    wicket: 0.021,
    runs: [0.47, 0.34, 0.07, 0.01, 0.09, 0, 0.02],
  },
};

/** Runs the tables reach: a chase of more, or a first innings past it, is read at this bound. */
const MAX_RUNS: Readonly<Record<LimitedFormat, number>> = { t20: 400, odi: 700 };
const WICKETS = 10;

/** The format of an innings of `maxOvers`: up to 25 overs plays as a T20, more as an ODI. */
export function limitedFormat(maxOvers: number): LimitedFormat {
  return maxOvers <= 25 ? 't20' : 'odi';
}

interface ChaseTable {
  balls: number;
  maxRuns: number;
  win: Float32Array;
  tie: Float32Array;
}

const chaseTables = new Map<LimitedFormat, ChaseTable>();
/** Legal balls of the format's full innings: the chase table is built this long at least. */
const FULL_BALLS: Readonly<Record<LimitedFormat, number>> = { t20: 120, odi: 300 };
const firstTables = new Map<string, { win: Float32Array; tie: Float32Array; balls: number }>();

const at = (maxRuns: number, b: number, w: number, r: number) => (b * (WICKETS + 1) + w) * (maxRuns + 1) + r;

/** V and T for every chase state up to `atLeast` legal balls left (the whole innings, or more). */
function chaseTable(format: LimitedFormat, atLeast: number): ChaseTable {
  const cached = chaseTables.get(format);
  if (cached && cached.balls >= atLeast) return cached;
  const balls = Math.max(atLeast, FULL_BALLS[format]);
  const rates = CRICKET_RATES[format];
  const maxRuns = MAX_RUNS[format];
  const size = (balls + 1) * (WICKETS + 1) * (maxRuns + 1);
  const win = new Float32Array(size);
  const tie = new Float32Array(size);
  const legal = 1 - rates.wide - rates.noBall;
  const runs = rates.runs;
  // r <= 0 is a win: read through this helper.
  const read = (table: Float32Array, b: number, w: number, r: number, won: number) =>
    r <= 0 ? won : (table[at(maxRuns, b, w, Math.min(r, maxRuns))] ?? 0);
  for (let b = 0; b <= balls; b++) {
    for (let w = 0; w <= WICKETS; w++) {
      for (let r = 1; r <= maxRuns; r++) {
        const i = at(maxRuns, b, w, r);
        if (b === 0 || w === 0) {
          win[i] = 0;
          tie[i] = r === 1 ? 1 : 0;
          continue;
        }
        let v = rates.wide * read(win, b, w, r - 1, 1);
        let t = rates.wide * read(tie, b, w, r - 1, 0);
        for (let k = 0; k < runs.length; k++) {
          const pk = runs[k] ?? 0;
          if (pk === 0) continue;
          v += rates.noBall * pk * read(win, b, w, r - 1 - k, 1);
          t += rates.noBall * pk * read(tie, b, w, r - 1 - k, 0);
          v += legal * (1 - rates.wicket) * pk * read(win, b - 1, w, r - k, 1);
          t += legal * (1 - rates.wicket) * pk * read(tie, b - 1, w, r - k, 0);
        }
        v += legal * rates.wicket * read(win, b - 1, w - 1, r, 1);
        t += legal * rates.wicket * read(tie, b - 1, w - 1, r, 0);
        win[i] = v;
        tie[i] = t;
      }
    }
  }
  const table = { balls, maxRuns, win, tie };
  chaseTables.set(format, table);
  return table;
}

/** The chasing side's chances: [win, tie]. */
export function chaseChances(
  format: LimitedFormat,
  ballsLeft: number,
  wicketsInHand: number,
  runsNeeded: number,
): [number, number] {
  if (runsNeeded <= 0) return [1, 0];
  if (ballsLeft <= 0 || wicketsInHand <= 0) return [0, runsNeeded === 1 ? 1 : 0];
  const table = chaseTable(format, ballsLeft);
  const i = at(
    table.maxRuns,
    ballsLeft,
    Math.min(wicketsInHand, WICKETS),
    Math.min(runsNeeded, table.maxRuns),
  );
  return [table.win[i] ?? 0, table.tie[i] ?? 0];
}

/** F and its tie chance for the side batting first, every state of an innings of `balls` legal balls. */
function firstTable(format: LimitedFormat, balls: number, chaseBalls: number) {
  const key = `${format}:${balls}:${chaseBalls}`;
  const cached = firstTables.get(key);
  if (cached) return cached;
  const rates = CRICKET_RATES[format];
  const maxRuns = MAX_RUNS[format];
  const size = (balls + 1) * (WICKETS + 1) * (maxRuns + 1);
  const win = new Float32Array(size);
  const tie = new Float32Array(size);
  const legal = 1 - rates.wide - rates.noBall;
  const runs = rates.runs;
  // The innings over with R made: the chase of R + 1 decides.
  const endWin = new Float64Array(maxRuns + 1);
  const endTie = new Float64Array(maxRuns + 1);
  for (let r = 0; r <= maxRuns; r++) {
    const [chaseWin, chaseTie] = chaseChances(format, chaseBalls, WICKETS, r + 1);
    endWin[r] = 1 - chaseWin - chaseTie;
    endTie[r] = chaseTie;
  }
  // Past the bound the innings is read as ended there: the chance is all but settled by then.
  const read = (table: Float32Array, end: Float64Array, b: number, w: number, r: number) =>
    r >= maxRuns ? (end[maxRuns] ?? 0) : (table[at(maxRuns, b, w, r)] ?? 0);
  for (let b = 0; b <= balls; b++) {
    for (let w = 0; w <= WICKETS; w++) {
      for (let r = maxRuns; r >= 0; r--) {
        const i = at(maxRuns, b, w, r);
        if (b === 0 || w === 0 || r === maxRuns) {
          win[i] = endWin[r] ?? 0;
          tie[i] = endTie[r] ?? 0;
          continue;
        }
        let v = rates.wide * read(win, endWin, b, w, r + 1);
        let t = rates.wide * read(tie, endTie, b, w, r + 1);
        for (let k = 0; k < runs.length; k++) {
          const pk = runs[k] ?? 0;
          if (pk === 0) continue;
          v += rates.noBall * pk * read(win, endWin, b, w, r + 1 + k);
          t += rates.noBall * pk * read(tie, endTie, b, w, r + 1 + k);
          v += legal * (1 - rates.wicket) * pk * read(win, endWin, b - 1, w, r + k);
          t += legal * (1 - rates.wicket) * pk * read(tie, endTie, b - 1, w, r + k);
        }
        v += legal * rates.wicket * read(win, endWin, b - 1, w - 1, r);
        t += legal * rates.wicket * read(tie, endTie, b - 1, w - 1, r);
        win[i] = v;
        tie[i] = t;
      }
    }
  }
  const table = { win, tie, balls };
  firstTables.set(key, table);
  return table;
}

/** The batting-first side's chances: [win, tie], with `runs` made, balls left and wickets in hand. */
export function firstInningsChances(
  format: LimitedFormat,
  inningsBalls: number,
  chaseBalls: number,
  ballsLeft: number,
  wicketsInHand: number,
  runs: number,
): [number, number] {
  const table = firstTable(format, inningsBalls, chaseBalls);
  const maxRuns = MAX_RUNS[format];
  const b = Math.max(0, Math.min(ballsLeft, inningsBalls));
  const w = Math.max(0, Math.min(wicketsInHand, WICKETS));
  const i = at(maxRuns, b, w, Math.max(0, Math.min(runs, maxRuns)));
  return [table.win[i] ?? 0, table.tie[i] ?? 0];
}

/** What the model reads beside the card: the match over, its winner, a chase's target (rain rules). */
export interface CricketWinContext {
  finished?: boolean;
  /** The result of a finished match, as the event has it. */
  result?: 'home' | 'draw' | 'away';
  /** The target of the chase, when the match has set one (a rain rule); else the first innings + 1. */
  target?: number;
}

const sideResult = (side: SideNo): 'home' | 'away' => (side === 1 ? 'home' : 'away');

/** Chances of a side: win, tie, and the rest to the other side, as home/draw/away. */
function asMatch(side: SideNo, win: number, tie: number): WinProbability {
  const lose = Math.max(0, 1 - win - tie);
  return side === 1 ? { home: win, draw: tie, away: lose } : { home: lose, draw: tie, away: win };
}

/**
 * The chances of a cricket match from its deliveries (the card `scorecard()` computed from `doc`).
 * Null when the model has no estimate: no innings begun, or a multi-day match still in play (its draw
 * depends on the time left, which the document does not hold). A finished match is certain: the
 * result given, or in limited overs the one the runs tell.
 */
export function cricketWinProbability(
  doc: BallByBall,
  card: Scorecard,
  context: CricketWinContext = {},
): WinProbability | null {
  const infos = [...doc.innings].sort((a, b) => a.innings - b.innings);
  const first = infos[0];
  const innings = [...card.innings].sort((a, b) => a.innings - b.innings);
  if (context.finished && context.result) return certain(context.result);
  if (!first || innings.length === 0) return null;
  if (first.maxOvers === undefined) return null;
  const format = limitedFormat(first.maxOvers);
  const firstCard = innings[0];
  const secondCard = innings[1];
  const secondInfo = infos[1];
  const firstBalls = first.maxOvers * 6;
  const chaseBalls = (secondInfo?.maxOvers ?? first.maxOvers) * 6;
  if (!firstCard) return null;
  if (!secondCard || !secondInfo) {
    if (context.finished) return null;
    const closed = firstCard.closed === true;
    const [win, tie] = firstInningsChances(
      format,
      firstBalls,
      chaseBalls,
      closed ? 0 : firstBalls - firstCard.legalBalls,
      closed ? 0 : WICKETS - firstCard.wickets,
      firstCard.runs,
    );
    return asMatch(firstCard.side, win, tie);
  }
  const target = context.target ?? firstCard.runs + 1;
  const need = target - secondCard.runs;
  if (context.finished || secondCard.closed) {
    if (need <= 0) return certain(sideResult(secondCard.side));
    return need === 1 ? certain('draw') : certain(sideResult(firstCard.side));
  }
  const [win, tie] = chaseChances(
    format,
    chaseBalls - secondCard.legalBalls,
    WICKETS - secondCard.wickets,
    need,
  );
  return asMatch(secondCard.side, win, tie);
}
