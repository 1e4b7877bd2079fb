import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courtAfter, kabaddiFigures } from './figures.ts';
import { docArb } from './test-support.ts';
import type { KabaddiRaid, KabaddiRaids } from './model.ts';

describe('kabaddi figures', () => {
  it('[KB2][KB3][KB5][KB7] team total = raid + tackle + all-out + extra points = the score', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const figures = kabaddiFigures(doc);
        const score = (doc as KabaddiRaids & { score: [number, number] }).score;
        for (const [i, t] of figures.teams.entries()) {
          expect(t.total).toBe(t.raidPoints + t.tacklePoints + t.allOutPoints + t.extraPoints);
          expect(t.total).toBe(score[i]);
          expect(t.raidPoints).toBe(t.touchPoints + t.bonusPoints);
          expect(t.raids).toBe(t.successfulRaids + t.emptyRaids + t.unsuccessfulRaids);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('[KB9] players add up to their team: raid points, tackle points, raids; Super 10 and High 5', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        const figures = kabaddiFigures(doc);
        for (const t of figures.teams) {
          const own = figures.players.filter((p) => p.side === t.side);
          const sum = (f: (p: (typeof own)[number]) => number) => own.reduce((a, p) => a + f(p), 0);
          expect(sum((p) => p.raidPoints)).toBe(t.raidPoints);
          expect(sum((p) => p.tacklePoints)).toBe(t.tacklePoints);
          expect(sum((p) => p.raids)).toBe(t.raids);
          expect(sum((p) => p.superTackles)).toBe(t.superTackles);
        }
        for (const p of figures.players) {
          expect(p.super10).toBe(p.raidPoints >= 10);
          expect(p.high5).toBe(p.tacklePoints >= 5);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a fixed match: super raid, super tackle, bonus taken before a tackle, all out, do-or-die', () => {
    const raid = (r: Partial<KabaddiRaid> & Pick<KabaddiRaid, 'seq' | 'side' | 'raider' | 'result'>) =>
      ({
        kind: 'raid',
        half: 1,
        clock: '01:00',
        onCourtBefore: [7, 7],
        touched: [],
        bonus: false,
        points: [0, 0],
        score: [0, 0],
        ...r,
      }) as KabaddiRaid;
    const doc: KabaddiRaids = {
      eventId: 'e',
      entries: [
        raid({ seq: 1, side: 1, raider: 'Pawan', result: 'successful', touched: ['A', 'B'], bonus: true }),
        raid({ seq: 2, side: 2, raider: 'Fazel', result: 'tackled', bonus: true, tackledBy: 'Surjeet' }),
        raid({ seq: 3, side: 1, raider: 'Pawan', result: 'empty' }),
        raid({ seq: 4, side: 1, raider: 'Pawan', result: 'empty' }),
        { seq: 5, half: 1, clock: '05:00', kind: 'timeOut', side: 2 },
        raid({ seq: 6, side: 1, raider: 'Pawan', result: 'doOrDieFailed', doOrDie: true }),
        raid({
          seq: 7,
          side: 2,
          raider: 'Fazel',
          result: 'tackled',
          tackledBy: 'Surjeet',
          superTackle: true,
          onCourtBefore: [3, 1],
          allOut: 2,
        }),
        {
          seq: 8,
          half: 1,
          clock: '09:00',
          kind: 'card',
          side: 2,
          card: 'yellow',
          player: 'Fazel',
          technical: 1,
        },
      ],
    };
    const f = kabaddiFigures(doc);
    const [home, away] = f.teams;
    expect(home).toMatchObject({
      raidPoints: 3,
      superRaids: 1,
      tacklePoints: 3,
      superTackles: 1,
      allOutPoints: 2,
      allOuts: 1,
      extraPoints: 1,
      total: 9,
      doOrDieRaids: 1,
      doOrDieSuccessful: 0,
      emptyRaids: 2,
      unsuccessfulRaids: 1,
    });
    expect(away).toMatchObject({ raidPoints: 1, bonusPoints: 1, extraPoints: 1, total: 2, timeOuts: 1 });
    expect(f.players.find((p) => p.name === 'Surjeet')).toMatchObject({
      tacklePoints: 3,
      tackles: 2,
      side: 1,
    });
    expect(f.players.find((p) => p.name === 'Fazel')?.cards).toEqual(['yellow']);
    // Raid 7: the last away player tackled: all out, seven back; home revive one (capped at 7).
    expect(f.onCourt).toEqual([4, 7]);
    expect(f.emptyRaidsInRow).toEqual([0, 0]);
  });

  it('[KB4] a touch puts a defender out and revives a raider; never more than seven', () => {
    const base = {
      seq: 1,
      half: 1,
      clock: '00:30',
      kind: 'raid' as const,
      points: [0, 0] as [number, number],
    };
    const after = courtAfter({
      ...base,
      side: 1,
      raider: 'P',
      onCourtBefore: [5, 6],
      result: 'successful',
      touched: ['A', 'B', 'C'],
      bonus: true,
      score: [4, 0],
    });
    expect(after).toEqual([7, 3]);
  });
});
