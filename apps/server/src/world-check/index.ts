/**
 * The world check (issue 13): reads a running server's public feeds and pages over a window of days,
 * decodes them with `@nerali/domain`, and checks every sport against rules written from the sports'
 * rule books (rules/*.ts). It imports nothing of the server: `bench/world-check.ts` runs it against any
 * URL, and `world-check.int.test.ts` against a server it starts, with the ratchet (ratchet.json).
 * docs/world-check.md lists the checks, their sources and what the feeds cannot show.
 */
import { collectWorld, type CollectOptions } from './collect.ts';
import type { Violation, World } from './model.ts';
import { checkWorld } from './rules/index.ts';
import type { FeedSource } from './source.ts';

export { collectWorld, EVENT_SPORT_IDS } from './collect.ts';
export type { Violation, World } from './model.ts';
export { checkWorld, RULES } from './rules/index.ts';
export { compareRatchet, type Counts, formatTally, type RatchetFile, sortedCounts, tally } from './report.ts';
export { httpSource, type FeedSource } from './source.ts';

export interface WorldCheckResult {
  world: World;
  violations: Violation[];
  /** Seconds spent reading the feeds and checking them. */
  readS: number;
  checkS: number;
}

export async function runWorldCheck(source: FeedSource, options: CollectOptions): Promise<WorldCheckResult> {
  const started = performance.now();
  const world = await collectWorld(source, options);
  const read = performance.now();
  const violations = checkWorld(world);
  return {
    world,
    violations,
    readS: (read - started) / 1000,
    checkS: (performance.now() - read) / 1000,
  };
}

/** Days -n..n. */
export function windowDays(n: number): number[] {
  return Array.from({ length: 2 * n + 1 }, (_, i) => i - n);
}
