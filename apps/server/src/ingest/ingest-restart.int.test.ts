/**
 * The durable path end to end, on the embedded database: what the ingest API answered 200 to is there
 * after a restart, and the provider's seq still guards it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { freshDatabase, type TestDatabase } from '../storage/testing/databases.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';
import { INGEST_PREFIX } from './routes.ts';
import { createWorld, NOON_UTC_MS } from './testing.ts';

describe('ingest on PGlite across a restart', () => {
  let db: TestDatabase | null = null;
  let server: NeraliServer | null = null;

  afterEach(async () => {
    await server?.app.close();
    server = null;
    await db?.cleanup();
    db = null;
  });

  async function start(): Promise<NeraliServer> {
    db ??= await freshDatabase('pglite');
    const config = testConfig({ storage: 'database', databaseUrl: null, dataDir: db.config.dataDir });
    server = await buildServer(config, { clock: fakeClock(NOON_UTC_MS), logger: false });
    return server;
  }

  it('keeps every acknowledged change, the key and the seqs', async () => {
    const first = await start();
    const { key } = await createApiKey(first.stores.apiKeys, {
      provider: 'acme',
      label: 'test',
      nowMs: NOON_UTC_MS,
    });
    const send = (s: NeraliServer, method: 'PUT' | 'PATCH', path: string, body: unknown) =>
      s.app.inject({
        method,
        url: `${INGEST_PREFIX}${path}`,
        headers: { authorization: `Bearer ${key}` },
        payload: body as object,
      });
    const id = await createWorld({ server: first, key, send: (m, p, b) => send(first, m as 'PUT', p, b) });
    expect((await send(first, 'PATCH', '/events/m1', { seq: 2, homeScore: '1' })).statusCode).toBe(200);
    await first.app.close();

    const second = await start();
    expect(second.engine.events.get(id)).toMatchObject({
      homeScore: '1',
      awayScore: '0',
      homeName: 'Chennaiyin FC',
    });
    const stale = await send(second, 'PATCH', '/events/m1', { seq: 2, homeScore: '5' });
    expect(stale.json()).toMatchObject({ applied: false, reason: 'stale', lastSeq: 2 });
    const goal = await send(second, 'PATCH', '/events/m1', { seq: 3, awayScore: '1' });
    expect(goal.json()).toMatchObject({ applied: true, id });
    expect(second.engine.events.get(id)).toMatchObject({ homeScore: '1', awayScore: '1' });
  });
});
