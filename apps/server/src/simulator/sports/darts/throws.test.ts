/**
 * The visits of generated darts matches against the rules of the game (PDC / WDF playing rules, not
 * this code): a leg starts at 501 and ends on exactly zero with a double (the bull counts as one); a
 * dart scores 0-20, 25, a double or a treble, so a visit of three darts scores 0-180 but never 163,
 * 166, 169, 172, 173, 175, 176, 178 or 179; a checkout is at most 170 and never 169, 168, 166, 165,
 * 163, 162 or 159; a leg takes nine darts at least; a set is the first to three legs.
 */
import { IncidentKind } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { type DartsFormat, duel } from '../shared/duel-format.ts';
import { dartsPointHistory, dartsStatistics } from './detail.ts';
import { darts, type DartsScript } from './script.ts';
import { dartsThrows } from './throws.ts';

const LEGS: DartsFormat = { kind: 'darts', sets: 0, legs: 6 };
const SETS: DartsFormat = { kind: 'darts', sets: 4, legs: 3 };
/** Written out from the rules, not computed. */
const IMPOSSIBLE_VISITS = [163, 166, 169, 172, 173, 175, 176, 178, 179];
const BOGEY_CHECKOUTS = [159, 162, 163, 165, 166, 168, 169];

function match(format: DartsFormat, seed: number, ratings: [number, number] = [0.5, 0.5]) {
  const fx = makeFixture(duel(14, format), seed, ratings);
  const script = darts.script(fx) as DartsScript;
  return { fx, script, throws: dartsThrows(script, fx) };
}

