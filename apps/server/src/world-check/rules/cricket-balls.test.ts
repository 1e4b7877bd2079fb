import {
  type BallByBall,
  type CricketBall,
  CricketGameType,
  Dismissal,
  ExtraKind,
  Winner,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { ballsLawProblems, cricketBallsRule } from './cricket-balls.ts';

const ORDER = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11'];

/** A clean T20 start: over 0 by B1 and over 1 by B2, singles and dots, the strike as the Laws move it. */
function clean(bowlers = ['B1', 'B2']): CricketBall[] {
  const balls: CricketBall[] = [];
  let [striker, other] = ['A1', 'A2'];
  const runs = [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 2, 0, 0, 0].slice(0, bowlers.length * 6);
  runs.forEach((r, i) => {
    const over = Math.floor(i / 6);
    balls.push({
      seq: i + 1,
      innings: 1,
      over,
      ball: (i % 6) + 1,
      bowler: bowlers[over] ?? 'B1',
      batter: striker,
      nonStriker: other,
      runs: r,
    });
    if (r % 2 === 1) [striker, other] = [other, striker];
    if ((i + 1) % 6 === 0) [striker, other] = [other, striker];
  });
  return balls;
}

const doc = (balls: CricketBall[]): BallByBall => ({
  eventId: 'e',
  innings: [{ innings: 1, side: 1, battingOrder: ORDER }],
  balls: balls.map((b, i) => ({ ...b, seq: i + 1 })),
});
const checks = (balls: CricketBall[], oversPerInnings = 20) =>
  ballsLawProblems(doc(balls), { oversPerInnings }).map((p) => p.check);

describe('cricket ball by ball, from the Laws', () => {
  it('passes two clean overs, and matches them against the scoreboard', () => {
    expect(checks(clean())).toEqual([]);
    const board = { home: [{ runs: 6, wickets: 0, overs: '2' }], away: [] };
    expect(ballsLawProblems(doc(clean()), { oversPerInnings: 20, scoreboard: board })).toEqual([]);
    const wrong = { home: [{ runs: 7, wickets: 0, overs: '2' }], away: [] };
    expect(
      ballsLawProblems(doc(clean()), { oversPerInnings: 20, scoreboard: wrong }).map((p) => p.check),
    ).toEqual(['balls.score']);
  });

  it('an over of five legal balls, or a seventh legal ball, fails (Law 17.1)', () => {
    const short = clean().filter((_, i) => i !== 5);
    expect(checks(short)).toContain('balls.over');
  });

  it('a wide does not count among the six and carries the next ball number', () => {
    const balls = clean();
    const first = balls[0] as CricketBall;
    balls.unshift({ ...first, runs: 0, extra: { kind: ExtraKind.wide, runs: 1 } });
    expect(checks(balls)).toEqual([]);
    const misnumbered = clean();
    misnumbered.unshift({ ...first, ball: 2, runs: 0, extra: { kind: ExtraKind.wide, runs: 1 } });
    expect(checks(misnumbered)).toContain('balls.over');
  });

  it('the same bowler twice in a row fails (Law 17.8); a fifth over in a T20 fails', () => {
    const balls = clean().map((b) => ({ ...b, bowler: 'B1' }));
    expect(checks(balls)).toContain('balls.bowler');
    expect(checks(clean(['B1', 'B2', 'B1']), 10)).toEqual([]);
    expect(checks(clean(['B1', 'B2', 'B1']), 5)).toEqual(['balls.bowler']);
    expect(checks(clean(), 1)).toContain('balls.over');
  });

  it('the strike changes on odd runs and at the end of the over (Laws 17, 18)', () => {
    const balls = clean();
    const b = balls[1] as CricketBall;
    balls[1] = { ...b, batter: b.nonStriker, nonStriker: b.batter };
    expect(checks(balls)).toContain('balls.strike');
    // A boundary is not run: no change of ends.
    const four = clean();
    four[0] = { ...(four[0] as CricketBall), runs: 4, boundary: 4 };
    expect(checks(four)).toContain('balls.strike');
  });

  it('no bowled, caught, lbw or stumped off a no-ball; no bowled or caught off a wide (Laws 21, 22)', () => {
    const noBall = clean();
    const b = noBall[2] as CricketBall;
    noBall.splice(2, 0, {
      ...b,
      runs: 0,
      extra: { kind: ExtraKind.noBall, runs: 1 },
      wicket: { kind: Dismissal.bowled, out: b.batter },
    });
    expect(checks(noBall)).toContain('balls.dismissal');
    const wide = clean();
    wide.splice(2, 0, {
      ...b,
      runs: 0,
      extra: { kind: ExtraKind.wide, runs: 1 },
      wicket: { kind: Dismissal.caught, out: b.batter, fielder: 'B5' },
    });
    expect(checks(wide)).toContain('balls.dismissal');
    const stumped = clean().slice(0, 3);
    stumped.splice(2, 0, {
      ...b,
      runs: 0,
      extra: { kind: ExtraKind.wide, runs: 1 },
      wicket: { kind: Dismissal.stumped, out: b.batter, fielder: 'B9' },
    });
    expect(checks(stumped)).not.toContain('balls.dismissal');
  });

  it('a batter out does not bat again; the new one takes the end of the batter out', () => {
    const balls = clean().slice(0, 4);
    const b = balls[1] as CricketBall;
    balls[1] = { ...b, wicket: { kind: Dismissal.bowled, out: b.batter } };
    // A3 replaces the striker A2.
    const next = balls.slice(2).map((x) => ({
      ...x,
      batter: x.batter === b.batter ? 'A3' : x.batter,
      nonStriker: x.nonStriker === b.batter ? 'A3' : x.nonStriker,
    }));
    expect(checks([...balls.slice(0, 2), ...next])).toEqual([]);
    expect(checks(balls)).toContain('balls.batter');
    // The new batter at the wrong end.
    const wrongEnd = next.map((x) => ({ ...x, batter: x.nonStriker, nonStriker: x.batter }));
    expect(checks([...balls.slice(0, 2), ...wrongEnd])).toContain('balls.strike');
  });

  it('only a run out may be of the non-striker', () => {
    const balls = clean().slice(0, 2);
    const b = balls[1] as CricketBall;
    balls[1] = { ...b, wicket: { kind: Dismissal.lbw, out: b.nonStriker } };
    expect(checks(balls)).toContain('balls.dismissal');
    balls[1] = { ...b, wicket: { kind: Dismissal.runOut, out: b.nonStriker, fielder: 'B4' } };
    expect(checks(balls)).not.toContain('balls.dismissal');
  });
});

describe('the world check reads the balls of its cricket matches', () => {
  it('flags a match whose deliveries break the Laws or disagree with its scoreboard, by event', () => {
    const e = ev({
      league: league('Indian Premier League', 'cricket'),
      homeScore: '6/0',
      winner: Winner.home,
      cricket: {
        gameType: CricketGameType.t20,
        batting: 0,
        home: [{ runs: 6, wickets: 0, overs: '2' }],
        away: [],
      },
    });
    const world = worldOf([e]);
    world.balls.set(e.id, doc(clean()));
    expect(checksOf(cricketBallsRule(world))).toEqual([]);
    world.balls.set(e.id, doc(clean().map((b) => ({ ...b, bowler: 'B1' }))));
    expect(checksOf(cricketBallsRule(world))).toEqual(['balls.bowler']);
    world.balls.set(e.id, doc(clean().slice(0, 11)));
    expect(checksOf(cricketBallsRule(world))).toContain('balls.score');
  });
});
