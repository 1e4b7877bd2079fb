/**
 * Test support for the scorecard's tests (not exported from the package, imported only by tests): an
 * arbitrary valid innings for properties, every delivery legal under the Laws, the strike, the overs and
 * the bowlers kept as a scorer keeps them.
 */
import fc from 'fast-check';
import { Dismissal, ExtraKind, type BallByBall, type CricketBall } from './model.ts';

export const OUTCOMES = [
  'dot',
  'runs',
  'four',
  'six',
  'wide',
  'wideRuns',
  'noBall',
  'bye',
  'legBye',
  'penalty',
  'bowled',
  'caught',
  'caughtAndBowled',
  'lbw',
  'stumped',
  'hitWicket',
  'runOutStriker',
  'runOutNonStriker',
  'stumpedOffWide',
  'runOutOffNoBall',
  'obstructing',
  'retiredHurt',
  'retiredOut',
  'timedOut',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Step {
  outcome: Outcome;
  /** 0 to 3: runs taken, where the outcome takes some. */
  runs: number;
  /** Picks the next over's bowler among those allowed. */
  bowlerPick: number;
}

export const arbitraryStep: fc.Arbitrary<Step> = fc.record({
  outcome: fc.constantFrom(...OUTCOMES),
  runs: fc.integer({ min: 0, max: 3 }),
  bowlerPick: fc.nat({ max: 10 }),
});

const BATTERS = Array.from({ length: 11 }, (_, index) => `Batter ${index + 1}`);
const BOWLERS = Array.from({ length: 5 }, (_, index) => `Bowler ${index + 1}`);

/**
 * The balls of one innings following the steps, with the strike, the overs and the bowlers kept by the
 * Laws. Stops at ten wickets or when no batter is left.
 */
export function playInnings(
  steps: readonly Step[],
  innings = 1,
  firstSeq = 1,
  maxOvers?: number,
): CricketBall[] {
  const balls: CricketBall[] = [];
  const waiting = [...BATTERS];
  let striker = waiting.shift() as string;
  let nonStriker = waiting.shift() as string;
  let over = 0;
  let legal = 0;
  let bowler = BOWLERS[0] as string;
  let wickets = 0;
  let seq = firstSeq;

  for (const step of steps) {
    if (wickets >= 10) break;
    if (maxOvers !== undefined && over >= maxOvers) break;
    const ball: CricketBall = {
      seq: seq++,
      innings,
      over,
      ball: legal + 1,
      bowler,
      batter: striker,
      nonStriker,
      runs: 0,
    };
    let isLegal = true;
    let crossed = 0;
    let outName: string | undefined;
    switch (step.outcome) {
      case 'dot':
        break;
      case 'runs':
        ball.runs = step.runs;
        crossed = step.runs;
        break;
      case 'four':
        ball.runs = 4;
        ball.boundary = 4;
        break;
      case 'six':
        ball.runs = 6;
        ball.boundary = 6;
        break;
      case 'wide':
        ball.extra = { kind: ExtraKind.wide, runs: 1 };
        isLegal = false;
        break;
      case 'wideRuns':
        ball.extra = { kind: ExtraKind.wide, runs: 1 + step.runs };
        crossed = step.runs;
        isLegal = false;
        break;
      case 'noBall':
        ball.runs = step.runs;
        ball.extra = { kind: ExtraKind.noBall, runs: 1 };
        crossed = step.runs;
        isLegal = false;
        break;
      case 'bye':
        ball.extra = { kind: ExtraKind.bye, runs: step.runs + 1 };
        crossed = step.runs + 1;
        break;
      case 'legBye':
        ball.extra = { kind: ExtraKind.legBye, runs: step.runs + 1 };
        crossed = step.runs + 1;
        break;
      case 'penalty':
        // Five penalty runs awarded between deliveries (Law 41): no ball is bowled.
        ball.extra = { kind: ExtraKind.penalty, runs: 5 };
        isLegal = false;
        break;
      case 'bowled':
      case 'lbw':
      case 'hitWicket':
        ball.wicket = { kind: step.outcome, out: striker };
        outName = striker;
        break;
      case 'caught':
        ball.wicket = { kind: Dismissal.caught, out: striker, fielder: 'Fielder' };
        outName = striker;
        break;
      case 'caughtAndBowled':
        ball.wicket = { kind: Dismissal.caughtAndBowled, out: striker, fielder: bowler };
        outName = striker;
        break;
      case 'stumped':
        ball.wicket = { kind: Dismissal.stumped, out: striker, fielder: 'Keeper' };
        outName = striker;
        break;
      case 'runOutStriker':
        ball.runs = step.runs;
        crossed = step.runs;
        ball.wicket = { kind: Dismissal.runOut, out: striker, fielder: 'Fielder' };
        outName = striker;
        break;
      case 'runOutNonStriker':
        ball.runs = step.runs;
        crossed = step.runs;
        ball.wicket = { kind: Dismissal.runOut, out: nonStriker, fielder: 'Fielder' };
        outName = nonStriker;
        break;
      case 'stumpedOffWide':
        ball.extra = { kind: ExtraKind.wide, runs: 1 };
        ball.wicket = { kind: Dismissal.stumped, out: striker, fielder: 'Keeper' };
        outName = striker;
        isLegal = false;
        break;
      case 'runOutOffNoBall':
        ball.runs = step.runs;
        crossed = step.runs;
        ball.extra = { kind: ExtraKind.noBall, runs: 1 };
        ball.wicket = { kind: Dismissal.runOut, out: nonStriker, fielder: 'Fielder' };
        outName = nonStriker;
        isLegal = false;
        break;
      case 'obstructing':
        ball.wicket = { kind: Dismissal.obstructing, out: striker };
        outName = striker;
        break;
      case 'retiredHurt':
      case 'retiredOut':
        ball.wicket = { kind: step.outcome, out: striker };
        outName = striker;
        isLegal = false;
        break;
      case 'timedOut': {
        // The incoming batter did not arrive in time: out without facing (Law 40).
        const late = waiting.shift();
        if (late === undefined) {
          seq -= 1;
          continue;
        }
        ball.wicket = { kind: Dismissal.timedOut, out: late };
        isLegal = false;
        wickets += 1;
        break;
      }
    }
    balls.push(ball);
    if (crossed % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
    if (outName !== undefined) {
      if (ball.wicket?.kind !== Dismissal.retiredHurt) wickets += 1;
      const next = waiting.shift();
      if (next === undefined || wickets >= 10) break;
      if (outName === striker) striker = next;
      else nonStriker = next;
    }
    if (isLegal) legal += 1;
    if (legal === 6) {
      [striker, nonStriker] = [nonStriker, striker];
      const allowed = BOWLERS.filter((name) => name !== bowler);
      bowler = allowed[step.bowlerPick % allowed.length] as string;
      over += 1;
      legal = 0;
    }
  }
  return balls;
}

export function oneInnings(balls: CricketBall[], maxOvers?: number): BallByBall {
  return {
    eventId: 'g_13_test',
    innings: [
      { innings: 1, side: 1, battingOrder: [...BATTERS], ...(maxOvers !== undefined ? { maxOvers } : {}) },
    ],
    balls,
  };
}

export const arbitraryInnings: fc.Arbitrary<CricketBall[]> = fc
  .array(arbitraryStep, { maxLength: 200 })
  .map((steps) => playInnings(steps));
