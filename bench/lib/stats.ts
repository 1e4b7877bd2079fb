/**
 * Small helpers shared by the benches: percentiles, number formatting, aligned tables, a watchdog
 * and the one-line summary that bench/run.ts collects.
 */
import { readFileSync } from 'node:fs';

/** The p-th percentile (0..100) of samples by nearest rank; NaN for no samples. */
export function percentile(sorted: readonly number[] | Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function sortedCopy(samples: readonly number[] | Float64Array): Float64Array {
  const out = Float64Array.from(samples);
  out.sort();
  return out;
}

/** Milliseconds with a sensible number of decimals. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value < 1) return `${value.toFixed(3)} ms`;
  if (value < 10) return `${value.toFixed(2)} ms`;
  return `${value.toFixed(1)} ms`;
}

export function int(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return Math.round(value).toLocaleString('en-US');
}

export function bytes(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KiB`;
  return `${(value / 1024 / 1024).toFixed(1)} MiB`;
}

export function pct(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value)} %` : 'n/a';
}

/**
 * Prints rows as an aligned text table; the first row is the header. `align` has one letter per
 * column, l or r; by default the first column is left-aligned and the others right-aligned.
 */
export function table(rows: readonly (readonly string[])[], align = 'l'): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) =>
        (align[i] ?? 'r') === 'l' ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const [head, ...rest] = rows;
  if (!head) return '';
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(head), rule, ...rest.map(line)].join('\n');
}

/** Marker of the machine-readable line each bench prints last; bench/run.ts reads it. */
export const SUMMARY_MARKER = 'BENCH-SUMMARY ';

export interface SummaryRow {
  /** What was measured. */
  what: string;
  /** Our server's figure. */
  ours: string;
  /** The baseline's figure (or '' when there is none). */
  baseline: string;
  /** Which baseline. */
  against: string;
}

export function printSummary(bench: string, rows: SummaryRow[]): void {
  console.log(`${SUMMARY_MARKER}${JSON.stringify({ bench, rows })}`);
}

/**
 * Ends the process if the bench runs past its time budget (every bench stops by itself). `cleanup`
 * runs first (kill children we started).
 */
export function watchdog(limitMs: number, cleanup: () => void = () => {}): () => void {
  const timer = setTimeout(() => {
    console.error(`bench: time limit of ${limitMs / 1000} s reached; stopping`);
    try {
      cleanup();
    } finally {
      process.exit(2);
    }
  }, limitMs);
  timer.unref();
  return () => clearTimeout(timer);
}

export const sleep = (millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis));

/** Only loopback is ever a target. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1') throw new Error(`bench traffic goes to 127.0.0.1 only, not ${host}`);
}

export function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

/**
 * CPU time the whole machine has spent busy so far, ms (all cores, from /proc/stat). Subtracting the
 * bench's own processes from a difference of two readings shows how much other processes (other
 * people's builds and tests on a shared machine) took during a row: a large figure means noise.
 */
export function machineBusyMs(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10;
  } catch {
    return Number.NaN;
  }
}

export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
}
