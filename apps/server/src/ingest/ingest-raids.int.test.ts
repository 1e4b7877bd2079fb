/**
 * Kabaddi raid by raid through the ingest API: PUT /events/{id}/raids, the df_kb feed of figures and
 * raid log built from it, a correction (the list sent again), a stale seq, what the rules refuse (422 at
 * a pointer), the batch item, the push notice, and the document kept across a restart of the server on
 * the same storage.
 */
import {
  type DataMessage,
  decodeDetailNotice,
  decodeKabaddiFeed,
  type KabaddiFeed,
  MatchFeed,
  matchFeedName,
} from '@nerali/domain';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import type { PushSocket } from '../push/hub.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { freshDatabase, type TestDatabase } from '../storage/testing/databases.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';
import { fuzzRuns } from '../testing/fuzz.ts';
import { editAt, pathsOf } from '../testing/probes.ts';
import { KABADDI_ROUTES } from './document-routes.ts';
import { IngestErrorCode } from './errors.ts';
import { eventIdOf } from './ids.ts';
import { INGEST_PREFIX } from './routes.ts';
import { india, type IngestHarness, ingestHarness, KICKOFF_S, NOON_UTC_MS, putAll } from './testing.ts';

/** A push socket that keeps what it is sent. */
class FakeSocket implements PushSocket {
  readonly bufferedAmount = 0;
  readonly messages: DataMessage[] = [];
  send(data: Buffer | string): void {
    this.messages.push(JSON.parse(data.toString()) as DataMessage);
  }
  close(): void {}
}

type Entry = Record<string, unknown>;
type Body = { seq: number; entries: Entry[] };
const EXAMPLE = (KABADDI_ROUTES.find((route) => route.kind === 'raids')?.example ?? {}) as Body;
const example = (seq = 1): Body => ({ ...structuredClone(EXAMPLE), seq });

/** A Pro Kabaddi match: the README's kabaddi example. */
const KABADDI_WORLD: readonly [string, unknown][] = [
  ['/countries/in', india()],
  [
    '/competitions/pkl-2027',
    { seq: 1, sport: 42, country: 'in', name: { ta: 'புரோ கபடி லீக்', en: 'Pro Kabaddi League' } },
  ],
  ['/participants/thalaivas', { seq: 1, sport: 42, name: 'Tamil Thalaivas', shortName: 'TT', country: 'in' }],
  ['/participants/bulls', { seq: 1, sport: 42, name: 'Bengaluru Bulls', shortName: 'BLR', country: 'in' }],
  [
    '/events/pkl-2027-m1',
    {
      seq: 1,
      sport: 42,
      competition: 'pkl-2027',
      home: 'thalaivas',
      away: 'bulls',
      startTime: KICKOFF_S,
      status: 'live',
      stage: 'firstHalf',
      homeScore: '4',
      awayScore: '1',
    },
  ],
];

