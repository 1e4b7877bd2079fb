/**
 * Loaded into the server process under measurement (`node --import tsx --import ./bench/lib/loop-monitor.ts
 * apps/server/src/main.ts`): watches its event loop from the first moment and, `LOOP_REPORT_MS` after
 * the process started (default 30 s), writes what it saw as JSON to `LOOP_REPORT_FILE`.
 *
 * Two views of one thing: `perf_hooks.monitorEventLoopDelay` (a histogram of timer lateness, 10 ms
 * resolution) and a 10 ms interval of our own that notes every gap over 100 ms with when it ended, so
 * the report can say which part of the start blocked.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopReport {
  /** Milliseconds since the process started that the report covers. */
  windowMs: number;
  /** The histogram's largest delay and 99th percentile (ms). */
  maxDelayMs: number;
  p99DelayMs: number;
  /** Gaps of the 10 ms interval over 100 ms: how many, and the five longest with the time they ended. */
  blocksOver100ms: number;
  longest: { endedAtMs: number; blockedMs: number }[];
}

const file = process.env.LOOP_REPORT_FILE;
const windowMs = Number(process.env.LOOP_REPORT_MS ?? 30_000);

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const blocks: { endedAtMs: number; blockedMs: number }[] = [];
  const TICK = 10;
  let last = performance.now();
  const interval = setInterval(() => {
    const now = performance.now();
    const blockedMs = now - last - TICK;
    if (blockedMs > 100) blocks.push({ endedAtMs: Math.round(now), blockedMs: Math.round(blockedMs) });
    last = now;
  }, TICK);
  interval.unref();
  const report = setTimeout(() => {
    histogram.disable();
    const result: LoopReport = {
      windowMs,
      maxDelayMs: Math.round(histogram.max / 1e6),
      p99DelayMs: Math.round(histogram.percentile(99) / 1e6),
      blocksOver100ms: blocks.length,
      longest: [...blocks].sort((a, b) => b.blockedMs - a.blockedMs).slice(0, 5),
    };
    writeFileSync(file, JSON.stringify(result));
    clearInterval(interval);
  }, windowMs - performance.now());
  report.unref();
}
