import { describe, expect, it } from 'vitest';
import { tzOffsetMinutes } from './board.ts';

const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;

describe('tzOffsetMinutes', () => {
  it.each([
    [-330, 330, 'India'],
    [-345, 345, 'Nepal'],
    [300, -300, 'New York in winter'],
    [0, 0, 'UTC'],
    [-321.17, 315, 'a historic local mean time, rounded to 15'],
  ])('getTimezoneOffset %d -> %d (%s)', (offset, expected) => {
    expect(Object.is(tzOffsetMinutes(at(offset)), expected)).toBe(true);
  });
});
