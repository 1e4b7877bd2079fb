/**
 * Issue 12 point 1, "200 means durable", on PGlite and on PostgreSQL:
 *
 *  - what PostgreSQL cannot store (checked against the database itself) is refused with a 400 that
 *    names the field, in every body, before anything changes;
 *  - a write the database refused is never acknowledged later: its retry is not answered `applied`
 *    until the object is stored (it used to be, because the engine already held it);
 *  - a property over arbitrary Unicode, lone surrogates included, in every text field of every ingest
 *    body: each 4xx changes nothing (engine, feeds, provider map), no 5xx happens on a healthy
 *    database, and after a crash (the database closed under the server, nothing flushed) and a restart,
 *    every write answered 200 is in the database, in the engine and in its feeds.
 */
import { DOCUMENT_KINDS } from '@nerali/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseAccountStore } from '../accounts/database-store.ts';
import { buildServer, type NeraliServer } from '../app.ts';
import { unstorableReason } from '../json-body.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { type Database, openDatabase } from '../storage/database.ts';
import { DatabaseStorage, jsonEqual } from '../storage/database-storage.ts';
import { DatabaseProviderMapStore } from '../storage/provider-map.ts';
import { DatabaseApiKeyStore } from '../storage/api-keys.ts';
import {
  freshDatabase,
  TARGETS,
  type TargetKind,
  type TestDatabase,
  unavailable,
} from '../storage/testing/databases.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';
import { anyText, fuzzRuns } from '../testing/fuzz.ts';
import { editAt, INGEST_TEMPLATES, textPathsOf } from '../testing/probes.ts';
import { DETAIL_ROUTES } from './document-routes.ts';
import { INGEST_PREFIX } from './routes.ts';
import { india, isl, match, NOON_UTC_MS, team } from './testing.ts';

const silent = { info() {}, warn() {}, error() {} };
/** Property runs per database: each is one request, its checks, and its share of the restart. */
const RUNS = 250;

interface Node {
  server: NeraliServer;
  database: Database;
}

type Send = (
  method: 'PUT' | 'PATCH' | 'POST',
  path: string,
  body: unknown,
) => Promise<{ status: number; json: Record<string, unknown> }>;

