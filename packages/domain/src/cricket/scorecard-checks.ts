/**
 * What the Laws of Cricket forbid in a balls document, found before it is stored: a source that sends
 * it gets the first fault with a JSON pointer into what it sent (the ingest body has the document's
 * shape: `/balls/12/wicket/kind`), instead of a scorecard that quietly does not add up.
 *
 * The Laws checked (MCC 2017 code, 2022 edition, and the limited-overs playing conditions):
 * - Law 17: six legal balls an over, numbered 1 to 6 in order; a wide or no-ball carries the number of
 *   the ball bowled again; the next over starts after the sixth;
 * - Law 41.3 (17.8): a bowler may not bowl two consecutive overs; in a match of `maxOvers`, no bowler
 *   bowls more than a fifth of them (rounded up: 4 of 20, 10 of 50, 4 of 17);
 * - Laws 21.8, 22: off a no-ball a batter can only be run out or obstruct the field; off a wide also
 *   stumped or hit wicket, never bowled, caught or lbw;
 * - Laws 32-40: a batter is out once (retired hurt is not out and may come back); the batter out is at
 *   the crease, the striker for the bowler's dismissals; ten wickets end the innings;
 * - Laws 18, 19, 21-23, 41: a boundary is the runs it says; nothing off the bat on a wide, bye or leg
 *   bye; a wide and a no-ball are at least one run; penalty runs come in fives.
 */
import { Dismissal, ExtraKind, type BallByBall, type CricketBall } from './model.ts';
import { isDelivery, isLegalBall, isWicket } from './scorecard.ts';

/** A fault: where (a JSON pointer into the document) and why. */
export interface BallsFault {
  path: string;
  message: string;
}

const STRIKERS_DISMISSALS: ReadonlySet<Dismissal> = new Set<Dismissal>([
  Dismissal.bowled,
  Dismissal.caught,
  Dismissal.caughtAndBowled,
  Dismissal.lbw,
  Dismissal.stumped,
  Dismissal.hitWicket,
]);
const OFF_A_NO_BALL: ReadonlySet<Dismissal> = new Set<Dismissal>([Dismissal.runOut, Dismissal.obstructing]);
const OFF_A_WIDE: ReadonlySet<Dismissal> = new Set<Dismissal>([
  Dismissal.runOut,
  Dismissal.obstructing,
  Dismissal.stumped,
  Dismissal.hitWicket,
]);
const BALLS_PER_OVER = 6;
const PENALTY_RUNS = 5;

/** A limited-overs bowler's overs: a fifth of the innings, rounded up. */
export function maxOversPerBowler(maxOvers: number): number {
  return Math.ceil(maxOvers / 5);
}

/** The first fault of a balls document under the Laws, or null when it has none. */
export function ballsFault(doc: BallByBall): BallsFault | null {
  const numbers = new Set<number>();
  for (const [index, info] of doc.innings.entries()) {
    if (numbers.has(info.innings)) {
      return { path: `/innings/${index}/innings`, message: `innings ${info.innings} is sent twice` };
    }
    numbers.add(info.innings);
    const names = new Set<string>();
    for (const [at, name] of info.battingOrder.entries()) {
      if (names.has(name)) {
        return {
          path: `/innings/${index}/battingOrder/${at}`,
          message: `${name} is in the batting order twice`,
        };
      }
      names.add(name);
    }
  }
  for (let innings = 1; innings <= numbers.size; innings += 1) {
    if (!numbers.has(innings)) {
      return {
        path: '/innings',
        message: `innings ${innings} is missing: innings are numbered 1, 2, 3, 4 in order`,
      };
    }
  }
  let previous: CricketBall | undefined;
  for (const [index, ball] of doc.balls.entries()) {
    if (previous && ball.seq <= previous.seq) {
      return {
        path: `/balls/${index}/seq`,
        message: `seq ${ball.seq} follows seq ${previous.seq}: balls go in seq order`,
      };
    }
    if (!numbers.has(ball.innings)) {
      return { path: `/balls/${index}/innings`, message: `innings ${ball.innings} is not in /innings` };
    }
    if (previous && ball.innings < previous.innings) {
      return {
        path: `/balls/${index}/innings`,
        message: `innings ${ball.innings} after innings ${previous.innings}`,
      };
    }
    previous = ball;
  }
  for (const info of doc.innings) {
    const fault = inningsFault(doc, info.innings);
    if (fault) return fault;
  }
  return null;
}

