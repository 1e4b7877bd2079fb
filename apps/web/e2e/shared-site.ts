/**
 * The e2e project's global setup: the sites that suites without settings of their own share. A
 * site's start is about 25 s of a two-core machine (the simulator's window); the suites that each
 * started their own spent minutes of every CI run on it. Both start here; an idle site
 * costs little (about 4 % of a core between ticks). Suites that need their own settings (a data
 * directory, geo groups, the simulator off, another moment) still start their own.
 *
 * - The shared site (`sharedSite()` in support.ts): the simulator on the real clock, memory storage.
 *   Its suites go by the browser's own clock too (favourites expire by it), so it stays on the real
 *   clock.
 * - The moment site (`momentSite()`): the same at support.ts's simulated moment, for the suites that
 *   need live matches of given sports whatever the hour CI runs (all-sports, live-site, odds-law).
 *   It also believes Cloudflare's country header (TRUST_PROXY_GEO=cloudflare) for odds-law's Indian
 *   visitor, a header no other suite sends. Its clock runs on from the moment while the run goes on
 *   (support.ts says what stays live how long), so a suite that needs one instant of a match (the
 *   cricket suite: a T20 in an over, not between innings) still starts its own at the moment.
 */
import type { TestProject } from 'vitest/node';
import { atSimulatedMoment, type RunningSite, startSite } from './support.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One after the other: each start's first fill of the world takes the machine's cores, and two at
  // once on a busy machine went past startSite's 120 s for readiness.
  const shared = await startSite({ STORAGE: 'memory' });
  let moment: RunningSite;
  try {
    moment = await startSite({ STORAGE: 'memory', TRUST_PROXY_GEO: 'cloudflare', ...atSimulatedMoment() });
  } catch (error) {
    await shared.stop();
    throw error;
  }
  project.provide('sharedOrigin', shared.origin);
  project.provide('momentOrigin', moment.origin);
  return async () => {
    await Promise.all([shared.stop(), moment.stop()]);
  };
}
