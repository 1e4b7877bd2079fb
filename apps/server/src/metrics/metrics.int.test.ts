/**
 * /metrics as an operator's Prometheus reads it (issue 17 point 4): requests by route and status,
 * feed cache hits and builds, push subscribers and messages, ingest writes by result, the
 * write-behind queue, replication lag, event-loop delay and memory; readable from the machine itself
 * or with METRICS_TOKEN only.
 */
import type { AddressInfo } from 'node:net';
import { PUSH_PROTOCOL_VERSION } from '@nerali/domain';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildServer, type NeraliServer } from '../app.ts';
import { INGEST_PREFIX } from '../ingest/routes.ts';
import { createWorld, NOON_UTC_MS } from '../ingest/testing.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { freshDatabase, type TestDatabase } from '../storage/testing/databases.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';

/** The value of one sample of the text format ('name{labels}'), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let server: NeraliServer | null = null;
  let db: TestDatabase | null = null;
  afterEach(async () => {
    await server?.app.close();
    server = null;
    await db?.cleanup();
    db = null;
  });

  it('counts what the node did, in the text format', async () => {
    db = await freshDatabase('pglite');
    const clock = fakeClock(NOON_UTC_MS);
    const config = testConfig({ storage: 'database', databaseUrl: null, dataDir: db.config.dataDir });
    const s = await buildServer(config, { clock, logger: false });
    server = s;
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    const { key } = await createApiKey(s.stores.apiKeys, { provider: 'acme', label: 'm', nowMs: clock() });
    const send = (method: 'PUT' | 'PATCH', path: string, body: unknown) =>
      s.app.inject({
        method,
        url: `${INGEST_PREFIX}${path}`,
        headers: { authorization: `Bearer ${key}` },
        payload: body as object,
      });
    const eventId = await createWorld({ server: s, key, send: (m, p, b) => send(m as 'PUT', p, b) });
    expect((await send('PATCH', '/events/m1', { seq: 2, homeScore: '1' })).statusCode).toBe(200);
    expect((await send('PATCH', '/events/m1', { seq: 2, homeScore: '1' })).json()).toMatchObject({
      applied: false,
    });
    expect((await send('PATCH', '/events/m1', { seq: 3, homeScore: 'x'.repeat(99) })).statusCode).toBe(400);

    const game = `g_1_${eventId.replace(/^g_/, '')}`;
    for (let i = 0; i < 3; i++) await s.app.inject({ method: 'GET', url: `/x/feed/${game}` });
    await s.app.inject({ method: 'GET', url: '/x/feed/nonsense' });

    const port = (s.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/x/push`);
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    ws.send(JSON.stringify({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['u_1_1', 'sys_1'] }));
    await new Promise<void>((resolve) => ws.once('message', () => resolve()));
    // A goal while someone listens: one message.
    const heard = new Promise<void>((resolve) => ws.once('message', () => resolve()));
    expect((await send('PATCH', '/events/m1', { seq: 4, awayScore: '1' })).statusCode).toBe(200);
    await heard;

    const res = await s.app.inject({ method: 'GET', url: '/metrics' });
    ws.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'nerali_http_requests_total{route="/x/feed/:name",status="200"}')).toBe(3);
    expect(sample(text, 'nerali_http_requests_total{route="/x/feed/:name",status="404"}')).toBe(1);
    expect(sample(text, 'nerali_feed_builds_total{kind="catalogue"}')).toBe(1);
    expect(sample(text, 'nerali_feed_cache_hits_total{kind="catalogue"}')).toBe(2);
    // The world (5 objects) and two goals applied; the replay stale; the 400 refused.
    expect(sample(text, 'nerali_ingest_writes_total{source="provider",result="applied"}')).toBe(7);
    expect(sample(text, 'nerali_ingest_writes_total{source="provider",result="stale"}')).toBe(1);
    expect(sample(text, 'nerali_ingest_writes_total{source="provider",result="refused"}')).toBe(1);
    expect(sample(text, 'nerali_push_subscribers')).toBe(2);
    expect(sample(text, 'nerali_push_messages_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'nerali_storage_queue_depth')).toBe(0);
    expect(sample(text, 'nerali_storage_transactions_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'nerali_replication_lag_seconds')).toBe(0);
    expect(sample(text, 'nerali_events')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('is read from the machine itself, or with METRICS_TOKEN', async () => {
    const s = await buildServer(testConfig(), { logger: false });
    server = s;
    expect((await s.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const outside = await s.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(404);
    await s.app.close();

    const guarded = await buildServer(testConfig({ metricsToken: 's3cret-token' }), { logger: false });
    server = guarded;
    const get = (headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
      guarded.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    expect((await get({ authorization: 'Bearer s3cret-token' })).statusCode).toBe(200);
    expect((await get({ authorization: 'Bearer s3cret-tokex' })).statusCode).toBe(404);
    expect((await get({}, '127.0.0.1')).statusCode).toBe(404);
  });
});
