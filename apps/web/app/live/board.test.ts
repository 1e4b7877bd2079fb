import {
  encodeFeed,
  eventDeltaCells,
  encodeUpdateFeed,
  formatSignature,
  parseSignature,
  EventStage,
  StageType,
  type MatchEvent,
} from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveBoard, type LiveBoardHooks, type VisibilitySource } from './board.ts';
import { PUSH_VERSION } from './constants.ts';
import {
  ENGLAND,
  FakeFeedServer,
  INDIA,
  ISL,
  match,
  ORIGIN,
  PREMIER,
  type PushMode,
  SPORT,
  TZ,
  UPDATE_SUBJECT,
} from './testing/fake-feed-server.ts';
import type { LiveBoardOptions } from './types.ts';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const T0_S = T0 / 1000;
const ARSENAL = 'g_1_EPL00001';
const CHELSEA = 'g_1_EPL00002';
const EARLY = 'g_1_EPL00003';
const KERALA = 'g_1_ISL00001';
const FULL = `f_${SPORT}_0_${TZ}_ta_1`;

function makeServer(): FakeFeedServer {
  const server = new FakeFeedServer(() => Date.now());
  server.addLeague(PREMIER, ENGLAND, [
    match(CHELSEA, PREMIER.id, T0_S - 3600, {
      homeName: 'Chelsea',
      stageType: StageType.live,
      homeScore: '0',
      awayScore: '0',
    }),
    match(ARSENAL, PREMIER.id, T0_S - 3600, {
      homeName: 'Arsenal',
      stageType: StageType.live,
      homeScore: '1',
      awayScore: '0',
    }),
    match(EARLY, PREMIER.id, T0_S - 7200, {
      homeName: 'Wolves',
      stageType: StageType.finished,
      homeScore: '2',
      awayScore: '2',
    }),
  ]);
  server.addLeague(ISL, INDIA, [match(KERALA, ISL.id, T0_S + 1800, { homeName: 'Kerala Blasters' })]);
  return server;
}

interface Setup {
  server: FakeFeedServer;
  board: ReturnType<typeof createLiveBoard>;
  log: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
}

function setup(
  opts: {
    day?: number;
    pushMode?: PushMode;
    hooks?: LiveBoardHooks & Pick<LiveBoardOptions, 'pushSwitch'>;
    server?: FakeFeedServer;
    now?: () => number;
  } = {},
): Setup {
  const server = opts.server ?? makeServer();
  server.pushMode = opts.pushMode ?? 'accept';
  const log = { warn: vi.fn(), error: vi.fn() };
  const options: LiveBoardOptions & LiveBoardHooks = {
    initialFeed: server.fullFeed(),
    sportId: SPORT,
    day: opts.day ?? 0,
    tzMinutes: TZ,
    lang: 'ta',
    origin: ORIGIN,
    fetch: server.fetch,
    WebSocket: server.WebSocket,
    now: opts.now ?? (() => Date.now()),
    random: () => 0.5,
    document: null,
    window: null,
    log,
    ...opts.hooks,
  };
  return { server, board: createLiveBoard(options), log };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const names = (server: FakeFeedServer) => server.requests.map((r) => r.name);
const eventOf = (board: Setup['board'], id: string) => board.getSnapshot().events.get(id) as MatchEvent;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('initial snapshot', () => {
  it('holds the full feed, leagues and events in display order, before any request', () => {
    const { board, server } = setup();
    const snap = board.getSnapshot();
    expect(snap).toMatchObject({
      sportId: SPORT,
      day: 0,
      tzMinutes: TZ,
      connection: 'polling',
      serverNowS: T0_S,
    });
    // India (country order 1) before England (5); inside a league: start time, then home name.
    expect(snap.leagues.map((l) => l.id)).toEqual([ISL.id, PREMIER.id]);
    expect(snap.leagues[1]?.eventIds).toEqual([EARLY, ARSENAL, CHELSEA]);
    expect(snap.leagues[0]).toMatchObject({
      name: ISL.name.ta,
      countryName: INDIA.name.ta,
      eventIds: [KERALA],
    });
    expect(snap.events.get(ARSENAL)).toMatchObject({
      homeName: 'Arsenal',
      homeScore: '1',
      leagueId: PREMIER.id,
    });
    expect(snap.highlightedUntil.size).toBe(0);
    expect(server.requests).toEqual([]);
  });

  it('is the same object until something changes (useSyncExternalStore)', async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    const first = board.getSnapshot();
    expect(board.getSnapshot()).toBe(first);
    board.start();
    await advance(10); // socket refused -> polling -> 304
    expect(names(server)).toContain('u_1_1');
    expect(board.getSnapshot()).toBe(first); // 'polling' was already the state: nothing changed
    server.change(ARSENAL, { homeScore: '2' });
    await advance(5_000);
    const second = board.getSnapshot();
    expect(second).not.toBe(first);
    expect(board.getSnapshot()).toBe(second);
    // The old snapshot is immutable.
    expect(first.events.get(ARSENAL)?.homeScore).toBe('1');
    expect(second.events.get(ARSENAL)?.homeScore).toBe('2');
    // Unchanged events and leagues keep their identity (memoised rows do not re-render).
    expect(second.events.get(KERALA)).toBe(first.events.get(KERALA));
    expect(second.leagues).toBe(first.leagues);
    board.stop();
  });

  it('another day is static: no socket, no request, no timer', async () => {
    const { board, server } = setup({ day: 1 });
    expect(board.getSnapshot().connection).toBe('static');
    board.start();
    await advance(600_000);
    expect(server.requests).toEqual([]);
    expect(server.sockets).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    board.stop();
  });
});

