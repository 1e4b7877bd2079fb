import { EventStage, StatsResultType, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFixture } from '../../testing.ts';
import { boxing, type CombatScript, combatView, mma, resultText } from './combat.ts';
import { type CombatFormat, duel } from './duel-format.ts';

const BOXING: CombatFormat = {
  kind: 'combat',
  discipline: 'boxing',
  rounds: 10,
  roundMin: 3,
  titleRounds: 12,
  titleShare: 0.3,
};
const MMA: CombatFormat = {
  kind: 'combat',
  discipline: 'mma',
  rounds: 3,
  roundMin: 5,
  titleRounds: 5,
  titleShare: 0.2,
};
const scriptOf = (format: CombatFormat, seed: number, ratings: [number, number] = [0.5, 0.5]) =>
  (format.discipline === 'boxing' ? boxing : mma).script(
    makeFixture(duel(format.discipline === 'boxing' ? 16 : 28, format), seed, ratings),
  ) as CombatScript;

describe('boxing and MMA bouts', () => {
  it('end at or before the last scheduled round, by a method the discipline has', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(BOXING, MMA),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, format, r) => {
          const script = scriptOf(format, seed, [r, 1 - r]);
          expect([format.rounds, format.titleRounds]).toContain(script.rounds);
          expect(script.round).toBeGreaterThanOrEqual(1);
          expect(script.round).toBeLessThanOrEqual(script.rounds);
          expect(script.time).toBeLessThanOrEqual(script.roundS);
          const methods =
            format.discipline === 'boxing'
              ? ['KO', 'TKO', 'RTD', 'DQ', 'UD', 'SD', 'MD', 'D']
              : ['KO', 'TKO', 'SUB', 'DQ', 'UD', 'SD', 'MD', 'D'];
          expect(methods).toContain(script.method);
          const decision = ['UD', 'SD', 'MD', 'D'].includes(script.method);
          if (decision) expect([script.round, script.time]).toEqual([script.rounds, script.roundS]);
          const view = combatView(script, script.end);
          expect(view.stage).toBe(EventStage.finished);
          expect(view.homeScore).toBeUndefined();
          expect(view.winner).toBe(
            script.method === 'D' ? Winner.draw : script.winner === 0 ? Winner.home : Winner.away,
          );
          expect(view.results?.[StatsResultType.stopReason]).toBe(resultText(script));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes the result as the record books do', () => {
    const base = { rounds: 12, roundS: 180, winner: 0, end: 0 } as const;
    expect(resultText({ ...base, method: 'TKO', round: 5, time: 151 })).toBe('TKO 5 (12) 2:31');
    expect(resultText({ ...base, method: 'UD', round: 12, time: 180 })).toBe('UD 12 (12)');
    expect(resultText({ ...base, method: 'RTD', round: 7, time: 180 })).toBe('RTD 7 (12)');
  });

  it('shows each round as a stage (rounds 1-5 as the set stages, later ones live), rests as breaks', () => {
    const script = [...Array(200).keys()].map((s) => scriptOf(BOXING, s)).find((s) => s.round >= 8);
    if (!script) throw new Error('no long bout');
    const period = script.roundS + 60;
    expect(combatView(script, 10).stage).toBe(EventStage.firstSet);
    expect(combatView(script, period * 2 + 10).stage).toBe(EventStage.thirdSet);
    expect(combatView(script, period * 6 + 10).stage).toBe(EventStage.live);
    expect(combatView(script, script.roundS + 10).stage).toBe(EventStage.breakTime);
    expect(combatView(script, period * 2 + 10).stageStart).toBe(period * 2);
    expect(combatView(script, 10).winner).toBeUndefined();
  });

  it('waits for the judges after the last bell of a decision', () => {
    const script = [...Array(200).keys()].map((s) => scriptOf(MMA, s)).find((s) => s.method === 'UD');
    if (!script) throw new Error('no decision');
    const bell = script.end - 100;
    expect(combatView(script, bell + 30).stage).toBe(EventStage.pending);
  });
});
