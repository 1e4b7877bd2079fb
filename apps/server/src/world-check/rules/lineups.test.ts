import { LineupRole } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import type { LineupView } from '../model.ts';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { lineupRule } from './lineups.ts';

function side(side: 1 | 2, starters: number, bench: number, keepers = 1): LineupView['teams'][number] {
  const players = Array.from({ length: starters + bench }, (_, i) => ({
    name: `P${side}-${i}`,
    number: i + 1,
    position: i < keepers ? 'G' : 'M',
    role: i < starters ? LineupRole.starter : LineupRole.substitute,
    captain: false,
  }));
  return { side, players, missing: [] };
}
const run = (leagueName: string, sport: string, teams: LineupView['teams']) => {
  const e = ev({ league: league(leagueName, sport) });
  return checksOf(lineupRule(worldOf([e], (w) => w.lineups.set(e.id, { confirmed: true, teams }))));
};

describe('line-up sizes', () => {
  it('football: eleven starters with one goalkeeper, up to fifteen substitutes (IFAB Law 3)', () => {
    expect(run('Indian Super League', 'soccer', [side(1, 11, 9), side(2, 11, 9)])).toEqual([]);
    expect(run('Indian Super League', 'soccer', [side(1, 12, 9), side(2, 11, 9)])).toEqual(['lineup.size']);
    expect(run('Indian Super League', 'soccer', [side(1, 11, 9, 2), side(2, 11, 9)])).toEqual([
      'lineup.goalkeeper',
    ]);
  });
  it('a sevens league fields seven, not fifteen (World Rugby Law 3, sevens variations)', () => {
    expect(run('Rugby Premier League', 'rugby-union', [side(1, 7, 5, 0), side(2, 7, 5, 0)])).toEqual([]);
    expect(run('Rugby Premier League', 'rugby-union', [side(1, 15, 8, 0), side(2, 7, 5, 0)])).toEqual([
      'lineup.size',
      'lineup.size',
    ]);
    expect(run('Premiership Rugby', 'rugby-union', [side(1, 15, 8, 0), side(2, 15, 8, 0)])).toEqual([]);
  });
  it('kabaddi: seven on the mat, twelve in the squad (PKL rules)', () => {
    expect(run('Pro Kabaddi League', 'kabaddi', [side(1, 7, 5, 0), side(2, 7, 6, 0)])).toEqual([
      'lineup.size',
    ]);
  });
  it('two players of a side wearing one number fail', () => {
    const dup = side(1, 11, 5);
    const fourth = dup.players[3];
    if (fourth) dup.players[3] = { ...fourth, number: 1 };
    expect(run('Indian Super League', 'soccer', [dup, side(2, 11, 5)])).toEqual(['lineup.numbers']);
  });
});
