/**
 * Issue 17 point 3: races, golf rounds and meetings from outside. One event per entrant (CDC9) through
 * PUT/PATCH /events with `participant` and the entry fields; the sport's card decides which fields a
 * row may carry (400 with the field's pointer otherwise); idempotent by seq like every write.
 */
import {
  applyEventPatch,
  decodeFeedDocument,
  type MatchEvent,
  ParticipantStatus,
  type RaceCard,
  SPORT_CARD_LIST,
  StatsResultType,
} from '@nerali/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fixtures.ts';
import { fuzzRuns } from '../testing/fuzz.ts';
import { ENTRY_API_NAME, ENTRY_FIELDS } from './entry-schemas.ts';
import { ENTRY_STATE, EntryResults, PARTICIPANT_STATUSES, RESULT_NAMES } from './entry-schemas.ts';
import { IngestErrorCode } from './errors.ts';
import { eventIdOf, participantIdOf } from './ids.ts';
import { eventBodyOf } from './own-checks.ts';
import {
  createWorld,
  f1Entry,
  golfRow,
  type IngestHarness,
  ingestHarness,
  KICKOFF_S,
  match,
  NOON_UTC_MS,
  putAll,
  RACE_WORLD,
} from './testing.ts';

/** `{}` is stored as no results (the feed cannot tell them apart). */
const nonEmpty = (results: unknown) =>
  results !== undefined && Object.keys(results as object).length > 0 ? results : undefined;

const RACE_CARDS = SPORT_CARD_LIST.filter((c): c is RaceCard => c.kind === 'race');

