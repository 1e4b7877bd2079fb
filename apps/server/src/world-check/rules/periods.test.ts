import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { periodsRule } from './periods.ts';

const run = (...events: Parameters<typeof ev>[0][]) =>
  checksOf(periodsRule(worldOf(events.map((e) => ev(e)))));
const nba = league('NBA', 'basketball', 'us');
const nhl = league('NHL', 'hockey', 'us');
const rugby = league('Premiership Rugby', 'rugby-union', 'gb-eng');

describe('periods', () => {
  it('basketball: the quarters add up to the score', () => {
    expect(
      run({
        league: nba,
        homeScore: '100',
        awayScore: '90',
        homeParts: [25, 25, 25, 25],
        awayParts: [20, 20, 25, 25],
      }),
    ).toEqual([]);
    expect(
      run({
        league: nba,
        homeScore: '101',
        awayScore: '90',
        homeParts: [25, 25, 25, 25],
        awayParts: [20, 20, 25, 25],
      }),
    ).toEqual(['score.periods']);
  });
  it('basketball: overtime only after a level fourth quarter (FIBA Art. 8.7)', () => {
    expect(
      run({
        league: nba,
        homeScore: '105',
        awayScore: '98',
        homeParts: [25, 25, 25, 20, 10],
        awayParts: [25, 25, 25, 20, 3],
      }),
    ).toEqual([]);
    expect(
      run({
        league: nba,
        homeScore: '107',
        awayScore: '98',
        homeParts: [25, 25, 25, 22, 10],
        awayParts: [25, 25, 25, 20, 3],
      }),
    ).toEqual(['score.overtime']);
  });
  it('ice hockey: the shoot-out winner is credited one goal; a shoot-out cannot end level', () => {
    expect(
      run({
        league: nhl,
        homeScore: '3',
        awayScore: '2',
        homeParts: [1, 1, 0, 0, 2],
        awayParts: [0, 1, 1, 0, 1],
      }),
    ).toEqual([]);
    expect(
      run({
        league: nhl,
        homeScore: '2',
        awayScore: '2',
        homeParts: [1, 1, 0, 0, 1],
        awayParts: [0, 1, 1, 0, 1],
      }),
    ).toEqual(['score.overtime']);
  });
  it('rugby union cannot total 1, 2 or 4 points (World Rugby Law 8)', () => {
    expect(
      run({ league: rugby, homeScore: '4', awayScore: '3', homeParts: [4, 0], awayParts: [3, 0] }),
    ).toEqual(['score.points']);
    expect(
      run({ league: rugby, homeScore: '5', awayScore: '3', homeParts: [5, 0], awayParts: [3, 0] }),
    ).toEqual([]);
  });
  it('football: no side has more at half time than at full time', () => {
    expect(run({ homeScore: '1', awayScore: '0', homeParts: [2], awayParts: [0] })).toEqual([
      'score.half-time',
    ]);
    expect(run({ homeScore: '2', awayScore: '0', homeParts: [1], awayParts: [0] })).toEqual([]);
  });
});
