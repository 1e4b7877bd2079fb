/**
 * /sw.js as the server makes it (service-worker.ts): the worker's text behind this build's facts, with
 * the headers a service worker needs, on a small fake build (no web build needed).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { registerServiceWorker, type ShellBuild, shellFacts } from './service-worker.ts';

const WORKER = "const SHELL = self.NERALI_SHELL; // the worker's text\n";
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(version = 'abc123', worker: string | null = WORKER): ShellBuild {
  const clientDir = mkdtempSync(join(tmpdir(), 'nerali-sw-'));
  dirs.push(clientDir);
  if (worker !== null) writeFileSync(join(clientDir, 'sw.js'), worker);
  const route = (id: string, extra: object) => ({ id, ...extra });
  const assets = {
    version,
    url: `/assets/manifest-${version}.js`,
    entry: { module: '/assets/entry.client-1.js', imports: ['/assets/frame-1.js'] },
    routes: {
      root: route('root', {
        module: '/assets/root-1.js',
        imports: ['/assets/frame-1.js'],
        css: ['/assets/frame-1.css'],
      }),
      'routes/lang-layout': route('routes/lang-layout', {
        module: '/assets/lang-layout-1.js',
        css: ['/assets/frame-1.css'],
      }),
      'routes/offline': route('routes/offline', {
        module: '/assets/offline-1.js',
        css: ['/assets/install-2.css'],
      }),
      'routes/match': route('routes/match', { module: '/assets/match-1.js', css: ['/assets/match-1.css'] }),
    },
  };
  return { server: { assets } as unknown as ServerBuild, clientDir };
}

describe('the service worker script', () => {
  it('precaches the shell’s code: the route manifest, the entry, the root and layout modules', () => {
    const facts = shellFacts(fakeBuild(), WORKER);
    expect(facts.precache).toEqual([
      '/assets/entry.client-1.js',
      '/assets/frame-1.js',
      '/assets/lang-layout-1.js',
      '/assets/manifest-abc123.js',
      '/assets/root-1.js',
    ]);
    // Another page's module is not the shell; the offline page's module never runs.
    expect(facts.precache).not.toContain('/assets/match-1.js');
    expect(facts.precache).not.toContain('/assets/offline-1.js');
  });

  it('has a new version for a new build and for a changed worker, the same for the same', () => {
    const build = fakeBuild('v1');
    const v1 = shellFacts(build, WORKER).version;
    expect(shellFacts(build, WORKER).version).toBe(v1);
    expect(shellFacts(fakeBuild('v2'), WORKER).version).not.toBe(v1);
    expect(shellFacts(build, `${WORKER}// changed\n`).version).not.toBe(v1);
    expect(v1).toMatch(/^[0-9a-f]{12}$/);
  });

  it('is served at /sw.js with its facts first, no-cache, a scope of the whole site and a policy that lets it fetch', async () => {
    const app = Fastify();
    const build = fakeBuild();
    registerServiceWorker(app, build);
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const [first, ...rest] = res.body.split('\n');
    const facts = shellFacts(build, WORKER);
    expect(first).toBe(`self.NERALI_SHELL = ${JSON.stringify(facts)};`);
    expect(rest.join('\n')).toBe(WORKER);
  });

  it('is not served when the build has no worker', async () => {
    const app = Fastify();
    registerServiceWorker(app, fakeBuild('v1', null));
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    await app.close();
    expect(res.statusCode).toBe(404);
  });
});
