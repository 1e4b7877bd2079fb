/**
 * The e2e project's global setup: one site (the simulator, memory storage) that every suite without
 * a setting of its own shares (`sharedSite()` in support.ts). A site's start is about 25 s of a
 * two-core machine (the simulator's window); seven suites that each started their own spent three
 * minutes of every CI run on it. Suites that need their own settings (a data directory, geo
 * settings, the simulator off) still start their own.
 */
import type { TestProject } from 'vitest/node';
import { startSite } from './support.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await startSite({ STORAGE: 'memory' });
  project.provide('sharedOrigin', site.origin);
  return () => site.stop();
}