describe.each(TARGETS)('durability of ingest writes on %s', (kind: TargetKind) => {
  let db: TestDatabase | null = null;
  const nodes: Node[] = [];
  let key = '';

  afterEach(async () => {
    for (const node of nodes.splice(0)) await node.server.app.close().catch(() => {});
    await db?.cleanup();
    db = null;
    key = '';
  });

  /** A server on the test's database, whose Database the test can also query and close. */
  async function start(): Promise<Node> {
    db ??= await freshDatabase(kind);
    const database = await openDatabase(db.config, silent);
    const storage = new DatabaseStorage(database, { logger: silent, maxAttempts: 2, retryDelayMs: () => 5 });
    const stores = {
      apiKeys: new DatabaseApiKeyStore(database.db),
      providerMap: new DatabaseProviderMapStore(database.db),
      accounts: new DatabaseAccountStore(database.db),
    };
    const server = await buildServer(testConfig(), {
      clock: fakeClock(NOON_UTC_MS),
      logger: false,
      storage,
      stores,
    });
    if (!key)
      ({ key } = await createApiKey(stores.apiKeys, { provider: 'acme', label: 'test', nowMs: NOON_UTC_MS }));
    const node = { server, database };
    nodes.push(node);
    return node;
  }

  /** A crash: the database goes away under the server; nothing queued is flushed, no hook runs. */
  async function crash(node: Node): Promise<void> {
    await node.database.close();
    nodes.splice(nodes.indexOf(node), 1);
    // Its timers and sockets go with the test process; closing the app now would flush into nothing.
    void node.server.app.close().catch(() => {});
  }

  const sender =
    (node: Node): Send =>
    async (method, path, body) => {
      const res = await node.server.app.inject({
        method,
        url: `${INGEST_PREFIX}${path}`,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: res.statusCode, json: res.json() as Record<string, unknown> };
    };

  async function world(send: Send): Promise<void> {
    const steps: [string, unknown][] = [
      ['/countries/in', india()],
      ['/competitions/isl-2026', isl()],
      ['/participants/chennaiyin', team('Chennaiyin FC')],
      ['/participants/kerala', team('Kerala Blasters')],
      ['/events/isl-2026-m1', match()],
      ['/players/chhangte', DETAIL_ROUTES.find((r) => r.kind === 'player')?.example],
      ['/bookmakers/acmebet', DETAIL_ROUTES.find((r) => r.kind === 'bookmaker')?.example],
    ];
    for (const [path, body] of steps) {
      const res = await send('PUT', path, body);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
    }
  }

  it.skipIf(unavailable(kind))(
    '[DUR1] a string is refused exactly when PostgreSQL cannot store it unchanged in text and jsonb',
    async () => {
      const { database } = await start();
      await fc.assert(
        fc.asyncProperty(anyText(12), async (text) => {
          const stored = async (type: 'text' | 'jsonb') => {
            const value = type === 'jsonb' ? JSON.stringify({ v: text }) : text;
            try {
              const { rows } = await sql<{ x: unknown }>`select ${value}::${sql.raw(type)} as x`.execute(
                database.db,
              );
              const back = type === 'jsonb' ? (rows[0]?.x as { v: string }).v : rows[0]?.x;
              return back === text;
            } catch {
              return false;
            }
          };
          const storable = (await stored('text')) && (await stored('jsonb'));
          expect(unstorableReason(text) === null, JSON.stringify(text)).toBe(storable);
        }),
        fuzzRuns(300),
      );
    },
  );

  it.skipIf(unavailable(kind))(
    '[DUR2] a lone surrogate or a NUL in a name is a 400 naming the field, and changes nothing',
    async () => {
      const node = await start();
      const send = sender(node);
      await world(send);
      const lost = { seq: 1, sport: 1, name: 'Lost \ud800 FC', shortName: 'LFC', country: 'in' };
      const refused = await send('PUT', '/participants/lost-team', lost);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        code: 'NRL_ERR_INGEST_VALIDATION',
        errors: [{ path: '/name', message: expect.stringMatching(/lone UTF-16 surrogate/) }],
      });
      // Its retry too: the first answer changed nothing that could make the second one "applied".
      expect((await send('PUT', '/participants/lost-team', lost)).status).toBe(400);
      const nul = await send('PUT', '/participants/nul-team', { ...lost, name: 'Nul\u0000 FC' });
      expect(nul.json).toMatchObject({ errors: [{ path: '/name' }] });
      // Keys too, at any depth, and in a batch item.
      const batch = await send('POST', '/batch', {
        items: [{ kind: 'news', id: 'n1', data: { seq: 1, ['\udfffkey']: 1 } }],
      });
      expect(batch.status).toBe(400);
      expect(batch.json).toMatchObject({ errors: [{ path: '/items/0/data/\udfffkey' }] });
      // Nothing of them anywhere: the same seq with a good name is applied.
      expect(node.server.engine.participants.size).toBe(2);
      const good = await send('PUT', '/participants/lost-team', { ...lost, name: 'Found FC' });
      expect(good.json).toMatchObject({ applied: true });
    },
  );

  it.skipIf(unavailable(kind))(
    '[DUR3] a write the database refused is not acknowledged by its retry until it is stored',
    async () => {
      const node = await start();
      const send = sender(node);
      await world(send);
      // A row the database refuses, whatever the reason (the lone surrogate was one): a CHECK.
      const constraint = sql`alter table participants add constraint dur3_refuse check (data->>'name' <> 'Refused FC')`;
      await constraint.execute(node.database.db);
      const body = team('Refused FC');
      expect((await send('PUT', '/participants/refused', body)).status).toBe(503);
      // The retry the 503 asks for: the engine already holds it, but it is not stored.
      const retry = await send('PUT', '/participants/refused', body);
      expect(retry.status, JSON.stringify(retry.json)).toBe(503);
      await sql`alter table participants drop constraint dur3_refuse`.execute(node.database.db);
      expect((await send('PUT', '/participants/refused', body)).json).toMatchObject({ applied: true });
      const rows = await node.database.db
        .selectFrom('participants')
        .select('data')
        .where('id', '=', String(retryId(node, 'Refused FC')))
        .execute();
      expect(rows.map((r) => (r.data as { name: string }).name)).toEqual(['Refused FC']);
      await crash(node);
      const again = await start();
      expect([...again.server.engine.participants.values()].map((p) => p.name)).toContain('Refused FC');
    },
  );

  it.skipIf(unavailable(kind))(
    '[DUR4] arbitrary Unicode in every text field of every body: 4xx changes nothing, 200 survives a crash',
    async () => {
      const first = await start();
      const send = sender(first);
      await world(send);
      let seq = 10;
      const tally = new Map<number, number>();
      const acknowledged: string[] = [];

      await fc.assert(
        fc.asyncProperty(requests(), async (make) => {
          const { method, path, body, label } = make(++seq);
          const before = await stateOf(first);
          const res = await send(method, path, body);
          tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
          // The database is healthy: nothing it can be sent is refused by it.
          expect(res.status, `${label} ${JSON.stringify(res.json)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(differences(await stateOf(first), before), `${label} changed state`).toEqual([]);
          } else if (res.json.applied === true) {
            acknowledged.push(label);
          }
        }),
        fuzzRuns(RUNS),
      );

      const acked = await stateOf(first);
      const feedsBefore = await feedsOf(first.server);
      await crash(first);
      const second = await start();
      expect(differences(await stateOf(second), acked)).toEqual([]);
      expect(await feedsOf(second.server)).toEqual(feedsBefore);
      // Both sides were reached: writes accepted and writes refused by the text rule.
      expect(acknowledged.length).toBeGreaterThan(RUNS / 10);
      expect(tally.get(400) ?? 0).toBeGreaterThan(RUNS / 10);
      console.log(`[DUR4] ${kind}: ${RUNS} writes, statuses ${JSON.stringify(Object.fromEntries(tally))}`);
    },
    180_000,
  );
});

/** Our id of a participant of the test's provider, found by name in the engine. */
function retryId(node: Node, name: string): string | undefined {
  return [...node.server.engine.participants.values()].find((p) => p.name === name)?.id;
}

/**
 * Everything a write can change: the engine's objects (what every feed is built from) and the
 * provider map's seqs. Compared key-order-blind (jsonb reorders keys).
 */
async function stateOf(node: Node) {
  const engine = node.server.engine;
  const documents = DOCUMENT_KINDS.flatMap((kind) =>
    [...engine.documentsOf(kind)].map(([key, body]) => ({ kind, key, body })),
  );
  const seqs = (await node.server.stores.providerMap.list('acme'))
    .map((m) => `${m.kind}|${m.providerId}|${m.ourId}|${m.lastSeq}`)
    .sort();
  // Sorted: a restarted engine holds what it loaded in the database's order.
  const byId = <T extends { id: string | number }>(values: Iterable<T>) =>
    [...values].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    countries: byId(engine.countries.values()),
    leagues: byId(engine.leagues.values()),
    participants: byId(engine.participants.values()),
    events: byId(engine.events.values()),
    documents: documents.sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`)),
    seqs,
  };
}

/** What differs between two states, one line per object (key-order-blind): empty when they agree. */
function differences(now: State, then: State): string[] {
  const lines: string[] = [];
  for (const section of Object.keys(then) as (keyof State)[]) {
    const a = now[section] as unknown[];
    const b = then[section] as unknown[];
    const count = Math.max(a.length, b.length);
    for (let i = 0; i < count; i++) {
      if (!jsonEqual(a[i], b[i]))
        lines.push(`${section}[${i}]: ${JSON.stringify(a[i])} != ${JSON.stringify(b[i])}`);
    }
  }
  return lines;
}

type State = Awaited<ReturnType<typeof stateOf>>;

/**
 * The bodies fans read, through the feed route: the day's football feeds, and each match's, league's
 * and team's own feeds. Rows naming the serving process (A1 signature, A2 server time) are dropped.
 */
async function feedsOf(server: NeraliServer): Promise<Record<string, string>> {
  const engine = server.engine;
  const names = ['f_1_0_330_ta_1', 'f_1_0_330_en_1', 'sys_1'];
  for (const id of engine.events.keys()) {
    const event = id.replace(/^g_/, '');
    names.push(`g_1_${event}`, `dc_1_${event}`, `df_sui_1_${event}`, `df_li_1_${event}`, `df_st_1_${event}`);
    names.push(`df_od_1_${event}`, `d_su_${event}_ta_1`);
  }
  for (const id of engine.leagues.keys()) names.push(`t_${id}_ta_1`, `ts_${id}_ta_1`, `td_${id}_ta_1`);
  for (const id of engine.participants.keys()) names.push(`p_${id}_ta_1`, `pe_${id}_ta`);
  const bodies: Record<string, string> = {};
  for (const name of names) {
    const res = await server.app.inject({ method: 'GET', url: `/x/feed/${name}` });
    bodies[name] = `${res.statusCode} ${res.body
      .split('~')
      .filter((row) => !/^A[12]÷/.test(row))
      .join('~')}`;
  }
  return bodies;
}

type Made = { method: 'PUT' | 'PATCH' | 'POST'; path: string; body: unknown; label: string };

/** One request of any ingest endpoint: its example with text members replaced by arbitrary Unicode. */
function requests(): fc.Arbitrary<(seq: number) => Made> {
  const edits = fc.array(fc.tuple(fc.nat(), anyText(16)), { minLength: 0, maxLength: 3 });
  return fc
    .tuple(fc.constantFrom(...INGEST_TEMPLATES), edits, fc.boolean())
    .map(([t, changes, batched]) => (seq: number) => {
      let body = t.example as unknown;
      const texts = textPathsOf(body);
      const changed: string[] = [];
      for (const [pick, text] of changes) {
        const path = texts[pick % Math.max(texts.length, 1)];
        if (!path) continue;
        body = editAt(body, path, text);
        changed.push(`/${path.join('/')}`);
      }
      body = { ...(body as object), seq };
      const label = `${t.method} ${t.path} ${changed.join(',')}`;
      if (!batched || t.method !== 'PUT') return { method: t.method, path: t.path, body, label };
      return {
        method: 'POST',
        path: '/batch',
        body: { items: [{ kind: t.kind, id: t.id, data: body }] },
        label: `batch ${label}`,
      };
    });
}
