/**
 * Access logs (issue 17 point 4): one JSON line per request that changes something or fails, with its
 * request id; a proxy's X-Request-Id is kept; reads are logged only with ACCESS_LOG=all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accessLogModeFrom } from './access-log.ts';
import { buildServer, type NeraliServer } from './app.ts';
import { testConfig } from './testing/fixtures.ts';

describe('access log', () => {
  let server: NeraliServer | null = null;
  afterEach(async () => {
    await server?.app.close();
    server = null;
  });

  async function logged(mode: 'all' | 'changes' | 'off') {
    const lines: Record<string, unknown>[] = [];
    server = await buildServer(testConfig({ accessLog: mode }), {
      logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } },
    });
    const app = server.app;
    const requests = lines.filter.bind(lines);
    return { app, requests: () => requests((l) => l.msg === 'request') };
  }

  it('logs writes and failures with their request id, not successful reads', async () => {
    const { app, requests } = await logged('changes');
    await app.inject({ method: 'GET', url: '/x/feed/sys_1' });
    const missing = await app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'x-request-id': 'lb-42.a' },
    });
    const write = await app.inject({ method: 'PUT', url: '/api/ingest/v1/countries/in', payload: {} });
    expect(write.statusCode).toBe(401);
    const lines = requests();
    expect(lines.map((l) => [l.method, l.url, l.status])).toEqual([
      ['GET', '/nowhere', 404],
      ['PUT', '/api/ingest/v1/countries/in', 401],
    ]);
    // The proxy's id is kept, in the line and in the error answer; others get one of their own.
    expect(lines[0]).toMatchObject({ reqId: 'lb-42.a', route: null, ip: '127.0.0.1' });
    expect(missing.headers['x-request-id']).toBe('lb-42.a');
    expect(String(lines[1]?.reqId)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(typeof lines[1]?.ms).toBe('number');
  });

  it('a given id that is not a plain token is replaced', async () => {
    const { app, requests } = await logged('changes');
    await app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': 'a b\u00e9' } });
    expect(String(requests()[0]?.reqId)).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('all logs reads too; off logs nothing', async () => {
    const all = await logged('all');
    await all.app.inject({ method: 'GET', url: '/x/feed/sys_1' });
    expect(all.requests().map((l) => l.url)).toEqual(['/x/feed/sys_1']);
    await all.app.close();
    const off = await logged('off');
    await off.app.inject({ method: 'GET', url: '/nowhere' });
    expect(off.requests()).toEqual([]);
  });

  it('reads ACCESS_LOG', () => {
    expect(accessLogModeFrom(undefined)).toBe('changes');
    expect(accessLogModeFrom('all')).toBe('all');
    expect(() => accessLogModeFrom('verbose')).toThrow(/ACCESS_LOG must be/);
  });
});
