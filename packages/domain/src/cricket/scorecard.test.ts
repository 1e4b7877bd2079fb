import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dismissal, ExtraKind, type BallByBall, type CricketBall, type InningsCard } from './model.ts';
import { arbitraryInnings, oneInnings } from './test-support.ts';
import { ballMark, oversText, scoreHeader, scorecard } from './scorecard.ts';

/** A delivery written as a scorer writes it: over.ball, bowler, striker, non-striker, and what happened. */
function delivery(
  seq: number,
  at: string,
  bowler: string,
  batter: string,
  nonStriker: string,
  rest: Partial<CricketBall> = {},
): CricketBall {
  const [over, ball] = at.split('.').map(Number) as [number, number];
  return { seq, innings: 1, over, ball, bowler, batter, nonStriker, runs: 0, ...rest };
}

/**
 * Two overs with every kind of extra, a wicket to the bowler and a run out, every figure worked by hand:
 * 1, 1wd, 4, •, 1lb, 2nb (one off the bat), W (bowled), 2b | 6, 1 and the non-striker run out going for two.
 */
const twoOvers: BallByBall = {
  eventId: 'g_13_worked',
  innings: [{ innings: 1, side: 1, battingOrder: ['Ashwin', 'Bumrah', 'Chahal', 'Dhoni'], maxOvers: 20 }],
  balls: [
    delivery(1, '0.1', 'Xavier', 'Ashwin', 'Bumrah', { runs: 1 }),
    delivery(2, '0.2', 'Xavier', 'Bumrah', 'Ashwin', { extra: { kind: ExtraKind.wide, runs: 1 } }),
    delivery(3, '0.2', 'Xavier', 'Bumrah', 'Ashwin', { runs: 4, boundary: 4 }),
    delivery(4, '0.3', 'Xavier', 'Bumrah', 'Ashwin'),
    delivery(5, '0.4', 'Xavier', 'Bumrah', 'Ashwin', { extra: { kind: ExtraKind.legBye, runs: 1 } }),
    delivery(6, '0.5', 'Xavier', 'Ashwin', 'Bumrah', { runs: 1, extra: { kind: ExtraKind.noBall, runs: 1 } }),
    delivery(7, '0.5', 'Xavier', 'Bumrah', 'Ashwin', { wicket: { kind: Dismissal.bowled, out: 'Bumrah' } }),
    delivery(8, '0.6', 'Xavier', 'Chahal', 'Ashwin', { extra: { kind: ExtraKind.bye, runs: 2 } }),
    delivery(9, '1.1', 'Yadav', 'Ashwin', 'Chahal', { runs: 6, boundary: 6 }),
    delivery(10, '1.2', 'Yadav', 'Ashwin', 'Chahal', {
      runs: 1,
      wicket: { kind: Dismissal.runOut, out: 'Chahal', fielder: 'Jadeja' },
    }),
  ],
};