describe('a device clock days off', () => {
  it('keeps the board in the server’s time from the first snapshot on, before any sample', async () => {
    const sixDays = 6 * 86_400_000;
    const server = makeServer();
    // The system feed (the first clock sample) fails: the push socket's welcome still rebuilds the
    // snapshot, with whatever the board then believes the server's time is.
    server.failNext = 1;
    const { board } = setup({ server, now: () => Date.now() + sixDays });
    board.start();
    await advance(10);
    expect(board.getSnapshot().connection).toBe('push');
    expect(Math.abs(board.getSnapshot().serverNowS - Math.floor(Date.now() / 1000))).toBeLessThan(5);
    board.stop();
  });
});

describe('push', () => {
  it('says hello with the subjects, goes push on welcome, applies a goal and highlights it for 60 s', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    expect(board.getSnapshot().connection).toBe('push');
    expect(server.sockets[0]?.url).toBe('ws://nerali.test/x/push');
    expect(server.sockets[0]?.sent[0]).toEqual({
      t: 'hello',
      v: PUSH_VERSION,
      subs: ['sys_1', 'service', UPDATE_SUBJECT],
    });

    server.change(ARSENAL, { homeScore: '2' });
    const snap = board.getSnapshot();
    expect(snap.events.get(ARSENAL)?.homeScore).toBe('2');
    expect(snap.highlightedUntil.get(ARSENAL)).toBe(Date.now() + 60_000);

    await advance(59_000);
    expect(board.getSnapshot().highlightedUntil.has(ARSENAL)).toBe(true);
    await advance(1_000);
    expect(board.getSnapshot().highlightedUntil.has(ARSENAL)).toBe(false);
    // Push alone: only the one system-feed fetch at start.
    expect(names(server)).toEqual(['sys_1']);
    board.stop();
  });

  it('[4.5] a match that stops being live keeps its live flag for 180 s, then leaves the live tab', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    expect(eventOf(board, ARSENAL)?.stageType).toBe(StageType.live);
    server.change(ARSENAL, { stageType: StageType.finished, stage: EventStage.finished });
    expect(eventOf(board, ARSENAL)?.stageType).toBe(StageType.finished);
    expect(board.getSnapshot().keptLiveUntil.get(ARSENAL)).toBe(Date.now() + 180_000);
    // Another change of the finished match does not restart the 180 s.
    await advance(60_000);
    server.change(ARSENAL, { homeScore: '3' });
    expect(board.getSnapshot().keptLiveUntil.get(ARSENAL)).toBe(Date.now() + 120_000);
    await advance(119_000);
    expect(board.getSnapshot().keptLiveUntil.has(ARSENAL)).toBe(true);
    await advance(1_000);
    expect(board.getSnapshot().keptLiveUntil.has(ARSENAL)).toBe(false);
    board.stop();
  });

  it('[4.5] a kept flag goes as soon as the match is live again (a correction)', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.change(ARSENAL, { stageType: StageType.finished, stage: EventStage.finished });
    expect(board.getSnapshot().keptLiveUntil.has(ARSENAL)).toBe(true);
    server.change(ARSENAL, { stageType: StageType.live, stage: EventStage.secondHalf });
    expect(board.getSnapshot().keptLiveUntil.has(ARSENAL)).toBe(false);
    // A match that was never live (scheduled, then finished by a result sent at once) keeps nothing.
    expect(eventOf(board, EARLY)?.stageType).not.toBe(StageType.live);
    server.change(EARLY, { stageType: StageType.finished, stage: EventStage.finished });
    expect(board.getSnapshot().keptLiveUntil.has(EARLY)).toBe(false);
    board.stop();
  });

  it("a new '0' against an empty score is a kick-off, not a goal", async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.change(KERALA, { stageType: StageType.live, homeScore: '0', awayScore: '0' });
    expect(eventOf(board, KERALA)).toMatchObject({ stageType: StageType.live, homeScore: '0' });
    expect(board.getSnapshot().highlightedUntil.has(KERALA)).toBe(false);
    server.change(KERALA, { homeScore: '1' });
    expect(board.getSnapshot().highlightedUntil.has(KERALA)).toBe(true);
    board.stop();
  });

  it('a stage-type change shows in the snapshot (the page moves the event between tabs)', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.change(CHELSEA, { stageType: StageType.finished });
    expect(eventOf(board, CHELSEA).stageType).toBe(StageType.finished);
    board.stop();
  });

  it('drops a message it already has (q <= last)', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.autoPush = false;
    const m = server.change(ARSENAL, { homeScore: '2' });
    server.push(m);
    const arsenal = eventOf(board, ARSENAL);
    const replay = {
      ...m,
      b: encodeUpdateFeed({
        sportId: SPORT,
        deltas: [eventDeltaCells(arsenal, { ...arsenal, homeScore: '5' }) ?? []],
        signature: formatSignature(server.epoch, m.q),
        serverTime: server.nowS,
      }),
    };
    server.push(replay);
    await advance(10);
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    expect(names(server)).toEqual(['sys_1']);
    board.stop();
  });

  it('skips rows of events it does not know', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.commit(match('g_1_NEW00001', PREMIER.id, T0_S), { ...eventOf(board, CHELSEA), homeScore: '1' });
    const snap = board.getSnapshot();
    expect(snap.events.has('g_1_NEW00001')).toBe(false);
    expect(snap.events.get(CHELSEA)?.homeScore).toBe('1');
    expect(snap.leagues[1]?.eventIds).toHaveLength(3);
    board.stop();
  });

  it('coalesces a burst of messages into one notification', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    const listener = vi.fn();
    board.subscribe(listener);
    for (let goals = 2; goals <= 6; goals++) server.change(ARSENAL, { homeScore: String(goals) });
    expect(listener).not.toHaveBeenCalled();
    await advance(20);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(eventOf(board, ARSENAL).homeScore).toBe('6');
    board.stop();
  });

  it('a listener that throws does not stop the others', async () => {
    const { board, server, log } = setup();
    board.start();
    await advance(10);
    const good = vi.fn();
    board.subscribe(() => {
      throw new Error('render bug');
    });
    board.subscribe(good);
    server.change(ARSENAL, { homeScore: '2' });
    await advance(20);
    expect(good).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalled();
    board.stop();
  });
});

