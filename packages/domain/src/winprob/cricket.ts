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
 * one. Tables are computed once per format and innings length on first use and kept: a T20's two in
 * about 0.2 s and 9 MB, an ODI's in about 0.5 s and 33 MB (Float32Array; measured on this project's
 * 2-core machine).
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

/**
 * Fitted from the simulator's matches: bench/winprob.ts at its default size (2,000 T20s, 500 ODIs)
 * measures these to the third decimal ("delivery rates measured"), and prints them beside these.
 */
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
const MAX_RUNS: Readonly<Record<LimitedFormat, number>> = { t20: 400, odi: 600 };
const WICKETS = 10;

/** The format of an innings of `maxOvers`: up to 25 overs plays as a T20, more as an ODI. */
export function limitedFormat(maxOvers: number): LimitedFormat {
  return maxOvers <= 25 ? 't20' : 'odi';
}

/**
 * A table of an innings' states: for each (balls left, wickets in hand) a row of runs, padded on both
 * sides so the sums over a delivery's outcomes read without a bound check: a chase's r <= 0 (won) below,
 * a first innings' totals past the bound above.
 */
interface Table {
  balls: number;
  maxRuns: number;
  stride: number;
  win: Float32Array;
  tie: Float32Array;
}

/** Most runs one delivery adds: a no-ball hit for six. */
const PAD = 7;

const rowStart = (table: Pick<Table, 'stride'>, b: number, w: number) =>
  (b * (WICKETS + 1) + w) * table.stride + PAD;

/** The delivery's outcomes as flat weights: what the inner loops multiply. */
function weights(rates: DeliveryRates) {
  const legal = 1 - rates.wide - rates.noBall;
  const runs: number[] = [];
  const noBall: number[] = [];
  const bat: number[] = [];
  rates.runs.forEach((p, k) => {
    if (p === 0) return;
    runs.push(k);
    noBall.push(rates.noBall * p);
    bat.push(legal * (1 - rates.wicket) * p);
  });
  return { runs, noBall, bat, wide: rates.wide, wicket: legal * rates.wicket };
}

function emptyTable(format: LimitedFormat, balls: number): Table {
  const maxRuns = MAX_RUNS[format];
  const stride = maxRuns + 1 + 2 * PAD;
  const size = (balls + 1) * (WICKETS + 1) * stride;
  return { balls, maxRuns, stride, win: new Float32Array(size), tie: new Float32Array(size) };
}

const chaseTables = new Map<LimitedFormat, Table>();
const firstTables = new Map<string, Table>();
/** Legal balls of the format's full innings: the chase table is built this long at least. */
const FULL_BALLS: Readonly<Record<LimitedFormat, number>> = { t20: 120, odi: 300 };

/** V and T for every chase state up to `atLeast` legal balls left (the whole innings, or more). */
function chaseTable(format: LimitedFormat, atLeast: number): Table {
  const cached = chaseTables.get(format);
  if (cached && cached.balls >= atLeast) return cached;
  const table = emptyTable(format, Math.max(atLeast, FULL_BALLS[format]));
  const { maxRuns, win, tie } = table;
  const o = weights(CRICKET_RATES[format]);
  for (let b = 0; b <= table.balls; b++) {
    for (let w = 0; w <= WICKETS; w++) {
      const row = rowStart(table, b, w);
      // Nothing more needed: won.
      for (let r = -PAD; r <= 0; r++) win[row + r] = 1;
      if (b === 0 || w === 0) {
        // Balls or wickets gone: lost, or level (a tie) one short of the target.
        tie[row + 1] = 1;
        continue;
      }
      const same = rowStart(table, b - 1, w);
      const out = rowStart(table, b - 1, w - 1);
      for (let r = 1; r <= maxRuns; r++) {
        let v = o.wide * (win[row + r - 1] ?? 0) + o.wicket * (win[out + r] ?? 0);
        let t = o.wide * (tie[row + r - 1] ?? 0) + o.wicket * (tie[out + r] ?? 0);
        for (let j = 0; j < o.runs.length; j++) {
          const k = o.runs[j] ?? 0;
          const nb = o.noBall[j] ?? 0;
          const bat = o.bat[j] ?? 0;
          v += nb * (win[row + r - 1 - k] ?? 0) + bat * (win[same + r - k] ?? 0);
          t += nb * (tie[row + r - 1 - k] ?? 0) + bat * (tie[same + r - k] ?? 0);
        }
        win[row + r] = v;
        tie[row + r] = t;
      }
    }
  }
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
  const i =
    rowStart(table, ballsLeft, Math.min(wicketsInHand, WICKETS)) + Math.min(runsNeeded, table.maxRuns);
  return [table.win[i] ?? 0, table.tie[i] ?? 0];
}

/** F and its tie chance for the side batting first, every state of an innings of `balls` legal balls. */
function firstTable(format: LimitedFormat, balls: number, chaseBalls: number): Table {
  const key = `${format}:${balls}:${chaseBalls}`;
  const cached = firstTables.get(key);
  if (cached) return cached;
  const table = emptyTable(format, balls);
  const { maxRuns, win, tie } = table;
  const o = weights(CRICKET_RATES[format]);
  // The innings over with R made: the chase of R + 1 decides. Past the bound the innings is read as
  // ended there: the match is all but settled by then.
  const endWin = new Float64Array(maxRuns + 1);
  const endTie = new Float64Array(maxRuns + 1);
  for (let r = 0; r <= maxRuns; r++) {
    const [chaseWin, chaseTie] = chaseChances(format, chaseBalls, WICKETS, r + 1);
    endWin[r] = 1 - chaseWin - chaseTie;
    endTie[r] = chaseTie;
  }
  for (let b = 0; b <= balls; b++) {
    for (let w = 0; w <= WICKETS; w++) {
      const row = rowStart(table, b, w);
      for (let r = maxRuns; r <= maxRuns + PAD; r++) {
        win[row + r] = endWin[maxRuns] ?? 0;
        tie[row + r] = endTie[maxRuns] ?? 0;
      }
      if (b === 0 || w === 0) {
        for (let r = 0; r < maxRuns; r++) {
          win[row + r] = endWin[r] ?? 0;
          tie[row + r] = endTie[r] ?? 0;
        }
        continue;
      }
      const same = rowStart(table, b - 1, w);
      const out = rowStart(table, b - 1, w - 1);
      for (let r = maxRuns - 1; r >= 0; r--) {
        let v = o.wide * (win[row + r + 1] ?? 0) + o.wicket * (win[out + r] ?? 0);
        let t = o.wide * (tie[row + r + 1] ?? 0) + o.wicket * (tie[out + r] ?? 0);
        for (let j = 0; j < o.runs.length; j++) {
          const k = o.runs[j] ?? 0;
          const nb = o.noBall[j] ?? 0;
          const bat = o.bat[j] ?? 0;
          v += nb * (win[row + r + 1 + k] ?? 0) + bat * (win[same + r + k] ?? 0);
          t += nb * (tie[row + r + 1 + k] ?? 0) + bat * (tie[same + r + k] ?? 0);
        }
        win[row + r] = v;
        tie[row + r] = t;
      }
    }
  }
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
  const b = Math.max(0, Math.min(ballsLeft, inningsBalls));
  const w = Math.max(0, Math.min(wicketsInHand, WICKETS));
  const i = rowStart(table, b, w) + Math.max(0, Math.min(runs, table.maxRuns));
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