describe('ingest API: kabaddi raids and the df_kb feed', () => {
  let h: IngestHarness;
  const eventId = eventIdOf(42, 'acme', 'pkl-2027-m1');
  const feedName = matchFeedName(MatchFeed.kabaddiRaids, eventId);

  beforeEach(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
    await putAll(h, KABADDI_WORLD);
  });
  afterEach(async () => {
    await h.server.app.close();
  });

  const put = (body: unknown, id = 'pkl-2027-m1') => h.send('PUT', `/events/${id}/raids`, body);
  const feed = async (): Promise<{ kb: KabaddiFeed | null; etag: string; status: number }> => {
    const res = await h.server.app.inject({ method: 'GET', url: `/x/feed/${feedName}` });
    const kb = res.statusCode === 200 && res.body !== '' ? decodeKabaddiFeed(res.body) : null;
    return {
      kb: kb && kb.log.length > 0 ? kb : null,
      etag: String(res.headers.etag),
      status: res.statusCode,
    };
  };
  const totals = (kb: KabaddiFeed | null) => kb?.figures.teams.map((team) => team.total);

  it('PUT raids, then df_kb carries the figures and the raid log computed from them', async () => {
    expect((await feed()).kb).toBeNull();
    const res = await put(example());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied: true, id: eventId, seq: 1 });

    const { kb } = await feed();
    expect(totals(kb)).toEqual([4, 1]);
    expect(kb?.figures.teams[0]).toMatchObject({
      raidPoints: 3,
      touchPoints: 2,
      bonusPoints: 1,
      tacklePoints: 1,
      successfulRaids: 2,
    });
    expect(kb?.figures.teams[1]).toMatchObject({
      tacklePoints: 0,
      raidPoints: 1,
      unsuccessfulRaids: 1,
      timeOuts: 1,
    });
    expect(kb?.figures.players.find((p) => p.name === 'Narender Kandola')).toMatchObject({
      raidPoints: 3,
      raids: 2,
    });
    expect(kb?.figures.players.find((p) => p.name === 'Sagar Rathee')).toMatchObject({
      tacklePoints: 1,
      tackles: 1,
    });
    // After the last raid: Sahil Gulia back for Thalaivas; Bulls without Pardeep and Parteek.
    expect(kb?.figures.onCourt).toEqual([7, 5]);
    expect(kb?.log).toHaveLength(6);
  });

  it('a correction is the list sent again: a raid re-scored, a raid left out; a new version each time', async () => {
    await put(example(1));
    const first = await feed();

    const corrected = example(2);
    // Narender touched Bharat Hooda too: two points, not one.
    corrected.entries[5] = {
      ...corrected.entries[5],
      touched: ['Parteek Dahiya', 'Bharat Hooda'],
      points: [2, 0],
      score: [5, 1],
    };
    expect((await put(corrected)).json()).toMatchObject({ applied: true, seq: 2 });
    const second = await feed();
    expect(second.etag).not.toBe(first.etag);
    expect(totals(second.kb)).toEqual([5, 1]);
    expect(second.kb?.figures.onCourt).toEqual([7, 4]);

    // The last raid did not stand: the provider sends the list without it.
    const rescinded = example(3);
    rescinded.entries = rescinded.entries.slice(0, 5);
    expect((await put(rescinded)).json()).toMatchObject({ applied: true, seq: 3 });
    const third = await feed();
    expect(totals(third.kb)).toEqual([3, 1]);
    expect(third.kb?.log).toHaveLength(5);
  });

  it('an older or equal seq changes nothing', async () => {
    await put(example(5));
    const before = await feed();
    const older = example(4);
    older.entries = older.entries.slice(0, 2);
    for (const body of [older, { ...older, seq: 5 }]) {
      const res = await put(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ applied: false, reason: 'stale' });
    }
    const after = await feed();
    expect(after.etag).toBe(before.etag);
    expect(after.kb).toEqual(before.kb);
  });

  it.each<[string, (body: Body) => void, string]>([
    [
      'a raider who is out (Sahil Gulia, touched at 02:24, not yet revived)',
      (body) => {
        body.entries[5] = { ...body.entries[5], raider: 'Sahil Gulia' };
      },
      '/entries/5/raider',
    ],
    [
      'a side raiding twice in a row',
      (body) => {
        body.entries[4] = { ...body.entries[4], side: 'home', raider: 'Narender Kandola' };
      },
      '/entries/4/side',
    ],
    [
      'a point too many',
      (body) => {
        body.entries[0] = { ...body.entries[0], points: [3, 0] };
      },
      '/entries/0/points/0',
    ],
    [
      'a bonus with five defenders on court',
      (body) => {
        body.entries[2] = { ...body.entries[2], result: 'successful', bonus: true, points: [1, 0] };
      },
      '/entries/2/bonus',
    ],
    [
      'a court count the raids do not leave',
      (body) => {
        body.entries[2] = { ...body.entries[2], onCourtBefore: [7, 6] };
      },
      '/entries/2/onCourtBefore/1',
    ],
    [
      'the clock going back',
      (body) => {
        body.entries[4] = { ...body.entries[4], clock: '01:40' };
      },
      '/entries/4/clock',
    ],
    [
      'a score that is not the sum of the points',
      (body) => {
        body.entries[1] = { ...body.entries[1], score: [2, 0] };
      },
      '/entries/1/score/0',
    ],
  ])('422 with a pointer: %s', async (_what, spoil, path) => {
    const body = example(1);
    spoil(body);
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: IngestErrorCode.invalid, errors: [{ path }] });
    // A refusal changes nothing.
    expect((await feed()).kb).toBeNull();
  });

  it('raids of a match that is not kabaddi: 422; of an unknown event: 404; eight on court: 400', async () => {
    await putAll(h, [
      [
        '/competitions/isl-2026',
        { seq: 1, sport: 1, country: 'in', type: 'top', name: { ta: 'ஐஎஸ்எல்', en: 'ISL' } },
      ],
      ['/participants/chennaiyin', { seq: 1, sport: 1, name: 'Chennaiyin FC', country: 'in' }],
      ['/participants/kerala', { seq: 1, sport: 1, name: 'Kerala Blasters', country: 'in' }],
      [
        '/events/isl-2026-m1',
        {
          seq: 1,
          sport: 1,
          competition: 'isl-2026',
          home: 'chennaiyin',
          away: 'kerala',
          startTime: KICKOFF_S,
          status: 'live',
          stage: 'firstHalf',
          homeScore: '0',
          awayScore: '0',
        },
      ],
    ]);
    const football = await put(example(), 'isl-2026-m1');
    expect(football.statusCode).toBe(422);
    expect(football.json()).toMatchObject({ code: IngestErrorCode.invalid, errors: [{ path: '' }] });
    expect((await put(example(), 'no-such-match')).statusCode).toBe(404);
    const body = example();
    body.entries[0] = { ...body.entries[0], onCourtBefore: [8, 7] };
    const wild = await put(body);
    expect(wild.statusCode).toBe(400);
    expect(JSON.stringify(wild.json())).toContain('/entries/0/onCourtBefore/0');
  });

  it('in a batch too, answered on its own', async () => {
    const bad = example(2);
    bad.entries[1] = { ...bad.entries[1], superTackle: true, points: [2, 0], score: [4, 0] };
    const res = await h.send('POST', '/batch', {
      items: [
        { kind: 'raids', id: 'pkl-2027-m1', data: example(1) },
        { kind: 'raids', id: 'pkl-2027-m1', data: bad },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject([
      { index: 0, status: 200, applied: true },
      { index: 1, status: 422, errors: [{ path: '/items/1/data/entries/1/superTackle' }] },
    ]);
    expect(totals((await feed()).kb)).toEqual([4, 1]);
  });

  it('any field of the example changed or removed: 2xx or 4xx, never 5xx; a refusal changes nothing', async () => {
    const valid = example(1);
    const paths = pathsOf(valid);
    const plausible = fc.oneof(
      fc.integer({ min: -2, max: 12 }),
      fc.constantFrom('successful', 'tackled', 'empty', 'doOrDieFailed', 'home', 'away', 'raid', 'timeOut'),
      fc.constantFrom('Sahil Gulia', 'Pardeep Narwal', '40:00', '19:59'),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('', null, [], {}, true),
    );
    let seq = 1;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), plausible, fc.boolean(), async (path, value, remove) => {
        seq += 1;
        const body = { ...(editAt(valid, path, remove ? undefined : value) as object), seq };
        const before = (await feed()).etag;
        const res = await put(body);
        expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect((await feed()).etag).toBe(before);
      }),
      fuzzRuns(40),
    );
  });

  it('a change of the raids pushes a notice naming df_kb on the match subject', async () => {
    const socket = new FakeSocket();
    h.server.hub.subscribe(socket, eventId);
    await put(example(1));
    const notices = socket.messages.map((message) => decodeDetailNotice(message.b)).filter(Boolean);
    expect(notices).toContainEqual({ eventId, feeds: [MatchFeed.kabaddiRaids] });
  });
});