describe('gaps, repair and reload', () => {
  it('a gap in q fetches the repair feed, applies it, then goes on with push', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.autoPush = false;
    const m1 = server.change(ARSENAL, { homeScore: '2' });
    server.change(CHELSEA, { awayScore: '1' });
    const m3 = server.change(ARSENAL, { awayScore: '1' });
    server.push(m3); // 101 and 102 never arrive
    await advance(10);
    // Revalidated, not taken from a cache that may be older than the messages already applied.
    expect(server.requests.at(-1)).toMatchObject({ name: 'r_1_1', cache: 'no-cache' });
    expect(eventOf(board, ARSENAL)).toMatchObject({ homeScore: '2', awayScore: '1' });
    expect(eventOf(board, CHELSEA).awayScore).toBe('1');
    server.push(m1); // late duplicate: dropped
    server.autoPush = true;
    server.change(ARSENAL, { homeScore: '3' });
    expect(eventOf(board, ARSENAL).homeScore).toBe('3');
    expect(names(server).filter((n) => n !== 'sys_1')).toEqual(['r_1_1']);
    board.stop();
  });

  it('a page older than the push server catches up at welcome with a repair', async () => {
    const server = makeServer();
    const { board } = setup({ server });
    server.change(ARSENAL, { homeScore: '2' }); // after the page was rendered
    board.start();
    await advance(10);
    expect(names(server)).toContain('r_1_1');
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    expect(board.getSnapshot().connection).toBe('push');
    board.stop();
  });

  it('a page served from a cache 10 minutes old reloads (the repair window cannot cover it)', async () => {
    const server = makeServer();
    const initialFeed = server.fullFeed(); // rendered at T0
    await advance(60_000);
    server.change(ARSENAL, { homeScore: '2' }); // at T0 + 1 min: outside the repair window by T0 + 10 min
    await advance(540_000);
    const stale = createLiveBoard({
      initialFeed,
      sportId: SPORT,
      day: 0,
      tzMinutes: TZ,
      lang: 'ta',
      origin: ORIGIN,
      fetch: server.fetch,
      WebSocket: server.WebSocket,
      random: () => 0.5,
      document: null,
      window: null,
    });
    stale.start();
    await advance(10);
    expect(names(server).filter((n) => n !== 'sys_1')).toEqual(['r_1_1', FULL]);
    expect(eventOf(stale, ARSENAL).homeScore).toBe('2');
    stale.stop();
  });

  it('a gap after more than 80 % of 300 s without sync reloads the full feed instead', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    // The network goes: the socket dies, the update feed fails, reconnects are refused.
    let down = true;
    server.handler = (name) => (down || name === 'u_1_1' ? 'network-error' : undefined);
    server.pushMode = 'refuse';
    server.sockets[0]?.serverClose(1006);
    server.change(ARSENAL, { homeScore: '2' });
    server.commit(match('g_1_NEW00001', PREMIER.id, T0_S + 60)); // only a full feed can bring a new event
    await advance(250_000);
    expect(board.getSnapshot().connection).toBe('offline');
    const before = server.requests.length;
    down = false;
    server.pushMode = 'accept';
    await advance(31_000); // the next reconnect (backoff at most 30 s)
    const after = server.requests.slice(before).map((r) => r.name);
    expect(after).toContain(FULL);
    expect(after).not.toContain('r_1_1');
    const snap = board.getSnapshot();
    expect(snap.connection).toBe('push');
    expect(snap.events.get(ARSENAL)?.homeScore).toBe('2');
    expect(snap.events.has('g_1_NEW00001')).toBe(true);
    expect(snap.leagues[1]?.eventIds).toContain('g_1_NEW00001');
    // A goal scored while away is highlighted when the reload shows it.
    expect(snap.highlightedUntil.has(ARSENAL)).toBe(true);
    board.stop();
  });

  it("repair marker '2' reloads the full feed", async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    board.start();
    await advance(10);
    server.commit(match('g_1_NEW00001', ISL.id, T0_S + 60, { homeName: 'Bengaluru' }));
    server.markerNext = '2';
    await advance(5_000);
    expect(names(server).slice(-2)).toEqual(['u_1_1', FULL]);
    expect(board.getSnapshot().leagues[0]?.eventIds).toEqual(['g_1_NEW00001', KERALA]);
    board.stop();
  });

  it("repair marker '1' in an update fetches the repair feed", async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    board.start();
    await advance(10);
    server.change(ARSENAL, { homeScore: '2' });
    server.markerNext = '1';
    await advance(5_000);
    expect(names(server).slice(-2)).toEqual(['u_1_1', 'r_1_1']);
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    board.stop();
  });

  it('an epoch change (the server log restarted) reloads the full feed, then push goes on', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.restartLog();
    server.change(ARSENAL, { homeScore: '3' }); // q = 2 of epoch 8: lower than 100, yet new
    await advance(10);
    expect(names(server)).toContain(FULL);
    expect(eventOf(board, ARSENAL).homeScore).toBe('3');
    server.change(ARSENAL, { homeScore: '4' });
    expect(eventOf(board, ARSENAL).homeScore).toBe('4');
    expect(names(server).filter((n) => n === FULL)).toHaveLength(1);
    board.stop();
  });
});

