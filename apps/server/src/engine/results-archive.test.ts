import { StageType } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { soccerEvent } from '../testing/fixtures.ts';
import { ResultsArchive } from './results-archive.ts';

const result = (id: string, startTime: number, homeId: string, awayId: string, homeScore = '1') =>
  soccerEvent(id, startTime, { stageType: StageType.finished, homeId, awayId, homeScore, awayScore: '0' });

describe('ResultsArchive', () => {
  it('keeps finished duels only, and replaces a corrected score', () => {
    const archive = new ResultsArchive();
    archive.accept(soccerEvent('a', 100, { stageType: StageType.live }));
    archive.accept(result('b', 200, 'p1', 'p2'));
    archive.accept({ ...result('race', 300, 'p1', ''), awayName: '' });
    archive.accept(result('b', 200, 'p1', 'p2', '3'));
    expect(archive.size).toBe(1);
    expect(archive.of('p1').map((e) => e.homeScore)).toEqual(['3']);
    // Annulled (back to scheduled): it leaves.
    archive.accept(soccerEvent('b', 200, { homeId: 'p1', awayId: 'p2' }));
    expect([archive.size, archive.of('p1'), archive.of('p2')]).toEqual([0, [], []]);
  });

  it('answers newest first and keeps the newest when over its cap', () => {
    const archive = new ResultsArchive({ maxEvents: 3 });
    archive.load([result('1', 100, 'p1', 'p2'), result('2', 300, 'p2', 'p1'), result('3', 200, 'p1', 'p3')]);
    archive.accept(result('4', 400, 'p3', 'p1'));
    archive.accept(result('5', 50, 'p1', 'p2'));
    expect(archive.of('p1').map((e) => e.id)).toEqual(['g_1_4', 'g_1_2', 'g_1_3']);
    expect(archive.between('p1', 'p2').map((e) => e.id)).toEqual(['g_1_2']);
    expect(archive.of('p1', 2).map((e) => e.id)).toEqual(['g_1_4', 'g_1_2']);
  });

  it('indexes the same as a sort of everything accepted, in any order', () => {
    const event = fc.record({
      id: fc.integer({ min: 0, max: 30 }),
      start: fc.integer({ min: 0, max: 1000 }),
      home: fc.constantFrom('p1', 'p2', 'p3'),
      away: fc.constantFrom('p4', 'p5'),
      finished: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (list) => {
        const archive = new ResultsArchive();
        const last = new Map<string, (typeof list)[number]>();
        for (const e of list) {
          const id = String(e.id);
          last.set(id, e);
          archive.accept(
            e.finished
              ? result(id, e.start, e.home, e.away)
              : soccerEvent(id, e.start, { homeId: e.home, awayId: e.away }),
          );
        }
        const expected = [...last.entries()]
          .filter(([, e]) => e.finished && e.home === 'p1')
          .sort(([ia, a], [ib, b]) => b.start - a.start || (`g_1_${ib}` < `g_1_${ia}` ? -1 : 1))
          .map(([id]) => `g_1_${id}`);
        expect(archive.of('p1').map((e) => e.id)).toEqual(expected);
      }),
    );
  });
});
