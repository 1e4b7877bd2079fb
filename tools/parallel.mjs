#!/usr/bin/env node
/**
 * Runs shell commands side by side, as many at once as the machine has cores, and fails when any of
 * them fails. Each command's output is printed whole when it ends (never interleaved), with its time.
 *
 * Why: `npm test` checked, typechecked and built one thing after another (eslint 47 s, prettier 32 s,
 * five tsc runs 74 s, the web build 35 s on a two-core machine), each using one core for most of its
 * time; side by side they take about half. Commands are started longest first (the order given).
 *
 *   node tools/parallel.mjs 'eslint .' 'prettier --check .'
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const limit = Math.max(1, Number(process.env.PARALLEL) || availableParallelism());
const started = performance.now();
let next = 0;
let failed = 0;

function run(command) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      const ok = code === 0;
      if (!ok) failed += 1;
      process.stdout.write(`\n== ${command}: ${ok ? 'ok' : `FAILED (${signal ?? code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(out));
      resolve();
    });
  });
}

async function worker() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, worker));
const total = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `\n== ${commands.length - failed} of ${commands.length} passed in ${total} s (${limit} at once)\n`,
);
process.exit(failed === 0 ? 0 : 1);
