/**
 * Counting and printing violations, and the ratchet: a JSON of the counts per sport and check that
 * the npm-test run may meet or lower but never exceed (ratchet.json; docs/world-check.md).
 */
import { sportById } from '@nerali/domain';
import type { Violation } from './model.ts';

/** Counts by sport key, then check id. */
export type Counts = Record<string, Record<string, number>>;

export interface Tally {
  counts: Counts;
  /** Up to `examples` details per sport and check, by subject order (stable between runs). */
  examples: Record<string, Record<string, string[]>>;
  total: number;
}

export function sportLabel(sportId: number): string {
  return sportById(sportId)?.key ?? (sportId === 0 ? 'all' : String(sportId));
}

export function tally(violations: readonly Violation[], examples = 3): Tally {
  const sorted = [...violations].sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));
  const out: Tally = { counts: {}, examples: {}, total: violations.length };
  for (const v of sorted) {
    const sport = sportLabel(v.sportId);
    const counts = (out.counts[sport] ??= {});
    counts[v.check] = (counts[v.check] ?? 0) + 1;
    const list = ((out.examples[sport] ??= {})[v.check] ??= []);
    if (list.length < examples) list.push(v.detail);
  }
  return out;
}

/** Sport x check -> count, with examples under each line; sports and checks in name order. */
export function formatTally(t: Tally, withExamples = true): string {
  const lines: string[] = [];
  for (const sport of Object.keys(t.counts).sort()) {
    const checks = t.counts[sport] ?? {};
    for (const check of Object.keys(checks).sort()) {
      lines.push(`${sport.padEnd(18)} ${check.padEnd(26)} ${String(checks[check]).padStart(6)}`);
      if (withExamples) for (const ex of t.examples[sport]?.[check] ?? []) lines.push(`    e.g. ${ex}`);
    }
  }
  const bySport = Object.entries(t.counts)
    .map(([sport, checks]) => [sport, Object.values(checks).reduce((a, b) => a + b, 0)] as const)
    .sort((a, b) => b[1] - a[1]);
  lines.push(
    '',
    `total ${t.total} violations; by sport: ${bySport.map(([s, n]) => `${s} ${n}`).join(', ') || 'none'}`,
  );
  return lines.join('\n');
}

/** Counts with sports and checks in name order: a ratchet file whose diffs read line by line. */
export function sortedCounts(counts: Counts): Counts {
  const out: Counts = {};
  for (const sport of Object.keys(counts).sort()) {
    const checks = counts[sport] ?? {};
    out[sport] = Object.fromEntries(
      Object.keys(checks)
        .sort()
        .map((c) => [c, checks[c] ?? 0]),
    );
  }
  return out;
}

export interface RatchetFile {
  /** What the counts were taken over: seed, clock, window (docs only). */
  about: string;
  counts: Counts;
}

export interface RatchetResult {
  /** Counts above the ratchet (the test fails on these). */
  rose: string[];
  /** Counts below it: lower the file (`--write-ratchet`) to keep the gain. */
  fell: string[];
}

export function compareRatchet(counts: Counts, ratchet: Counts): RatchetResult {
  const rose: string[] = [];
  const fell: string[] = [];
  const sports = new Set([...Object.keys(counts), ...Object.keys(ratchet)]);
  for (const sport of [...sports].sort()) {
    const checks = new Set([...Object.keys(counts[sport] ?? {}), ...Object.keys(ratchet[sport] ?? {})]);
    for (const check of [...checks].sort()) {
      const now = counts[sport]?.[check] ?? 0;
      const allowed = ratchet[sport]?.[check] ?? 0;
      if (now > allowed) rose.push(`${sport} ${check}: ${now} (allowed ${allowed})`);
      else if (now < allowed) fell.push(`${sport} ${check}: ${now} (was ${allowed})`);
    }
  }
  return { rose, fell };
}
