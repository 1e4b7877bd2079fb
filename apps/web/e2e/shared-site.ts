/**
 * The e2e project's global setup: the sites that suites without settings of their own share. A
 * site's start is about 25 s of a two-core machine (the simulator's window); the suites that each
 * started their own spent minutes of every CI run on it. Both start together, here; an idle site
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
import { atSimulatedMoment, startSite } from './support.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [shared, moment] = await Promise.allSettled([
    startSite({ STORAGE: 'memory' }),
    startSite({ STORAGE: 'memory', TRUST_PROXY_GEO: 'cloudflare', ...atSimulatedMoment() }),
  ]);
  const started = [shared, moment].flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(started.map((site) => site.stop()));
  };
  if (shared.status === 'rejected' || moment.status === 'rejected') {
    await stopAll();
    throw shared.status === 'rejected' ? shared.reason : (moment as PromiseRejectedResult).reason;
  }
  project.provide('sharedOrigin', shared.value.origin);
  project.provide('momentOrigin', moment.value.origin);
  return stopAll;
}
