import { describe, expect, it } from 'vitest';
import {
  ballsOfOvers,
  battingAverage,
  battingStrikeRate,
  bestBowlingText,
  bowlingAverage,
  bowlingStrikeRate,
  cricketCareer,
  cricketMatchLines,
  economy,
  highestText,
  type CricketMatchLine,
} from './career.ts';
import { Dismissal, ExtraKind, type BallByBall, type CricketBall } from './model.ts';
import { scorecard } from './scorecard.ts';
import { figuresSeasonOf } from '../detail/people-rows.ts';

function delivery(
  seq: number,
  at: string,
  batter: string,
  nonStriker: string,
  rest: Partial<CricketBall> = {},
): CricketBall {
  const [over, ball] = at.split('.').map(Number) as [number, number];
  return { seq, innings: 1, over, ball, bowler: 'Xavier', batter, nonStriker, runs: 0, ...rest };
}

/**
 * One over by Xavier, worked by hand: 4, 1lb, 4b, 1wd, Bumrah retires hurt (between deliveries),
 * Chahal bowled first ball, 6, 1. Xavier is charged 4 + 1 (the wide) + 6 + 1 = 12, not the 5 byes and
 * leg byes; Bumrah retired hurt is not out.
 */
const oneOver: BallByBall = {
  eventId: 'g_13_career',
  innings: [
    { innings: 1, side: 1, battingOrder: ['Ashwin', 'Bumrah', 'Chahal', 'Dhoni', 'Ehsan'], maxOvers: 20 },
  ],
  balls: [
    delivery(1, '0.1', 'Ashwin', 'Bumrah', { runs: 4, boundary: 4 }),
    delivery(2, '0.2', 'Ashwin', 'Bumrah', { extra: { kind: ExtraKind.legBye, runs: 1 } }),
    delivery(3, '0.3', 'Bumrah', 'Ashwin', { extra: { kind: ExtraKind.bye, runs: 4 } }),
    delivery(4, '0.4', 'Bumrah', 'Ashwin', { extra: { kind: ExtraKind.wide, runs: 1 } }),
    delivery(5, '0.4', 'Bumrah', 'Ashwin', { wicket: { kind: Dismissal.retiredHurt, out: 'Bumrah' } }),
    delivery(6, '0.4', 'Chahal', 'Ashwin', { wicket: { kind: Dismissal.bowled, out: 'Chahal' } }),
    delivery(7, '0.5', 'Dhoni', 'Ashwin', { runs: 6, boundary: 6 }),
    delivery(8, '0.6', 'Dhoni', 'Ashwin', { runs: 1 }),
  ],
};

describe('cricket career: a match line from the card', () => {
  const lines = cricketMatchLines(scorecard(oneOver, { finished: true }));
  const line = (name: string) => lines.find((l) => l.name === name);

  it('batters on the batting side; retired hurt is not out, bowled is', () => {
    expect(line('Ashwin')).toEqual({
      name: 'Ashwin',
      side: 1,
      batting: [{ runs: 4, balls: 2, fours: 1, sixes: 0, out: false }],
      bowling: [],
    });
    expect(line('Bumrah')?.batting).toEqual([{ runs: 0, balls: 1, fours: 0, sixes: 0, out: false }]);
    expect(line('Chahal')?.batting).toEqual([{ runs: 0, balls: 1, fours: 0, sixes: 0, out: true }]);
    expect(line('Dhoni')?.batting).toEqual([{ runs: 7, balls: 2, fours: 0, sixes: 1, out: false }]);
  });

  it('one who did not bat still played the match', () => {
    expect(line('Ehsan')).toEqual({ name: 'Ehsan', side: 1, batting: [], bowling: [] });
  });

  it('the bowler on the other side, charged the wide but not the byes and leg byes', () => {
    expect(line('Xavier')).toEqual({
      name: 'Xavier',
      side: 2,
      batting: [],
      bowling: [{ balls: 6, runs: 12, wickets: 1, maidens: 0 }],
    });
  });

  it('overs as written to legal balls', () => {
    expect([ballsOfOvers('3.4'), ballsOfOvers('10'), ballsOfOvers('0.1')]).toEqual([22, 60, 1]);
  });
});