describe('scorecard: two overs worked by hand', () => {
  const card = scorecard(twoOvers);
  const innings = card.innings[0] as InningsCard;

  it('batters: runs, balls faced without the wide, boundaries, strike rate, how out', () => {
    expect(innings.batting.map(({ atCrease: _a, onStrike: _s, ...line }) => line)).toEqual([
      { name: 'Ashwin', runs: 9, balls: 4, fours: 0, sixes: 1, strikeRate: '225.00' },
      {
        name: 'Bumrah',
        runs: 4,
        balls: 4,
        fours: 1,
        sixes: 0,
        strikeRate: '100.00',
        out: { kind: 'bowled', bowler: 'Xavier' },
      },
      {
        name: 'Chahal',
        runs: 0,
        balls: 1,
        fours: 0,
        sixes: 0,
        strikeRate: '0.00',
        out: { kind: 'runOut', fielder: 'Jadeja' },
      },
    ]);
    expect(innings.didNotBat).toEqual(['Dhoni']);
  });

  it('extras and the total: 13 off the bat and 5 extras', () => {
    expect(innings.extras).toEqual({ byes: 2, legByes: 1, wides: 1, noBalls: 1, penalties: 0, total: 5 });
    expect([innings.runs, innings.wickets, innings.legalBalls, innings.overs, innings.runRate]).toEqual([
      18,
      2,
      8,
      '1.2',
      '13.50',
    ]);
    expect(innings.closed).toBeUndefined();
  });

  it('fall of wickets and partnerships', () => {
    expect(innings.fallOfWickets).toEqual([
      { wicket: 1, score: 9, batter: 'Bumrah', over: '0.5' },
      { wicket: 2, score: 18, batter: 'Chahal', over: '1.2' },
    ]);
    expect(innings.partnerships).toEqual([
      { wicket: 1, runs: 9, balls: 6, batters: ['Ashwin', 'Bumrah'] },
      { wicket: 2, runs: 9, balls: 3, batters: ['Ashwin', 'Chahal'] },
    ]);
  });

  it('bowlers: charged wides and no-balls, not byes or leg byes; the run out is not the bowler’s', () => {
    expect(innings.bowling).toEqual([
      {
        name: 'Xavier',
        overs: '1',
        maidens: 0,
        runs: 8,
        wickets: 1,
        noBalls: 1,
        wides: 1,
        dots: 2,
        economy: '8.00',
      },
      {
        name: 'Yadav',
        overs: '0.2',
        maidens: 0,
        runs: 7,
        wickets: 0,
        noBalls: 0,
        wides: 0,
        dots: 0,
        economy: '21.00',
        current: true,
      },
    ]);
  });

  it('live: the over in progress, the batter left after the run out, the bowler', () => {
    expect(card.live).toEqual({ innings: 1, nonStriker: 'Ashwin', bowler: 'Yadav', thisOver: ['6', 'W'] });
    expect(scoreHeader(card.innings)).toEqual({ 1: '18/2 (1.2)' });
  });
});

/**
 * The last over of the World Twenty20 final, Kolkata, 3 April 2016: West Indies needed 19 off Stokes's
 * over and Brathwaite hit the first four balls for six (England 155/9; West Indies 161/6 in 19.4 overs).
 * The 19 overs before are written as a filler that reaches the same 137/6, so that the chase is the real one.
 */
describe('scorecard: Brathwaite’s four sixes (World T20 final 2016)', () => {
  function filler(): CricketBall[] {
    const balls: CricketBall[] = [];
    for (let index = 0; index < 114; index += 1) {
      const over = Math.floor(index / 6);
      const wicket = index % 19 === 18;
      balls.push({
        seq: index + 1,
        innings: 2,
        over,
        ball: (index % 6) + 1,
        bowler: over % 2 === 0 ? 'Willey' : 'Rashid',
        batter: `West Indies ${index}`,
        nonStriker: 'Samuels',
        runs: wicket ? 0 : index < 30 ? 2 : 1,
        ...(wicket ? { wicket: { kind: Dismissal.bowled, out: `West Indies ${index}` } } : {}),
      });
    }
    return balls;
  }
  const lastOver = (count: number): CricketBall[] =>
    Array.from({ length: count }, (_, index) => ({
      seq: 115 + index,
      innings: 2,
      over: 19,
      ball: index + 1,
      bowler: 'Stokes',
      batter: 'Brathwaite',
      nonStriker: 'Samuels',
      runs: 6,
      boundary: 6 as const,
    }));
  const final = (count: number): BallByBall => ({
    eventId: 'g_13_wt20final2016',
    venue: 'Eden Gardens, Kolkata',
    innings: [
      { innings: 1, side: 1, battingOrder: [], maxOvers: 20 },
      { innings: 2, side: 2, battingOrder: [], maxOvers: 20 },
    ],
    balls: [...filler(), ...lastOver(count)],
  });

  it('19 needed off the last over: 137/6 after 19', () => {
    const card = scorecard(final(0), { target: 156 });
    const chase = card.innings[1] as InningsCard;
    expect([chase.runs, chase.wickets, chase.overs]).toEqual([137, 6, '19']);
    expect(card.live?.need).toEqual({ runs: 19, balls: 6 });
  });

  it('after two sixes: 7 off 4, this over 6 6, Stokes 0.2-0-12-0', () => {
    const card = scorecard(final(2), { target: 156 });
    expect(card.live?.need).toEqual({ runs: 7, balls: 4 });
    expect(card.live?.thisOver).toEqual(['6', '6']);
    expect(card.live?.striker).toBe('Brathwaite');
    const stokes = card.innings[1]?.bowling.find((line) => line.name === 'Stokes');
    expect(stokes).toMatchObject({
      overs: '0.2',
      maidens: 0,
      runs: 12,
      wickets: 0,
      economy: '36.00',
      current: true,
    });
  });

  it('the fourth six wins it: 161/6, the innings closed, no live view', () => {
    const card = scorecard(final(4), { target: 156 });
    const chase = card.innings[1] as InningsCard;
    expect([chase.runs, chase.overs, chase.closed]).toEqual([161, '19.4', true]);
    expect(card.live).toBeUndefined();
    expect(chase.batting.find((line) => line.name === 'Brathwaite')).toMatchObject({
      runs: 24,
      balls: 4,
      sixes: 4,
    });
    expect(scoreHeader(card.innings)[2]).toBe('161/6');
  });
});