describe('ingest API: kabaddi raids across a restart', () => {
  let db: TestDatabase | null = null;
  let server: NeraliServer | null = null;
  afterEach(async () => {
    await server?.app.close();
    server = null;
    await db?.cleanup();
    db = null;
  }, 60_000);

  async function start(): Promise<NeraliServer> {
    db ??= await freshDatabase('pglite');
    const config = testConfig({ storage: 'database', databaseUrl: null, dataDir: db.config.dataDir });
    server = await buildServer(config, { clock: fakeClock(NOON_UTC_MS), logger: false });
    return server;
  }

  it('keeps the raids, their figures and their seq', async () => {
    const first = await start();
    const { key } = await createApiKey(first.stores.apiKeys, {
      provider: 'acme',
      label: 'test',
      nowMs: NOON_UTC_MS,
    });
    const send = (s: NeraliServer, method: 'PUT' | 'POST', path: string, body: unknown) =>
      s.app.inject({
        method,
        url: `${INGEST_PREFIX}${path}`,
        headers: { authorization: `Bearer ${key}` },
        payload: body as object,
      });
    // One batch: one durable write for the world and the raids (PGlite is slow to flush on a busy machine).
    const kinds: Record<string, string> = {
      countries: 'country',
      competitions: 'competition',
      participants: 'participant',
      events: 'event',
    };
    const items = [
      ...KABADDI_WORLD.map(([path, data]) => {
        const [, kind = '', id] = path.split('/');
        return { kind: kinds[kind], id, data };
      }),
      { kind: 'raids', id: 'pkl-2027-m1', data: example(1) },
    ];
    const batch = await send(first, 'POST', '/batch', { items });
    expect(batch.json().results.map((result: { status: number }) => result.status)).toEqual(
      items.map(() => 200),
    );
    const name = matchFeedName(MatchFeed.kabaddiRaids, eventIdOf(42, 'acme', 'pkl-2027-m1'));
    const read = async (s: NeraliServer) =>
      decodeKabaddiFeed((await s.app.inject({ method: 'GET', url: `/x/feed/${name}` })).body);
    const before = await read(first);
    expect(before.figures.teams.map((team) => team.total)).toEqual([4, 1]);
    await first.app.close();

    const second = await start();
    expect(await read(second)).toEqual(before);
    const again = await send(second, 'PUT', '/events/pkl-2027-m1/raids', example(1));
    expect(again.json()).toMatchObject({ applied: false, reason: 'stale' });
    // Two openings of the embedded database: the same allowance as the suites that restart a server.
  }, 90_000);
});