describe('many nodes: another node catches the board up (docs/ARCHITECTURE.md "Many nodes")', () => {
  function nodesSetup() {
    const server = makeServer();
    server.catchUps = true;
    return setup({ server });
  }

  it('a socket that reconnects to another node gets that node’s catch-up, not the full feed', async () => {
    const { board, server } = nodesSetup();
    board.start();
    await advance(10);
    server.change(ARSENAL, { homeScore: '2' });
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    server.moveToAnotherNode();
    // While the socket is down, the other node's log moves on.
    server.change(CHELSEA, { awayScore: '1' });
    await advance(31_000); // the reconnect (back-off at most 30 s), welcome, repair, catch-up
    expect(board.getSnapshot().connection).toBe('push');
    expect(eventOf(board, CHELSEA).awayScore).toBe('1');
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    const catchUp = server.requests.findLast((r) => r.name === UPDATE_SUBJECT);
    // Asked with the board's own three-part signature, which the other node does not know.
    expect(parseSignature(catchUp?.sign)?.epoch).toBe(7);
    expect(names(server)).not.toContain(FULL);
    // From then on that node's push messages apply one by one.
    server.change(ARSENAL, { homeScore: '3' });
    expect(eventOf(board, ARSENAL).homeScore).toBe('3');
    expect(names(server)).not.toContain(FULL);
    board.stop();
  });

  it('a push message of another epoch is followed by a catch-up, then push goes on', async () => {
    const { board, server } = nodesSetup();
    board.start();
    await advance(10);
    server.restartLog(); // the same socket, another log: seq 1 of a new epoch
    server.change(ARSENAL, { homeScore: '3' });
    await advance(10);
    expect(eventOf(board, ARSENAL).homeScore).toBe('3');
    expect(names(server)).not.toContain(FULL);
    expect(names(server)).toContain(UPDATE_SUBJECT);
    server.change(ARSENAL, { homeScore: '4' });
    expect(eventOf(board, ARSENAL).homeScore).toBe('4');
    expect(names(server)).not.toContain(FULL);
    board.stop();
  });

  it('a catch-up that still leaves another epoch than push’s (a third node answered) reloads', async () => {
    const { board, server } = nodesSetup();
    board.start();
    await advance(10);
    server.autoPush = false;
    server.restartLog();
    const fromPushNode = server.change(ARSENAL, { homeScore: '3' });
    server.restartLog(); // the update request lands on a node with yet another log
    server.push(fromPushNode);
    await advance(10);
    expect(names(server)).toContain(FULL);
    expect(eventOf(board, ARSENAL).homeScore).toBe('3');
    board.stop();
  });
});

