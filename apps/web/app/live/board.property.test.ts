/**
 * Property: the board ends in the same state whichever way the same change batches reach it: one push
 * message per batch (with the connection dropping now and then, so gaps, repairs and polling in between),
 * or the update feed polled every 5 s (which merges the batches between two polls); and that state equals
 * a board freshly built from the server's full feed. And with many nodes (three-part signatures), a
 * socket moved to another node catches up from that node without ever fetching the full feed.
 */
import { type MatchEvent, StageType } from '@nerali/domain';
import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { createLiveBoard } from './board.ts';
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
} from './testing/fake-feed-server.ts';
import type { BoardSnapshot } from './types.ts';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const T0_S = T0 / 1000;
const IDS = ['g_1_A0000001', 'g_1_A0000002', 'g_1_A0000003', 'g_1_B0000001', 'g_1_B0000002'] as const;

function makeServer(mode: PushMode): FakeFeedServer {
  const server = new FakeFeedServer(() => Date.now());
  server.pushMode = mode;
  server.addLeague(PREMIER, ENGLAND, [
    match(IDS[0], PREMIER.id, T0_S, { homeName: 'Arsenal' }),
    match(IDS[1], PREMIER.id, T0_S, { homeName: 'Brentford' }),
    match(IDS[2], PREMIER.id, T0_S + 900, { homeName: 'Chelsea' }),
  ]);
  server.addLeague(ISL, INDIA, [
    match(IDS[3], ISL.id, T0_S - 900, { homeName: 'Mohun Bagan' }),
    match(IDS[4], ISL.id, T0_S - 900, { homeName: 'Odisha' }),
  ]);
  return server;
}

function boardFor(server: FakeFeedServer, initialFeed = server.fullFeed()) {
  return createLiveBoard({
    initialFeed,
    sportId: SPORT,
    day: 0,
    tzMinutes: TZ,
    lang: 'ta',
    origin: ORIGIN,
    fetch: server.fetch,
    WebSocket: server.WebSocket,
    now: () => Date.now(),
    random: () => 0.5,
    document: null,
    window: null,
    log: { warn() {}, error() {} },
  });
}

const score = fc.option(fc.constantFrom('0', '1', '2', '3', '10'), { nil: undefined });
const change = fc.record({
  event: fc.constantFrom(...IDS),
  homeScore: score,
  awayScore: score,
  stageType: fc.constantFrom(StageType.scheduled, StageType.live, StageType.finished),
  startShiftMin: fc.integer({ min: -30, max: 30 }),
  parts: fc.option(fc.array(fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }), { maxLength: 3 }), {
    nil: undefined,
  }),
});
const batch = fc.record({
  waitMs: fc.integer({ min: 0, max: 12_000 }),
  changes: fc.array(change, { minLength: 1, maxLength: 3 }),
  /** Now and then the push connection drops just before a batch (that batch is lost to push). */
  dropSocket: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function applyChange(server: FakeFeedServer, c: Change): MatchEvent {
  const current = server.events.get(c.event) as MatchEvent;
  const next: MatchEvent = {
    ...current,
    stageType: c.stageType,
    startTime: current.startTime + c.startShiftMin * 60,
  };
  for (const [field, value] of [
    ['homeScore', c.homeScore],
    ['awayScore', c.awayScore],
    ['homeParts', c.parts],
  ] as const) {
    if (value === undefined) delete next[field];
    else (next as unknown as Record<string, unknown>)[field] = value;
  }
  return next;
}

/** What a page renders: leagues with their ordered events, and the events; highlights are timing. */
function visible(snapshot: BoardSnapshot) {
  return {
    leagues: snapshot.leagues.map((l) => ({ id: l.id, eventIds: l.eventIds })),
    events: [...snapshot.events.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

it('any batches delivered in order give the same board by push, by polling and by a full reload', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 25 }), async (batches) => {
      vi.useFakeTimers({ now: T0 });
      const pushServer = makeServer('accept');
      const pollServer = makeServer('refuse');
      const pushBoard = boardFor(pushServer);
      const pollBoard = boardFor(pollServer);
      pushBoard.start();
      pollBoard.start();
      await vi.advanceTimersByTimeAsync(10);
      for (const { waitMs, changes, dropSocket } of batches) {
        await vi.advanceTimersByTimeAsync(waitMs);
        if (dropSocket) for (const socket of pushServer.sockets) socket.serverClose(1006);
        for (const server of [pushServer, pollServer]) {
          server.commit(...changes.map((c) => applyChange(server, c)));
        }
      }
      // Long enough for a last poll and for a dropped socket to come back (backoff at most 30 s).
      await vi.advanceTimersByTimeAsync(40_000);
      expect(pushBoard.getSnapshot().connection).toBe('push');
      expect(pollBoard.getSnapshot().connection).toBe('polling');
      const reference = visible(boardFor(pollServer).getSnapshot());
      expect(visible(pushBoard.getSnapshot())).toEqual(reference);
      expect(visible(pollBoard.getSnapshot())).toEqual(reference);
      pushBoard.stop();
      pollBoard.stop();
      vi.useRealTimers();
    }),
    { numRuns: 100, seed: 20_261_122 },
  );
}, 60_000);

it('with many nodes, a socket moved to another node now and then ends on the same board, never reloading', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 25 }), async (batches) => {
      vi.useFakeTimers({ now: T0 });
      const server = makeServer('accept');
      server.catchUps = true;
      const board = boardFor(server);
      board.start();
      await vi.advanceTimersByTimeAsync(10);
      for (const { waitMs, changes, dropSocket } of batches) {
        await vi.advanceTimersByTimeAsync(waitMs);
        // Another log, another numbering, the same events: the socket moved to another node, or (odd
        // waits) the node it holds restarted its log.
        if (dropSocket && waitMs % 2 === 0) server.moveToAnotherNode();
        else if (dropSocket) server.restartLog();
        server.commit(...changes.map((c) => applyChange(server, c)));
      }
      await vi.advanceTimersByTimeAsync(40_000);
      expect(board.getSnapshot().connection).toBe('push');
      expect(visible(board.getSnapshot())).toEqual(visible(boardFor(server).getSnapshot()));
      expect(server.requests.map((r) => r.name)).not.toContain(`f_${SPORT}_0_${TZ}_ta_1`);
      board.stop();
      vi.useRealTimers();
    }),
    { numRuns: 50, seed: 20_261_127 },
  );
}, 60_000);
