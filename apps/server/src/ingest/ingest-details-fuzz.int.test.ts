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
import { DETAIL_OWNER, editAt, pathsOf, textPathsOf } from '../testing/probes.ts';
import { DETAIL_ROUTES, type DetailRoute } from './document-routes.ts';
import { createWorld, type IngestHarness, ingestHarness, match, NOON_UTC_MS } from './testing.ts';

const RUNS = 60;

/** Values that are often almost right: what a provider's bug sends. */
const plausible = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: -2, max: 120 }),
  fc.double({ min: -10, max: 20_000, noNaN: true }),
  fc.constantFrom('chennaiyin', 'kerala', 'chhangte', 'acmebet', 'ghost', 'goal', 'home', 'firstHalf', 'W'),
  fc.constantFrom('', 'சென்னை', 'x'.repeat(130), '\u0000', null, [], {}),
);

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
            .map(([path, name, s]) => ({ ...(editAt(valid, path, name) as object), seq: s })),
        },
      ]
    : [];
  return fc.oneof(
    { weight: 2, arbitrary: seq.map((s) => ({ ...valid, seq: s })) },
    ...unknownName,
    {
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...paths), plausible, seq).map(([path, value, s]) => ({
        ...(editAt(valid, path, value) as object),
        ...(path[0] === 'seq' ? {} : { seq: s }),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...paths).map((path) => editAt(valid, path, undefined)),
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
      await h.send('PUT', route.url.replace(':id', DETAIL_OWNER[kind] ?? ''), route.example);
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
        fc.asyncProperty(ids(DETAIL_OWNER[kind] ?? kind), bodies(route.example), async (id, body) => {
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
