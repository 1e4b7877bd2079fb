/**
 * Issue 3 point 7: any JSON body to each ingest endpoint gets a 2xx or a 4xx, never a 5xx, and nothing
 * is stored twice. Bodies are valid ones with a field replaced, removed or added (so many are accepted
 * and reach the engine), and arbitrary JSON.
 */
import { decodeFeedDocument } from '@nerali/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fixtures.ts';
import { fuzzRuns, hasForbiddenKey } from '../testing/fuzz.ts';
import { eventIdOf, participantIdOf } from './ids.ts';
import {
  createWorld,
  type IngestHarness,
  ingestHarness,
  india,
  isl,
  match,
  NOON_UTC_MS,
  team,
} from './testing.ts';

const RUNS = 150;

/** Values that are often almost right: what a provider's bug sends. */
const plausible = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: -2, max: 50 }),
  fc.constantFrom('in', 'isl-2026', 'chennaiyin', 'kerala', 'nobody', 'live', 'secondHalf', 'home', '', null),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constant(null)), { maxLength: 13 }),
);

/** A valid body with one field replaced, one removed, one unknown added, or any JSON at all. */
function bodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 40 }).map((seq) => ({ ...valid, seq })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), plausible, fc.integer({ min: 0, max: 40 }))
        .map(([key, value, seq]) => ({ ...valid, seq, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...keys)
        .map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.string({ maxLength: 8 }), plausible).map(([k, v]) => ({ ...valid, [k]: v })),
    },
    { weight: 2, arbitrary: fc.jsonValue() },
  );
}

const ids = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('m1', 'm2', 'chennaiyin', 'kerala', 'in', 'isl-2026', 'p3') },
  { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
);

describe('ingest API under arbitrary bodies', () => {
  let h: IngestHarness;
  /** Provider ids answered applied=true, per kind. */
  const accepted = { event: new Set<string>(), participant: new Set<string>() };

  beforeAll(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
    await createWorld(h);
    accepted.event.add('m1');
    accepted.participant.add('chennaiyin').add('kerala');
  });
  const statuses = new Map<number, number>();
  afterAll(async () => {
    await h.server.app.close();
  });

  async function check(method: 'PUT' | 'PATCH' | 'POST', path: string, body: unknown) {
    const text = JSON.stringify(body);
    const res = await h.send(method, path, text, {
      headers: { 'content-type': 'application/json' },
    });
    if (res.statusCode >= 500 || res.statusCode < 200) {
      throw new Error(`${method} ${path} ${text} -> ${res.statusCode} ${res.body}`);
    }
    const answer = res.json() as { applied?: boolean; code?: string; message?: string };
    if (res.statusCode >= 400) expect(answer.code).toMatch(/^NRL_ERR_/);
    if (hasForbiddenKey(text)) {
      // Prototype poisoning is refused by the JSON parser, before the schema: nothing reaches the engine.
      expect([res.statusCode, answer.code]).toEqual([400, 'NRL_ERR_INGEST_BAD_REQUEST']);
      expect(answer.message).toMatch(/^body has a forbidden key at \//);
    }
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    return { status: res.statusCode, answer };
  }

  const endpoints: [string, 'PUT' | 'PATCH', string, Record<string, unknown>][] = [
    ['countries', 'PUT', 'countries', india()],
    ['competitions', 'PUT', 'competitions', isl()],
    ['participants', 'PUT', 'participants', team('Chennaiyin FC')],
    ['events (PUT)', 'PUT', 'events', match()],
    ['events (PATCH)', 'PATCH', 'events', { seq: 2, homeScore: '1', status: 'live', stage: 'secondHalf' }],
  ];

  it.each(endpoints)('%s: 2xx or 4xx, never 5xx', async (_name, method, collection, valid) => {
    await fc.assert(
      fc.asyncProperty(ids, bodies(valid), async (id, body) => {
        const { status, answer } = await check(method, `/${collection}/${encodeURIComponent(id)}`, body);
        if (status === 200 && answer.applied) {
          if (collection === 'events') accepted.event.add(id);
          if (collection === 'participants') accepted.participant.add(id);
        }
      }),
      fuzzRuns(RUNS),
    );
  });

  it('batch: 2xx or 4xx, never 5xx', async () => {
    const item = fc.oneof(
      bodies(match()).map((data) => ({ kind: 'event', id: 'm2', data })),
      bodies({ seq: 3, awayScore: '2' }).map((data) => ({ kind: 'eventUpdate', id: 'm1', data })),
      bodies(team('Bengaluru FC')).map((data) => ({ kind: 'participant', id: 'p3', data })),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 6 }), async (items) => {
        const { status, answer } = await check('POST', '/batch', { items });
        if (status !== 200) return;
        const { results } = answer as unknown as { results: { applied?: boolean }[] };
        results.forEach((result, i) => {
          const it = items[i] as { kind: string; id: string };
          if (!result.applied) return;
          if (it.kind === 'event') accepted.event.add(it.id);
          if (it.kind === 'participant') accepted.participant.add(it.id);
        });
      }),
      fuzzRuns(RUNS),
    );
  });

  it('refuses a body with a __proto__ or constructor.prototype key with a coded 400 that names the key', async () => {
    const poisoned = [
      ['PUT', '/events/m1', '{"seq":41,"homeScore":"1","__proto__":{"status":"finished"}}', '/__proto__'],
      ['PATCH', '/events/m1', '{"seq":41,"x":{"constructor":{"prototype":{}}}}', '/x/constructor/prototype'],
      [
        'POST',
        '/batch',
        '{"items":[{"kind":"event","id":"m1","data":{"__proto__":null}}]}',
        '/items/0/data/__proto__',
      ],
    ] as const;
    for (const [method, path, text, where] of poisoned) {
      const res = await h.send(method, path, text, { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        code: 'NRL_ERR_INGEST_BAD_REQUEST',
        message: `body has a forbidden key at ${where}: __proto__ and constructor.prototype keys are refused`,
      });
    }
  });

  it('stored each object once: one engine object per accepted provider id, and feeds still serve', async () => {
    // The bodies reached both sides of the checks: some were stored, some refused by the schema, some
    // by a reference or sport check.
    const seen = (status: number) => (statuses.get(status) ?? 0) > 0;
    expect([seen(200), seen(400), seen(404) || seen(422)]).toEqual([true, true, true]);
    const engine = h.server.engine;
    // Only football has a competition here, so every accepted event is a football one.
    expect([...engine.events.keys()].sort()).toEqual(
      [...accepted.event].map((id) => eventIdOf(1, 'acme', id)).sort(),
    );
    expect([...engine.participants.keys()].sort()).toEqual(
      [...accepted.participant].map((id) => participantIdOf('acme', id)).sort(),
    );
    for (const sportId of engine.sportIds()) {
      const res = await h.server.app.inject({ method: 'GET', url: `/x/feed/r_${sportId}_1` });
      expect(res.statusCode).toBe(200);
      expect(() => decodeFeedDocument(res.body)).not.toThrow();
    }
  });
});
