/**
 * The harness of the world check's own runs (npm test and the bench): a real server with the
 * simulator on, a fixed clock and a fixed seed, settled and listening on a free loopback port. The
 * check itself only ever sees its URL (the checker imports nothing of this file or the server).
 *
 * The clock and seed are golden-feeds.ts's (2026-11-22 12:00 UTC, seed 2026), so the world checked is
 * the one whose feeds the golden manifest pins; the clock stands still, and the simulator's ticks are
 * run back to back until the engine's versions stop moving and no detail work is left.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_KINDS } from '@nerali/domain';
import { buildServer, type NeraliServer } from '../../app.ts';
import { fakeClock, testConfig } from '../../testing/fixtures.ts';

export const WORLD_CHECK_NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
export const WORLD_CHECK_SEED = 2026;
const WEB_BUILD = fileURLToPath(new URL('../../../../web/build', import.meta.url));
const READY_WITHIN_MS = 600_000;

export interface SimulatedServer {
  url: string;
  server: NeraliServer;
  /** Whether /ta pages are served (the web build exists). */
  pages: boolean;
  /** Seconds until ready and settled. */
  startS: number;
  close(): Promise<void>;
}

export async function startSimulatedServer(
  options: { seed?: number; nowMs?: number } = {},
): Promise<SimulatedServer> {
  const started = performance.now();
  const pages = existsSync(`${WEB_BUILD}/server/index.js`);
  const server = await buildServer(
    testConfig({
      webBuildDir: pages ? WEB_BUILD : null,
      // No time budget for detail documents: each tick works out every match's line-ups, statistics
      // and odds. With the default 15 ms a tick, how many matches' documents existed when the engine
      // fell quiet depended on the machine's load (536 line-ups in one run, 1,479 in the next).
      simulator: {
        enabled: true,
        seed: options.seed ?? WORLD_CHECK_SEED,
        speed: 1,
        detailBudgetMs: Infinity,
      },
    }),
    { clock: fakeClock(options.nowMs ?? WORLD_CHECK_NOW_MS), logger: false },
  );
  await server.app.ready();
  while ((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
    if (performance.now() - started > READY_WITHIN_MS) throw new Error('simulator not ready within 10 min');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const fingerprint = () =>
    `${server.engine
      .sportIds()
      .map((s) => server.engine.version(s))
      .join(',')}|${DOCUMENT_KINDS.map((k) => server.engine.kindVersion(k)).join(',')}`;
  for (
    let last = fingerprint(), quiet = 0, ticks = 0;
    (quiet < 3 || (server.simulator?.backlog ?? 0) > 0) && ticks < 5000;
    ticks++
  ) {
    server.simulator?.tick();
    await new Promise((resolve) => setImmediate(resolve));
    const now = fingerprint();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  // The simulator's own timer would tick on a clock that stands still: nothing changes, but stop it.
  server.simulator?.stop();
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    server,
    pages,
    startS: (performance.now() - started) / 1000,
    close: () => server.app.close(),
  };
}
