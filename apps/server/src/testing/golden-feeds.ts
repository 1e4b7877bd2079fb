/**
 * Golden feeds: every feed a client can ask for, over the whole simulated world of one seed at one
 * fixed instant, as a manifest of body hashes. A refactoring that must keep the wire byte-identical
 * (issue 13: sports as rooms, feed rows from one schema) is checked against the manifest made before it:
 *
 *   node --import tsx apps/server/src/testing/golden-feeds.ts --write /tmp/golden-before.json     (on the old tree)
 *   node --import tsx apps/server/src/testing/golden-feeds.ts --check /tmp/golden-before.json     (on the new tree)
 *
 * `--check` prints each feed whose body differs (with the first differing row) and exits 1 if any does.
 * GOLDEN_SAMPLE (default 7) keeps every n-th event, league and participant: 1 takes them all (slow).
 *
 * What is fixed: the seed (SIM_SEED, default 2026), the clock (2026-11-22 12:00 UTC, it never moves),
 * the sports (all), the window. What is dropped from each body: the rows that name the serving process
 * (A1 signature, A2 server time). The simulator is left to settle (no change for a few ticks) first.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { DOCUMENT_KINDS, MatchFeed, matchFeedName } from '@nerali/domain';
import { buildServer } from '../app.ts';
import { fakeClock, testConfig } from './fixtures.ts';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

// WARNING: the simulator paces its start by the time its steps take (performance.now): the fill's span
// per step, the detail work per tick. On a loaded machine other spans give other intermediate states
// (1,433 of 161,245 feeds differed between two runs of one tree at load 10). Here every call advances a
// microsecond: every step is "quick", the same steps every run, whatever the machine is doing.
{
  let fakeNowMs = 0;
  performance.now = () => (fakeNowMs += 0.001);
}
const SEED = Number(process.env.SIM_SEED ?? 2026);
const SAMPLE = Math.max(1, Number(process.env.GOLDEN_SAMPLE ?? 7));
const [mode, file] = process.argv.slice(2);
if ((mode !== '--write' && mode !== '--check') || !file) {
  console.error('usage: golden-feeds.ts --write FILE | --check FILE');
  process.exit(2);
}

const server = await buildServer(testConfig({ simulator: { enabled: true, seed: SEED, speed: 1 } }), {
  clock: fakeClock(NOW_MS),
  logger: false,
});
await server.app.ready();
const started = Date.now();
for (;;) {
  const res = await server.app.inject({ method: 'GET', url: '/readyz' });
  if (res.statusCode === 200) break;
  if (Date.now() - started > 600_000) throw new Error('simulator not ready within 10 min');
  await new Promise((r) => setTimeout(r, 200));
}
// Settled: the engine's versions stop moving (detail documents come over several ticks). The ticks are
// run here one after another rather than waited for (one a second): the clock stands still anyway.
const fingerprint = () =>
  `${server.engine
    .sportIds()
    .map((s) => server.engine.version(s))
    .join(',')}|${DOCUMENT_KINDS.map((k) => server.engine.kindVersion(k)).join(',')}`;
let ticks = 0;
for (let last = fingerprint(), quiet = 0; quiet < 3 && ticks < 5000; ticks++) {
  server.simulator?.tick();
  await new Promise((r) => setImmediate(r));
  const now = fingerprint();
  quiet = now === last ? quiet + 1 : 0;
  last = now;
}
console.error(`world settled in ${((Date.now() - started) / 1000).toFixed(1)} s (${ticks} ticks)`);

/** A subset chosen by id, not by position: the engine's maps are in the order things happened to arrive. */
const every = <T>(items: Iterable<T>) =>
  [...items].filter((item) => {
    const id = Array.isArray(item) ? String(item[0]) : String(item);
    return createHash('md5').update(id).digest().readUInt32LE(0) % SAMPLE === 0;
  });
