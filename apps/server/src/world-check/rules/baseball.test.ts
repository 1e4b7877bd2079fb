import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { baseballProblems, inningsRule, pesapalloProblems } from './baseball.ts';

const nine = (runs: number[]) => runs;

describe('baseball (Official Baseball Rules 7.01)', () => {
  it('a nine-inning game won by the visitors, the home side batting nine times, is valid', () => {
    expect(
      baseballProblems(nine([0, 0, 1, 0, 0, 0, 0, 0, 0]), nine([0, 2, 0, 0, 0, 0, 0, 0, 0]), [1, 2], null),
    ).toEqual([]);
  });
  it('the home side ahead after eight and a half does not bat the ninth', () => {
    expect(
      baseballProblems([0, 3, 0, 0, 0, 0, 0, 0, null], [0, 1, 0, 0, 0, 0, 0, 0, 0], [3, 1], null),
    ).toEqual([]);
    expect(
      baseballProblems([0, 1, 0, 0, 0, 0, 0, 0, null], [0, 3, 0, 0, 0, 0, 0, 0, 0], [1, 3], null),
    ).toHaveLength(1);
  });
  it('a walk-off ends with the winning run: a margin of five in the last half is impossible', () => {
    expect(
      baseballProblems([0, 0, 0, 0, 0, 0, 0, 0, 6], [0, 1, 0, 0, 0, 0, 0, 0, 0], [6, 1], null),
    ).toHaveLength(1);
    expect(baseballProblems([0, 0, 0, 0, 0, 0, 0, 0, 4], [0, 1, 0, 0, 0, 0, 0, 0, 0], [4, 1], null)).toEqual(
      [],
    );
  });
  it('extra innings only after nine level innings', () => {
    expect(
      baseballProblems([1, 0, 0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 0, 1, 0], [2, 1], null),
    ).toEqual([]);
    expect(
      baseballProblems([2, 0, 0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 0, 1, 0], [3, 1], null).length,
    ).toBeGreaterThan(0);
  });
  it('an NPB game ends tied only after twelve innings: 1-1 after nine is not a result', () => {
    const npb = league('NPB', 'baseball', 'jp');
    const tie = ev({
      league: npb,
      homeScore: '1',
      awayScore: '1',
      homeParts: [0, 0, 1, 0, 0, 0, 0, 0, 0],
      awayParts: [1, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(checksOf(inningsRule(worldOf([tie])))).toEqual(['draw.baseball']);
    const twelve = [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(baseballProblems(twelve, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1], 12)).toEqual([]);
  });
  it('the tenth part holds every extra inning: a KBO tie shown with ten parts may be after eleven', () => {
    const kbo = league('KBO League', 'baseball', 'kr');
    const extras = ev({
      league: kbo,
      homeScore: '3',
      awayScore: '3',
      homeParts: [0, 0, 3, 0, 0, 0, 0, 0, 0, 0],
      awayParts: [1, 0, 0, 2, 0, 0, 0, 0, 0, 0],
    });
    expect(inningsRule(worldOf([extras]))).toEqual([]);
    // The same line score in MLB is a tie, which its rules never allow.
    expect(checksOf(inningsRule(worldOf([{ ...extras, league: league('MLB', 'baseball', 'us') }])))).toEqual([
      'draw.baseball',
    ]);
  });
  it('an MLB game never ends tied', () => {
    const level = [0, 0, 1, 0, 0, 0, 0, 0, 0];
    expect(baseballProblems(level, [1, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1], null)).toHaveLength(1);
  });
});

describe('pesäpallo (two periods of four innings)', () => {
  it('periods won make the score: a level first period and a won second give 1-0', () => {
    expect(pesapalloProblems([1, 2, 2, 0, 2, 1, 2, null], [0, 0, 1, 4, 1, 0, 0, 1], [1, 0])).toEqual([]);
  });
  it('a score that is not the periods won, and a level game, are impossible', () => {
    expect(pesapalloProblems([3, 0, 0, 0, 3, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [1, 0])).toHaveLength(1);
    expect(pesapalloProblems([1, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 1, 0, 0, 0], [1, 1])).toEqual([
      'level 1-1: a super inning and a home-run contest decide',
    ]);
  });
});
