import { CricketGameType, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { ballsOf, cricketRule, inningsProblem } from './cricket.ts';

const ipl = league('Indian Premier League', 'cricket');
const t20 = (
  home: string,
  away: string,
  target: number,
  winner: Winner,
  extra: Parameters<typeof ev>[0] = {},
) => {
  const side = (s: string) => {
    const [runs = '0', wickets = '0', overs = '0'] = s.split('/');
    return { runs: Number(runs), wickets: Number(wickets), overs };
  };
  const [h, a] = [side(home), side(away)];
  const shown = (i: { runs: number; wickets: number }) =>
    i.wickets >= 10 ? String(i.runs) : `${i.runs}/${i.wickets}`;
  return ev({
    league: ipl,
    homeScore: shown(h),
    awayScore: shown(a),
    winner,
    cricket: { gameType: CricketGameType.t20, batting: 0, target, home: [h], away: [a] },
    ...extra,
  });
};
const run = (e: ReturnType<typeof ev>) => checksOf(cricketRule(worldOf([e])));

describe('cricket innings (MCC Laws 12, 17; ICC playing conditions 13)', () => {
  it('an over has six balls', () => {
    expect(ballsOf('18.3')).toBe(111);
    expect(ballsOf('18.6')).toBeNull();
  });
  it('a T20 innings of 20 overs is valid, one of 21 overs is not; an ODI innings stops at 50', () => {
    expect(inningsProblem({ runs: 180, wickets: 5, overs: '20' }, 20)).toBeNull();
    expect(inningsProblem({ runs: 180, wickets: 5, overs: '21' }, 20)).not.toBeNull();
    expect(inningsProblem({ runs: 300, wickets: 5, overs: '50' }, 50)).toBeNull();
    expect(inningsProblem({ runs: 300, wickets: 5, overs: '50.1' }, 50)).not.toBeNull();
    expect(inningsProblem({ runs: 300, wickets: 11, overs: '40' }, 50)).not.toBeNull();
  });
  it('a complete T20 match: first innings 20 overs, the chase reaching the target', () => {
    expect(run(t20('178/6/20', '179/3/18.2', 179, Winner.away))).toEqual([]);
  });
  it('a T20 innings of 21 overs fails', () => {
    expect(run(t20('178/6/21', '150/9/20', 179, Winner.home))).toEqual(['score.cricket-innings']);
  });
  it('a first innings that stops early with wickets in hand, and a chase that runs past the target, fail', () => {
    expect(run(t20('120/3/15', '121/2/12', 121, Winner.away))).toEqual(['score.cricket-innings']);
    expect(run(t20('150/6/20', '170/2/19', 151, Winner.away))).toEqual(['score.cricket-result']);
  });
  it('the winner made more runs; a limited-overs match cannot be drawn (Law 16.4)', () => {
    expect(run(t20('150/6/20', '140/9/20', 151, Winner.away))).toEqual(['score.cricket-result']);
    expect(run(t20('150/6/20', '140/3/20', 151, Winner.draw))).toEqual(['draw.cricket']);
  });
  it('a Test may be drawn, and each side bats at most twice', () => {
    const test = league('Test Series', 'cricket', 'world');
    const drawnTest = ev({
      league: test,
      homeScore: '378/3d',
      awayScore: '46/1',
      winner: Winner.draw,
      cricket: {
        gameType: CricketGameType.test,
        batting: 0,
        target: 325,
        home: [
          { runs: 450, wickets: 10, overs: '115.4' },
          { runs: 378, wickets: 3, overs: '86' },
        ],
        away: [
          { runs: 504, wickets: 10, overs: '140.2' },
          { runs: 46, wickets: 1, overs: '9' },
        ],
      },
    });
    expect(run(drawnTest)).toEqual([]);
    const c = drawnTest.cricket;
    if (!c) throw new Error('no cricket cell');
    const thrice = {
      ...drawnTest,
      cricket: { ...c, home: [...c.home, { runs: 378, wickets: 3, overs: '86' }] },
    };
    expect(run(thrice)).toEqual(['score.cricket-innings']);
  });
});