/** The fault of one ball alone (what it says, not where it falls). */
function ballFault(ball: CricketBall, at: string): BallsFault | null {
  if (ball.batter === ball.nonStriker) {
    return { path: `${at}/nonStriker`, message: `${ball.batter} cannot be at both ends` };
  }
  if (ball.boundary !== undefined && ball.runs !== ball.boundary) {
    return {
      path: `${at}/boundary`,
      message: `a boundary ${ball.boundary} is ${ball.boundary} runs off the bat, not ${ball.runs}`,
    };
  }
  const extra = ball.extra;
  if (extra) {
    const nothingOffTheBat =
      extra.kind === ExtraKind.wide || extra.kind === ExtraKind.bye || extra.kind === ExtraKind.legBye;
    if (nothingOffTheBat && ball.runs !== 0) {
      return {
        path: `${at}/runs`,
        message: `no run off the bat on a ${extra.kind}: its runs are the extra's`,
      };
    }
    if (extra.kind === ExtraKind.penalty) {
      if (extra.runs === 0 || extra.runs % PENALTY_RUNS !== 0) {
        return {
          path: `${at}/extra/runs`,
          message: `penalty runs come in fives (Law 41), not ${extra.runs}`,
        };
      }
    } else if (extra.runs < 1) {
      return { path: `${at}/extra/runs`, message: `a ${extra.kind} is at least one run` };
    }
  }
  const wicket = ball.wicket;
  if (wicket) {
    if (extra?.kind === ExtraKind.noBall && !OFF_A_NO_BALL.has(wicket.kind)) {
      return {
        path: `${at}/wicket/kind`,
        message: `no batter is out ${wicket.kind} off a no-ball: only run out or obstructing`,
      };
    }
    if (extra?.kind === ExtraKind.wide && !OFF_A_WIDE.has(wicket.kind)) {
      return {
        path: `${at}/wicket/kind`,
        message: `no batter is out ${wicket.kind} off a wide: only stumped, run out, hit wicket or obstructing`,
      };
    }
    if (STRIKERS_DISMISSALS.has(wicket.kind) && wicket.out !== ball.batter) {
      return {
        path: `${at}/wicket/out`,
        message: `${wicket.kind} is the striker's dismissal: ${ball.batter}, not ${wicket.out}`,
      };
    }
    if (wicket.kind !== Dismissal.timedOut && wicket.out !== ball.batter && wicket.out !== ball.nonStriker) {
      return { path: `${at}/wicket/out`, message: `${wicket.out} is not at the crease` };
    }
  }
  return null;
}

function inningsFault(doc: BallByBall, innings: number): BallsFault | null {
  const info = doc.innings.find((candidate) => candidate.innings === innings);
  const batting = new Set(info?.battingOrder ?? []);
  const out = new Set<string>();
  const oversBowled = new Map<string, number>();
  let wickets = 0;
  let over = 0;
  let legal = 0;
  /** The bowler who finished the last over, who may not start the next. */
  let lastOverBowler: string | undefined;
  let currentBowler: string | undefined;
  let started = false;

  for (const [index, ball] of doc.balls.entries()) {
    if (ball.innings !== innings) continue;
    const at = `/balls/${index}`;
    if (wickets >= 10) return { path: at, message: `innings ${innings} ended with its tenth wicket` };
    const own = ballFault(ball, at);
    if (own) return own;
    for (const [field, name] of [
      ['batter', ball.batter],
      ['nonStriker', ball.nonStriker],
    ] as const) {
      if (out.has(name)) return { path: `${at}/${field}`, message: `${name} is already out` };
    }
    if (batting.has(ball.bowler)) {
      return {
        path: `${at}/bowler`,
        message: `${ball.bowler} bats in innings ${innings}: he cannot bowl in it`,
      };
    }
    if (ball.wicket && out.has(ball.wicket.out)) {
      return { path: `${at}/wicket/out`, message: `${ball.wicket.out} is already out` };
    }

    if (isDelivery(ball)) {
      if (legal === BALLS_PER_OVER && ball.over === over) {
        return {
          path: `${at}/ball`,
          message: `ball ${ball.ball} of over ${over}: an over has six legal balls, and it has had them`,
        };
      }
      if (legal === BALLS_PER_OVER) {
        // The over is done: this ball opens the next one.
        lastOverBowler = currentBowler;
        over += 1;
        legal = 0;
        started = false;
      }
      if (ball.over !== over) {
        return {
          path: `${at}/over`,
          message: `over ${ball.over} where over ${over} is being bowled (${legal} of its balls so far)`,
        };
      }
      if (ball.ball !== legal + 1) {
        return {
          path: `${at}/ball`,
          message: `ball ${ball.ball} of over ${over} where ball ${legal + 1} is due (six legal balls an over, wides and no-balls bowled again)`,
        };
      }
      if (info?.maxOvers !== undefined && over >= info.maxOvers) {
        return { path: `${at}/over`, message: `innings ${innings} is of ${info.maxOvers} overs` };
      }
      if (!started) {
        if (ball.bowler === lastOverBowler) {
          return {
            path: `${at}/bowler`,
            message: `${ball.bowler} bowled the previous over: no bowler bowls two in a row (Law 17.8)`,
          };
        }
        const overs = (oversBowled.get(ball.bowler) ?? 0) + 1;
        if (info?.maxOvers !== undefined && overs > maxOversPerBowler(info.maxOvers)) {
          return {
            path: `${at}/bowler`,
            message: `${ball.bowler} would bowl ${overs} overs of ${info.maxOvers}: at most ${maxOversPerBowler(info.maxOvers)}`,
          };
        }
        oversBowled.set(ball.bowler, overs);
        started = true;
      }
      currentBowler = ball.bowler;
      if (isLegalBall(ball)) legal += 1;
    }

    if (ball.wicket) {
      if (isWicket(ball)) {
        out.add(ball.wicket.out);
        wickets += 1;
      }
    }
  }
  return null;
}
