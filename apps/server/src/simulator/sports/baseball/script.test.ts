import { EventStage, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { type BaseballScript, baseball, baseballStateAt, baseballView } from './script.ts';
import { duel } from '../shared/duel-format.ts';

const MLB = duel(6, { kind: 'baseball', maxInnings: null, ghostRunner: true });
const NPB = duel(6, { kind: 'baseball', maxInnings: 12, ghostRunner: false });

const scriptOf = (seed: number, format = MLB, ratings: [number, number] = [0.5, 0.5]) =>
  baseball.script(makeFixture(format, seed, ratings)) as BaseballScript;
const total = (parts: readonly (number | null)[] | undefined) =>
  (parts ?? []).reduce<number>((sum, n) => sum + (n ?? 0), 0);
const lastHalf = (script: BaseballScript) => script.halves[script.halves.length - 1];

/** The first seed whose game matches. */
function findGame(test: (script: BaseballScript) => boolean, format = MLB): BaseballScript {
  for (let seed = 0; seed < 2000; seed++) {
    const script = scriptOf(seed, format);
    if (test(script)) return script;
  }
  throw new Error('no such game in 2000 seeds');
}

describe('baseball', () => {
  it('skips the bottom of the ninth when the home side leads, leaving its cell empty', () => {
    const script = findGame((s) => lastHalf(s)?.inning === 9 && lastHalf(s)?.side === 1);
    const view = baseballView(script, script.end);
    expect(Number(view.homeScore)).toBeGreaterThan(Number(view.awayScore));
    expect(view.winner).toBe(Winner.home);
    expect(view.homeParts).toHaveLength(9);
    expect(view.homeParts?.[8]).toBeNull();
    expect(view.awayParts?.[8]).not.toBeNull();
  });

  it('ends a game the moment the home side goes ahead in the ninth or later (walk-off)', () => {
    const script = findGame((s) => {
      const half = lastHalf(s);
      const view = baseballView(s, s.end);
      return half?.side === 0 && half.inning >= 9 && Number(view.homeScore) > Number(view.awayScore);
    });
    const half = lastHalf(script);
    const view = baseballView(script, script.end);
    const lead = Number(view.homeScore) - Number(view.awayScore);
    expect(lead).toBeGreaterThan(0);
    // A walk-off hit scores only the winning run; a home run brings every runner in (at most four).
    expect(lead).toBeLessThanOrEqual(4);
    // ... and the home side was not ahead before that last play.
    expect(lead - (half?.plays[half.plays.length - 1]?.runs ?? 0)).toBeLessThanOrEqual(0);
    expect(script.end).toBe(half?.plays[half.plays.length - 1]?.t);
  });

  it('plays extra innings into one part, and NPB leaves a game level after twelve a tie', () => {
    const extra = findGame((s) => (lastHalf(s)?.inning ?? 0) >= 11);
    const view = baseballView(extra, extra.end);
    expect(view.homeParts).toHaveLength(10);
    expect(view.stage).toBe(EventStage.finished);
    const tie = findGame((s) => {
      const v = baseballView(s, s.end);
      return v.homeScore === v.awayScore;
    }, NPB);
    expect(lastHalf(tie)?.inning).toBe(12);
    expect(baseballView(tie, tie.end).winner).toBe(Winner.draw);
  });

  it('always ends with a legal game: nine innings or more, parts adding up to the runs, the winner ahead', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(MLB, NPB),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, format, r) => {
          const script = scriptOf(seed, format, [r, 1 - r]);
          const view = baseballView(script, script.end);
          const [home, away] = [Number(view.homeScore), Number(view.awayScore)];
          expect(total(view.homeParts)).toBe(home);
          expect(total(view.awayParts)).toBe(away);
          expect(lastHalf(script)?.inning).toBeGreaterThanOrEqual(9);
          expect(view.homeParts?.length).toBeLessThanOrEqual(10);
          if (home === away) {
            expect(format.rules.kind === 'baseball' && format.rules.maxInnings).toBe(12);
            expect(view.winner).toBe(Winner.draw);
          } else {
            expect(view.winner).toBe(home > away ? Winner.home : Winner.away);
          }
          // Both sides bat in every inning but a skipped or cut-short last one.
          for (const half of script.halves.slice(0, -2)) expect(half.end).toBeGreaterThan(half.start);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('shows the inning in play as the stage and the side at bat as the service', () => {
    const script = scriptOf(17);
    let last = 0;
    for (let t = 0; t < script.end; t += 60) {
      const view = baseballView(script, t);
      const { half } = baseballStateAt(script, t);
      expect(view.stage).toBeGreaterThanOrEqual(last);
      last = view.stage;
      expect(view.stage).toBe(
        half.inning > 9 ? EventStage.extraInning : EventStage.firstInning + half.inning - 1,
      );
      expect(view.service).toBe(half.side === 0 ? 1 : 2);
      // The home cell of an inning is empty until the bottom half starts.
      if (half.side === 1 && half.inning <= 9) expect(view.homeParts?.[half.inning - 1]).toBeNull();
    }
  });

  it('is the same game for the same seed', () => {
    expect(scriptOf(3)).toEqual(scriptOf(3));
    expect(scriptOf(3)).not.toEqual(scriptOf(4));
  });
});
