/**
 * The shipped nginx site (deploy/nginx/nerali.conf), run by Debian's nginx in front of a real server
 * with the web build: pages, feeds (a second identical request is a cache hit, per encoding; 304s;
 * personal requests pass through), push over the WebSocket upgrade, and an ingest write. Skipped, and
 * said so, when nginx is not installed (`.ci/run` installs nginx-light).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSH_PROTOCOL_VERSION } from '@nerali/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildServer, type NeraliServer } from '../app.ts';
import { INGEST_PREFIX } from '../ingest/routes.ts';
import { india, isl, match, NOON_UTC_MS, team } from '../ingest/testing.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';
import { NGINX_BINARY as NGINX, nginxArgs, prepareNginxPrefix, readSite } from './nginx-site.ts';

const WEB_BUILD = fileURLToPath(new URL('../../../web/build', import.meta.url));
const hasWebBuild = existsSync(join(WEB_BUILD, 'server', 'index.js'));
if (!NGINX) console.warn('nginx suite skipped: nginx is not installed (apt-get install nginx-light)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(!NGINX)('the shipped nginx site in front of a node', () => {
  let server: NeraliServer;
  let nginx: ChildProcess;
  let dir = '';
  let origin = '';
  let key = '';
  let eventId = '';

  beforeAll(async () => {
    const clock = fakeClock(NOON_UTC_MS);
    server = await buildServer(testConfig({ webBuildDir: hasWebBuild ? WEB_BUILD : null }), {
      clock,
      logger: false,
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const nodePort = (server.app.server.address() as AddressInfo).port;
    ({ key } = await createApiKey(server.stores.apiKeys, {
      provider: 'acme',
      label: 'nginx',
      nowMs: clock(),
    }));

    dir = mkdtempSync(join(tmpdir(), 'nerali-nginx-'));
    const port = await freePort();
    const site = readSite({
      listen: `127.0.0.1:${port}`,
      nodes: [`127.0.0.1:${nodePort}`],
      cachePath: join(dir, 'cache'),
    });
    expect(site).toContain(`server 127.0.0.1:${nodePort} max_fails=3`);
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(join(dir, 'nginx.conf'), prepareNginxPrefix(dir, [join(dir, 'site.conf')]));
    const args = nginxArgs(dir);
    // The site's syntax, as `nginx -t` checks it; its own words when it refuses.
    try {
      execFileSync(NGINX as string, [...args, '-t'], { stdio: 'pipe' });
    } catch (err) {
      throw new Error(`nginx -t: ${String((err as { stderr?: Buffer }).stderr ?? err)}`);
    }
    nginx = spawn(NGINX as string, args, { stdio: 'ignore' });
    origin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    // The README's small world, written through nginx.
    const put = (path: string, body: unknown) =>
      fetch(`${origin}${INGEST_PREFIX}${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const [path, body] of [
      ['/countries/in', india()],
      ['/competitions/isl-2026', isl()],
      ['/participants/chennaiyin', team('Chennaiyin FC')],
      ['/participants/kerala', team('Kerala Blasters')],
    ] as const) {
      expect((await put(path, body)).status, path).toBe(200);
    }
    const created = await put('/events/m1', match());
    expect(created.status).toBe(200);
    eventId = ((await created.json()) as { id: string }).id;
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    await server?.app.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const feed = (name: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}/x/feed/${name}`, { headers: { 'accept-encoding': 'gzip', ...headers } });

  it('serves a feed once per max-age and encoding: the second identical request is a cache hit', async () => {
    const name = `g_1_${eventId.replace(/^g_/, '')}`;
    const first = await feed(name);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toMatch(/MISS|EXPIRED/);
    const text = await first.text();
    expect(text).toContain(eventId);
    const second = await feed(name);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(text);
    // Another encoding is another copy: brotli is fetched, then hit.
    const br = await feed(name, { 'accept-encoding': 'br' });
    expect(br.headers.get('x-cache-status')).toMatch(/MISS|EXPIRED/);
    expect((await feed(name, { 'accept-encoding': 'br' })).headers.get('x-cache-status')).toBe('HIT');
    // An ETag from the cache answers If-None-Match with 304.
    const etag = second.headers.get('etag');
    expect(etag).toBeTruthy();
    const conditional = await feed(name, { 'if-none-match': etag as string });
    expect(conditional.status).toBe(304);
  });

  it('keeps an update feed answer per signature: a current x-fsign is a 304 from the cache', async () => {
    const sign = server.feeds.signature(1);
    const first = await feed('u_1_1', { 'x-fsign': sign });
    expect(first.status).toBe(304);
    expect(first.headers.get('x-cache-status')).toMatch(/MISS|EXPIRED/);
    const second = await feed('u_1_1', { 'x-fsign': sign });
    expect(second.status).toBe(304);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    // The nodes' no-cache still reaches the browser: only nginx keeps the answer.
    expect(second.headers.get('cache-control')).toBe('no-cache');
    // Another signature, or the same one under the other header name, is another answer.
    const old = await feed('u_1_1', { 'x-fsign': 'stale-sign' });
    expect(old.status).toBe(200);
    expect(old.headers.get('x-cache-status')).toMatch(/MISS|EXPIRED/);
    const other = await feed('u_1_1', { 'x-signature': 'stale-sign' });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-cache-status')).toMatch(/MISS|EXPIRED/);
  });

  it('passes personal feed requests through: X-GeoIP and X-utime are never stored', async () => {
    const asked = await feed('f_1_0_330_ta_1', { 'x-utime': '1' });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('x-cache-status')).toBe('BYPASS');
    expect(Number(asked.headers.get('x-utime'))).toBeGreaterThan(0);
    expect(asked.headers.get('cache-control')).toMatch(/private/);
    const geo = await feed('f_1_0_330_ta_1', { 'x-geoip': '1' });
    expect(geo.headers.get('x-cache-status')).toBe('BYPASS');
  });

  it('a goal sent through nginx reaches a push client connected through nginx', async () => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/x/push`);
    const messages: string[] = [];
    ws.on('message', (data) => messages.push(data.toString()));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['u_1_1'] }));
    for (let i = 0; i < 100 && !messages.some((m) => m.includes('"welcome"')); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const goal = await fetch(`${origin}${INGEST_PREFIX}/events/m1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ seq: 2, homeScore: '1' }),
    });
    expect(await goal.json()).toMatchObject({ applied: true, id: eventId });
    for (let i = 0; i < 100 && !messages.some((m) => m.includes('"t":"m"')); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    ws.close();
    const update = messages.find((m) => m.includes('"t":"m"'));
    expect(update).toContain(eventId.replace(/^g_/, 'g_'));
  });

  it.skipIf(!hasWebBuild)('serves pages uncached, rendered by the node', async () => {
    const page = await fetch(`${origin}/ta/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('x-cache-status')).toBeNull();
    expect(await page.text()).toContain('<html lang="ta"');
  });
});
