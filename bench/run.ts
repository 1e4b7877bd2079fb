/**
 * `npm run bench`: runs feeds, proxy, push, page, startup, board and web one after another, each as its own
 * `node --import tsx bench/X.ts` process (so no bench shares an event loop or a heap with another),
 * shows their output, then prints one summary table from the BENCH-SUMMARY line each prints last.
 * A bench that does not finish within its limit is stopped (each one stops itself before: feeds within
 * 290 s, proxy within 280 s, board within 110 s, web within 420 s, the others within 60 s).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { SUMMARY_MARKER, type SummaryRow, table } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = ['feeds', 'proxy', 'push', 'page', 'startup', 'board', 'web'];
const LIMIT_MS: Record<string, number> = { feeds: 320_000, proxy: 310_000, board: 130_000, web: 450_000 };
const DEFAULT_LIMIT_MS = 75_000;

interface Outcome {
  bench: string;
  code: number | string | null;
  seconds: number;
  rows: SummaryRow[];
}

function runOne(bench: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', `bench/${bench}.ts`], {
      cwd: ROOT,
      detached: true, // own process group: a stuck bench is stopped with everything it started
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rows: SummaryRow[] = [];
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (line.startsWith(SUMMARY_MARKER)) {
          try {
            rows.push(...(JSON.parse(line.slice(SUMMARY_MARKER.length)) as { rows: SummaryRow[] }).rows);
          } catch {
            console.log(`(unreadable summary from ${bench})`);
          }
        } else {
          console.log(line);
        }
        newline = buffered.indexOf('\n');
      }
    });
    const limitMs = LIMIT_MS[bench] ?? DEFAULT_LIMIT_MS;
    const timer = setTimeout(() => {
      console.log(`bench ${bench} ran past ${limitMs / 1000} s; stopping it`);
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // already gone
      }
    }, limitMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (buffered) console.log(buffered);
      resolve({ bench, code: code ?? signal, seconds: (performance.now() - t0) / 1000, rows });
    });
  });
}

console.log(`Nerali benches on ${os.cpus().length} cores, node ${process.version}: ${BENCHES.join(', ')}\n`);
const outcomes: Outcome[] = [];
for (const bench of BENCHES) {
  console.log(`\n======== bench/${bench}.ts ========`);
  outcomes.push(await runOne(bench));
}

console.log('\n======== summary ========');
console.log(
  table(
    [
      ['bench', 'figure', 'nerali', 'baseline', 'baseline is'],
      ...outcomes.flatMap((o) =>
        o.rows.length > 0
          ? o.rows.map((r) => [o.bench, r.what, r.ours, r.baseline, r.against])
          : [[o.bench, `no figures (exit ${o.code})`, '', '', '']],
      ),
    ],
    'lllll',
  ),
);
console.log('');
console.log(
  table([
    ['bench', 'exit', 'seconds'],
    ...outcomes.map((o) => [o.bench, String(o.code), o.seconds.toFixed(1)]),
  ]),
);