describe('polling fallback', () => {
  it('a refused socket falls back to polling with x-fsign; 304 is no change; changes apply', async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    board.start();
    await advance(10);
    expect(board.getSnapshot().connection).toBe('polling');
    const firstPoll = server.requests.find((r) => r.name === 'u_1_1');
    expect(firstPoll).toMatchObject({ sign: formatSignature(7, 100), cache: 'no-store' });
    server.change(ARSENAL, { homeScore: '2' });
    server.change(CHELSEA, { homeScore: '1' });
    await advance(5_000);
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    expect(eventOf(board, CHELSEA).homeScore).toBe('1');
    expect(board.getSnapshot().highlightedUntil.has(ARSENAL)).toBe(true);
    await advance(5_000);
    const polls = server.requests.filter((r) => r.name === 'u_1_1');
    expect(polls.map((p) => p.sign)).toEqual([
      formatSignature(7, 100),
      formatSignature(7, 100),
      formatSignature(7, 102),
    ]);
    board.stop();
  });

  it('a socket that does not open within 3 s gives polling; push takes over when it comes up', async () => {
    const { board, server } = setup({ pushMode: 'hang' });
    board.start();
    await advance(2_900);
    expect(names(server)).toEqual(['sys_1']);
    await advance(200);
    expect(names(server)).toEqual(['sys_1', 'u_1_1']);
    expect(board.getSnapshot().connection).toBe('polling');
    server.pushMode = 'accept';
    await advance(10_000); // connect timeout at 10 s, then a backoff of at most 1 s
    expect(board.getSnapshot().connection).toBe('push');
    const polls = server.requests.filter((r) => r.name === 'u_1_1').length;
    await advance(60_000);
    expect(server.requests.filter((r) => r.name === 'u_1_1').length).toBe(polls);
    board.stop();
  });

  it('polls the system feed every 60 s while polling and follows its interval', async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    server.stu = 10;
    board.start();
    await advance(10);
    const pollTimes = () => server.requests.filter((r) => r.name === 'u_1_1').map((r) => r.atMs - T0);
    await advance(60_000);
    expect(server.requests.filter((r) => r.name === 'sys_1').map((r) => r.atMs - T0)).toEqual([0, 60_005]);
    const [, second = 0, third = 0] = pollTimes();
    expect(third - second).toBe(10_000);
    board.stop();
  });

  it('CLIENT_TOO_OLD: warns once and polls from then on, never trying push again', async () => {
    const { board, server, log } = setup({ pushMode: 'too-old' });
    board.start();
    await advance(10);
    expect(board.getSnapshot().connection).toBe('polling');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('CLIENT_TOO_OLD'));
    await advance(300_000);
    expect(server.sockets).toHaveLength(1);
    expect(server.requests.filter((r) => r.name === 'u_1_1').length).toBeGreaterThan(50);
    board.stop();
  });

  it('a dead connection (no pong) is found by the heartbeat and replaced by polling', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    server.answerPings = false;
    server.pushMode = 'hang';
    await advance(25_000 + 10_000);
    expect(board.getSnapshot().connection).toBe('polling');
    expect(names(server)).toContain('u_1_1');
    board.stop();
  });

  it('retries a failed request after 250, 500 and 750 ms', async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    server.failNext = 1; // the system feed at start
    board.start();
    await advance(10);
    await advance(5_000);
    server.failNext = 3;
    const start = server.requests.length;
    await advance(5_000 + 2_000);
    const tries = server.requests.slice(start).filter((r) => r.name === 'u_1_1');
    const firstTry = tries[0]?.atMs ?? 0;
    expect(tries.map((r) => r.atMs - firstTry)).toEqual([0, 250, 750, 1_500]);
    expect(board.getSnapshot().connection).toBe('polling');
    board.stop();
  });

  it('after 4 failed tries: offline, next poll after a random 20-80 s', async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    board.start();
    await advance(10);
    server.failNext = 4;
    await advance(5_000 + 1_500);
    expect(board.getSnapshot().connection).toBe('offline');
    const failedAt = server.requests.at(-1)?.atMs ?? 0;
    await advance(60_000);
    const next = server.requests.find((r) => r.name === 'u_1_1' && r.atMs > failedAt);
    expect((next?.atMs ?? 0) - failedAt).toBe(50_000); // random() = 0.5 -> 20 s + 0.5 × 60 s
    expect(board.getSnapshot().connection).toBe('polling');
    board.stop();
  });

  it('a mangled update body is logged and retried after 20-80 s', async () => {
    const { board, server, log } = setup({ pushMode: 'refuse' });
    board.start();
    await advance(10);
    server.handler = (name) => (name === 'u_1_1' ? server.respond(200, 'AA÷x¬~AG÷') : undefined);
    await advance(5_000);
    expect(log.error).toHaveBeenCalledWith('Ajax response error', expect.objectContaining({ feed: 'u_1_1' }));
    const failedAt = server.requests.at(-1)?.atMs ?? 0;
    server.handler = null;
    await advance(60_000);
    const next = server.requests.find((r) => r.name === 'u_1_1' && r.atMs > failedAt);
    expect((next?.atMs ?? 0) - failedAt).toBe(50_000);
    board.stop();
  });

  it('a hidden tab keeps the socket but pauses polling; showing it polls at once', async () => {
    const listeners = new Set<() => void>();
    const document: VisibilitySource & { visibilityState: string } = {
      visibilityState: 'hidden',
      addEventListener: (_type, l) => listeners.add(l),
      removeEventListener: (_type, l) => listeners.delete(l),
    };
    const { board, server } = setup({ pushMode: 'refuse', hooks: { document } });
    board.start();
    await advance(60_000);
    expect(names(server).filter((n) => n === 'u_1_1')).toEqual([]);
    document.visibilityState = 'visible';
    for (const l of listeners) l();
    await advance(10);
    expect(names(server).filter((n) => n === 'u_1_1')).toHaveLength(1);
    board.stop();
    expect(listeners.size).toBe(0);
  });
});

