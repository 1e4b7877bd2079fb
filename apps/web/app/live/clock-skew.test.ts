import { describe, expect, it } from 'vitest';
import { createClockSkew, parseHttpDateS } from './clock-skew.ts';

describe('clock skew', () => {
  it('is the median of the samples, so one slow response does not drag it', () => {
    let local = 1_000_000;
    const skew = createClockSkew(() => local);
    expect(skew.known).toBe(false);
    expect(skew.serverNowMs()).toBe(local);
    // The server is 2 minutes ahead; one sample is 30 s late (a cached body).
    skew.sample((local + 120_000) / 1000, local);
    skew.sample((local + 90_000) / 1000, local);
    skew.sample((local + 120_000) / 1000, local);
    expect(skew.known).toBe(true);
    expect(skew.offsetMs).toBe(120_500);
    local += 10_000;
    expect(skew.serverNowMs()).toBe(local + 120_500);
  });

  it('ignores nonsense samples and reads HTTP dates', () => {
    const skew = createClockSkew(() => 0);
    skew.sample(Number.NaN, 0);
    skew.sample(0, 0);
    expect(skew.known).toBe(false);
    expect(parseHttpDateS('Sun, 22 Nov 2026 12:00:00 GMT')).toBe(Date.UTC(2026, 10, 22, 12) / 1000);
    expect(parseHttpDateS(null)).toBeNull();
    expect(parseHttpDateS('yesterday')).toBeNull();
  });
});
