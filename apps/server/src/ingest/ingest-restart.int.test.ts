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

  it("keeps a provider's colours, crest image and player photo, and draws the crest from them after the restart", async () => {
    const first = await start();
    const { key } = await createApiKey(first.stores.apiKeys, {
      provider: 'acme',
      label: 'test',
      nowMs: NOON_UTC_MS,
    });
    const put = async (s: NeraliServer, path: string, body: unknown) => {
      const res = await s.app.inject({
        method: 'PUT',
        url: `${INGEST_PREFIX}${path}`,
        headers: { authorization: `Bearer ${key}` },
        payload: body as object,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string }>().id;
    };
    await put(first, '/countries/in', { seq: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' } });
    const kerala = await put(first, '/participants/kerala', {
      seq: 1,
      sport: 1,
      name: 'Kerala Blasters',
      shortName: 'KBFC',
      country: 'in',
      colours: { primary: '#FDB913', secondary: '#0B3D91' },
    });
    const goa = await put(first, '/participants/goa', {
      seq: 1,
      sport: 1,
      name: 'FC Goa',
      country: 'in',
      image: 'https://img.example.com/goa.png',
    });
    const player = await put(first, '/players/chhetri', {
      seq: 1,
      sport: 1,
      name: 'Sunil Chhetri',
      country: 'in',
      photo: 'https://img.example.com/chhetri.jpg',
    });
    await first.app.close();

    const second = await start();
    expect(second.engine.participants.get(kerala)?.colours).toEqual({
      primary: '#fdb913',
      secondary: '#0b3d91',
    });
    const crest = await second.app.inject({ url: `/img/crest/${kerala}.svg` });
    expect(crest.statusCode).toBe(200);
    expect(crest.body).toContain('fill="#fdb913"');
    const image = await second.app.inject({ url: `/img/crest/${goa}.svg` });
    expect(image.headers.location).toBe('https://img.example.com/goa.png');
    const photo = await second.app.inject({ url: `/img/avatar/${player}.svg` });
    expect(photo.headers.location).toBe('https://img.example.com/chhetri.jpg');
  });
});
