import { EventStage, type StandingRow, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { checksOf, ev, HOUR, ISL, league, NOW_S, worldOf } from '../testing/worlds.ts';
import { standingsRule } from './standings.ts';

const row = (
  rank: number,
  id: string,
  w: number,
  d: number,
  l: number,
  gf: number,
  ga: number,
  pts: number,
  form: string,
): StandingRow => ({
  rank,
  participantId: id,
  name: id,
  played: w + d + l,
  won: w,
  drawn: d,
  lost: l,
  scoreFor: gf,
  scoreAgainst: ga,
  points: pts,
  form: [...form] as StandingRow['form'],
});
const run = (rows: StandingRow[], events = [ev({ homeId: 'A', awayId: 'B' })], l = ISL) =>
  checksOf(
    standingsRule(
      worldOf(events, (w) => w.standings.set(l.id, [{ name: '', rows }])),
      new Set(),
    ),
  );

describe('league tables', () => {
  it('a football table that adds up (3 points a win, 1 a draw) passes', () => {
    expect(run([row(1, 'A', 1, 1, 0, 3, 2, 4, 'DW'), row(2, 'B', 0, 1, 1, 2, 3, 1, 'DL')])).toEqual([]);
  });
  it('points that are not 3/1/0, and a table that does not balance, fail', () => {
    expect(run([row(1, 'A', 1, 1, 0, 3, 2, 5, 'DW'), row(2, 'B', 0, 1, 1, 2, 3, 1, 'DL')])).toEqual([
      'standings.points',
    ]);
    expect(run([row(1, 'A', 1, 1, 0, 4, 2, 4, 'DW'), row(2, 'B', 0, 1, 1, 2, 3, 1, 'DL')])).toEqual([
      'standings.sum',
    ]);
  });
  it('a Pro Kabaddi team has 5 a win, 3 a tie and up to 1 for each close loss', () => {
    const pkl = league('Pro Kabaddi League', 'kabaddi');
    const e = [ev({ league: pkl, homeId: 'A', awayId: 'B', homeScore: '40', awayScore: '35' })];
    expect(run([row(1, 'A', 1, 0, 0, 40, 35, 5, 'W'), row(2, 'B', 0, 0, 1, 35, 40, 1, 'L')], e, pkl)).toEqual(
      [],
    );
    expect(run([row(1, 'A', 1, 0, 0, 40, 35, 5, 'W'), row(2, 'B', 0, 0, 1, 35, 40, 2, 'L')], e, pkl)).toEqual(
      ['standings.points'],
    );
  });
  it('a field hockey match won on a shoot-out is a draw with a bonus point in the table (FIH Pro League)', () => {
    const pro = league('FIH Pro League', 'field-hockey');
    const e = [
      ev({
        league: pro,
        homeId: 'A',
        awayId: 'B',
        homeScore: '2',
        awayScore: '2',
        winner: Winner.home,
        stage: EventStage.afterPenalties,
      }),
    ];
    expect(run([row(1, 'A', 0, 1, 0, 2, 2, 2, 'D'), row(2, 'B', 0, 1, 0, 2, 2, 1, 'D')], e, pro)).toEqual([]);
    // Counted as a win at 2 points, it is neither 3 a win nor a drawn match.
    expect(run([row(1, 'A', 1, 0, 0, 2, 2, 2, 'W'), row(2, 'B', 0, 0, 1, 2, 2, 1, 'L')], e, pro)).toEqual([
      'standings.points',
      'standings.results',
      'standings.results',
      'standings.points',
      'standings.results',
      'standings.results',
    ]);
  });
  it('the form ends with the results the feeds show, newest last', () => {
    const played = [
      ev({ homeId: 'A', awayId: 'B', startTime: NOW_S - 30 * HOUR, homeScore: '1', awayScore: '1' }),
      ev({ homeId: 'B', awayId: 'A', startTime: NOW_S - 5 * HOUR, homeScore: '0', awayScore: '2' }),
    ];
    expect(run([row(1, 'A', 1, 1, 0, 3, 1, 4, 'DW'), row(2, 'B', 0, 1, 1, 1, 3, 1, 'DL')], played)).toEqual(
      [],
    );
    expect(run([row(1, 'A', 1, 1, 0, 3, 1, 4, 'WD'), row(2, 'B', 0, 1, 1, 1, 3, 1, 'LD')], played)).toEqual([
      'standings.results',
      'standings.results',
    ]);
  });
});
