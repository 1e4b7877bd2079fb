import { describe, expect, it } from 'vitest';
import { isLiveFlagKept, liveFlagClearAt, TIME_KEEP_MATCH_LIVE_S } from './live-keep.ts';
import { T0 } from './test-support.ts';

describe('live flag keep time', () => {
  it('[RES5] keeps the live flag 180 s by default', () => {
    expect(TIME_KEEP_MATCH_LIVE_S).toBe(180);
    expect(liveFlagClearAt(T0)).toBe(T0 + 180);
    expect(isLiveFlagKept(T0, T0)).toBe(true);
    expect(isLiveFlagKept(T0, T0 + 179)).toBe(true);
    expect(isLiveFlagKept(T0, T0 + 180)).toBe(false);
  });

  it('[RES5] takes the configured keep time', () => {
    expect(liveFlagClearAt(T0, 60)).toBe(T0 + 60);
    expect(isLiveFlagKept(T0, T0 + 61, 60)).toBe(false);
  });
});