describe('[S1 4.24] last sync older than 80 % of the cache time', () => {
  function hiddenDocument() {
    const listeners = new Set<() => void>();
    const document: VisibilitySource & { visibilityState: string; show(): void } = {
      visibilityState: 'hidden',
      addEventListener: (_type, l) => listeners.add(l),
      removeEventListener: (_type, l) => listeners.delete(l),
      show() {
        this.visibilityState = 'visible';
        for (const l of listeners) l();
      },
    };
    return document;
  }

  it('[S1 4.24] stale for 200 s (over 144 s, within 240 s): the repair feed once, which brings what was missed', async () => {
    const document = hiddenDocument();
    const { board, server } = setup({ pushMode: 'refuse', hooks: { document } });
    board.start();
    await advance(10);
    server.change(ARSENAL, { homeScore: '2' });
    await advance(200_000);
    const before = server.requests.length;
    document.show();
    await advance(10);
    const after = server.requests.slice(before).map((r) => r.name);
    expect(after.filter((n) => n === 'r_1_1')).toHaveLength(1);
    expect(after).not.toContain(FULL);
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    // Current again: no second repair.
    await advance(60_000);
    expect(server.requests.slice(before).filter((r) => r.name === 'r_1_1')).toHaveLength(1);
    board.stop();
  });

  it('[S1 4.24] stale for more than 80 % of 300 s: the full feed instead', async () => {
    const document = hiddenDocument();
    const { board, server } = setup({ pushMode: 'refuse', hooks: { document } });
    board.start();
    await advance(10);
    server.change(ARSENAL, { homeScore: '2' });
    await advance(260_000);
    const before = server.requests.length;
    document.show();
    await advance(10);
    const after = server.requests.slice(before).map((r) => r.name);
    expect(after).toContain(FULL);
    expect(after).not.toContain('r_1_1');
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    board.stop();
  });

  it('[S1 4.24] a quiet push connection answering its pings is never stale: no repair in 10 minutes', async () => {
    const { board, server } = setup();
    board.start();
    await advance(600_000);
    expect(names(server)).toEqual(['sys_1']);
    board.stop();
  });
});

