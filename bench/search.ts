/**
 * Search latency on the whole simulated world (issue 15 point 1): for every Tamil query of the table
 * (apps/server/src/search/sound-world.ts, the one tamil-queries.test.ts asks), the time of the first
 * keystroke (its first letter, what the header box asks for first) and of the whole query: p50 and
 * p99 of `SearchIndex.search` in process, limit 8 (the header box's), cold (the new index keeps
 * answers to one- and two-letter queries; each run here forgets them first). No HTTP: the route adds
 * its own constant cost. Then the same with the index before "Search by sound" (the files of commit
 * BASE_COMMIT, read from git into a temporary folder), when git has it.
 *
 *   node --import tsx bench/search.ts [--runs=N]   (default 40 runs a query; ~1 min on a quiet machine)
 *
 * Prints figures only; nothing is asserted. The machine is shared: the load average is printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_SUGGEST_LIMIT } from '../packages/domain/src/index.ts';
import { buildSoundWorld, TAMIL_QUERIES, WORLD_SEED } from '../apps/server/src/search/sound-world.ts';
import { playersOf } from '../apps/server/src/simulator/league/people.ts';
import { createRaceTrack } from '../apps/server/src/simulator/no-duel/track.ts';
import { RACE_SPORTS, SIMULATED_SPORTS } from '../apps/server/src/simulator/sports/index.ts';
import { buildWorld } from '../apps/server/src/simulator/world/world.ts';

/** The last commit before the search by sound (its index is the "old" one). */
const BASE_COMMIT = 'fa4d5f4';
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 40);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Searcher {
  search(q: string, lang: 'ta' | 'en', limit: number): { hits: { name: string }[] };
  /** The new index keeps answers to one- and two-letter queries: timed cold, each run forgets them. */
  forgetShortAnswers?(): void;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function time(index: Searcher, q: string): { p50: number; p99: number; first: string } {
  const samples: number[] = [];
  let first = '';
  for (let i = 0; i < runs; i++) {
    index.forgetShortAnswers?.();
    const t = performance.now();
    // English names: the table's expected names are the English ones (a league's Tamil name differs).
    const reply = index.search(q, 'en', SEARCH_SUGGEST_LIMIT);
    samples.push(performance.now() - t);
    first = reply.hits[0]?.name ?? '-';
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), first };
}

/** The old index, built from the files of BASE_COMMIT; null when git does not have them. */
async function oldIndex(): Promise<{ index: Searcher; buildMs: number } | null> {
  const dir = join(root, 'bench', '.search-base');
  const show = (path: string) =>
    execFileSync('git', ['show', `${BASE_COMMIT}:${path}`], { cwd: root, encoding: 'utf8' });
  try {
    mkdirSync(dir, { recursive: true });
    for (const f of ['match-text.ts', 'tamil-romanise.ts'])
      writeFileSync(join(dir, f), show(`packages/domain/src/search/${f}`));
    writeFileSync(join(dir, 'prefix-index.ts'), show('apps/server/src/search/prefix-index.ts'));
    // The old index with the old word functions (tokenize, shorterKeys), not today's.
    const source = show('apps/server/src/search/search-index.ts')
      .replace(/\n {2}shorterKeys,/, '')
      .replace(/\n {2}tokenize,/, '')
      .replace(
        "from '@nerali/domain';",
        "from '@nerali/domain';\nimport { shorterKeys, tokenize } from './match-text.ts';",
      );
    writeFileSync(join(dir, 'search-index.ts'), source);
    const { SearchIndex } = (await import(join(dir, 'search-index.ts'))) as {
      SearchIndex: new (names: unknown) => Searcher & {
        putLeagues(l: unknown): void;
        putParticipants(p: unknown): void;
        putPlayers(p: unknown): void;
      };
    };
    // Timed as the new one is: the world, its players and the index.
    const t = performance.now();
    const world = buildWorld(SIMULATED_SPORTS);
    const track = createRaceTrack({
      seed: WORLD_SEED,
      speed: 1,
      sports: RACE_SPORTS,
      keepPastS: 0,
      aheadS: 0,
    });
    const all = [...world.participants, ...track.participants];
    const players = playersOf(all, WORLD_SEED);
    const index = new SearchIndex({
      countries: new Map(world.countries.map((c) => [c.id, c])),
      participants: new Map(all.map((p) => [p.id, p])),
    });
    index.putLeagues(world.leagues);
    index.putParticipants(all);
    index.putPlayers(players);
    return { index, buildMs: performance.now() - t };
  } catch (error) {
    console.error(`no old index (${BASE_COMMIT}): ${(error as Error).message.split('\n')[0]}`);
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number) => n.toFixed(2).padStart(6);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${runs} runs a query, limit ${SEARCH_SUGGEST_LIMIT}`,
);
let t = performance.now();
const current = buildSoundWorld();
console.log(
  `new index: built in ${(performance.now() - t).toFixed(0)} ms (world, players and index), ${current.index.size} entries`,
);
t = performance.now();
const old = await oldIndex();
if (old)
  console.log(`old index (${BASE_COMMIT}): built in ${old.buildMs.toFixed(0)} ms (world, players and index)`);

// Warm both up (the sorted word lists are built on the first lookup).
for (const [q] of TAMIL_QUERIES) {
  current.index.search(q, 'ta', SEARCH_SUGGEST_LIMIT);
  old?.index.search(q, 'ta', SEARCH_SUGGEST_LIMIT);
}

const rows: string[] = [];
const all = {
  newFirst: [] as number[],
  newFull: [] as number[],
  oldFirst: [] as number[],
  oldFull: [] as number[],
};
let newRight = 0;
let oldRight = 0;
for (const [q, , name] of TAMIL_QUERIES) {
  const key = [...q][0] ?? q;
  const nf = time(current.index, key);
  const nq = time(current.index, q);
  all.newFirst.push(nf.p50);
  all.newFull.push(nq.p50);
  if (nq.first === name) newRight++;
  let oldCells = '';
  if (old) {
    const of = time(old.index, key);
    const oq = time(old.index, q);
    all.oldFirst.push(of.p50);
    all.oldFull.push(oq.p50);
    if (oq.first === name) oldRight++;
    oldCells = ` | ${ms(of.p50)} ${ms(of.p99)} | ${ms(oq.p50)} ${ms(oq.p99)} | ${oq.first}`;
  }
  rows.push(
    `${q.padEnd(26)} | ${ms(nf.p50)} ${ms(nf.p99)} | ${ms(nq.p50)} ${ms(nq.p99)} | ${nq.first}${oldCells}`,
  );
}
console.log(
  `\nquery | new: 1st key p50 p99 (ms) | new: whole p50 p99 | new first hit${old ? ' | old: 1st key p50 p99 | old: whole p50 p99 | old first hit' : ''}`,
);
for (const row of rows) console.log(row);
const med = (list: number[]) =>
  quantile(
    [...list].sort((a, b) => a - b),
    0.5,
  );
const worst = (list: number[]) => Math.max(...list);
console.log(
  `\nnew: first keystroke median ${ms(med(all.newFirst))} ms, worst query p50 ${ms(worst(all.newFirst))} ms; whole query median ${ms(med(all.newFull))} ms; first hit as the table expects: ${newRight}/${TAMIL_QUERIES.length}`,
);
if (old)
  console.log(
    `old: first keystroke median ${ms(med(all.oldFirst))} ms, worst query p50 ${ms(worst(all.oldFirst))} ms; whole query median ${ms(med(all.oldFull))} ms; first hit as the table expects: ${oldRight}/${TAMIL_QUERIES.length}`,
  );