const engine = server.engine;
// Not the repair feeds (r_): they list what changed in the last 300 s of this process's history.
const names: string[] = ['sys_1', 'cl_1_ta_1'];
for (const sport of engine.sportIds()) {
  names.push(`nl_${sport}_1`, `rnk_${sport}`, `cl_${sport}_ta_1`, `cl_${sport}_en_1`);
  for (let day = -7; day <= 7; day++) {
    for (const lang of ['ta', 'en']) names.push(`f_${sport}_${day}_330_${lang}_1`);
    names.push(`fm_${sport}_${day}_330_ta`, `fo_${sport}_${day}_330_1`, `f_${sport}_${day}_-300_en_1`);
  }
}
for (const country of every([...engine.countries.values()].map((c) => c.code))) {
  for (const sport of engine.sportIds().slice(0, 6)) names.push(`c_${sport}_${country}_ta_1`);
}
for (const id of every(engine.leagues.keys())) {
  for (const p of ['t', 'ts', 'td', 's']) names.push(`${p}_${id}_ta_1`);
  names.push(`t_${id}_en_1`, `tf_${id}_1_ta`, `tr_${id}_1_ta`, `to_${id}_1`);
}
for (const id of every(engine.participants.keys())) {
  names.push(`p_${id}_ta_1`, `pf_${id}_1_ta`, `pr_${id}_1_ta`, `pl_330_${id}_1_ta`, `pe_${id}_ta`);
  names.push(`pel_${id}_1_ta`, `po_${id}_1`, `tetr_${id}_1_1`, `pnf_${id}_1`, `psq_${id}_ta`, `pij_${id}_ta`);
}
for (const [key] of every(engine.documentsOf('player'))) names.push(`pp_${key}_ta`);
for (const [key] of engine.documentsOf('ranking')) names.push(`ran_${key}_1`, `ral_${key}_1`);
for (const [key] of every(engine.documentsOf('news'))) names.push(`na_${key}`);
for (const [key] of every(engine.documentsOf('video'))) names.push(`nv_${key}`);
const plain = Object.values(MatchFeed).filter(
  (f) =>
    f !== MatchFeed.summary &&
    f !== MatchFeed.oddsTab &&
    f !== MatchFeed.liveOdds &&
    f !== MatchFeed.commentarySince,
);
for (const id of every(engine.events.keys())) {
  names.push(`g_1_${id.replace(/^g_/, '')}`, `mo_${id.replace(/^g_/, '')}_1`);
  for (const feed of plain) names.push(matchFeedName(feed, id));
  for (const lang of ['ta', 'en'] as const) names.push(matchFeedName(MatchFeed.summary, id, { lang }));
  names.push(matchFeedName(MatchFeed.oddsTab, id, { lang: 'ta', format: 'uk' }));
  names.push(matchFeedName(MatchFeed.commentarySince, id, { position: 0 }));
}

const hashes: Record<string, string> = {};
const bodies = new Map<string, string>();
for (const name of names) {
  const res = await server.app.inject({ method: 'GET', url: `/x/feed/${name}` });
  const body = `${res.statusCode} ${res.body
    .split('~')
    .filter((row) => !/^A[12]÷/.test(row))
    .join('~')}`;
  hashes[name] = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  bodies.set(name, body);
}
await server.app.close();
const found = Object.values(hashes).length;
console.error(`${found} feeds (${names.length} names, sample 1/${SAMPLE}, seed ${SEED})`);

if (mode === '--write') {
  writeFileSync(file, `${JSON.stringify({ seed: SEED, sample: SAMPLE, hashes }, null, 0)}\n`);
  console.error(`written to ${file}`);
} else {
  const before = JSON.parse(readFileSync(file, 'utf8')) as { hashes: Record<string, string> };
  const differing = Object.keys({ ...before.hashes, ...hashes }).filter(
    (n) => before.hashes[n] !== hashes[n],
  );
  for (const name of differing.slice(0, 40)) {
    const now = bodies.get(name);
    const what = before.hashes[name] ? 'changed' : 'new';
    process.stdout.write(`DIFF ${name}: ${what}${now ? ` -> ${now.slice(0, 300)}` : ' (gone)'}\n`);
  }
  process.stdout.write(`${differing.length} of ${found} feeds differ from ${file}\n`);
  process.exit(differing.length > 0 ? 1 : 0);
}
