import { Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { boutProblems, parseBout } from './combat.ts';

const bout = (text: string) => {
  const b = parseBout(text);
  if (!b) throw new Error(`unreadable ${text}`);
  return b;
};

describe('combat results (ABC Unified Rules)', () => {
  it('reads method, round, scheduled rounds and time', () => {
    expect(parseBout('KO 2 (10) 1:57')).toEqual({ method: 'KO', round: 2, scheduled: 10, timeS: 117 });
    expect(parseBout('UD 3 (3)')).toEqual({ method: 'UD', round: 3, scheduled: 3, timeS: null });
    expect(parseBout('a knockout')).toBeNull();
  });
  it('a decision comes after the last scheduled round', () => {
    expect(boutProblems(bout('UD 3 (3)'), 'mma', false, Winner.home)).toEqual([]);
    expect(boutProblems(bout('UD 2 (3)'), 'mma', false, Winner.home)).toHaveLength(1);
  });
  it('a round lasts 5 minutes in MMA, 3 in men’s boxing, 2 in women’s', () => {
    expect(boutProblems(bout('KO 2 (10) 3:10'), 'boxing', false, Winner.home)).toHaveLength(1);
    expect(boutProblems(bout('KO 2 (3) 3:10'), 'mma', false, Winner.home)).toEqual([]);
    expect(boutProblems(bout('TKO 4 (10) 2:30'), 'boxing', true, Winner.away)).toHaveLength(1);
  });
  it('a bout ends within its scheduled rounds, which are 3 or 5 in MMA', () => {
    expect(boutProblems(bout('KO 13 (12) 1:00'), 'boxing', false, Winner.home)).toHaveLength(1);
    expect(boutProblems(bout('UD 4 (4)'), 'mma', false, Winner.home)).toHaveLength(1);
  });
  it('a draw has no winner', () => {
    expect(boutProblems(bout('D 8 (8)'), 'boxing', false, Winner.draw)).toEqual([]);
    expect(boutProblems(bout('D 8 (8)'), 'boxing', false, Winner.home)).toHaveLength(1);
  });
});
