/**
 * The spoiler delay on a whole live board (push, fake server, fake clock): what a fan with N seconds
 * set sees on load, when a goal reaches the screen, and that N = 0 is the board as before.
 */
import { type MatchEvent, StageType } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveBoard } from './board.ts';
import type { SpoilerDelaySource } from './delay-queue.ts';
import { holdBackDocument } from './spoiler-hold.ts';
import { ENGLAND, FakeFeedServer, match, ORIGIN, PREMIER, SPORT, TZ } from './testing/fake-feed-server.ts';
import { decodeFeedDocument } from '@nerali/domain';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const T0_S = T0 / 1000;
const LIVE = 'g_1_EPL00001';
const JUST_ENDED = 'g_1_EPL00002';
const OLD_RESULT = 'g_1_EPL00003';
const LATER = 'g_1_EPL00004';

function makeServer(): FakeFeedServer {
  const server = new FakeFeedServer(() => Date.now());
  server.addLeague(PREMIER, ENGLAND, [
    match(LIVE, PREMIER.id, T0_S - 3600, {
      homeName: 'Arsenal',
      stageType: StageType.live,
      homeScore: '1',
      awayScore: '0',
      homeRedCards: 1,
    }),
    match(JUST_ENDED, PREMIER.id, T0_S - 7000, {
      stageType: StageType.finished,
      homeScore: '2',
      awayScore: '1',
      scoreChangedAt: T0_S - 10,
    }),
    match(OLD_RESULT, PREMIER.id, T0_S - 9000, {
      stageType: StageType.finished,
      homeScore: '3',
      awayScore: '3',
      scoreChangedAt: T0_S - 3000,
    }),
    match(LATER, PREMIER.id, T0_S + 3600),
  ]);
  return server;
}

function delaySource(initial: number) {
  let seconds = initial;
  const listeners = new Set<() => void>();
  const source: SpoilerDelaySource = {
    get: () => seconds,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(next: number) {
      seconds = next;
      for (const listener of listeners) listener();
    },
  };
}

function setup(delayS: number, source?: SpoilerDelaySource) {
  const server = makeServer();
  const board = createLiveBoard({
    initialFeed: server.fullFeed(),
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
    log: { warn: vi.fn(), error: vi.fn() },
    spoilerDelayS: delayS,
    ...(source ? { spoilerDelay: source } : {}),
  });
  return { server, board };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const event = (board: ReturnType<typeof setup>['board'], id: string) =>
  board.getSnapshot().events.get(id) as MatchEvent;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spoiler delay on the board', () => {
  it('a fresh load holds back the outcome of live and just-changed matches, nothing else', () => {
    const { board } = setup(30);
    expect(event(board, LIVE)).toMatchObject({ homeName: 'Arsenal', stageType: StageType.live });
    expect(event(board, LIVE).homeScore).toBeUndefined();
    expect(event(board, LIVE).homeRedCards).toBeUndefined();
    expect(event(board, JUST_ENDED).homeScore).toBeUndefined();
    expect(event(board, OLD_RESULT)).toMatchObject({ homeScore: '3', awayScore: '3' });
    expect(event(board, LATER).stageType).toBe(StageType.scheduled);
  });

  it('reveals the held state N seconds after start, without lighting it up as goals', async () => {
    const { board } = setup(30);
    board.start();
    await advance(29_000);
    expect(event(board, LIVE).homeScore).toBeUndefined();
    await advance(1_000);
    expect(event(board, LIVE)).toMatchObject({ homeScore: '1', awayScore: '0', homeRedCards: 1 });
    expect(event(board, JUST_ENDED).homeScore).toBe('2');
    expect(board.getSnapshot().highlightedUntil.size).toBe(0);
    board.stop();
  });

  it('a goal that arrives reaches the board N seconds later, after the reveal, highlighted then', async () => {
    const { board, server } = setup(30);
    board.start();
    await advance(10_000);
    server.change(LIVE, { homeScore: '2' });
    await advance(20_000); // the reveal: the state at load
    expect(event(board, LIVE).homeScore).toBe('1');
    await advance(9_000);
    expect(event(board, LIVE).homeScore).toBe('1');
    await advance(1_000);
    expect(event(board, LIVE).homeScore).toBe('2');
    expect(board.getSnapshot().highlightedUntil.get(LIVE)).toBe(Date.now() + 60_000);
    board.stop();
  });

  it('N = 0 is the board as before: nothing held, a goal at once', async () => {
    const { board, server } = setup(0);
    const plain = createLiveBoard({
      initialFeed: server.fullFeed(),
      sportId: SPORT,
      day: 0,
      tzMinutes: TZ,
      lang: 'ta',
      document: null,
      window: null,
    });
    expect(board.getSnapshot().events).toEqual(plain.getSnapshot().events);
    board.start();
    await advance(10);
    server.change(LIVE, { homeScore: '2' });
    expect(event(board, LIVE).homeScore).toBe('2');
    board.stop();
  });

  it('follows a change of N while updates wait: set to 0, everything shows at once, in order', async () => {
    const delay = delaySource(60);
    const { board, server } = setup(60, delay.source);
    board.start();
    await advance(1_000);
    server.change(LIVE, { homeScore: '2' });
    await advance(1_000);
    server.change(LIVE, { homeScore: '3' });
    expect(event(board, LIVE).homeScore).toBeUndefined();
    delay.set(0);
    expect(event(board, LIVE).homeScore).toBe('3');
    server.change(LIVE, { homeScore: '4' });
    expect(event(board, LIVE).homeScore).toBe('4');
    board.stop();
  });

  it('another day’s board is never held', () => {
    const server = makeServer();
    const board = createLiveBoard({
      initialFeed: server.fullFeed(),
      sportId: SPORT,
      day: -1,
      tzMinutes: TZ,
      lang: 'ta',
      spoilerDelayS: 60,
    });
    expect(event(board, LIVE).homeScore).toBe('1');
  });

  it('holdBackDocument leaves the document untouched when nothing is sensitive or N is 0', () => {
    const doc = decodeFeedDocument(makeServer().fullFeed());
    expect(holdBackDocument(doc, 0).doc).toBe(doc);
    expect([...holdBackDocument(doc, 30).held].sort()).toEqual([LIVE, JUST_ENDED].sort());
    // A 5 s delay: the match that ended 10 s ago is already over in the fan's stream too.
    expect([...holdBackDocument(doc, 5).held]).toEqual([LIVE]);
  });
});
