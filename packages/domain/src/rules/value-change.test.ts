import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValueChange, scoreWentDown } from './value-change.ts';

describe('value change', () => {
  it.each([
    ['1', '2', true],
    ['2', '2', false],
    ['0', '1', true],
    ['1', '0', true],
    ['', '1', true],
    [undefined, '1', true],
    [null, '2', true],
    ['1', '', true],
    ['1', undefined, true],
  ] as const)('[VAL1] %j -> %j is a change: %s', (before, after, expected) => {
    expect(isValueChange(before, after)).toBe(expected);
  });

  it.each([
    ['', '0'],
    [undefined, '0'],
    [null, '0'],
  ] as const)('[VAL1] a new 0 against an empty old value (%j) is no change', (before, after) => {
    expect(isValueChange(before, after)).toBe(false);
  });

  it.each([
    [undefined, ''],
    [null, undefined],
    ['', null],
  ] as const)('[VAL2] absent and empty are the same value (%j, %j)', (before, after) => {
    expect(isValueChange(before, after)).toBe(false);
  });

  it('[VAL1] a value never changes into itself', () => {
    fc.assert(fc.property(fc.option(fc.string()), (v) => !isValueChange(v, v)));
  });

  it('[VAL1] two different non-empty values always change', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a !== b);
        return isValueChange(a, b);
      }),
    );
  });
});

describe('scoreWentDown: a correction', () => {
  it('is a main score that went down, cricket by its last innings’ runs; a vanished score is none', () => {
    expect(scoreWentDown('2', '1')).toBe(true);
    expect(scoreWentDown('1', '2')).toBe(false);
    expect(scoreWentDown('186/4', '182/4')).toBe(true);
    expect(scoreWentDown('202 & 45/1', '202 & 46/1')).toBe(false);
    expect(scoreWentDown('1', undefined)).toBe(false);
    expect(scoreWentDown(undefined, '0')).toBe(false);
    expect(scoreWentDown('1', '')).toBe(false);
  });
});
