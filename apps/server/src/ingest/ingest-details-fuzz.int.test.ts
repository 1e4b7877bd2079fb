/**
 * The detail endpoints under arbitrary bodies: any JSON gets a 2xx or a 4xx, never a 5xx; a replayed
 * request changes nothing; writes of one object arriving in any order leave the one with the highest
 * seq. Bodies are the documented examples with a field (at any depth) replaced, removed or added, and
 * arbitrary JSON.
 */
import type { DocumentKind } from '@nerali/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fixtures.ts';
import { fuzzRuns, hasForbiddenKey } from '../testing/fuzz.ts';
import { DETAIL_ROUTES, type DetailRoute } from './document-routes.ts';
import { createWorld, type IngestHarness, ingestHarness, match, NOON_UTC_MS } from './testing.ts';

const RUNS = 60;

const OWNER: Record<string, string> = {
  season: 'isl-2027',
  player: 'chhangte',
  bookmaker: 'acmebet',
  incidents: 'isl-2026-m1',
  lineups: 'isl-2026-m1',
  statistics: 'isl-2026-m1',
  odds: 'isl-2026-m1',
  standings: 'isl-2026',
  draw: 'isl-2026',
  squad: 'chennaiyin',
  transfers: 'chennaiyin',
  injuries: 'chennaiyin',
  ranking: 'isl-power',
  news: 'chennaiyin-top',
  video: 'm1-highlights',
};

/** Values that are often almost right: what a provider's bug sends. */
const plausible = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: -2, max: 120 }),
  fc.double({ min: -10, max: 20_000, noNaN: true }),
  fc.constantFrom('chennaiyin', 'kerala', 'chhangte', 'acmebet', 'ghost', 'goal', 'home', 'firstHalf', 'W'),
  fc.constantFrom('', 'சென்னை', 'x'.repeat(130), '\u0000', null, [], {}),
);

type Json = unknown;

/** Every path (as keys) to a member of the value, the root excluded. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

function edit(
  value: Json,
  path: (string | number)[],
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

/** Paths to the example's text members: where a document names a participant, player or bookmaker. */
function textPathsOf(value: Json): (string | number)[][] {
  return pathsOf(value).filter((path) => {
    let member: Json = value;
    for (const key of path) member = (member as Record<string | number, Json>)[key];
    return typeof member === 'string';
  });
}

function bodies(valid: Record<string, unknown>) {
  const paths = pathsOf(valid);
  const texts = textPathsOf(valid);
  const seq = fc.integer({ min: 0, max: 60 });
  // A text member renamed to something nobody created: a reference check's 422 when the member names
  // a participant, player or bookmaker (rare among arbitrary values, so some seeds never reached it).
  const unknownName = texts.length
    ? [
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...texts), fc.constantFrom('ghost', 'nobody'), seq)
            .map(([path, name, s]) => ({
              ...(edit(valid, path, (parent, key) => {
                parent[key] = name;
              }) as object),
              seq: s,
            })),
        },
      ]
    : [];
  return fc.oneof(
    { weight: 2, arbitrary: seq.map((s) => ({ ...valid, seq: s })) },
    ...unknownName,
    {
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...paths), plausible, seq).map(([path, value, s]) => ({
        ...(edit(valid, path, (parent, key) => {
          parent[key] = value;
        }) as object),
        ...(path[0] === 'seq' ? {} : { seq: s }),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...paths).map((path) =>
        edit(valid, path, (parent, key) => {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key];
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.string({ maxLength: 8 }), plausible).map(([k, v]) => ({ ...valid, [k]: v })),
    },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

const ids = (owner: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(owner, 'm1', 'kerala', 'nobody') },
    { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
  );

describe('ingest API details under arbitrary bodies', () => {
  let h: IngestHarness;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
    await createWorld(h);
    await h.send('PUT', '/events/isl-2026-m1', match());
    // Players and bookmakers first: documents name them.
    for (const kind of ['player', 'bookmaker'] as const) {
      const route = DETAIL_ROUTES.find((r) => r.kind === kind) as DetailRoute;
      await h.send('PUT', route.url.replace(':id', OWNER[kind] ?? ''), route.example);
    }
  });
  afterAll(async () => {
    await h.server.app.close();
  });

  async function send(route: DetailRoute, id: string, body: unknown) {
    const url = route.url.replace(':id', encodeURIComponent(id));
    const text = JSON.stringify(body);
    const res = await h.send('PUT', url, text, {
      headers: { 'content-type': 'application/json' },
    });
    if (res.statusCode >= 500 || res.statusCode < 200) {
      throw new Error(`PUT ${url} ${text} -> ${res.statusCode} ${res.body}`);
    }
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const answer = res.json() as { applied?: boolean; code?: string; id?: string; message?: string };
    if (res.statusCode >= 400) expect(answer.code).toMatch(/^NRL_ERR_INGEST_/);
    if (hasForbiddenKey(text)) {
      // Prototype poisoning is refused by the JSON parser, before the schema (json-body.ts).
      expect([res.statusCode, answer.code]).toEqual([400, 'NRL_ERR_INGEST_BAD_REQUEST']);
      expect(answer.message).toMatch(/^body has a forbidden key at \//);
    }
    return { status: res.statusCode, answer };
  }

  /** Everything a write could have changed: the documents and the leagues (seasons). */
  const snapshot = () => {
    const engine = h.server.engine;
    const kinds = new Set(DETAIL_ROUTES.map((r) => r.kind));
    const documents = [...kinds].map((k) => [...engine.documentsOf(k as DocumentKind)]);
    return JSON.stringify([documents, [...engine.leagues.values()]]);
  };

  it.each(DETAIL_ROUTES.map((r) => [r.kind, r] as const))(
    '%s: 2xx or 4xx, never 5xx; a replay changes nothing',
    async (kind, route) => {
      await fc.assert(
        fc.asyncProperty(ids(OWNER[kind] ?? kind), bodies(route.example), async (id, body) => {
          const first = await send(route, id, body);
          const after = snapshot();
          const replay = await send(route, id, body);
          // The same request again: the same status, never applied twice, nothing changed.
          expect(replay.status).toBe(first.status);
          if (replay.status === 200) expect(replay.answer.applied).toBe(false);
          expect(snapshot()).toBe(after);
        }),
        fuzzRuns(RUNS),
      );
    },
  );

  it('writes of one object in any order keep the one with the highest seq', async () => {
    const route = DETAIL_ROUTES.find((r) => r.kind === 'statistics') as DetailRoute;
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        async (seqs) => {
          // A fresh event per run, so earlier runs' seqs do not count.
          const id = `order-${round++}`;
          expect((await h.send('PUT', `/events/${id}`, match())).statusCode).toBe(200);
          for (const seq of seqs) {
            const body = {
              seq,
              periods: [
                {
                  period: 'match',
                  lines: [{ key: 'shots', name: { ta: 'ஷாட்கள்', en: 'Shots' }, home: String(seq), away: '0' }],
                },
              ],
            };
            expect((await send(route, id, body)).status).toBe(200);
          }
          const eventId = (await h.send('PUT', `/events/${id}`, match(1))).json().id as string;
          const stored = h.server.engine.document('statistics', eventId);
          expect(stored?.periods[0]?.lines[0]?.home).toBe(String(Math.max(...seqs)));
        },
      ),
      fuzzRuns(40),
    );
  });

  it('reached both sides of the checks', () => {
    const seen = (status: number) => (statuses.get(status) ?? 0) > 0;
    expect([seen(200), seen(400), seen(404), seen(422)]).toEqual([true, true, true, true]);
  });
});
