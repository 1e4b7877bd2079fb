import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dismissal, ExtraKind, type BallByBall, type CricketBall } from './model.ts';
import { ballsFault, maxOversPerBowler } from './scorecard-checks.ts';
import { arbitraryInnings, oneInnings, playInnings } from './test-support.ts';

/** Two overs, as a scorer writes them: Bumrah, then Siraj; Rohit and Gill at the crease. */
function twoOvers(): CricketBall[] {
  const balls: CricketBall[] = [];
  for (let index = 0; index < 12; index += 1) {
    const over = Math.floor(index / 6);
    balls.push({
      seq: index + 1,
      innings: 1,
      over,
      ball: (index % 6) + 1,
      bowler: over === 0 ? 'Bumrah' : 'Siraj',
      batter: over === 0 ? 'Rohit' : 'Gill',
      nonStriker: over === 0 ? 'Gill' : 'Rohit',
      runs: 0,
    });
  }
  return balls;
}

const match = (balls: CricketBall[], maxOvers?: number): BallByBall => ({
  eventId: 'g_13_checks',
  innings: [
    { innings: 1, side: 1, battingOrder: ['Rohit', 'Gill', 'Kohli'], ...(maxOvers ? { maxOvers } : {}) },
  ],
  balls,
});

/** The two overs with one ball changed. */
function changed(index: number, change: Partial<CricketBall>): BallByBall {
  const balls = twoOvers();
  balls[index] = { ...(balls[index] as CricketBall), ...change };
  return match(balls);
}

describe('ballsFault: what the Laws forbid, with a pointer', () => {
  it('finds nothing in two clean overs, nor in any valid innings', () => {
    expect(ballsFault(match(twoOvers()))).toBeNull();
    fc.assert(
      fc.property(arbitraryInnings, (balls) => {
        expect(ballsFault(oneInnings(balls))).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it.each<[string, BallByBall, string]>([
    ['a ball numbered 7', changed(6, { over: 0, ball: 7 }), '/balls/6/ball'],
    ['a ball left out of the numbering', changed(2, { ball: 4 }), '/balls/2/ball'],
    ['a new over before six legal balls', changed(5, { over: 1, ball: 1 }), '/balls/5/over'],
    ['a bowler bowling two overs in a row', changed(6, { bowler: 'Bumrah' }), '/balls/6/bowler'],
    [
      'bowled off a no-ball',
      changed(3, {
        extra: { kind: ExtraKind.noBall, runs: 1 },
        wicket: { kind: Dismissal.bowled, out: 'Rohit' },
      }),
      '/balls/3/wicket/kind',
    ],
    [
      'caught off a wide',
      changed(3, {
        extra: { kind: ExtraKind.wide, runs: 1 },
        wicket: { kind: Dismissal.caught, out: 'Rohit' },
      }),
      '/balls/3/wicket/kind',
    ],
    [
      'lbw of the non-striker',
      changed(3, { wicket: { kind: Dismissal.lbw, out: 'Gill' } }),
      '/balls/3/wicket/out',
    ],
    ['a boundary four of six runs', changed(3, { runs: 6, boundary: 4 }), '/balls/3/boundary'],
    [
      'runs off the bat on a wide',
      changed(3, { runs: 1, extra: { kind: ExtraKind.wide, runs: 1 } }),
      '/balls/3/runs',
    ],
    [
      'penalty runs not in fives',
      changed(3, { extra: { kind: ExtraKind.penalty, runs: 3 } }),
      '/balls/3/extra/runs',
    ],
    ['balls out of seq order', changed(4, { seq: 2 }), '/balls/4/seq'],
    ['a ball of an innings not listed', changed(4, { innings: 2 }), '/balls/4/innings'],
    ['the same batter at both ends', changed(4, { nonStriker: 'Rohit' }), '/balls/4/nonStriker'],
    ['a batter of the innings bowling', changed(4, { bowler: 'Kohli' }), '/balls/4/bowler'],
  ])('%s', (_what, doc, path) => {
    expect(ballsFault(doc)?.path).toBe(path);
  });

  it('a batter out twice: again at the crease, or out again', () => {
    const balls = twoOvers();
    balls[2] = { ...(balls[2] as CricketBall), wicket: { kind: Dismissal.bowled, out: 'Rohit' } };
    expect(ballsFault(match(balls))?.path).toBe('/balls/3/batter');
    for (const ball of balls.slice(3, 6)) ball.batter = 'Kohli';
    for (const ball of balls.slice(6)) ball.nonStriker = 'Kohli';
    expect(ballsFault(match(balls))).toBeNull();
    balls[7] = { ...(balls[7] as CricketBall), wicket: { kind: Dismissal.runOut, out: 'Rohit' } };
    expect(ballsFault(match(balls))?.path).toBe('/balls/7/wicket/out');
  });

  it('a retired hurt batter may come back; a retirement is no ball bowled', () => {
    const balls = twoOvers().map((ball) => ({ ...ball, seq: ball.seq * 10 }));
    const retires: CricketBall = {
      ...(balls[2] as CricketBall),
      seq: 35,
      wicket: { kind: Dismissal.retiredHurt, out: 'Rohit' },
    };
    balls.splice(3, 0, retires);
    expect(ballsFault(match(balls))).toBeNull();
  });

  it('limited overs: no ball beyond the last over, no bowler beyond a fifth of the overs', () => {
    expect(maxOversPerBowler(20)).toBe(4);
    expect(maxOversPerBowler(50)).toBe(10);
    expect(maxOversPerBowler(17)).toBe(4);
    expect(ballsFault(match(twoOvers(), 1))?.path).toBe('/balls/6/over');
    const steps = Array.from({ length: 60 }, () => ({ outcome: 'dot' as const, runs: 0, bowlerPick: 0 }));
    // Bowler 1 and Bowler 2 take turns: in 10 overs each may bowl 2, and the fifth over is Bowler 1's third.
    const balls = playInnings(steps, 1, 1);
    expect(ballsFault(oneInnings(balls.slice(0, 24), 10))).toBeNull();
    expect(ballsFault(oneInnings(balls, 10))?.path).toBe('/balls/24/bowler');
  });

  it('innings numbered 1, 2 ... once each', () => {
    const doc = match(twoOvers());
    expect(
      ballsFault({ ...doc, innings: [...doc.innings, { innings: 3, side: 2, battingOrder: [] }] })?.path,
    ).toBe('/innings');
    expect(ballsFault({ ...doc, innings: [...doc.innings, ...doc.innings] })?.path).toBe(
      '/innings/1/innings',
    );
  });
});
