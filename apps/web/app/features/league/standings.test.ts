import { sportById, type SportInfo, type StandingRow } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { signedDifference, tableShape, zoneKey, zonesIn } from './standings.ts';

const sport = (id: number) => sportById(id) as SportInfo;
const row = (drawn: number, zone?: string): StandingRow => ({
  participantId: 'p',
  name: 'P',
  rank: 1,
  played: 1,
  won: 1,
  drawn,
  lost: 0,
  scoreFor: 1,
  scoreAgainst: 0,
  points: 3,
  form: ['W'],
  ...(zone ? { zone } : {}),
});

describe('a table’s columns by sport', () => {
  it('football: goals, a drawn column, form', () => {
    expect(tableShape(sport(1), [row(0)])).toEqual({
      kind: 'duel',
      name: 'team',
      draws: true,
      unit: 'goals',
      form: true,
    });
  });
  it('basketball has no draws: no drawn column unless the table has one', () => {
    expect(tableShape(sport(3), [row(0)]).draws).toBe(false);
    expect(tableShape(sport(3), [row(1)]).draws).toBe(true);
  });
  it('cricket counts runs; kabaddi, with ties, shows the drawn column when a tie happened', () => {
    expect(tableShape(sport(13), [row(0)])).toMatchObject({ unit: 'runs', draws: true });
    expect(tableShape(sport(42), [row(1)])).toMatchObject({ unit: 'score', draws: true });
  });
  it('individual sports name players; races a series table of drivers or players', () => {
    expect(tableShape(sport(14), [row(0)]).name).toBe('player');
    expect(tableShape(sport(32), [row(0)])).toMatchObject({ kind: 'series', name: 'driver' });
    expect(tableShape(sport(23), [row(0)])).toMatchObject({ kind: 'series', name: 'player' });
  });
});

describe('zones', () => {
  it('known keys keep their name, others are "other", none is null', () => {
    expect(zoneKey('playoff')).toBe('playoff');
    expect(zoneKey('europa')).toBe('other');
    expect(zoneKey(undefined)).toBeNull();
  });
  it('the legend lists the zones present, in a fixed order', () => {
    expect(zonesIn([row(0, 'relegation'), row(0), row(0, 'promotion'), row(0, 'promotion')])).toEqual([
      'promotion',
      'relegation',
    ]);
  });
  it('differences carry their sign', () => {
    expect([signedDifference(5), signedDifference(-3), signedDifference(0)]).toEqual(['+5', '−3', '0']);
  });
});
