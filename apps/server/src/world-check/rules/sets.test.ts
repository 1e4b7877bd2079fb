import { EventStage, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { checksOf, ev, league, worldOf } from '../testing/worlds.ts';
import { csMapProblem, raceSetProblem, setsRule, tennisSetProblem, tieBreakProblem } from './sets.ts';

describe('tennis sets (ITF Rules 5-7)', () => {
  it.each([
    [6, 0],
    [6, 4],
    [7, 5],
    [7, 6],
  ])('a set won %i-%i is valid', (w, l) => expect(tennisSetProblem(w, l)).toBeNull());
  it.each([
    [7, 4],
    [6, 5],
    [8, 6],
    [5, 3],
  ])('a set won %i-%i is not', (w, l) => expect(tennisSetProblem(w, l)).not.toBeNull());
  it('a tie-break is won at 7 by two, or later by two; a Grand Slam final set one at 10', () => {
    expect(tieBreakProblem(7, 5, 7)).toBeNull();
    expect(tieBreakProblem(9, 7, 7)).toBeNull();
    expect(tieBreakProblem(7, 6, 7)).not.toBeNull();
    expect(tieBreakProblem(8, 5, 7)).not.toBeNull();
    expect(tieBreakProblem(10, 8, 10)).toBeNull();
    expect(tieBreakProblem(7, 2, 10)).not.toBeNull();
  });
});

describe('rally and map sets', () => {
  it('volleyball (FIVB 6.1.2): 25 by two, the fifth set 15', () => {
    expect(raceSetProblem(25, 23, 25)).toBeNull();
    expect(raceSetProblem(26, 24, 25)).toBeNull();
    expect(raceSetProblem(25, 24, 25)).not.toBeNull();
    expect(raceSetProblem(15, 13, 15)).toBeNull();
    expect(raceSetProblem(25, 20, 15)).not.toBeNull();
  });
  it('badminton (BWF Law 7): 21 by two, the 30th point wins at 29 all', () => {
    expect(raceSetProblem(21, 19, 21, 30)).toBeNull();
    expect(raceSetProblem(30, 29, 21, 30)).toBeNull();
    expect(raceSetProblem(21, 20, 21, 30)).not.toBeNull();
    expect(raceSetProblem(31, 29, 21, 30)).not.toBeNull();
  });
  it('table tennis (ITTF 2.11): 11 by two', () => {
    expect(raceSetProblem(11, 9, 11)).toBeNull();
    expect(raceSetProblem(12, 10, 11)).toBeNull();
    expect(raceSetProblem(11, 10, 11)).not.toBeNull();
  });
  it('Counter-Strike 2 maps: 13 of 24, overtimes won at 4 of 6', () => {
    expect(csMapProblem(13, 11)).toBeNull();
    expect(csMapProblem(16, 14)).toBeNull();
    expect(csMapProblem(19, 15)).toBeNull();
    expect(csMapProblem(13, 12)).not.toBeNull();
    expect(csMapProblem(16, 15)).not.toBeNull();
  });
});

describe('setsRule on matches', () => {
  const atp = league('ATP - Chennai Open', 'tennis');
  const slam = league('ATP - Australian Open', 'tennis', 'au');
  const tennis = (extra: Parameters<typeof ev>[0]) =>
    ev({ league: atp, homeName: 'R. Nair', awayName: 'A. García', ...extra });

  it('a best-of-three match 2-1 with valid sets passes', () => {
    const e = tennis({ homeScore: '2', awayScore: '1', homeParts: [6, 3, 7], awayParts: [4, 6, 5] });
    expect(setsRule(worldOf([e]))).toEqual([]);
  });
  it('a 7-4 set, a score that is not the sets won, and a match finished short fail', () => {
    const e = tennis({ homeScore: '2', awayScore: '0', homeParts: [7, 3], awayParts: [4, 6] });
    expect(checksOf(setsRule(worldOf([e])))).toEqual(['score.tennis-set', 'score.match', 'score.match']);
  });
  it('men play best of five at a Grand Slam: 2-0 is not over', () => {
    const e = tennis({ league: slam, homeScore: '2', awayScore: '0', homeParts: [6, 6], awayParts: [3, 4] });
    expect(checksOf(setsRule(worldOf([e])))).toEqual(['score.match']);
  });
  it('a match still live after a side won two sets of three fails', () => {
    const e = tennis({
      stageType: StageType.live,
      stage: EventStage.thirdSet,
      homeScore: '2',
      awayScore: '0',
      homeParts: [6, 6, 1],
      awayParts: [2, 3, 0],
    });
    expect(checksOf(setsRule(worldOf([e])))).toEqual(['score.match']);
  });
  it('volleyball: a fifth set to 15 passes, a 25-24 set fails', () => {
    const vb = league('Prime Volleyball League', 'volleyball');
    const ok = ev({
      league: vb,
      homeScore: '3',
      awayScore: '2',
      homeParts: [25, 23, 25, 20, 15],
      awayParts: [20, 25, 22, 25, 13],
    });
    const bad = ev({
      league: vb,
      homeScore: '3',
      awayScore: '0',
      homeParts: [25, 25, 25],
      awayParts: [24, 20, 20],
    });
    expect(setsRule(worldOf([ok]))).toEqual([]);
    expect(checksOf(setsRule(worldOf([bad])))).toEqual(['score.sets']);
  });
});
