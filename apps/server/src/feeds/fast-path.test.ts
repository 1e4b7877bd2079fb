/**
 * The feed fast path (fast-path.ts, ../fast-path.ts) answers exactly as the Fastify route and its hooks
 * do: the same status, headers and bytes, request by request. Each request goes once over HTTP (where
 * the fast path sits, ahead of Fastify's routing) and once through `app.inject` (Fastify's own path,
 * which never passes the server's 'request' listener), on the same server and data.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../app.ts';
import { fakeClock, soccerEvent, worldServer } from '../testing/fixtures.ts';

// 2026-11-22 12:00:00 UTC = 17:30 in India.
const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const FULL = '/x/feed/f_1_0_330_ta_1';
const UPDATE = '/x/feed/u_1_1';
/** Headers of the connection, not of the answer (inject has none of them). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

describe('feed fast path: the same answers as the Fastify route', () => {
  const clock = fakeClock(NOON_UTC_MS);
  let server: NeraliServer;
  let port = 0;
  const geoEnv = process.env.TRUST_PROXY_GEO;

  beforeAll(async () => {
    // The 451 case: a visitor in India, told by a trusted CDN header (read when the server is built).
    process.env.TRUST_PROXY_GEO = 'cloudflare';
    server = await worldServer(clock);
    const startS = Math.floor(NOON_UTC_MS / 1000) + 3600;
    // Enough matches for a body worth compressing (encoded.ts compresses from 256 bytes).
    server.engine.putEvents(
      Array.from({ length: 20 }, (_, i) => soccerEvent(`fast${String(i).padStart(4, '0')}`, startS + i * 60)),
    );
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    if (geoEnv === undefined) delete process.env.TRUST_PROXY_GEO;
    else process.env.TRUST_PROXY_GEO = geoEnv;
    await server?.app.close();
  });

  const overHttp = (method: string, path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!CONNECTION_HEADERS.has(name) && value !== undefined) out[name] = String(value);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: out,
            body: Buffer.concat(chunks).toString('latin1'),
          });
        });
      });
      req.on('error', reject);
      req.end();
    });

  const throughFastify = async (method: string, path: string, headers: Record<string, string>) => {
    const res = await server.app.inject({ method: method as 'GET', url: path, headers });
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (!CONNECTION_HEADERS.has(name) && value !== undefined) out[name] = String(value);
    }
    return { status: res.statusCode, headers: out, body: res.rawPayload.toString('latin1') };
  };

  /** Asks both paths; returns the answer and how many answers the fast path gave for it (0 or 1). */
  const both = async (method: string, path: string, asked: Record<string, string> = {}) => {
    // One request id for both: error answers repeat it (else Fastify makes a random one for each).
    const headers = { 'x-request-id': 'fast-path-test', ...asked };
    const tally = server.fastAnswers.feeds;
    if (!tally) throw new Error('the fast path is off');
    const before = tally.ok + tally.notModified;
    const fast = await overHttp(method, path, headers);
    const fastAnswered = tally.ok + tally.notModified - before;
    const fastify = await throughFastify(method, path, headers);
    expect(fast, `${method} ${path} ${JSON.stringify(headers)}`).toEqual(fastify);
    return { answer: fast, fastAnswered };
  };

  const signature = () => server.feeds.signature(1);

  it('full feed: each encoding, HEAD, If-None-Match (current and old)', async () => {
    for (const encoding of ['br', 'gzip', 'br, gzip', 'deflate', 'gzip;q=0, br;q=0', '']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const { answer, fastAnswered } = await both('GET', FULL, headers);
      expect(answer.status).toBe(200);
      expect(fastAnswered).toBe(1);
    }
    const { answer: br } = await both('GET', FULL, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const etag = br.headers.etag ?? '';
    const head = await both('HEAD', FULL, { 'accept-encoding': 'gzip' });
    expect([head.answer.status, head.answer.body, head.fastAnswered]).toEqual([200, '', 1]);
    const notModified = await both('GET', FULL, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect([notModified.answer.status, notModified.fastAnswered]).toEqual([304, 1]);

    // A change: a new body and ETag at once; the old ETag gets the new body.
    server.engine.putEvents([soccerEvent('fast9999', Math.floor(NOON_UTC_MS / 1000) + 7200)]);
    const changed = await both('GET', FULL, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.answer.status).toBe(200);
    expect(changed.answer.headers.etag).not.toBe(etag);
    expect(changed.fastAnswered).toBe(1);
  });

  it('full feed: a new local day is a new body', async () => {
    const before = (await both('GET', FULL)).answer.headers.etag;
    clock.advance(24 * 3600 * 1000);
    const after = await both('GET', FULL);
    expect(after.answer.headers.etag).not.toBe(before);
    clock.advance(-24 * 3600 * 1000);
  });

  it('update feed: 304 for the current signature (either header), 200 otherwise', async () => {
    const current = await both('GET', UPDATE, { 'x-fsign': signature(), 'accept-encoding': 'br' });
    expect([current.answer.status, current.fastAnswered]).toEqual([304, 1]);
    const spec1 = await both('GET', UPDATE, { 'x-signature': signature() });
    expect([spec1.answer.status, spec1.fastAnswered]).toEqual([304, 1]);
    const old = signature();
    server.engine.putEvents([soccerEvent('fast0001', Math.floor(NOON_UTC_MS / 1000) + 1800)]);
    const changed = await both('GET', UPDATE, { 'x-fsign': old, 'accept-encoding': 'gzip' });
    expect([changed.answer.status, changed.fastAnswered]).toEqual([200, 1]);
    expect(changed.answer.headers.etag).toBe(`"${signature()}"`);
    const again = await both('GET', UPDATE, {
      'x-fsign': old,
      'if-none-match': changed.answer.headers.etag ?? '',
    });
    expect(again.answer.status).toBe(304);
    expect((await both('GET', UPDATE)).answer.status).toBe(200);
    expect((await both('HEAD', UPDATE, { 'x-fsign': 'garbage' })).answer.status).toBe(200);
  });

  it('repair and system feeds', async () => {
    for (const path of ['/x/feed/r_1_1', '/x/feed/r_0_1', '/x/feed/sys_1']) {
      const { answer, fastAnswered } = await both('GET', path, { 'accept-encoding': 'br, gzip' });
      expect([answer.status, fastAnswered], path).toEqual([200, 1]);
      const conditional = await both('GET', path, { 'if-none-match': answer.headers.etag ?? '' });
      expect(conditional.answer.status, path).toBe(304);
    }
  });

  it('errors and personal answers are Fastify’s: 404, 451, geo and time headers, a query, POST', async () => {
    const cases: [string, string, Record<string, string>, number][] = [
      ['GET', '/x/feed/nope', {}, 404],
      ['GET', '/x/feed/f_999_0_330_ta_1', {}, 404],
      ['GET', '/x/feed/fo_1_0_330_1', { 'cf-ipcountry': 'IN' }, 451],
      ['GET', '/x/feed/fo_1_0_330_1', { 'cf-ipcountry': 'GB' }, 200],
      ['GET', FULL, { 'x-geoip': '1', 'cf-ipcountry': 'IN' }, 200],
      ['GET', FULL, { 'x-utime': '1' }, 200],
      ['GET', `${FULL}?x=1`, {}, 200],
      ['GET', '/x/feed/f%5F1_0_330_ta_1', {}, 200],
      ['POST', FULL, {}, 404],
    ];
    for (const [method, path, headers, status] of cases) {
      const { answer, fastAnswered } = await both(method, path, headers);
      expect([answer.status, fastAnswered], `${method} ${path}`).toEqual([status, 0]);
    }
  });

  it('counts its answers in /metrics under the feed route', async () => {
    const scrape = async () => (await overHttp('GET', '/metrics', {})).body;
    const count = (text: string, status: number) =>
      Number(
        new RegExp(`nerali_http_requests_total\\{route="/x/feed/:name",status="${status}"\\} (\\d+)`).exec(
          text,
        )?.[1] ?? 0,
      );
    const before = await scrape();
    await overHttp('GET', FULL, {});
    await overHttp('GET', UPDATE, { 'x-fsign': signature() });
    const after = await scrape();
    expect(count(after, 200) - count(before, 200)).toBe(1);
    expect(count(after, 304) - count(before, 304)).toBe(1);
  });
});
