import { encodeFeed } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { decodeSystemFeed, updateIntervalMs } from './system-feed.ts';

describe('system feed', () => {
  it('reads mlp, sst, stu and utime from any row', () => {
    const body = encodeFeed([
      [
        ['mlp', '1.5'],
        ['sst', '0'],
      ],
      [
        ['stu', '5'],
        ['utime', '1795348800'],
        ['new', 'ignored'],
      ],
    ]);
    expect(decodeSystemFeed(body)).toEqual({
      multiplier: 1.5,
      serviceStatus: 0,
      updateIntervalS: 5,
      serverTimeS: 1795348800,
    });
  });

  it.each([
    [{}, 5_000],
    [{ updateIntervalS: 5, multiplier: 2 }, 10_000],
    [{ updateIntervalS: 0.01 }, 1_000],
    [{ updateIntervalS: 100_000 }, 300_000],
  ])('interval of %j is %i ms (spec §9 update 5 s, clamped)', (info, ms) => {
    expect(updateIntervalMs(info)).toBe(ms);
  });
});
