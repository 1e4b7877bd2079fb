/**
 * The page fast path (fast-path.ts) answers a fresh render-cache page exactly as the page route and its
 * hooks do: the same status, headers and bytes. Each page is asked over HTTP (where the fast path sits,
 * ahead of Fastify's routing) and through `app.inject` (Fastify's own path), on the same server, while
 * the cached copy is fresh (one second: a round is asked again when it was not).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import { testConfig } from '../testing/fixtures.ts';

const WEB_BUILD = fileURLToPath(new URL('../../../web/build', import.meta.url));
const hasWebBuild = existsSync(`${WEB_BUILD}/server/index.js`);
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

describe.skipIf(!hasWebBuild)('page fast path: the same answers as the page route', () => {
  let server: NeraliServer;
  let port = 0;
  beforeAll(async () => {
    server = await buildServer(testConfig({ webBuildDir: WEB_BUILD }), { logger: false });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as { port: number }).port;
    // Importing the web build is slow on a loaded machine (ssr.ts `loadWebBuild`).
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
  });

  const clean = (headers: Record<string, unknown>) => {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!CONNECTION_HEADERS.has(name) && value !== undefined) out[name] = String(value);
    }
    return out;
  };
  const overHttp = (method: string, path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: clean(res.headers),
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const throughFastify = async (method: string, path: string, headers: Record<string, string>) => {
    const res = await server.app.inject({ method: method as 'GET', url: path, headers });
    return { status: res.statusCode, headers: clean(res.headers), body: res.rawPayload.toString('latin1') };
  };

  /** Renders (or finds) the page, then asks both paths while it is fresh; up to 5 rounds. */
  const fresh = async (path: string, asked: Record<string, string>) => {
    // One Host for both paths: the page's origin is part of its cache key (and of its links).
    const headers = { host: 'nerali.test', ...asked };
    const tally = server.fastAnswers.pages;
    if (!tally) throw new Error('the page fast path is off');
    for (let round = 0; round < 5; round++) {
      await throughFastify('GET', path, headers);
      const before = tally.ok;
      const fast = await overHttp('GET', path, headers);
      const fastify = await throughFastify('GET', path, headers);
      const bothHits =
        fast.headers['x-render-cache'] === 'hit' && fastify.headers['x-render-cache'] === 'hit';
      if (tally.ok === before + 1 && bothHits) return { fast, fastify };
    }
    throw new Error(`${path}: no fresh copy answered by both paths in 5 rounds`);
  };

  it(
    'answers a fresh /ta/ with the route’s status, headers and bytes, in each encoding',
    { timeout: 30_000 },
    async () => {
      for (const encoding of ['br, gzip', 'gzip', '']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const { fast, fastify } = await fresh('/ta/', headers);
        expect(fast.status).toBe(200);
        expect(fast.headers['content-security-policy']).toMatch(/nonce-/);
        expect(fast, encoding).toEqual(fastify);
      }
    },
  );

  it('keeps variant cookies apart, as the route’s key does', { timeout: 30_000 }, async () => {
    const dark = await fresh('/ta/', { cookie: 'theme=dark; tz=330', 'accept-encoding': 'br' });
    expect(dark.fast).toEqual(dark.fastify);
    const light = await fresh('/ta/', { cookie: 'theme=light', 'accept-encoding': 'br' });
    expect(light.fast).toEqual(light.fastify);
  });

  it(
    'leaves personal requests, other methods and expired copies to Fastify',
    { timeout: 30_000 },
    async () => {
      const tally = server.fastAnswers.pages;
      if (!tally) throw new Error('the page fast path is off');
      await throughFastify('GET', '/ta/', {});
      const before = tally.ok;
      expect((await overHttp('GET', '/ta/', { cookie: 'session=abc' })).status).toBe(200);
      expect((await overHttp('GET', '/ta/', { authorization: 'Bearer x' })).status).toBe(200);
      expect((await overHttp('HEAD', '/ta/', {})).status).toBe(200);
      expect((await overHttp('GET', '/%0A', {})).status).toBe(404);
      expect(tally.ok).toBe(before);
    },
  );
});