describe('ballMark, oversText, scoreHeader', () => {
  const ball = (rest: Partial<CricketBall>): CricketBall => delivery(1, '0.1', 'B', 'S', 'N', rest);
  it.each([
    [{}, '•'],
    [{ runs: 1 }, '1'],
    [{ runs: 4, boundary: 4 as const }, '4'],
    [{ wicket: { kind: Dismissal.caught, out: 'S' } }, 'W'],
    [{ extra: { kind: ExtraKind.wide, runs: 1 } }, '1wd'],
    [{ extra: { kind: ExtraKind.wide, runs: 5 } }, '5wd'],
    [{ runs: 1, extra: { kind: ExtraKind.noBall, runs: 1 } }, '2nb'],
    [{ extra: { kind: ExtraKind.legBye, runs: 1 } }, '1lb'],
    [{ extra: { kind: ExtraKind.bye, runs: 1 } }, '1b'],
  ])('%o is %s', (rest, mark) => {
    expect(ballMark(ball(rest))).toBe(mark);
  });

  it.each([
    [0, '0'],
    [5, '0.5'],
    [111, '18.3'],
    [120, '20'],
  ])('%i legal balls are %s overs', (balls, text) => {
    expect(oversText(balls)).toBe(text);
  });

  const innings = (rest: Partial<InningsCard>): InningsCard => ({
    innings: 1,
    side: 1,
    batting: [],
    didNotBat: [],
    extras: { byes: 0, legByes: 0, wides: 0, noBalls: 0, penalties: 0, total: 0 },
    runs: 0,
    wickets: 0,
    legalBalls: 0,
    overs: '0',
    fallOfWickets: [],
    partnerships: [],
    bowling: [],
    ...rest,
  });

  it('a Test: all out, then declared; the other side batting', () => {
    const header = scoreHeader([
      innings({ innings: 1, side: 1, runs: 202, wickets: 10, allOut: true, closed: true }),
      innings({ innings: 2, side: 2, runs: 310, wickets: 10, allOut: true, closed: true }),
      innings({ innings: 3, side: 1, runs: 401, wickets: 9, declared: true, closed: true }),
      innings({ innings: 4, side: 2, runs: 87, wickets: 3, overs: '28.2', legalBalls: 170 }),
    ]);
    expect(header).toEqual({ 1: '202 & 401/9d', 2: '310 & 87/3 (28.2)' });
  });
});

