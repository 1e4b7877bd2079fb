import {
  type DataMessage,
  decodeFeedDocument,
  EventStage,
  type ErrorMessage,
  PUSH_PROTOCOL_VERSION,
  parseSignature,
  type ServerMessage,
  StageType,
  type WelcomeMessage,
} from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { NeraliServer } from '../app.ts';
import { type FakeClock, fakeClock, soccerEvent, worldServer } from '../testing/fixtures.ts';

const NOON_UTC_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const KICKOFF_S = Math.floor(Date.UTC(2026, 10, 22, 11, 0, 0) / 1000);
const live = {
  stageType: StageType.live,
  stage: EventStage.secondHalf,
  homeScore: '0',
  awayScore: '0',
} as const;

/** A real WebSocket client that queues what it receives. */
class Client {
  readonly messages: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  closeCode: number | null = null;
  readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.ws.on('close', (code) => {
      this.closeCode = code;
      for (const w of this.waiters.splice(0)) w();
    });
  }
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
  async next<T extends ServerMessage>(predicate: (m: ServerMessage) => boolean = () => true): Promise<T> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const i = this.messages.findIndex(predicate);
      if (i >= 0) return this.messages.splice(i, 1)[0] as T;
      if (Date.now() > deadline) throw new Error('no such message within 5 s');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  async closed(): Promise<number> {
    const deadline = Date.now() + 5000;
    while (this.closeCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.closeCode ?? -1;
  }
}

describe('push /x/push', () => {
  let clock: FakeClock;
  let server: NeraliServer;
  let url: string;
  const clients: Client[] = [];

  beforeEach(async () => {
    clock = fakeClock(NOON_UTC_MS);
    server = await worldServer(clock);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/x/push`;
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.ws.terminate();
    await server.app.close();
  });

  async function connect(): Promise<Client> {
    const client = new Client(url);
    clients.push(client);
    await client.opened();
    return client;
  }

  it('[PSH1] welcomes a current client with the seq of each subject', async () => {
    server.engine.putEvents([soccerEvent('push0001', KICKOFF_S, live)]);
    const client = await connect();
    client.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['sys_1', 'service', 'u_1_1'] });
    const welcome = await client.next<WelcomeMessage>((m) => m.t === 'welcome');
    expect(welcome.v).toBe(PUSH_PROTOCOL_VERSION);
    expect(welcome.seqs.u_1_1).toBe(server.engine.log(1).seq);
  });

  it('[PSH3] numbers every message consecutively and carries only the change', async () => {
    server.engine.putEvents([soccerEvent('push0001', KICKOFF_S, live)]);
    const client = await connect();
    client.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['u_1_1', 'g_1_push0001'] });
    const welcome = await client.next<WelcomeMessage>((m) => m.t === 'welcome');
    const start = welcome.seqs.u_1_1 ?? -1;

    server.engine.putEvents([soccerEvent('push0001', KICKOFF_S, { ...live, homeScore: '1' })]);
    server.engine.putEvents([
      soccerEvent('push0001', KICKOFF_S, { ...live, homeScore: '1', awayScore: '1' }),
    ]);
    const first = await client.next<DataMessage>((m) => m.t === 'm' && m.s === 'u_1_1');
    const second = await client.next<DataMessage>((m) => m.t === 'm' && m.s === 'u_1_1');
    expect([first.q, second.q]).toEqual([start + 1, start + 2]);
    const doc = decodeFeedDocument(second.b);
    expect(doc.events[0]?.patch).toEqual({ id: 'g_1_push0001', awayScore: '1' });
    expect(parseSignature(doc.signature)?.seq).toBe(second.q);
    const game = await client.next<DataMessage>((m) => m.t === 'm' && m.s === 'g_1_push0001');
    expect(decodeFeedDocument(game.b).events[0]?.patch.homeScore).toBe('1');
  });

  it('[PSH4] a client that missed messages repairs from the repair feed', async () => {
    server.engine.putEvents([soccerEvent('gap00001', KICKOFF_S, live)]);
    const client = await connect();
    client.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['u_1_1'] });
    const welcome = await client.next<WelcomeMessage>((m) => m.t === 'welcome');
    const last = welcome.seqs.u_1_1 ?? -1;
    // The client misses a batch: it is not subscribed while the goal happens.
    client.send({ t: 'unsub', subs: ['u_1_1'] });
    await new Promise((r) => setTimeout(r, 50));
    server.engine.putEvents([soccerEvent('gap00001', KICKOFF_S, { ...live, homeScore: '1' })]);
    client.send({ t: 'sub', subs: ['u_1_1'] });
    await client.next((m) => m.t === 'welcome');
    server.engine.putEvents([
      soccerEvent('gap00001', KICKOFF_S, { ...live, homeScore: '1', homeRedCards: 1 }),
    ]);
    const message = await client.next<DataMessage>((m) => m.t === 'm');
    expect(message.q).toBe(last + 2); // a gap: last + 1 never arrived
    const res = await server.app.inject({ method: 'GET', url: '/x/feed/r_1_1' });
    const repaired = decodeFeedDocument(res.body).events.find((e) => e.patch.id === 'g_1_gap00001');
    expect(repaired?.patch.homeScore).toBe('1');
    expect(repaired?.patch.homeRedCards).toBe(1);
  });

  it('[PSH2] tells a client that is too old, and closes with 4001', async () => {
    const client = await connect();
    client.send({ t: 'hello', v: 0, subs: ['u_1_1'] });
    const error = await client.next<ErrorMessage>((m) => m.t === 'error');
    expect(error.code).toBe('CLIENT_TOO_OLD');
    expect(error.min).toBe(1);
    expect(await client.closed()).toBe(4001);
  });

  it('[PSH2] tells a client that is newer than the server', async () => {
    const client = await connect();
    client.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION + 1, subs: [] });
    const error = await client.next<ErrorMessage>((m) => m.t === 'error');
    expect(error.code).toBe('SERVER_TOO_OLD');
    expect(await client.closed()).toBe(4001);
  });

  it('[PSH5] rejects bad input with a coded error and keeps serving others', async () => {
    const good = await connect();
    good.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: ['u_1_1'] });
    await good.next((m) => m.t === 'welcome');
    const cases: [unknown, string][] = [
      ['{not json', 'BAD_MESSAGE'],
      [{ t: 'sub', subs: ['u_1_1'] }, 'HELLO_FIRST'],
      [{ t: 'hello', v: 1, subs: ['../etc'] }, 'BAD_SUBJECT'],
      [
        {
          t: 'hello',
          v: 1,
          subs: Array.from({ length: 65 }, (_, i) => `g_1_aaaaaa${String(i).padStart(2, '0')}`),
        },
        'BAD_MESSAGE',
      ],
      [{ t: 'hello' }, 'BAD_MESSAGE'],
    ];
    for (const [message, code] of cases) {
      const client = await connect();
      client.send(message);
      const error = await client.next<ErrorMessage>((m) => m.t === 'error');
      expect(error.code, JSON.stringify(message).slice(0, 40)).toBe(code);
      expect(await client.closed()).toBe(4002);
    }
    server.engine.putEvents([soccerEvent('alive001', KICKOFF_S, live)]);
    expect((await good.next((m) => m.t === 'm')).t).toBe('m');
  });

  it('answers ping with pong', async () => {
    const client = await connect();
    client.send({ t: 'hello', v: PUSH_PROTOCOL_VERSION, subs: [] });
    await client.next((m) => m.t === 'welcome');
    client.send({ t: 'ping' });
    expect((await client.next((m) => m.t === 'pong')).t).toBe('pong');
  });
});
