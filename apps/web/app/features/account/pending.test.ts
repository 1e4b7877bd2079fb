import { describe, expect, it } from 'vitest';
import { pendingItems } from './pending.ts';

describe('what a signed-in answer asks for (spec 2 §4)', () => {
  it('nothing pending: terms confirmed, no question', () => {
    expect(pendingItems([])).toEqual({ terms: [], touConfirmed: true, ppConfirmed: true, marketing: null });
  });

  it('XE8 makes the pending type unconfirmed, with its details', () => {
    const pp = { type: 'pp' as const, version: '2026-12-01', projectId: 1 };
    expect(pendingItems([{ err: 'XE8', details: [pp] }])).toMatchObject({
      terms: [pp],
      touConfirmed: true,
      ppConfirmed: false,
    });
  });

  it.each([
    [1003, 'EXTENDED_INITIAL'],
    [1004, 'EXTENDED_PERIODIC'],
    [1005, 'BASIC_INITIAL'],
    [1006, 'BASIC_PERIODIC'],
  ])('XE12 detail code %i asks the %s variant', (code, variant) => {
    expect(
      pendingItems([{ err: 'XE12', details: [{ code, marketing: false, thirdParties: true }] }]).marketing,
    ).toEqual({
      variant,
      marketing: false,
      thirdParties: true,
    });
  });

  it('an unknown detail code asks nothing (NONE)', () => {
    expect(
      pendingItems([{ err: 'XE12', details: [{ code: 42, marketing: false, thirdParties: false }] }])
        .marketing,
    ).toBeNull();
  });
});
