/**
 * The world check over the full window (issue 13): every sport, days -7..7, against a running server
 * or one this script starts (the simulator at golden-feeds.ts's clock and seed). Prints a table of
 * sport x check -> violations with three examples each. Target: 0.
 *
 *   node --import tsx bench/world-check.ts                        # starts its own server (~1 min)
 *   node --import tsx bench/world-check.ts http://127.0.0.1:3000  # any running server (real clock)
 *   options: --days=N (window -N..N, default 7), --pages=N (national teams' /ta pages, default 400),
 *            --tz=MIN (default 330), --quiet (no examples), --json=FILE (counts and examples)
 *
 * Exits 0 whatever it finds: it reports, it does not judge (the npm-test run holds the ratchet).
 */
import { writeFileSync } from 'node:fs';
import {
  formatTally,
  httpSource,
  runWorldCheck,
  tally,
  windowDays,
} from '../apps/server/src/world-check/index.ts';
import { startSimulatedServer } from '../apps/server/src/world-check/testing/simulated-server.ts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const url = args.find((a) => /^https?:\/\//.test(a));
const days = Number(option('days') ?? 7);
const pageLimit = Number(option('pages') ?? 400);
const tzMinutes = Number(option('tz') ?? 330);
const quiet = args.includes('--quiet');
const jsonFile = option('json');

const own = url ? null : await startSimulatedServer();
if (own)
  console.error(
    `started a simulated server in ${own.startS.toFixed(1)} s (pages: ${own.pages ? 'yes' : 'no web build'})`,
  );
try {
  const result = await runWorldCheck(httpSource(url ?? own?.url ?? ''), {
    days: windowDays(days),
    tzMinutes,
    pageLimit,
    concurrency: 8,
  });
  const w = result.world;
  console.log(
    `world: ${w.events.size} events, ${w.leagues.size} leagues, ${w.standings.size} tables, ${w.draws.size} draws, ` +
      `${w.lineups.size} line-ups, ${w.rankings.length} rankings, ${w.transfers.size} teams' transfers, ${w.pageNames.length} pages; ` +
      `read in ${result.readS.toFixed(1)} s, checked in ${result.checkS.toFixed(1)} s (days -${days}..${days}, tz ${tzMinutes})`,
  );
  for (const note of w.notes.slice(0, 10)) console.log(`note: ${note}`);
  const t = tally(result.violations);
  console.log(formatTally(t, !quiet));
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(t, null, 1)}\n`);
} finally {
  await own?.close();
}
