import { CricketGameType, EventStage, StageType, Winner } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stageTypeOf } from '../../event.ts';
import { makeFixture } from '../../testing.ts';
import type { MatchFormat } from '../../types.ts';
import { ballsOf, cricketScript, cricketStateAt, cricketView, oversText } from './script.ts';

const t20 = { sport: 'cricket', gameType: CricketGameType.t20, oversPerInnings: 20, days: 0 } as const;
const odi = { sport: 'cricket', gameType: CricketGameType.odi, oversPerInnings: 50, days: 0 } as const;
const test = { sport: 'cricket', gameType: CricketGameType.test, oversPerInnings: 0, days: 5 } as const;
const fourDay = { ...test, days: 4 } as const;

describe('cricket overs', () => {
  it('writes overs as cricket does and reads them back', () => {
    expect(oversText(0)).toBe('0');
    expect(oversText(111)).toBe('18.3');
    expect(oversText(120)).toBe('20');
    fc.assert(fc.property(fc.nat(3000), (balls) => ballsOf(oversText(balls)) === balls));
  });
});

/** Checks the invariants of a view at every sampled instant of a match. */
function walk(format: MatchFormat & { sport: 'cricket' }, seed: number, stepS: number) {
  const script = cricketScript(makeFixture(format, seed));
  for (let t = 0; t <= script.end + stepS; t += stepS) {
    const view = cricketView(script, t);
    const c = view.cricket;
    if (!c) throw new Error('no cricket data');
    for (const inn of [...c.home, ...c.away]) {
      expect(inn.wickets).toBeLessThanOrEqual(10);
      if (format.oversPerInnings > 0)
        expect(ballsOf(inn.overs)).toBeLessThanOrEqual(format.oversPerInnings * 6);
    }
    const state = cricketStateAt(script, t);
    const now = state.innings[state.innings.length - 1];
    if (c.batting !== 0 && now) {
      expect(c.runRate).toBe(now.legal > 0 ? ((now.runs * 6) / now.legal).toFixed(2) : '0.00');
      expect(c.batting).toBe(now.side + 1);
      const text = (c.batting === 1 ? view.homeScore : view.awayScore) ?? '';
      expect(text).toBe(`${now.runs}/${now.wickets}`);
    }
    if (c.requiredRunRate !== undefined && now && c.target !== undefined) {
      const left = format.oversPerInnings * 6 - now.legal;
      expect(c.requiredRunRate).toBe((((c.target - now.runs) * 6) / left).toFixed(2));
    }
  }
  return script;
}

describe('limited-overs cricket', () => {
  it('never bowls more than the overs of the format, never takes more than 10 wickets', () => {
    for (let seed = 0; seed < 6; seed++) {
      walk(t20, seed, 37);
      walk(odi, seed, 113);
    }
  });

  it('chases a target of the first innings plus one, and the winner follows the runs', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(t20, odi), (seed, format) => {
        const script = cricketScript(makeFixture(format, seed));
        const end = cricketStateAt(script, script.end);
        const [first, second] = end.innings;
        if (!first || !second) throw new Error('two innings expected');
        expect(script.target?.runs).toBe(first.runs + 1);
        expect(second.runs <= first.runs + 6 + 1).toBe(true); // the chase stops at the winning ball
        const view = cricketView(script, script.end);
        const home = first.side === 0 ? first.runs : second.runs;
        const away = first.side === 0 ? second.runs : first.runs;
        expect(view.winner).toBe(home > away ? Winner.home : home < away ? Winner.away : Winner.draw);
        expect(view.stage).toBe(EventStage.finished);
        expect(view.cricket?.batting).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('takes an innings break with nobody batting, then plays the second innings', () => {
    const script = cricketScript(makeFixture(t20, 4));
    const stages = script.phases.map((p) => p.stage);
    expect(stages).toEqual([
      EventStage.firstInning,
      EventStage.breakTime,
      EventStage.secondInning,
      EventStage.finished,
    ]);
    const breakStart = script.phases[1]?.start ?? 0;
    expect(cricketView(script, breakStart + 60).cricket?.batting).toBe(0);
    expect(cricketView(script, breakStart + 60).cricket?.target).toBe(script.target?.runs);
    // An over takes about four minutes.
    const firstInnings = cricketStateAt(script, breakStart).innings[0];
    expect(breakStart / ((firstInnings?.legal ?? 1) / 6)).toBeGreaterThan(230);
    expect(breakStart / ((firstInnings?.legal ?? 1) / 6)).toBeLessThan(300);
  });
});

describe('multi-day cricket', () => {
  it('plays sessions with lunch and tea, stops at stumps (after day N) and ends within its days', () => {
    for (let seed = 0; seed < 8; seed++) {
      const format = seed % 2 === 0 ? test : fourDay;
      const script = walk(format, seed, 301);
      expect(script.end).toBeLessThanOrEqual((format.days - 1) * 86_400 + 25_200 + 600);
      const stages = script.phases.map((p) => p.stage);
      expect(stages).toContain(EventStage.lunch);
      expect(stages).toContain(EventStage.tea);
      const stumps = script.phases.find((p) => p.stage === EventStage.afterDay1);
      if (stumps) {
        expect(stageTypeOf(EventStage.afterDay1)).toBe(StageType.finished);
        const overnight = cricketView(script, stumps.start + 3600);
        expect(overnight.winner).toBeUndefined();
        expect(overnight.cricket?.batting).toBe(0);
      }
      expect(script.innings.length).toBeLessThanOrEqual(4);
    }
  });

  it('ends in a win only when the match was completed, else a draw', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const script = cricketScript(makeFixture(fourDay, seed));
        const end = cricketStateAt(script, script.end);
        const total = (side: 0 | 1) => end.innings.reduce((s, i) => s + (i.side === side ? i.runs : 0), 0);
        const last = end.innings[end.innings.length - 1];
        if (script.winner === Winner.draw) return;
        const winner = script.winner === Winner.home ? 0 : 1;
        expect(total(winner)).toBeGreaterThan(total(winner === 0 ? 1 : 0));
        // Either the loser was bowled out in its last innings or the winner completed the chase.
        const loserOut = end.innings.filter((i) => i.side !== winner).every((i) => i.wickets === 10);
        const chased =
          last?.side === winner && script.target !== undefined && last.runs >= script.target.runs;
        expect(loserOut || chased).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
