import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BallByBall, CricketBall, CricketInningsInfo } from '../cricket/model.ts';
import { scorecard } from '../cricket/scorecard.ts';
import { arbitraryStep, playInnings } from '../cricket/test-support.ts';
import { chaseChances, cricketWinProbability, firstInningsChances } from './cricket.ts';
import type { WinProbability } from './model.ts';

const format = fc.constantFrom('t20' as const, 'odi' as const);
const sumsToOne = (p: WinProbability) => {
  for (const x of [p.home, p.draw, p.away]) {
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(1);
  }
  expect(p.home + p.draw + p.away).toBeCloseTo(1, 6);
};

/** A limited-overs match of one or two innings played from arbitrary steps. */
function match(first: CricketBall[], second: CricketBall[] | null, overs = 20): BallByBall {
  const order = Array.from({ length: 11 }, (_, at) => `Batter ${at + 1}`);
  const innings: CricketInningsInfo[] = [{ innings: 1, side: 1, battingOrder: order, maxOvers: overs }];
  if (second) innings.push({ innings: 2, side: 2, battingOrder: order, maxOvers: overs });
  return { eventId: 'g_13_wp', innings, balls: [...first, ...(second ?? [])] };
}

describe('cricket win probability', () => {
  it('a chase: one wicket more lost lowers the chasing side’s chance', () => {
    fc.assert(
      fc.property(
        format,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 250 }),
        (f, balls, wickets, runs) => {
          const [more] = chaseChances(f, balls, wickets, runs);
          const [fewer] = chaseChances(f, balls, wickets - 1, runs);
          expect(fewer).toBeLessThanOrEqual(more + 1e-6);
        },
      ),
    );
  });

  it('a chase: one run more needed, or one ball fewer left, lowers it', () => {
    fc.assert(
      fc.property(
        format,
        fc.integer({ min: 2, max: 120 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 250 }),
        (f, balls, wickets, runs) => {
          const [now] = chaseChances(f, balls, wickets, runs);
          expect(chaseChances(f, balls, wickets, runs + 1)[0]).toBeLessThanOrEqual(now + 1e-6);
          expect(chaseChances(f, balls - 1, wickets, runs)[0]).toBeLessThanOrEqual(now + 1e-6);
        },
      ),
    );
  });

  it('a first innings: more runs made raise the batting side’s chance, a wicket more lowers it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 250 }),
        (balls, wickets, runs) => {
          const [now] = firstInningsChances('t20', 120, 120, balls, wickets, runs);
          expect(firstInningsChances('t20', 120, 120, balls, wickets, runs + 1)[0]).toBeGreaterThanOrEqual(
            now - 1e-6,
          );
          expect(firstInningsChances('t20', 120, 120, balls, wickets - 1, runs)[0]).toBeLessThanOrEqual(
            now + 1e-6,
          );
        },
      ),
    );
  });

  it('the obvious states: 1 needed off 60 with ten wickets all but won, 100 off 6 all but lost', () => {
    expect(chaseChances('t20', 60, 10, 1)[0]).toBeGreaterThan(0.999);
    expect(chaseChances('t20', 6, 10, 100)[0]).toBeLessThan(1e-6);
    // Level after the last ball is a tie; no balls or no wickets left is over.
    expect(chaseChances('t20', 0, 5, 1)).toEqual([0, 1]);
    expect(chaseChances('odi', 30, 0, 20)).toEqual([0, 0]);
    // A T20's first ball: close to even, a little to the chase as in the simulator's matches.
    const [win] = firstInningsChances('t20', 120, 120, 120, 10, 0);
    expect(win).toBeGreaterThan(0.35);
    expect(win).toBeLessThan(0.65);
  });

  it('from the deliveries: chances in [0, 1] summing to 1 at any state of a match', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryStep, { maxLength: 130 }),
        fc.option(fc.array(arbitraryStep, { maxLength: 130 })),
        (firstSteps, secondSteps) => {
          const first = playInnings(firstSteps, 1, 1, 20);
          const second = secondSteps ? playInnings(secondSteps, 2, first.length + 1, 20) : null;
          const doc = match(first, second);
          const p = cricketWinProbability(doc, scorecard(doc));
          expect(p).not.toBeNull();
          if (p) sumsToOne(p);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a finished match is certain: the result given, or the one the runs tell', () => {
    const doc = match(playInnings([{ outcome: 'four', runs: 0, bowlerPick: 0 }], 1, 1, 20), []);
    const card = scorecard(doc, { finished: true });
    expect(cricketWinProbability(doc, card, { finished: true, result: 'away' })).toEqual({
      home: 0,
      draw: 0,
      away: 1,
    });
    // Away chasing 5 and out of balls on 0: home won by the runs.
    const dots = Array.from({ length: 120 }, () => ({ outcome: 'dot' as const, runs: 0, bowlerPick: 1 }));
    const four = playInnings([{ outcome: 'four', runs: 0, bowlerPick: 0 }], 1, 1, 20);
    const chase = match(four, playInnings(dots, 2, four.length + 1, 20));
    expect(cricketWinProbability(chase, scorecard(chase), { finished: true })).toEqual({
      home: 1,
      draw: 0,
      away: 0,
    });
  });

  it('a multi-day match in play has no estimate; one not begun neither', () => {
    const test = match(playInnings([{ outcome: 'runs', runs: 2, bowlerPick: 0 }]), null);
    const info = test.innings[0];
    if (info) delete info.maxOvers;
    expect(cricketWinProbability(test, scorecard(test))).toBeNull();
    const none: BallByBall = { eventId: 'g_13_wp', innings: [], balls: [] };
    expect(cricketWinProbability(none, scorecard(none))).toBeNull();
  });
});
