/** Each sport's position codes by meaning: never the raw code on a Tamil page. */
import { describe, expect, it } from 'vitest';
import { ta } from '../../i18n/ta.ts';
import { groupByPosition, positionKey } from './positions.ts';

describe('positions', () => {
  it('read a code in its own sport', () => {
    expect(positionKey(1, 'G')).toBe('goalkeeper');
    expect(positionKey(3, 'C')).toBe('centre');
    expect(positionKey(6, 'C')).toBe('catcher');
    expect(positionKey(13, 'WK')).toBe('wicketKeeper');
    expect(ta.teamPosition[positionKey(13, 'BWL')]).toBe('பந்துவீச்சாளர்');
  });

  it('say "player" for a code they do not know, or none', () => {
    expect(positionKey(1, 'XYZ')).toBe('player');
    expect(positionKey(99, 'G')).toBe('player');
    expect(positionKey(1, undefined)).toBe('player');
  });

  it('group a squad in its order, unknown codes last', () => {
    const players = [
      { id: 'a', position: 'G' },
      { id: 'b', position: '??' },
      { id: 'c', position: 'D' },
      { id: 'd', position: 'G' },
    ];
    expect(groupByPosition(1, players).map((g) => [g.key, g.players.map((p) => p.id)])).toEqual([
      ['goalkeeper', ['a', 'd']],
      ['defender', ['c']],
      ['others', ['b']],
    ]);
  });
});