describe('[S1 4.23] push switched manually', () => {
  function makeSwitch(on: boolean) {
    const listeners = new Set<() => void>();
    return {
      on,
      get() {
        return this.on;
      },
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: boolean) {
        this.on = next;
        for (const listener of [...listeners]) listener();
      },
    };
  }

  it('[S1 4.23] switched off: the socket closes and the board polls; on again: push takes over and polling stops', async () => {
    const pushSwitch = makeSwitch(true);
    const { board, server } = setup({ hooks: { pushSwitch } });
    board.start();
    await advance(10);
    expect(board.getSnapshot().connection).toBe('push');
    pushSwitch.set(false);
    expect(server.sockets[0]?.readyState).toBe(3);
    expect(board.getSnapshot().connection).toBe('polling');
    server.change(ARSENAL, { homeScore: '2' });
    await advance(5_000);
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    // No reconnect while off, however long.
    await advance(120_000);
    expect(server.sockets).toHaveLength(1);
    pushSwitch.set(true);
    await advance(10);
    expect(server.sockets).toHaveLength(2);
    expect(board.getSnapshot().connection).toBe('push');
    const polls = server.requests.filter((r) => r.name === 'u_1_1').length;
    await advance(60_000);
    expect(server.requests.filter((r) => r.name === 'u_1_1').length).toBe(polls);
    board.stop();
  });

  it('[S1 4.23] off before the page starts: no socket at all, polling from the start', async () => {
    const pushSwitch = makeSwitch(false);
    const { board, server } = setup({ hooks: { pushSwitch } });
    board.start();
    await advance(10);
    expect(server.sockets).toHaveLength(0);
    expect(board.getSnapshot().connection).toBe('polling');
    expect(names(server)).toContain('u_1_1');
    board.stop();
  });
});

