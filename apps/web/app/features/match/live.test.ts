import { encodeFeed } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchLive, type MatchLiveOptions } from './live.ts';

const EVENT = 'g_1_H4dpf7Tl';
const HEADER = 'dc_1_1_H4dpf7Tl';
const SUMMARY = 'd_su_1_H4dpf7Tl_ta_1';
const LINEUPS = 'df_li_1_1_H4dpf7Tl';
const COMMENTARY = 'df_lc_1_1_H4dpf7Tl';

/** A WebSocket that the test drives: what the client sends is recorded, what the server says is pushed in. */
class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  server(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

function setup(shown: string[], extra: Partial<MatchLiveOptions> = {}) {
  const requested: string[] = [];
  const fetchFn = vi.fn(async (url: string) => {
    const name = url.split('/x/feed/')[1] ?? url;
    requested.push(name);
    return new Response(`BODY:${name}:${requested.length}`, { status: 200 });
  });
  const feeds: [string, string][] = [];
  const deltas: unknown[] = [];
  const states: string[] = [];
  const live = new MatchLive({
    eventId: EVENT,
    feeds: () => shown,
    commentaryPosition: () => null,
    onFeed: (name, body) => feeds.push([name, body]),
    onDelta: (patch) => deltas.push(patch),
    onConnection: (state) => states.push(state),
    fetch: fetchFn as unknown as typeof fetch,
    WebSocket: FakeWebSocket as unknown as typeof WebSocket,
    origin: 'http://nerali.test',
    log: { warn: () => {}, error: () => {} },
    ...extra,
  });
  return { live, requested, feeds, deltas, states };
}

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

describe('MatchLive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.last = null;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('subscribes to the game, catches up at welcome and applies a scoreboard change without a request', async () => {
    const { live, requested, deltas, states } = setup([HEADER, SUMMARY]);
    live.start();
    const ws = FakeWebSocket.last;
    if (!ws) throw new Error('no socket');
    expect(ws.url).toBe('ws://nerali.test/x/push');
    ws.open();
    expect(ws.sent[0]).toMatchObject({ t: 'hello', subs: [EVENT] });
    ws.server({ t: 'welcome', v: 1, seqs: { [EVENT]: 4 } });
    await flush();
    expect(states).toContain('push');
    expect(requested.sort()).toEqual([HEADER, SUMMARY].sort());
    requested.length = 0;
    const delta = encodeFeed([
      [['SA', '1']],
      [
        ['AA', EVENT],
        ['AH', '2'],
      ],
      [['A2', '1795560900']],
    ]);
    ws.server({ t: 'm', s: EVENT, q: 5, b: delta });
    await flush();
    expect(deltas).toEqual([{ id: EVENT, awayScore: '2' }]);
    expect(requested).toEqual([]);
    live.stop();
  });

  it('fetches only the feeds a notice names, and everything after a gap', async () => {
    const { live, requested } = setup([HEADER, SUMMARY, LINEUPS]);
    live.start();
    const ws = FakeWebSocket.last;
    if (!ws) throw new Error('no socket');
    ws.open();
    ws.server({ t: 'welcome', v: 1, seqs: { [EVENT]: 1 } });
    await flush();
    requested.length = 0;
    ws.server({
      t: 'm',
      s: EVENT,
      q: 2,
      b: encodeFeed([
        [
          ['DN', EVENT],
          ['DNF', 'df_li,df_psn'],
        ],
      ]),
    });
    await flush();
    expect(requested).toEqual([LINEUPS]);
    requested.length = 0;
    // An old message changes nothing; a message after a lost one re-reads every shown feed.
    ws.server({
      t: 'm',
      s: EVENT,
      q: 2,
      b: encodeFeed([
        [
          ['DN', EVENT],
          ['DNF', 'd_su'],
        ],
      ]),
    });
    await flush();
    expect(requested).toEqual([]);
    ws.server({
      t: 'm',
      s: EVENT,
      q: 5,
      b: encodeFeed([
        [
          ['DN', EVENT],
          ['DNF', 'd_su'],
        ],
      ]),
    });
    await flush();
    expect(requested.sort()).toEqual([HEADER, SUMMARY, LINEUPS].sort());
    live.stop();
  });

  it('asks the commentary only for what is new once it holds some', async () => {
    const { live, requested } = setup([COMMENTARY], { commentaryPosition: () => 9 });
    live.start();
    const ws = FakeWebSocket.last;
    if (!ws) throw new Error('no socket');
    ws.open();
    ws.server({ t: 'welcome', v: 1, seqs: {} });
    await flush();
    expect(requested).toEqual(['df_lcpo_1_1_H4dpf7Tl_9']);
    live.stop();
  });

  it('polls every shown feed while the socket is down, and goes back to push when it returns', async () => {
    const { live, requested, states } = setup([HEADER, SUMMARY]);
    live.start();
    const first = FakeWebSocket.last;
    if (!first) throw new Error('no socket');
    first.drop();
    await flush();
    expect(states).toContain('polling');
    expect(requested.sort()).toEqual([HEADER, SUMMARY].sort());
    requested.length = 0;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(requested.sort()).toEqual([HEADER, SUMMARY].sort());
    // The reconnect (backoff 1 s, jittered) opens a new socket; its welcome ends the polling.
    await vi.advanceTimersByTimeAsync(2_000);
    const second = FakeWebSocket.last;
    expect(second).not.toBe(first);
    second?.open();
    second?.server({ t: 'welcome', v: 1, seqs: {} });
    await flush();
    requested.length = 0;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(requested).toEqual([]);
    expect(states.at(-1)).toBe('push');
    live.stop();
  });

  it('does not hand on a body equal to the one the page already shows', async () => {
    const fetchFn = vi.fn(async () => new Response('SAME', { status: 200 }));
    const { live, feeds } = setup([SUMMARY], {
      fetch: fetchFn as unknown as typeof fetch,
      initial: { [SUMMARY]: 'SAME' },
    });
    live.start();
    FakeWebSocket.last?.open();
    FakeWebSocket.last?.server({ t: 'welcome', v: 1, seqs: {} });
    await flush();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(feeds).toEqual([]);
    live.stop();
  });
});