describe('race rows through the ingest API', () => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
    await createWorld(h);
    await putAll(h, RACE_WORLD.slice(1));
    for (const card of RACE_CARDS) {
      await putAll(h, [
        [`/competitions/c-${card.key}`, { seq: 1, sport: card.id, country: 'in', name: card.name }],
        [
          `/participants/p-${card.key}`,
          { seq: 1, sport: card.id, name: `Entrant ${card.key}`, country: 'in' },
        ],
      ]);
    }
  });
  afterAll(async () => {
    await h.server.app.close();
  });

  /** The row of our event `id` in today's feed of its sport, as the web decodes and applies it. */
  async function feedRow(sportId: number, id: string): Promise<MatchEvent | undefined> {
    const res = await h.server.app.inject({ method: 'GET', url: `/x/feed/f_${sportId}_0_330_en_1` });
    const patch = decodeFeedDocument(res.body).events.find((e) => e.patch.id === id)?.patch;
    return patch && applyEventPatch(undefined, patch, { sportId, leagueId: 'from-the-feed' });
  }

  it('takes a Formula 1 entrant and a golf round row; the feed shows them; PATCH moves them on', async () => {
    const f1 = await h.send('PUT', '/events/agp-norris', f1Entry());
    const f1Id = eventIdOf(32, 'acme', 'agp-norris');
    expect(f1.statusCode, f1.body).toBe(200);
    expect(f1.json()).toEqual({ applied: true, id: f1Id, seq: 1 });
    expect(await feedRow(32, f1Id)).toMatchObject({
      homeId: participantIdOf('acme', 'norris'),
      homeName: 'Lando Norris',
      awayId: '',
      awayName: '',
      rank: 2,
      laps: 41,
      gap: '+5.832',
      grid: 3,
      pitstops: 1,
      lapTime: '1:26.103',
      team: 'McLaren',
    });

    const golf = await h.send('PUT', '/events/io-r2-shubhankar', golfRow());
    expect(golf.statusCode, golf.body).toBe(200);
    const golfId = eventIdOf(23, 'acme', 'io-r2-shubhankar');
    expect(await feedRow(23, golfId)).toMatchObject({
      homeName: 'Shubhankar Sharma',
      rank: 3,
      tiedRank: true,
      holesPlayed: 14,
      parToday: '-3',
      results: { [StatsResultType.points]: '-7', [StatsResultType.round1]: '68' },
    });

    const retired = await h.send('PATCH', '/events/agp-norris', {
      seq: 2,
      rank: null,
      gap: null,
      participantStatus: 'didNotFinish',
      laps: 44,
    });
    expect(retired.json()).toEqual({ applied: true, id: f1Id, seq: 2 });
    const row = h.server.engine.events.get(f1Id);
    expect(row).toMatchObject({ participantStatus: ParticipantStatus.didNotFinish, laps: 44, grid: 3 });
    expect(row?.rank).toBeUndefined();
    expect(row?.gap).toBeUndefined();
  });

  it('is idempotent by seq: a resend is stale, an older seq changes nothing', async () => {
    await h.send(
      'PUT',
      '/events/agp-verstappen',
      f1Entry(5, { participant: 'verstappen', rank: 1, gap: undefined }),
    );
    const id = eventIdOf(32, 'acme', 'agp-verstappen');
    const before = h.server.engine.events.get(id);
    const logSeq = h.server.engine.log(32).seq;
    const again = await h.send(
      'PUT',
      '/events/agp-verstappen',
      f1Entry(5, { participant: 'verstappen', rank: 1 }),
    );
    expect(again.json()).toEqual({ applied: false, reason: 'stale', id, seq: 5, lastSeq: 5 });
    const older = await h.send('PATCH', '/events/agp-verstappen', { seq: 4, rank: 9 });
    expect(older.json()).toMatchObject({ applied: false, reason: 'stale', lastSeq: 5 });
    expect(h.server.engine.events.get(id)).toEqual(before);
    expect(h.server.engine.log(32).seq).toBe(logSeq);
  });

  it('refuses a field the sport does not take with 400 and its pointer, and stores nothing', async () => {
    const cases: [string, string, unknown, string[]][] = [
      ['PUT', '/events/x1', golfRow(1, { laps: 12 }), ['/laps']],
      [
        'PUT',
        '/events/x1',
        golfRow(1, { results: { points: '-2', missedShots: '1' } }),
        ['/results/missedShots'],
      ],
      ['PUT', '/events/x1', golfRow(1, { participantStatus: 'nonRunner' }), ['/participantStatus']],
      ['PUT', '/events/x2', match(1, { rank: 1 }), ['/rank']],
      ['PUT', '/events/x2', match(1, { results: { time: '1:02' } }), ['/results/time']],
      [
        'PUT',
        '/events/x3',
        { ...f1Entry(), participant: undefined, home: 'norris' },
        ['/participant', '/home'],
      ],
      [
        'PUT',
        '/events/x4',
        { ...match(), home: undefined, participant: 'chennaiyin' },
        ['/home', '/participant'],
      ],
      ['PATCH', '/events/m1', { seq: 9, pitStops: 2 }, ['/pitStops']],
      ['PATCH', '/events/agp-norris', { seq: 9, holesPlayed: 3 }, ['/holesPlayed']],
      ['PUT', '/events/x5', f1Entry(1, { grid: 0 }), ['/grid']],
      ['PUT', '/events/x5', f1Entry(1, { gap: '5.8' }), ['/gap']],
      ['PUT', '/events/x5', golfRow(1, { parToday: '-0' }), ['/parToday']],
    ];
    const events = () => new Map(h.server.engine.events);
    const before = events();
    for (const [method, path, body, paths] of cases) {
      const res = await h.send(method as 'PUT' | 'PATCH', path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().code).toBe(IngestErrorCode.validation);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(paths);
    }
    const umbrella = await h.send('PUT', '/events/x6', { ...f1Entry(), sport: 31 });
    expect([umbrella.statusCode, umbrella.json().errors[0].path]).toEqual([422, '/sport']);
    const tied = await h.send('PUT', '/events/x7', golfRow(1, { rank: undefined }));
    expect([tied.statusCode, tied.json().errors[0].path]).toEqual([422, '/tiedRank']);
    expect(events()).toEqual(before);
  });

  it('takes race rows in a batch, each answered on its own with its pointer', async () => {
    const res = await h.send('POST', '/batch', {
      items: [
        {
          kind: 'event',
          id: 'agp-batch',
          data: f1Entry(1, { participant: 'verstappen', rank: 1, gap: undefined }),
        },
        { kind: 'event', id: 'io-batch', data: golfRow(1, { laps: 3 }) },
        { kind: 'eventUpdate', id: 'agp-batch', data: { seq: 2, laps: 42 } },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([200, 400, 200]);
    expect(res.json().results[1].errors).toEqual([
      { path: '/items/1/data/laps', message: 'is not a field of Golf rows' },
    ]);
    expect(h.server.engine.events.get(eventIdOf(32, 'acme', 'agp-batch'))?.laps).toBe(42);
    expect(h.server.engine.events.has(eventIdOf(23, 'acme', 'io-batch'))).toBe(false);
  });

  it('documents the race fields with examples at /docs/json', async () => {
    const doc = (await h.server.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const put = doc.paths['/api/ingest/v1/events/{id}'].put;
    const content = put.requestBody.content['application/json'];
    const schema = content.schema;
    // @fastify/swagger moves a body schema's examples to the media type, as named examples.
    const examples = Object.values(
      content.examples as Record<string, { value: Record<string, unknown> }>,
    ).map((e) => e.value);
    for (const name of ['participant', ...Object.keys(ENTRY_STATE)]) {
      expect(schema.properties[name]?.description, name).toBeTruthy();
    }
    expect(schema.properties.results.properties.missedShots.examples).toEqual(['0+1']);
    expect(schema.required).not.toContain('home');
    // Each example of the body is one a provider may send: the route takes it.
    expect(examples.map((e) => e.sport)).toEqual([1, 32, 23]);
    for (const [i, example] of examples.entries()) {
      await putAll(h, [
        [
          `/competitions/${String(example.competition)}`,
          { seq: 1, sport: example.sport, country: 'in', name: { ta: 'போட்டி', en: 'Example' } },
        ],
        ...(['participant', 'home', 'away'] as const)
          .filter((side) => typeof example[side] === 'string')
          .map((side): [string, unknown] => [
            `/participants/${String(example[side])}`,
            { seq: 1, sport: example.sport, name: String(example[side]), country: 'in' },
          ]),
      ]);
      const res = await h.send('PUT', `/events/example-${i}`, example);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  describe('fast-check', () => {
    /** A valid value of each API field, drawn from the schema's own limits and patterns. */
    const FIELD_VALUES: Record<string, fc.Arbitrary<unknown>> = {
      rank: fc.integer({ min: 1, max: 9999 }),
      tiedRank: fc.boolean(),
      holesPlayed: fc.integer({ min: 0, max: 18 }),
      laps: fc.integer({ min: 0, max: 9999 }),
      grid: fc.integer({ min: 1, max: 99 }),
      pitStops: fc.integer({ min: 0, max: 99 }),
      age: fc.integer({ min: 1, max: 40 }),
      team: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .&-]{0,30}$/),
      // Free texts: the schema's PRINTABLE pattern admits '' (minLength refuses it).
      stopReason: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/),
      stopReasonRound1: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/),
      stopReasonRound2: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/),
    };
    const valueOf = (name: string, schema: { pattern?: string }): fc.Arbitrary<unknown> =>
      FIELD_VALUES[name] ??
      (schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.stringMatching(/^[A-Za-z]{1,20}$/));
    const resultSchemas = EntryResults.properties as Record<string, { pattern?: string }>;
    const stateSchemas = ENTRY_STATE as Record<string, { pattern?: string }>;

    /** An arbitrary valid row of this race sport: any subset of the fields, results and statuses it takes. */
    function validRow(card: RaceCard) {
      const fields = card.entry.fields.map((f) => ENTRY_API_NAME[f]);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const name of fields) record[name] = valueOf(name, stateSchemas[name] ?? {});
      const results: Record<string, fc.Arbitrary<unknown>> = {};
      for (const name of card.entry.results) results[name] = valueOf(name, resultSchemas[name] ?? {});
      return fc
        .record({
          fields: fc.record(record, { requiredKeys: [] }),
          results: fc.option(fc.record(results, { requiredKeys: [] }), { nil: undefined }),
          status: fc.option(fc.constantFrom(...card.entry.statuses), { nil: undefined }),
          stage: fc.constantFrom(['scheduled', 'scheduled'], ['live', 'live'], ['finished', 'finished']),
        })
        .map(({ fields: f, results: r, status, stage }) => {
          const row: Record<string, unknown> = {
            sport: card.id,
            competition: `c-${card.key}`,
            participant: `p-${card.key}`,
            startTime: KICKOFF_S,
            status: stage[0],
            stage: stage[1],
            stageStartTime: KICKOFF_S,
            ...f,
          };
          if (row.rank === undefined) delete row.tiedRank; // a shared place needs a place (422)
          if (r !== undefined) row.results = r;
          if (status !== undefined) row.participantStatus = status;
          return row;
        });
    }

    it('an arbitrary valid row of every race sport reads back from the feed as it was sent', async () => {
      let seq = 10;
      for (const card of RACE_CARDS) {
        const id = eventIdOf(card.id, 'acme', `rt-${card.key}`);
        await fc.assert(
          fc.asyncProperty(validRow(card), async (row) => {
            seq += 1;
            const res = await h.send('PUT', `/events/rt-${card.key}`, { ...row, seq });
            expect(res.statusCode, res.body).toBe(200);
            const event = await feedRow(card.id, id);
            expect(event).toBeDefined();
            const { competition, ...back } = eventBodyOf(event as MatchEvent, seq);
            expect(competition).toBe('from-the-feed');
            // Ids come back as ours: the provider's participant id maps to our participant id.
            expect(back).toEqual({
              ...row,
              competition: undefined,
              results: nonEmpty(row.results),
              seq,
              participant: participantIdOf('acme', `p-${card.key}`),
            });
          }),
          fuzzRuns(25),
        );
      }
    }, 120_000);

    /** A field this sport does not take, a status it has not, a result it keeps not, or a value out of range. */
    function invalidRow(card: RaceCard) {
      const otherFields = ENTRY_FIELDS.filter((f) => !card.entry.fields.includes(f)).map(
        (f) => ENTRY_API_NAME[f],
      );
      const otherStatuses = PARTICIPANT_STATUSES.filter((s) => !card.entry.statuses.includes(s));
      const otherResults = RESULT_NAMES.filter((r) => !card.entry.results.includes(r));
      const breakers: fc.Arbitrary<Record<string, unknown>>[] = [
        fc.constantFrom(...otherResults).map((r) => ({ results: { [r]: '1' } })),
        fc.constantFrom(
          { rank: 0 },
          { rank: 1.5 },
          { home: 'x' },
          { participant: undefined },
          { results: { time: 'x' } },
        ),
      ];
      if (otherFields.length > 0) {
        breakers.push(
          fc
            .constantFrom(...otherFields)
            .chain((f) => valueOf(f, stateSchemas[f] ?? {}).map((v) => ({ [f]: v }))),
        );
      }
      if (otherStatuses.length > 0) {
        breakers.push(fc.constantFrom(...otherStatuses).map((s) => ({ participantStatus: s })));
      }
      return fc.tuple(validRow(card), fc.oneof(...breakers)).map(([row, bad]) => ({ ...row, ...bad }));
    }

    it('an arbitrary invalid row of every race sport is a 4xx and stores nothing', async () => {
      let seq = 1000;
      for (const card of RACE_CARDS) {
        await fc.assert(
          fc.asyncProperty(invalidRow(card), async (row) => {
            seq += 1;
            const events = new Map(h.server.engine.events);
            const logSeq = h.server.engine.log(card.id).seq;
            const res = await h.send('PUT', `/events/bad-${card.key}`, { ...row, seq });
            expect(res.statusCode, JSON.stringify(row)).toBeGreaterThanOrEqual(400);
            expect(res.statusCode).toBeLessThan(500);
            expect(res.json().errors.length).toBeGreaterThan(0);
            expect(new Map(h.server.engine.events)).toEqual(events);
            expect(h.server.engine.log(card.id).seq).toBe(logSeq);
          }),
          fuzzRuns(20),
        );
      }
    }, 120_000);
  });
});
