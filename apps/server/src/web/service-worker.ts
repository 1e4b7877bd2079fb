/**
 * /sw.js: the web's service worker (apps/web/public/sw.js, copied into the client build), served with
 * this build's facts written in front of it: `self.NERALI_SHELL = { version, precache }`.
 *
 * - `version` names the worker's cache. It is a hash of the build's manifest version and of the
 *   worker's own text, so any new build or worker is a new script: the browser installs it, and its
 *   activation deletes the old build's caches.
 * - `precache` is the app shell's code the worker stores at install, read from React Router's assets
 *   manifest: the route manifest, the entry module and what it imports, the root's and the layout's
 *   modules (every page starts with them). Hashed /assets/ files only: their content never changes
 *   under a name. The stylesheets and fonts are the worker's own to find, in the offline pages it
 *   stores (a route's `links` are in no manifest: public/sw.js, offlinePageFiles).
 *
 * Headers: `Cache-Control: no-cache` (browsers check a worker at least daily anyway; a proxy must not
 * hold an old one), `Service-Worker-Allowed: /` (its scope is the whole site), and a policy of its own:
 * a worker obeys the policy its script came with, and the server's default for non-HTML answers
 * (`default-src 'none'`, accounts/security.ts) would forbid the worker's own fetches.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

export const SERVICE_WORKER_PATH = '/sw.js';
/** The worker's file and its precompressed copies (apps/web/scripts/precompress.mjs): served by us only. */
export const SERVICE_WORKER_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'];
/** The routes whose modules every page starts with. */
const SHELL_MODULE_ROUTES = ['root', 'routes/lang-layout'];
const SERVICE_WORKER_POLICY = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** What of the web build this reads (ssr.ts's WebBuild, declared here so the two do not import each other). */
export interface ShellBuild {
  server: Pick<ServerBuild, 'assets'>;
  clientDir: string;
}

export interface ShellFacts {
  version: string;
  precache: string[];
}

/** The shell's modules, from the build's assets manifest. */
export function shellFacts(build: ShellBuild, workerSource: string): ShellFacts {
  const { assets } = build.server;
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const id of SHELL_MODULE_ROUTES) {
    const route = assets.routes[id];
    if (!route) continue;
    if (route.module) files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const version = createHash('sha256')
    .update(assets.version)
    .update('\0')
    .update(workerSource)
    .digest('hex')
    .slice(0, 12);
  return { version, precache: [...files].filter((file) => file.startsWith('/assets/')).sort() };
}

/** The script as served: the facts, then the worker's own text. */
export function serviceWorkerScript(facts: ShellFacts, workerSource: string): string {
  // `<` escaped: nothing in a file name can end a script block if this is ever inlined.
  const json = JSON.stringify(facts).replaceAll('<', '\\u003c');
  return `self.NERALI_SHELL = ${json};\n${workerSource}`;
}

/**
 * Registers GET /sw.js when the build has a worker. The script is made once: the build does not
 * change while the server runs.
 */
export function registerServiceWorker(app: FastifyInstance, build: ShellBuild): void {
  const sourcePath = join(build.clientDir, 'sw.js');
  if (!existsSync(sourcePath)) return;
  const source = readFileSync(sourcePath, 'utf8');
  const script = serviceWorkerScript(shellFacts(build, source), source);
  app.get(SERVICE_WORKER_PATH, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .header('content-security-policy', SERVICE_WORKER_POLICY)
      .send(script),
  );
}