describe('scorecard: properties over any valid innings', () => {
  const settings = { numRuns: 300 };
  const figures = (balls: CricketBall[]) => ({
    balls,
    card: scorecard(oneInnings(balls)).innings[0] as InningsCard,
  });
  const sum = <T>(items: readonly T[], of: (item: T) => number): number =>
    items.reduce((total, item) => total + of(item), 0);

  it('runs are the batters’ runs plus the extras', () => {
    fc.assert(
      fc.property(arbitraryInnings.map(figures), ({ card }) => {
        expect(sum(card.batting, (line) => line.runs) + card.extras.total).toBe(card.runs);
      }),
      settings,
    );
  });

  it('the bowlers’ wickets are the wickets but run outs, obstructing, timed out and retired out', () => {
    const notTheBowlers = new Set<string>([
      Dismissal.runOut,
      Dismissal.obstructing,
      Dismissal.timedOut,
      Dismissal.retiredOut,
    ]);
    fc.assert(
      fc.property(arbitraryInnings.map(figures), ({ balls, card }) => {
        const others = balls.filter((ball) => ball.wicket && notTheBowlers.has(ball.wicket.kind)).length;
        expect(sum(card.bowling, (line) => line.wickets)).toBe(card.wickets - others);
      }),
      settings,
    );
  });

  it('the bowlers’ runs plus byes, leg byes and penalties are the runs', () => {
    fc.assert(
      fc.property(arbitraryInnings.map(figures), ({ card }) => {
        const { byes, legByes, penalties } = card.extras;
        expect(sum(card.bowling, (line) => line.runs) + byes + legByes + penalties).toBe(card.runs);
      }),
      settings,
    );
  });

  it('partnerships add up to the runs, and the fall of wickets never goes down', () => {
    fc.assert(
      fc.property(arbitraryInnings.map(figures), ({ card }) => {
        expect(sum(card.partnerships, (stand) => stand.runs)).toBe(card.runs);
        expect(card.fallOfWickets.map((fall) => fall.wicket)).toEqual(
          card.fallOfWickets.map((_, index) => index + 1),
        );
        for (let index = 1; index < card.fallOfWickets.length; index += 1) {
          expect(card.fallOfWickets[index]?.score).toBeGreaterThanOrEqual(
            card.fallOfWickets[index - 1]?.score ?? 0,
          );
        }
        expect(card.fallOfWickets.at(-1)?.score ?? 0).toBeLessThanOrEqual(card.runs);
      }),
      settings,
    );
  });

  it('at most six legal balls an over, and the bowlers’ overs make the innings’ overs', () => {
    fc.assert(
      fc.property(arbitraryInnings.map(figures), ({ balls, card }) => {
        const perOver = new Map<number, number>();
        for (const ball of balls) {
          if (!ball.extra || (ball.extra.kind !== ExtraKind.wide && ball.extra.kind !== ExtraKind.noBall)) {
            if (
              ball.extra?.kind === ExtraKind.penalty ||
              (ball.wicket &&
                ball.runs === 0 &&
                !ball.extra &&
                ['retiredHurt', 'retiredOut', 'timedOut'].includes(ball.wicket.kind))
            )
              continue;
            perOver.set(ball.over, (perOver.get(ball.over) ?? 0) + 1);
          }
        }
        for (const count of perOver.values()) expect(count).toBeLessThanOrEqual(6);
        const bowlersBalls = sum(card.bowling, (line) => {
          const [overs, part] = line.overs.split('.').map(Number) as [number, number | undefined];
          expect(part ?? 0).toBeLessThan(6);
          return overs * 6 + (part ?? 0);
        });
        expect(bowlersBalls).toBe(card.legalBalls);
        expect(oversText(card.legalBalls)).toBe(card.overs);
      }),
      settings,
    );
  });

  it('balls faced are the deliveries but wides, and a batter’s runs are his', () => {
    fc.assert(
      fc.property(arbitraryInnings.map(figures), ({ card }) => {
        expect(sum(card.partnerships, (stand) => stand.balls)).toBe(sum(card.batting, (line) => line.balls));
        expect(card.wickets).toBeLessThanOrEqual(10);
      }),
      settings,
    );
  });
});