describe('[S1 4.14] service status (sst)', () => {
  it('[S1 4.14] a node that stops says sst 0 on the service subject: the board says the service is down until a running node answers sst 1', async () => {
    const { board, server } = setup();
    board.start();
    await advance(10);
    expect(board.getSnapshot().serviceDown).toBe(false);
    // What apps/server/src/app.ts sends at shutdown: sst 0 on 'service', then close 1001.
    server.sst = 0;
    server.push({ t: 'm', s: 'service', q: 1, b: encodeFeed([[['sst', '0']]]) });
    expect(board.getSnapshot().serviceDown).toBe(true);
    server.pushMode = 'refuse'; // no node takes the socket for a while
    server.sockets[0]?.serverClose(1001);
    await advance(5_000);
    // Polling meanwhile: still down (the system feed of a stopping node says 0 too).
    expect(board.getSnapshot().serviceDown).toBe(true);
    server.sst = 1;
    server.pushMode = 'accept';
    await advance(31_000); // a reconnect is welcomed by a running node, whose system feed says 1
    expect(board.getSnapshot().connection).toBe('push');
    expect(board.getSnapshot().serviceDown).toBe(false);
    board.stop();
  });

  it('[S1 4.14] the system feed at start says sst 0: shown; a service message without sst changes nothing', async () => {
    const { board, server } = setup({ pushMode: 'refuse' });
    server.sst = 0;
    board.start();
    await advance(10);
    expect(board.getSnapshot().serviceDown).toBe(true);
    server.sst = 1;
    await advance(60_000); // the system feed is polled every 60 s while polling
    expect(board.getSnapshot().serviceDown).toBe(false);
    board.stop();
  });

  it('[S1 4.14] a service message keeps the polling interval the system feed gave', async () => {
    const { board, server } = setup();
    server.stu = 10;
    board.start();
    await advance(10);
    server.push({ t: 'm', s: 'service', q: 1, b: encodeFeed([[['sst', '1']]]) });
    server.pushMode = 'refuse';
    server.sockets[0]?.serverClose(1006);
    await advance(30_000);
    const polls = server.requests.filter((r) => r.name === 'u_1_1').map((r) => r.atMs);
    expect(polls.length).toBeGreaterThan(2);
    expect((polls[2] ?? 0) - (polls[1] ?? 0)).toBe(10_000);
    board.stop();
  });
});

describe('lifecycle', () => {
  it('stop() closes the socket and clears every timer; start() again resumes (StrictMode)', async () => {
    const { board, server } = setup();
    board.start();
    board.start(); // idempotent
    await advance(10);
    expect(server.sockets).toHaveLength(1);
    board.stop();
    expect(server.sockets[0]?.readyState).toBe(3);
    await advance(10);
    expect(vi.getTimerCount()).toBe(0);
    board.start();
    await advance(10);
    expect(board.getSnapshot().connection).toBe('push');
    server.change(ARSENAL, { homeScore: '2' });
    expect(eventOf(board, ARSENAL).homeScore).toBe('2');
    board.stop();
  });

  it('a mangled initial feed gives an empty board, logged, not an exception', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const board = createLiveBoard({
      initialFeed: 'AA÷broken',
      sportId: SPORT,
      day: 0,
      tzMinutes: TZ,
      lang: 'ta',
      log,
      document: null,
      window: null,
    });
    expect(board.getSnapshot().leagues).toEqual([]);
    expect(log.error).toHaveBeenCalled();
  });
});
