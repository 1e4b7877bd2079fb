/**
 * A node starts however slow its machine: three nodes started together on a loaded VM, two exited with
 * Fastify's "Plugin did not start in time" (AVV_ERR_PLUGIN_EXEC_TIMEOUT, 10 s by default) while the
 * plugin that registers the web routes loaded the web build (scale-out audit, "Also seen").
 *
 * The reproducer is a web build that takes 11 s to load: its server module waits at the top level, as
 * a slow disk and a busy CPU make the real one (about 1 MB of JavaScript) wait. What the build renders
 * does not matter here: only the time it takes to load.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { testConfig } from '../testing/fixtures.ts';

const LOAD_MS = 11_000;

describe('a web build that is slow to load', () => {
  it('delays the start but does not fail it', async () => {
    const buildDir = await mkdtemp(join(tmpdir(), 'nerali-slow-build-'));
    await mkdir(join(buildDir, 'server'));
    await mkdir(join(buildDir, 'client'));
    await writeFile(
      join(buildDir, 'server', 'index.js'),
      `await new Promise((resolve) => setTimeout(resolve, ${LOAD_MS}));\n` +
        'export const routes = {};\nexport const assets = {};\nexport const entry = { module: {} };\n',
    );
    const startedMs = Date.now();
    try {
      const server = await buildServer(testConfig({ webBuildDir: buildDir }), { logger: false });
      try {
        await server.app.ready();
        console.log(`started in ${Date.now() - startedMs} ms with a web build that loads in ${LOAD_MS} ms`);
        expect(Date.now() - startedMs).toBeGreaterThanOrEqual(LOAD_MS);
        expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await server.app.close();
      }
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
  }, 60_000);
});
