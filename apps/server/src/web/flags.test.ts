import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { testConfig } from '../testing/fixtures.ts';

const require = createRequire(import.meta.url);
const FLAGS = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

describe('country flags (/static/flags/)', () => {
  let server: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    server = await buildServer(testConfig(), { logger: false });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('sends a flag compressed to a browser that takes it, whole to one that does not, kept 30 days', async () => {
    const original = readFileSync(join(FLAGS, 'es.svg'));
    const gz = await server.app.inject({
      url: '/static/flags/es.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('image/svg+xml');
    expect(gz.headers['cache-control']).toContain('max-age=2592000');
    expect(gz.rawPayload.length).toBeLessThan(original.length / 3);
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await server.app.inject({
      url: '/static/flags/es.svg',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('answers an unknown flag or a path outside the folder with a 404', async () => {
    expect((await server.app.inject({ url: '/static/flags/zz.svg' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/static/flags/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });
});
