/**
 * Paths that decode to a control character, a slash or a backslash are no page of ours: the language's
 * not-found page, never a 500 (bench/probe.ts found `/%0A` answering 500: React Router built
 * `new URL('/\n/')`, which WHATWG parsing reads as `//`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import { testConfig } from '../testing/fixtures.ts';
import { unroutable } from './ssr.ts';

const WEB_BUILD = fileURLToPath(new URL('../../../web/build', import.meta.url));
const hasWebBuild = existsSync(`${WEB_BUILD}/server/index.js`);

describe('unroutable', () => {
  it('names paths whose segments decode to a control character, a slash or a backslash', () => {
    for (const url of ['/%0A', '/%09/x', '/ta/%0D', '/%5C', '/%2F?x=1', '/en/%7F/', '/%E0%A4']) {
      expect(unroutable(url), url).toBe(true);
    }
    for (const url of [
      '/',
      '/ta/',
      '/en/cricket/?day=-1',
      '/ta/%E0%AE%A4/',
      '/ta/search/?q=%0A',
      '/a%20b/',
    ]) {
      expect(unroutable(url), url).toBe(false);
    }
  });
});

describe.skipIf(!hasWebBuild)('unroutable paths through the web build', () => {
  let server: NeraliServer;
  beforeAll(async () => {
    server = await buildServer(testConfig({ webBuildDir: WEB_BUILD }), { logger: false });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it.each([
    ['/%0A', 'ta'],
    ['/%09', 'ta'],
    ['/%5C?day=1', 'ta'],
    ['/en/%0D/x', 'en'],
  ])('%s is the %s not-found page (404), not a 500', async (url, lang) => {
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<html lang="${lang}"`);
  });
});
