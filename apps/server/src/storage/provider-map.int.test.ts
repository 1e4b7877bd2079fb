import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import type { ProviderRef } from './ports.ts';
import { DatabaseProviderMapStore } from './provider-map.ts';
import { freshDatabase, TARGETS, type TestDatabase, unavailable } from './testing/databases.ts';

const silent = { info() {}, warn() {}, error() {} };

for (const kind of TARGETS) {
  describe.skipIf(unavailable(kind))(`provider id map on ${kind}`, () => {
    let test: TestDatabase;
    let database: Database;
    let map: DatabaseProviderMapStore;
    let refs = 0;
    /** A ref no other test or run has touched. */
    const freshRef = (): ProviderRef => ({ provider: 'acme', kind: 'event', providerId: `m${++refs}` });

    beforeAll(async () => {
      test = await freshDatabase(kind);
      database = await openDatabase(test.config, silent);
      map = new DatabaseProviderMapStore(database.db);
    });
    afterAll(async () => {
      await database?.close();
      await test?.cleanup();
    });

    it('records the first sequence number and only ever a higher one', async () => {
      const ref = freshRef();
      expect(await map.get(ref)).toBeNull();
      expect(await map.advance(ref, 'g_1_x', 5)).toBe(true);
      expect(await map.advance(ref, 'g_1_other', 5)).toBe(false);
      expect(await map.advance(ref, 'g_1_other', 3)).toBe(false);
      expect(await map.get(ref)).toEqual({ ourId: 'g_1_x', lastSeq: 5 });
      expect(await map.advance(ref, 'g_1_other', 2 ** 40)).toBe(true);
      // An object keeps the id it was given first.
      expect(await map.get(ref)).toEqual({ ourId: 'g_1_x', lastSeq: 2 ** 40 });
      expect(await map.get({ ...ref, kind: 'participant' })).toBeNull();
      await expect(map.advance(ref, 'g_1_x', 1.5)).rejects.toThrow(RangeError);
    });

    it('lets exactly one of many concurrent updates with the same sequence number win', async () => {
      const ref = freshRef();
      const wins = await Promise.all(Array.from({ length: 20 }, () => map.advance(ref, 'g_1_x', 7)));
      expect(wins.filter(Boolean)).toHaveLength(1);
    });

    it('under any interleaving of advance() calls, ends at the highest seq and lets each seq win at most once', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 25 }),
          fc.scheduler(),
          async (seqs, s) => {
            const ref = freshRef();
            // The scheduler picks the order in which the calls reach the database; the database runs
            // them concurrently (PostgreSQL: a pool of connections; PGlite: one session, in turn).
            const calls = seqs.map((seq) =>
              s.schedule(Promise.resolve(seq)).then((q) => map.advance(ref, `g_${q}`, q)),
            );
            await s.waitAll();
            const results = await Promise.all(calls);
            const winsBySeq = new Map<number, number>();
            results.forEach((won, i) => {
              const seq = seqs[i] ?? -1;
              if (won) winsBySeq.set(seq, (winsBySeq.get(seq) ?? 0) + 1);
            });
            const max = Math.max(...seqs);
            expect([...winsBySeq.values()].every((n) => n === 1)).toBe(true);
            expect(winsBySeq.get(max)).toBe(1);
            expect((await map.get(ref))?.lastSeq).toBe(max);
          },
        ),
        { numRuns: 40 },
      );
    });
  });
}
