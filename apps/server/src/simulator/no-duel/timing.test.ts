import { ParticipantStatus } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gapText, parseTime, timeText, toParText, toUnits, unitsText } from './format.ts';
import { massStandings, netTime, passedAt, type Run, splitsOf, trialStandings } from './timing.ts';

describe('race figures', () => {
  it.each([
    [5462.117, 3, '1:31:02.117'],
    [52.314, 2, '52.31'],
    [105.225, 2, '1:45.23'],
    [15153, 0, '4:12:33'],
    [3600, 1, '1:00:00.0'],
    [0.5, 1, '0.5'],
  ])('writes %f s at %i decimals as %s', (seconds, decimals, text) => {
    expect(timeText(seconds, decimals)).toBe(text);
  });

  it('[spec 2 §5] gives a gap a plus sign, and golf scores to par as E, -n, +n', () => {
    expect(gapText(812, 3)).toBe('+0.812');
    expect(gapText(623, 1)).toBe('+1:02.3');
    expect([toParText(0), toParText(-3), toParText(2)]).toEqual(['E', '-3', '+2']);
  });

  it('reads back what it writes, and a gap is the difference of the times shown (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 40_000, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (leader, behind, decimals) => {
          const scale = 10 ** decimals;
          const [a, b] = [toUnits(leader, decimals), toUnits(leader + behind, decimals)];
          expect(Math.round(parseTime(unitsText(a, decimals)) * scale)).toBe(a);
          expect(Math.round(parseTime(gapText(b - a, decimals)) * scale)).toBe(
            Math.round(parseTime(unitsText(b, decimals)) * scale) -
              Math.round(parseTime(unitsText(a, decimals)) * scale),
          );
        },
      ),
    );
  });
});

/** Runs over a course of `lines` timing lines: sorted crossing times, some out early. */
const runs = (lines: number) =>
  fc
    .array(
      fc.record({
        steps: fc.array(fc.double({ min: 0.5, max: 100, noNaN: true }), {
          minLength: lines,
          maxLength: lines,
        }),
        start: fc.double({ min: 0, max: 50, noNaN: true }),
        outAfter: fc.option(fc.integer({ min: 0, max: lines - 1 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 25 },
    )
    .map((raw) =>
      raw.map(({ steps, start, outAfter }): Run => {
        const splits = [start];
        for (const step of steps) splits.push((splits[splits.length - 1] as number) + step);
        if (outAfter === undefined) return { splits };
        const kept = splits.slice(0, outAfter + 1);
        return {
          splits: kept,
          out: { t: (kept[kept.length - 1] as number) + 0.25, status: ParticipantStatus.didNotFinish },
        };
      }),
    );

describe('live timing', () => {
  it('finds the last line crossed by a time', () => {
    expect(passedAt([0, 10, 20], -1)).toBe(-1);
    expect(passedAt([0, 10, 20], 10)).toBe(1);
    expect(passedAt([0, 10, 20], 99)).toBe(2);
    expect(splitsOf(1100, 200, (d) => d / 10)).toEqual([0, 20, 40, 60, 80, 100, 110]);
  });

  it('mass start: ranks 1..k the entrants on the course, further along first, the leader 0 behind (property)', () => {
    fc.assert(
      fc.property(runs(6), fc.double({ min: -10, max: 800, noNaN: true }), (field, t) => {
        const standings = massStandings(field, t, 2);
        const ranked = standings.filter((s) => s.rank !== undefined);
        expect(ranked.map((s) => s.rank).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
          ranked.map((_, i) => i + 1),
        );
        standings.forEach((s, i) => {
          const run = field[i] as Run;
          const out = run.out !== undefined && t >= run.out.t;
          expect(s.rank !== undefined).toBe(!out && s.passed >= 0);
          if (s.rank === 1) expect(s.gapUnits).toBe(0);
          if (s.rank !== undefined) expect(s.gapUnits ?? -1).toBeGreaterThanOrEqual(0);
        });
        const byRank = [...ranked].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
        for (let k = 1; k < byRank.length; k++) {
          expect(byRank[k - 1]?.passed ?? 0).toBeGreaterThanOrEqual(byRank[k]?.passed ?? 0);
        }
      }),
    );
  });

  it('mass start: one ahead at the last common line but behind the leader now shows no negative gap', () => {
    const field: Run[] = [{ splits: [0, 0.505, 1.005, 1.505, 5.27] }, { splits: [0, 0.5, 5.52, 6.02, 6.52] }];
    const [leader, second] = massStandings(field, 1.005, 2);
    expect(leader?.rank).toBe(1);
    expect(second?.rank).toBe(2);
    expect(second?.gapUnits).toBe(0);
  });

  it('time trial: ranks only finishers, by net time, the gap the difference of net times (property)', () => {
    fc.assert(
      fc.property(runs(4), fc.double({ min: 0, max: 800, noNaN: true }), (field, t) => {
        const standings = trialStandings(field, t, 1);
        const finishers = standings
          .map((s, i) => ({ s, net: toUnits(netTime(field[i] as Run), 1) }))
          .filter(({ s }) => s.rank !== undefined)
          .sort((a, b) => (a.s.rank ?? 0) - (b.s.rank ?? 0));
        standings.forEach((s) => expect(s.rank !== undefined).toBe(s.finished));
        const best = finishers[0]?.net ?? 0;
        finishers.forEach(({ s, net }, k) => {
          expect(s.rank).toBe(k + 1);
          expect(s.gapUnits).toBe(net - best);
          if (k > 0) expect(net).toBeGreaterThanOrEqual(finishers[k - 1]?.net ?? 0);
        });
      }),
    );
  });
});
