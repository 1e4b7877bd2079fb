/**
 * Cricket ball by ball through the ingest API: PUT /events/{id}/balls, the scorecard feed df_sc built
 * from it, a correction (the list sent again), a stale seq, what the Laws refuse (422 at a pointer),
 * the push notice, and the document kept across a restart of the server on the same storage.
 */
import {
  type DataMessage,
  decodeDetailNotice,
  decodeScorecard,
  MatchFeed,
  matchFeedName,
  type Scorecard,
} from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type NeraliServer } from '../app.ts';
import type { PushSocket } from '../push/hub.ts';
import { createApiKey } from '../storage/api-keys.ts';
import { freshDatabase, type TestDatabase } from '../storage/testing/databases.ts';
import { fakeClock, testConfig } from '../testing/fixtures.ts';
import { CRICKET_ROUTES } from './document-routes.ts';
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

type Body = { seq: number; balls: Record<string, unknown>[]; [key: string]: unknown };
const EXAMPLE = (CRICKET_ROUTES.find((route) => route.kind === 'balls')?.example ?? {}) as Body;
const example = (seq = 1): Body => ({ ...structuredClone(EXAMPLE), seq });

/** An IPL match: the README's cricket example. */
const CRICKET_WORLD: readonly [string, unknown][] = [
  ['/countries/in', india()],
  [
    '/competitions/ipl-2027',
    { seq: 1, sport: 13, country: 'in', name: { ta: 'இந்தியன் பிரீமியர் லீக்', en: 'Indian Premier League' } },
  ],
  ['/participants/csk', { seq: 1, sport: 13, name: 'Chennai Super Kings', shortName: 'CSK', country: 'in' }],
  ['/participants/mi', { seq: 1, sport: 13, name: 'Mumbai Indians', shortName: 'MI', country: 'in' }],
  [
    '/events/ipl-2027-m1',
    {
      seq: 1,
      sport: 13,
      competition: 'ipl-2027',
      home: 'csk',
      away: 'mi',
      startTime: KICKOFF_S,
      status: 'live',
      stage: 'firstInning',
      homeScore: '7/1',
      awayScore: '0/0',
    },
  ],
];

