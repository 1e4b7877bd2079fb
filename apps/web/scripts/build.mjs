/**
 * The web build: React Router's build twice, then the precompressed copies.
 *
 * The first build plans the chunks (NERALI_CHUNKS=plan writes which chunk rollup gave each module;
 * not minified, about 10 s), the second uses the plan to put the shared code of the board's first
 * screen in one chunk (vite.config.ts, `chunkPlan`; minified, about 25 s on the 2-core machine).
 *
 * `--if-changed` (what `npm start` runs): nothing is built when build/ was made from the same sources
 * (a hash of every file the build reads, kept in build/.sources), so a start on an installed tree
 * goes straight to the server.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '..');
// The package's exports hide bin.js: find it beside its Vite plugin.
const entry = createRequire(import.meta.url).resolve('@react-router/dev/vite');
const cli = join(
  entry.slice(0, entry.lastIndexOf('/@react-router/dev/') + '/@react-router/dev/'.length),
  'bin.js',
);

function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const root = join(web, '..', '..');
/** What the build reads: the web's sources and configuration, the domain's, and the locked versions. */
const INPUTS = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

function sourcesHash() {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of INPUTS) add(join(root, input));
  // A report build adds files and maps: not the same output.
  hash.update(process.env.NERALI_BUNDLE_REPORT ? 'report' : 'plain');
  return hash.digest('hex');
}

const stampFile = join(web, 'build', '.sources');
const sources = sourcesHash();
if (process.argv.includes('--if-changed')) {
  const built = existsSync(join(web, 'build', 'server', 'index.js')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8') === sources) {
    console.log('web build is current (its sources have not changed): not built again');
    process.exit(0);
  }
}

run([cli, 'build'], { NERALI_CHUNKS: 'plan' });
run([cli, 'build'], { NERALI_CHUNKS: 'use' });
run([join(here, 'precompress.mjs')]);
writeFileSync(stampFile, sources);
