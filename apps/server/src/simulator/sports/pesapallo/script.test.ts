import { EventStage, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { duel } from '../shared/duel-format.ts';
import { pesapallo, type PesapalloScript, pesapalloView } from './script.ts';

const FORMAT = duel(30, { kind: 'pesapallo' });
const scriptOf = (seed: number, ratings: [number, number] = [0.5, 0.5]) =>
  pesapallo.script(makeFixture(FORMAT, seed, ratings)) as PesapalloScript;
const runs = (parts: readonly (number | null)[] | undefined, from: number, to: number) =>
  (parts ?? []).slice(from, to).reduce<number>((sum, n) => sum + (n ?? 0), 0);

function findMatch(test: (script: PesapalloScript) => boolean): PesapalloScript {
  for (let seed = 0; seed < 3000; seed++) {
    const script = scriptOf(seed);
    if (test(script)) return script;
  }
  throw new Error('no such match in 3000 seeds');
}

describe('pesäpallo', () => {
  it('scores periods, not runs: each period goes to the side with more runs in it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), (seed, r) => {
        const script = scriptOf(seed, [r, 1 - r]);
        const view = pesapalloView(script, script.end);
        const [home, away] = [Number(view.homeScore), Number(view.awayScore)];
        expect(home).not.toBe(away);
        expect(view.winner).toBe(home > away ? Winner.home : Winner.away);
        expect(view.homeParts?.length).toBeLessThanOrEqual(11);
        const periodWins: [number, number] = [0, 0];
        for (const [from, to] of [
          [0, 4],
          [4, 8],
          [8, 9],
          [9, 10],
        ] as const) {
          const [h, a] = [runs(view.homeParts, from, to), runs(view.awayParts, from, to)];
          if (h !== a) periodWins[h > a ? 0 : 1]++;
        }
        expect(periodWins).toEqual([home, away]);
        // A super inning only when the periods were shared (1-1 or both level).
        const superPlayed = (view.homeParts?.length ?? 0) > 8;
        const [p1, p2] = [
          runs(view.homeParts, 0, 4) - runs(view.awayParts, 0, 4),
          runs(view.homeParts, 4, 8) - runs(view.awayParts, 4, 8),
        ];
        expect(superPlayed).toBe(Math.sign(p1) + Math.sign(p2) === 0);
      }),
      { numRuns: 200 },
    );
  });

  it('goes to a home-run contest when the super inning is level, and it always has a winner', () => {
    const script = findMatch((s) => s.contest.length > 0);
    const view = pesapalloView(script, script.end);
    expect(view.homeParts?.[9]).not.toBe(view.awayParts?.[9]);
    expect(view.homeParts?.[8]).toBe(view.awayParts?.[8]);
    const during = pesapalloView(script, (script.contest[0]?.t ?? 0) + 1);
    expect(during.stage).toBe(EventStage.extraInning);
  });

  it('shows innings as stages, half time between the periods, and the side at bat', () => {
    const script = scriptOf(4);
    const stages = new Set<number>();
    for (let t = 0; t < script.end; t += 60) {
      const view = pesapalloView(script, t);
      stages.add(view.stage);
      if (view.stage === EventStage.halfTime) expect(view.service).toBeUndefined();
      else expect([1, 2]).toContain(view.service);
    }
    expect(stages).toContain(EventStage.firstInning);
    expect(stages).toContain(EventStage.eighthInning);
    expect(stages).toContain(EventStage.halfTime);
  });

  it('is the same match for the same seed', () => {
    expect(scriptOf(8)).toEqual(scriptOf(8));
    expect(scriptOf(8)).not.toEqual(scriptOf(9));
  });
});