describe('ingest API: cricket balls and the df_sc scorecard', () => {
  let h: IngestHarness;
  const eventId = eventIdOf(13, 'acme', 'ipl-2027-m1');
  const feedName = matchFeedName(MatchFeed.scorecard, eventId);

  beforeEach(async () => {
    h = await ingestHarness(fakeClock(NOON_UTC_MS));
    await putAll(h, CRICKET_WORLD);
  });
  afterEach(async () => {
    await h.server.app.close();
  });

  const put = (body: unknown, id = 'ipl-2027-m1') => h.send('PUT', `/events/${id}/balls`, body);
  const feed = async (): Promise<{ card: Scorecard | null; etag: string }> => {
    const res = await h.server.app.inject({ method: 'GET', url: `/x/feed/${feedName}` });
    expect(res.statusCode).toBe(200);
    return { card: decodeScorecard(res.body), etag: String(res.headers.etag) };
  };

  it('PUT balls, then df_sc carries the scorecard computed from them', async () => {
    expect((await feed()).card).toBeNull();
    const res = await put(example());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applied: true, id: eventId, seq: 1 });

    const { card } = await feed();
    const innings = card?.innings[0];
    // 4, •, 1wd, 1, 1lb, •, W: 7 for 1 off the first over, Gaikwad caught for 5.
    expect([innings?.runs, innings?.wickets, innings?.overs, innings?.side]).toEqual([7, 1, '1', 1]);
    expect(innings?.batting[0]).toMatchObject({
      name: 'Ruturaj Gaikwad',
      runs: 5,
      balls: 5,
      fours: 1,
      out: { kind: 'caught', bowler: 'Jasprit Bumrah', fielder: 'Tilak Varma' },
    });
    expect(innings?.bowling).toEqual([
      expect.objectContaining({ name: 'Jasprit Bumrah', overs: '1', runs: 6, wickets: 1, wides: 1 }),
    ]);
    expect(innings?.extras).toMatchObject({ wides: 1, legByes: 1, total: 2 });
    expect(innings?.didNotBat).toEqual(['Ajinkya Rahane', 'Shivam Dube', 'MS Dhoni']);
    expect(card?.toss).toEqual({ winner: 2, elected: 'bowl' });
    expect(card?.live?.thisOver).toEqual(['4', '•', '1wd', '1', '1lb', '•', 'W']);
  });

  it('a correction is the list sent again: a ball re-scored, a ball left out; a new version each time', async () => {
    await put(example(1));
    const first = await feed();

    const corrected = example(2);
    // The leg bye was off the bat after all: one run to Conway.
    corrected.balls[4] = { ...corrected.balls[4], runs: 1, extra: undefined };
    delete corrected.balls[4]?.extra;
    expect((await put(corrected)).json()).toMatchObject({ applied: true, seq: 2 });
    const second = await feed();
    expect(second.etag).not.toBe(first.etag);
    expect(second.card?.innings[0]?.extras.legByes).toBe(0);
    expect(second.card?.innings[0]?.batting[1]).toMatchObject({ name: 'Devon Conway', runs: 1 });

    // The wicket did not stand (a no-ball was missed?): the provider sends the list without it.
    const rescinded = example(3);
    rescinded.balls = rescinded.balls.slice(0, 6);
    expect((await put(rescinded)).json()).toMatchObject({ applied: true, seq: 3 });
    const third = await feed();
    expect(third.card?.innings[0]?.wickets).toBe(0);
    expect(third.card?.live?.striker).toBe('Ruturaj Gaikwad');
  });

  it('an older or equal seq changes nothing', async () => {
    await put(example(5));
    const before = await feed();
    const older = example(4);
    older.balls = older.balls.slice(0, 2);
    for (const body of [older, { ...older, seq: 5 }]) {
      const res = await put(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ applied: false, reason: 'stale' });
    }
    const after = await feed();
    expect(after.etag).toBe(before.etag);
    expect(after.card).toEqual(before.card);
  });

  it.each<[string, (body: Body) => void, string]>([
    [
      'a ball numbered 7',
      (body) =>
        body.balls.push({ ...body.balls[6], seq: 8, ball: 7, wicket: undefined, batter: 'Ajinkya Rahane' }),
      '/balls/7/ball',
    ],
    [
      'a bowler bowling two overs in a row',
      (body) =>
        body.balls.push({
          ...body.balls[1],
          seq: 8,
          over: 1,
          ball: 1,
          batter: 'Devon Conway',
          nonStriker: 'Ajinkya Rahane',
        }),
      '/balls/7/bowler',
    ],
    [
      'bowled off a no-ball',
      (body) => {
        body.balls[1] = {
          ...body.balls[1],
          extra: { kind: 'noBall', runs: 1 },
          wicket: { kind: 'bowled', out: 'Ruturaj Gaikwad' },
        };
      },
      '/balls/1/wicket/kind',
    ],
    [
      'a batter out twice',
      (body) =>
        body.balls.push({
          ...body.balls[6],
          seq: 8,
          over: 1,
          ball: 1,
          bowler: 'Trent Boult',
          batter: 'Ruturaj Gaikwad',
          nonStriker: 'Devon Conway',
          wicket: undefined,
        }),
      '/balls/7/batter',
    ],
    [
      'caught off a wide',
      (body) => {
        body.balls[2] = {
          ...body.balls[2],
          wicket: { kind: 'caught', out: 'Ruturaj Gaikwad', fielder: 'Ishan Kishan' },
        };
      },
      '/balls/2/wicket/kind',
    ],
    [
      'balls out of seq order',
      (body) => {
        body.balls[3] = { ...body.balls[3], seq: 1 };
      },
      '/balls/3/seq',
    ],
  ])('422 with a pointer: %s', async (_what, spoil, path) => {
    const body = example(1);
    spoil(body);
    for (const ball of body.balls) if (ball.wicket === undefined) delete ball.wicket;
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: IngestErrorCode.invalid, errors: [{ path }] });
    // A refusal changes nothing.
    expect((await feed()).card).toBeNull();
  });

  it('balls of a match that is not cricket: 422; of an unknown event: 404; a ball number past the schema: 400', async () => {
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
    body.balls[0] = { ...body.balls[0], ball: 12 };
    const wild = await put(body);
    expect(wild.statusCode).toBe(400);
    expect(JSON.stringify(wild.json())).toContain('/balls/0/ball');
  });

  it('in a batch too, answered on its own', async () => {
    const bad = example(2);
    bad.balls[1] = { ...bad.balls[1], ball: 3 };
    const res = await h.send('POST', '/batch', {
      items: [
        { kind: 'balls', id: 'ipl-2027-m1', data: example(1) },
        { kind: 'balls', id: 'ipl-2027-m1', data: bad },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject([
      { index: 0, status: 200, applied: true },
      { index: 1, status: 422, errors: [{ path: '/items/1/data/balls/1/ball' }] },
    ]);
    expect((await feed()).card?.innings[0]?.runs).toBe(7);
  });

  it('a change of the balls pushes a notice naming df_sc on the match subject', async () => {
    const socket = new FakeSocket();
    h.server.hub.subscribe(socket, eventId);
    await put(example(1));
    const notices = socket.messages.map((message) => decodeDetailNotice(message.b)).filter(Boolean);
    expect(notices).toContainEqual({ eventId, feeds: [MatchFeed.scorecard] });
  });
});

describe('ingest API: cricket balls across a restart', () => {
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

  it('keeps the balls, their scorecard and their seq', async () => {
    const first = await start();
    const { key } = await createApiKey(first.stores.apiKeys, {
      provider: 'acme',
      label: 'test',
      nowMs: NOON_UTC_MS,
    });
    const harness = (s: NeraliServer): IngestHarness => ({
      server: s,
      key,
      send: (method, path, body) =>
        s.app.inject({
          method,
          url: `${INGEST_PREFIX}${path}`,
          headers: { authorization: `Bearer ${key}` },
          payload: body as object,
        }),
    });
    // One batch: one durable write for the world and the balls (PGlite is slow to flush on a busy machine).
    const kinds: Record<string, string> = {
      countries: 'country',
      competitions: 'competition',
      participants: 'participant',
      events: 'event',
    };
    const items = [
      ...CRICKET_WORLD.map(([path, data]) => {
        const [, kind = '', id] = path.split('/');
        return { kind: kinds[kind], id, data };
      }),
      { kind: 'balls', id: 'ipl-2027-m1', data: example(1) },
    ];
    const batch = await harness(first).send('POST', '/batch', { items });
    expect(batch.json().results.map((result: { status: number }) => result.status)).toEqual(
      items.map(() => 200),
    );
    const eventId = eventIdOf(13, 'acme', 'ipl-2027-m1');
    const name = matchFeedName(MatchFeed.scorecard, eventId);
    const read = async (s: NeraliServer) =>
      decodeScorecard((await s.app.inject({ method: 'GET', url: `/x/feed/${name}` })).body);
    const before = await read(first);
    expect(before?.innings[0]?.runs).toBe(7);
    await first.app.close();

    const second = await start();
    expect(await read(second)).toEqual(before);
    const again = await harness(second).send('PUT', '/events/ipl-2027-m1/balls', example(1));
    expect(again.json()).toMatchObject({ applied: false, reason: 'stale' });
    // Two openings of the embedded database: the same allowance as the suites that restart a server.
  }, 90_000);
});
