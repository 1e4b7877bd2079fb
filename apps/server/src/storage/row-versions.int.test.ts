/**
 * Two nodes commit writes of one object in the reverse order of their versions (a provider sent two
 * versions of one match to two nodes within milliseconds): the database keeps the newer one, as every
 * node's memory does (docs/ARCHITECTURE.md, "Scaling out"; 0005-row-versions.ts). On PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 */
import type { Country, DetailDocument, League, Participant } from '@nerali/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WriteVersion } from '../engine/storage.ts';
import { INDIA, ISL, soccerEvent } from '../testing/fixtures.ts';
import { type Database, openDatabase } from './database.ts';
import { DatabaseStorage } from './database-storage.ts';
import { freshDatabase, TARGETS, type TestDatabase, unavailable } from './testing/databases.ts';

const silent = { info() {}, warn() {}, error() {} };
const T0 = 1_780_000_000;

/** Every kind of row, at a given score: what one write of each object holds. */
function objects(score: number) {
  const country: Country = { ...INDIA, order: score };
  const league: League = { ...ISL, order: score };
  const participant: Participant = {
    id: 'p1',
    sportId: 1,
    name: `Chennaiyin FC ${score}`,
    shortName: 'CFC',
    countryId: INDIA.id,
  };
  const event = soccerEvent('m1', T0, { homeScore: String(score) });
  const document: DetailDocument = {
    kind: 'statistics',
    key: event.id,
    body: {
      eventId: event.id,
      periods: [
        {
          period: 0,
          lines: [{ key: 'shots', name: { ta: 'ஷாட்கள்', en: 'Shots' }, home: String(score), away: '0' }],
        },
      ],
    },
  };
  return { country, league, participant, event, document };
}

for (const kind of TARGETS) {
  describe.skipIf(unavailable(kind))(`row versions on ${kind}`, () => {
    let test: TestDatabase;
    let database: Database;

    beforeAll(async () => {
      test = await freshDatabase(kind);
      database = await openDatabase(test.config, silent);
    });
    afterAll(async () => {
      await database?.close();
      await test?.cleanup();
    });
    beforeEach(async () => {
      await sql`truncate countries, leagues, participants, events, documents`.execute(database.db);
    });

    /** One node's storage: its own write-behind queue over the shared database. */
    const node = () => new DatabaseStorage(database, { logger: silent });

    /** Writes every object at `score` under `version` (none: a write without a version) and commits. */
    async function commit(storage: DatabaseStorage, score: number, version?: WriteVersion) {
      const { country, league, participant, event, document } = objects(score);
      const put = () => {
        storage.saveReference({ countries: [country], leagues: [league], participants: [participant] });
        storage.saveEvents([event]);
        storage.saveDocuments([document]);
      };
      if (version) storage.versioned(version, put);
      else put();
      await storage.flush();
    }

    /** The score each table holds, read back as a restarting node would. */
    async function stored() {
      const state = await node().load();
      const statistics = state?.documents?.[0]?.body as { periods: { lines: { home: string }[] }[] };
      return {
        country: state?.countries[0]?.order,
        league: state?.leagues[0]?.order,
        participant: state?.participants[0]?.name,
        event: state?.events[0]?.homeScore,
        document: statistics.periods[0]?.lines[0]?.home,
      };
    }

    const scoreOf = (score: number) => ({
      country: score,
      league: score,
      participant: `Chennaiyin FC ${score}`,
      event: String(score),
      document: String(score),
    });

    it('keeps the newer version when the older one commits last', async () => {
      await commit(node(), 6, { seq: 6, node: 'web-1' });
      await commit(node(), 5, { seq: 5, node: 'web-2' });
      expect(await stored()).toEqual(scoreOf(6));
      // In order, each write replaces the row.
      await commit(node(), 7, { seq: 7, node: 'web-2' });
      expect(await stored()).toEqual(scoreOf(7));
    });

    it('decides writes of one seq by node id, byte by byte, in either order', async () => {
      // 'web-B' < 'web-a' in bytes (as in JavaScript), but not in an English collation.
      await commit(node(), 2, { seq: 9, node: 'web-a' });
      await commit(node(), 1, { seq: 9, node: 'web-B' });
      expect(await stored()).toEqual(scoreOf(2));
      await sql`truncate countries, leagues, participants, events, documents`.execute(database.db);
      await commit(node(), 1, { seq: 9, node: 'web-B' });
      await commit(node(), 2, { seq: 9, node: 'web-a' });
      expect(await stored()).toEqual(scoreOf(2));
    });

    it('lets the same version write again, and rows or writes without a version replace as before', async () => {
      const one = node();
      await commit(one, 3, { seq: 3, node: 'web-1' });
      await commit(one, 4, { seq: 3, node: 'web-1' });
      expect(await stored()).toEqual(scoreOf(4));
      // A write without a version (tools, tests) replaces any row and leaves it unguarded...
      await commit(node(), 1);
      expect(await stored()).toEqual(scoreOf(1));
      // ...so a versioned write replaces it, whatever its seq.
      await commit(node(), 2, { seq: 1, node: 'web-1' });
      expect(await stored()).toEqual(scoreOf(2));
    });

    it('stores the version with the row', async () => {
      await commit(node(), 6, { seq: 6_000_000_000_123, node: 'web-1' });
      const rows = await database.db.selectFrom('events').select(['version_seq', 'version_node']).execute();
      expect(rows).toEqual([{ version_seq: '6000000000123', version_node: 'web-1' }]);
    });
  });
}