const anyMatch = fc.record({
  seed: fc.integer(),
  format: fc.constantFrom(LEGS, SETS),
  r: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('darts visits obey the rules', () => {
  it('[DET1] every leg is 501 down to zero for its winner, never for the loser, on a double-out checkout', () => {
    fc.assert(
      fc.property(anyMatch, ({ seed, format, r }) => {
        const { throws } = match(format, seed, [r, 1 - r]);
        for (const leg of throws) {
          const scored = [0, 0];
          for (const v of leg.visits) {
            expect(v.score).toBeGreaterThanOrEqual(0);
            expect(v.score).toBeLessThanOrEqual(180);
            expect(IMPOSSIBLE_VISITS).not.toContain(v.score);
            expect(v.before).toBe(501 - (scored[v.side] ?? 0));
            scored[v.side] = (scored[v.side] ?? 0) + v.score;
            // Nobody is left on 1 (no double makes 1) nor below zero: that would be a bust.
            expect(501 - (scored[v.side] ?? 0)).not.toBe(1);
            expect(501 - (scored[v.side] ?? 0)).toBeGreaterThanOrEqual(0);
          }
          expect(scored[leg.winner]).toBe(501);
          expect(scored[1 - leg.winner]).toBeLessThan(500);
          const last = leg.visits.at(-1);
          expect(last?.side).toBe(leg.winner);
          expect(last?.checkout).toBe(true);
          expect(last?.score).toBe(leg.checkout);
          expect(leg.checkout).toBeGreaterThanOrEqual(2);
          expect(leg.checkout).toBeLessThanOrEqual(170);
          expect(BOGEY_CHECKOUTS).not.toContain(leg.checkout);
          // One dart finishes only a double (2-40 even) or the bull.
          if (last?.darts === 1)
            expect(leg.checkout % 2 === 0 && (leg.checkout <= 40 || leg.checkout === 50)).toBe(true);
          // Two darts make at most treble 20 and the bull.
          if (last?.darts === 2) expect(leg.checkout).toBeLessThanOrEqual(110);
          const winnerDarts = leg.visits
            .filter((v) => v.side === leg.winner)
            .reduce((s, v) => s + v.darts, 0);
          expect(winnerDarts).toBeGreaterThanOrEqual(9);
          for (const v of leg.visits) expect(v.darts).toBe(v.checkout ? v.darts : 3);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('[DET1] the players throw in turn and the legs add up to the score: a set to the first of three legs', () => {
    fc.assert(
      fc.property(anyMatch, ({ seed, format, r }) => {
        const { throws, script } = match(format, seed, [r, 1 - r]);
        expect(throws.length).toBe(script.legs.length);
        const sets = new Map<number, [number, number]>();
        throws.forEach((leg, n) => {
          expect(leg.winner).toBe(script.legs[n]?.winner);
          leg.visits.forEach((v, i) => expect(v.side).toBe(i % 2 === 0 ? leg.thrower : 1 - leg.thrower));
          const won = sets.get(leg.set) ?? [0, 0];
          // No leg is played in a set already decided.
          expect(Math.max(...won)).toBeLessThan(format.sets > 0 ? 3 : format.legs);
          won[leg.winner]++;
          sets.set(leg.set, won);
          expect(leg.leg).toBe(won[0] + won[1]);
        });
        if (format.sets > 0) {
          for (const won of sets.values()) expect(Math.max(...won)).toBe(3);
          const setWins: [number, number] = [0, 0];
          for (const won of sets.values()) setWins[won[0] > won[1] ? 0 : 1]++;
          expect(Math.max(...setWins)).toBe(format.sets);
        } else {
          expect(Math.max(...(sets.get(1) ?? [0, 0]))).toBe(format.legs);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('[DET1] 180s are about one visit in twenty, averages between 60 and 115, most legs in 12 to 21 darts', () => {
    let visits = 0;
    let maxes = 0;
    const legDarts: number[] = [];
    for (let seed = 1; seed <= 60; seed++) {
      for (const leg of match(LEGS, seed).throws) {
        visits += leg.visits.length;
        maxes += leg.visits.filter((v) => v.score === 180).length;
        legDarts.push(leg.visits.filter((v) => v.side === leg.winner).reduce((s, v) => s + v.darts, 0));
      }
      const [home, away] = dartsStatistics('e', match(LEGS, seed).script, Infinity, match(LEGS, seed).fx)
        .periods[0]?.lines.filter((l) => l.key === 'average')
        .flatMap((l) => [Number(l.home), Number(l.away)]) ?? [0, 0];
      for (const avg of [home ?? 0, away ?? 0]) {
        expect(avg).toBeGreaterThan(60);
        expect(avg).toBeLessThan(115);
      }
    }
    expect(maxes / visits).toBeGreaterThan(0.02);
    expect(maxes / visits).toBeLessThan(0.1);
    const typical = legDarts.filter((d) => d >= 12 && d <= 21).length / legDarts.length;
    expect(typical).toBeGreaterThan(0.7);
  });
});

describe('darts history and statistics', () => {
  it('[S2 df_mhn] the history holds every finished leg of every set, with its checkout and visits', () => {
    const { fx, script, throws } = match(SETS, 7);
    const doc = dartsPointHistory('e', script, script.end, fx);
    const legs = doc.sets.flatMap((s) => s.games);
    expect(legs.length).toBe(throws.length);
    expect(doc.sets.map((s) => s.set)).toEqual(doc.sets.map((_, i) => i + 1));
    for (const set of doc.sets) {
      const won: [number, number] = [0, 0];
      for (const g of set.games) won[g.winner === 1 ? 0 : 1]++;
      expect(Math.max(...won)).toBe(3);
    }
    legs.forEach((g, i) => {
      expect(
        g.points
          .map(Number)
          .filter((_, k) => k % 2 === (g.winner === g.server ? 0 : 1))
          .reduce((a, b) => a + b),
      ).toBe(501);
      expect(g.checkout).toBe(Number(g.points.at(-1)));
      expect(g.darts).toBeGreaterThanOrEqual(9);
      expect(g.server).toBe((throws[i]?.thrower ?? 0) + 1);
    });
    // Half way through, only the legs finished by then.
    const half = dartsPointHistory('e', script, script.end / 2, fx).sets.flatMap((s) => s.games);
    expect(half.length).toBeGreaterThan(0);
    expect(half.length).toBeLessThan(legs.length);
  });

  it("[S2 df_stp] the sets' figures add up to the match's, and a match of legs has only the match's", () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0.1, max: 1 }), (seed, share) => {
        const { fx, script } = match(SETS, seed);
        const doc = dartsStatistics('e', script, script.end * share, fx);
        const [whole, ...sets] = doc.periods;
        expect(whole?.period).toBe(0);
        expect(sets.map((p) => p.period)).toEqual(sets.map((_, i) => i + 1));
        for (const key of ['oneEighties', 'tonForty', 'tonPlus', 'darts']) {
          for (const side of ['home', 'away'] as const) {
            const total = Number(whole?.lines.find((l) => l.key === key)?.[side]);
            const sum = sets.reduce((s, p) => s + Number(p.lines.find((l) => l.key === key)?.[side]), 0);
            expect(sum).toBe(total);
          }
        }
        for (const side of ['home', 'away'] as const) {
          const [made, tries] = (whole?.lines.find((l) => l.key === 'checkouts')?.[side] ?? '0/0')
            .split('/')
            .map(Number);
          const parts = sets.map((p) =>
            (p.lines.find((l) => l.key === 'checkouts')?.[side] ?? '0/0').split('/').map(Number),
          );
          expect(parts.reduce((s, p) => s + (p[0] ?? 0), 0)).toBe(made);
          expect(parts.reduce((s, p) => s + (p[1] ?? 0), 0)).toBe(tries);
        }
      }),
      { numRuns: 60 },
    );
    const legs = match(LEGS, 3);
    expect(dartsStatistics('e', legs.script, legs.script.end, legs.fx).periods.map((p) => p.period)).toEqual([
      0,
    ]);
  });

  it("[S2 df_stn] the match's checkouts, 180s and highest checkout agree with the incidents", () => {
    const { fx, script } = match(SETS, 11);
    const incidents = darts.incidents?.(script, fx) ?? [];
    const lines = dartsStatistics('e', script, script.end, fx).periods[0]?.lines ?? [];
    const line = (key: string) => lines.find((l) => l.key === key);
    ([0, 1] as const).forEach((side) => {
      const cell = side === 0 ? 'home' : 'away';
      const mine = incidents.filter((i) => i.side === side);
      const maxes = mine.filter((i) => i.kind === IncidentKind.oneEighty).length;
      const checkouts = mine.filter((i) => i.kind === IncidentKind.checkout);
      const legs = mine.filter((i) => i.kind === IncidentKind.legWon).length;
      expect(Number(line('oneEighties')?.[cell])).toBe(maxes);
      expect(line('checkouts')?.[cell]?.split('/')[0]).toBe(String(legs));
      expect(checkouts.length).toBe(legs);
      const highest = Math.max(0, ...checkouts.map((c) => c.value ?? 0));
      expect(line('highestCheckout')?.[cell]).toBe(highest > 0 ? String(highest) : '-');
    });
  });
});
