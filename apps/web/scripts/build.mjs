/**
 * The web build: React Router's build twice, then the precompressed copies.
 *
 * The first build plans the chunks (NERALI_CHUNKS=plan writes which chunk rollup gave each module),
 * the second uses the plan to put the shared code of the board's first screen in one chunk
 * (vite.config.ts, `chunkPlan`). Each build takes a few seconds.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

run([cli, 'build'], { NERALI_CHUNKS: 'plan' });
run([cli, 'build'], { NERALI_CHUNKS: 'use' });
run([join(here, 'precompress.mjs')]);