describe('cricket career: folding matches, worked by hand', () => {
  const bat = (runs: number, out: boolean, balls = runs) => ({ runs, balls, fours: 0, sixes: 0, out });
  const bowl = (balls: number, runs: number, wickets: number, maidens = 0) => ({
    balls,
    runs,
    wickets,
    maidens,
  });
  const matches: Pick<CricketMatchLine, 'batting' | 'bowling'>[] = [
    { batting: [bat(112, false, 80)], bowling: [bowl(24, 23, 5, 1)] },
    { batting: [bat(112, true, 100), bat(50, true, 40)], bowling: [bowl(60, 23, 5), bowl(30, 40, 0)] },
    // Retired hurt on 0: an innings, not a dismissal.
    { batting: [bat(0, false, 3)], bowling: [bowl(18, 20, 5)] },
    // Played, neither batted nor bowled.
    { batting: [], bowling: [] },
  ];
  const career = cricketCareer(matches);

  it('batting: 274 runs in 4 innings, 2 not out: average 137; 112* is the highest', () => {
    expect(career.matches).toBe(4);
    expect(career.batting).toEqual({
      innings: 4,
      notOuts: 2,
      runs: 274,
      balls: 223,
      fours: 0,
      sixes: 0,
      hundreds: 2,
      fifties: 1,
      highest: { runs: 112, notOut: true },
    });
    expect(battingAverage(career.batting)).toBe(137);
    expect(battingStrikeRate(career.batting)).toBeCloseTo((274 * 100) / 223, 10);
    expect(highestText(career.batting.highest ?? { runs: -1, notOut: false })).toBe('112*');
  });

  it('bowling: 15 wickets for 106 in 132 balls; best 5/20 (fewest runs among the five-fors)', () => {
    expect(career.bowling).toEqual({
      innings: 4,
      balls: 132,
      runs: 106,
      wickets: 15,
      maidens: 1,
      fiveWickets: 3,
      best: { wickets: 5, runs: 20 },
    });
    expect(bestBowlingText(career.bowling.best ?? { wickets: -1, runs: -1 })).toBe('5/20');
    expect(economy(career.bowling)).toBeCloseTo((106 * 6) / 132, 10);
    expect(bowlingAverage(career.bowling)).toBeCloseTo(106 / 15, 10);
    expect(bowlingStrikeRate(career.bowling)).toBeCloseTo(8.8, 10);
  });

  it('never out: no average ("-"); no ball, no rate', () => {
    const c = cricketCareer([{ batting: [bat(30, false), bat(0, false, 0)], bowling: [] }]);
    expect(c.batting.highest).toEqual({ runs: 30, notOut: true });
    expect(battingAverage(c.batting)).toBeUndefined();
    expect(economy(c.bowling)).toBeUndefined();
    expect(bowlingAverage(c.bowling)).toBeUndefined();
    expect(c.bowling.best).toBeUndefined();
    expect(battingStrikeRate({ runs: 0, balls: 0 })).toBeUndefined();
  });

  it('a higher score out beats a lower one not out; more wickets beat fewer runs', () => {
    const c = cricketCareer([
      { batting: [bat(99, false)], bowling: [bowl(24, 10, 2)] },
      { batting: [bat(100, true)], bowling: [bowl(24, 60, 3)] },
    ]);
    expect(highestText(c.batting.highest ?? { runs: -1, notOut: false })).toBe('100');
    expect(c.batting.hundreds).toBe(1);
    expect(c.batting.fifties).toBe(1);
    expect(bestBowlingText(c.bowling.best ?? { wickets: -1, runs: -1 })).toBe('3/60');
  });

  it('no match: zeros', () => {
    expect(cricketCareer([]).matches).toBe(0);
  });
});

describe('figures season', () => {
  it('the calendar year in India: 31 Dec 19:00 UTC is already the new year in IST', () => {
    expect(figuresSeasonOf(Date.UTC(2025, 11, 31, 19, 0) / 1000)).toBe('2026');
    expect(figuresSeasonOf(Date.UTC(2025, 11, 31, 18, 0) / 1000)).toBe('2025');
    expect(figuresSeasonOf(Date.UTC(2024, 1, 29, 12) / 1000)).toBe('2024');
    expect(figuresSeasonOf(Date.UTC(2000, 0, 1, 0) / 1000)).toBe('2000');
    expect(figuresSeasonOf(0)).toBe('1970');
  });
});
