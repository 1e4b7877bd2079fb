/**
 * The spoiler delay on the match page (spoiler.ts), on a fake clock: what a fresh load holds back,
 * that live deltas and re-fetched feeds reach the page N seconds after they came and in order, the
 * reveal of a held load, and that N = 0 is the page as before.
 */
import { decodeMatchHeader, encodeFeed, type EventPatch, StageType } from '@nerali/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpoilerDelaySource } from '../../live/delay-queue.ts';
import { FakeTimers } from '../../live/testing/fake-timers.ts';
import { MatchLive } from './live.ts';
import { holdMatch, isOutcomeFeed, MatchDelay } from './spoiler.ts';
import { FEEDS, FOOTBALL_ID } from './test-fixtures.ts';

const NOW_S = 1_795_561_403;
const SUMMARY = 'd_su_1_H4dpf7Tl_ta_1';
const STATS = 'df_st_1_1_H4dpf7Tl';
const LINEUPS = 'df_li_1_1_H4dpf7Tl';
const H2H = 'df_hh_1_1_H4dpf7Tl';
const COMMENTARY = 'df_lc_1_1_H4dpf7Tl';
const HEADER = 'dc_1_1_H4dpf7Tl';

function liveRow(): EventPatch {
  const header = decodeMatchHeader(FEEDS[HEADER] ?? '');
  if (!header?.event) throw new Error('fixture without a scoreboard row');
  return header.event;
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
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('holdMatch: what a fresh load holds back', () => {
  it('holds the score, cards and the outcome feeds of a live match, not its names, status or line-ups', () => {
    const row = liveRow();
    expect(row.stageType).toBe(StageType.live);
    expect(row.homeScore).toBe('1');
    const held = holdMatch(row, [SUMMARY, STATS, LINEUPS, H2H, COMMENTARY], NOW_S, 30);
    expect(held).not.toBeNull();
    expect(held?.event.homeScore).toBeUndefined();
    expect(held?.event.awayScore).toBeUndefined();
    expect(held?.event.homeName).toBe('Rayo Vallecano');
    expect(held?.event.stageType).toBe(StageType.live);
    expect(held?.event.stage).toBe(row.stage);
    expect([...(held?.feeds ?? [])].sort()).toEqual([COMMENTARY, SUMMARY, STATS].sort());
  });

  it('holds nothing without a delay, before the start, or for a result older than the delay', () => {
    const row = liveRow();
    expect(holdMatch(row, [SUMMARY], NOW_S, 0)).toBeNull();
    const scheduled = { ...row, stageType: StageType.scheduled, scoreChangedAt: undefined };
    expect(holdMatch(scheduled, [SUMMARY], NOW_S, 30)).toBeNull();
    const old = { ...row, stageType: StageType.finished, scoreChangedAt: NOW_S - 600 };
    expect(holdMatch(old, [SUMMARY], NOW_S, 30)).toBeNull();
    expect(holdMatch(null, [SUMMARY], NOW_S, 30)).toBeNull();
  });

  it('holds a match that ended within the delay (a late goal is still ahead of the stream)', () => {
    const justEnded = { ...liveRow(), stageType: StageType.finished, scoreChangedAt: NOW_S - 10 };
    expect(holdMatch(justEnded, [SUMMARY], NOW_S, 30)?.event.homeScore).toBeUndefined();
  });

  it('knows the outcome feeds by their prefix', () => {
    expect(isOutcomeFeed('df_mh_1_2_B67jZPOi')).toBe(true);
    expect(isOutcomeFeed('df_mhs_1_2_B67jZPOi')).toBe(true);
    expect(isOutcomeFeed('ts_1_pG56c61T_ta_1')).toBe(true);
    expect(isOutcomeFeed('df_li_1_1_x')).toBe(false);
    expect(isOutcomeFeed('df_hh_1_1_x')).toBe(false);
    expect(isOutcomeFeed('d_od_x_ta_1_eu')).toBe(false);
  });
});

describe('MatchDelay: the boards’ queue in front of the match page', () => {
  it('runs nothing before start; reveals a held load N s after the start, before later changes', () => {
    const timers = new FakeTimers();
    const delay = new MatchDelay({ delayS: 20, timers });
    const seen: string[] = [];
    delay.push(() => seen.push('early'));
    timers.advance(60_000);
    expect(seen).toEqual([]);
    delay.start(() => seen.push('reveal'));
    expect(seen).toEqual(['early']);
    timers.advance(5_000);
    delay.push(() => seen.push('goal'));
    timers.advance(14_999);
    expect(seen).toEqual(['early']);
    timers.advance(1);
    expect(seen).toEqual(['early', 'reveal']);
    timers.advance(4_999);
    expect(seen).toEqual(['early', 'reveal']);
    timers.advance(1);
    expect(seen).toEqual(['early', 'reveal', 'goal']);
  });

  it('follows the setting: lowering the delay releases what is due at once, in order', () => {
    const timers = new FakeTimers();
    const { source, set } = delaySource(30);
    const delay = new MatchDelay({ delayS: 30, source, timers });
    const seen: number[] = [];
    delay.start();
    delay.push(() => seen.push(1));
    timers.advance(10_000);
    delay.push(() => seen.push(2));
    timers.advance(5_000);
    set(12);
    expect(seen).toEqual([1]);
    timers.advance(7_000);
    expect(seen).toEqual([1, 2]);
    delay.stop();
    set(0);
    delay.push(() => seen.push(3));
    expect(seen).toEqual([1, 2]);
  });

  it('with no delay runs every change at once (the page as without the setting)', () => {
    const delay = new MatchDelay({ delayS: 0, timers: new FakeTimers() });
    delay.start();
    const seen: number[] = [];
    delay.push(() => seen.push(1));
    expect(seen).toEqual([1]);
    expect(delay.waiting).toBe(0);
  });
});

/** A WebSocket the test drives (as in live.test.ts). */
class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send() {}
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
}

describe('the match page’s live client behind the delay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.last = null;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a goal pushed on the game subject and a re-fetched feed reach the page only N s later', async () => {
    const N = 8;
    const delay = new MatchDelay({ delayS: N });
    const shown: string[] = [];
    let fetched = 0;
    const live = new MatchLive({
      eventId: FOOTBALL_ID,
      feeds: () => [SUMMARY],
      commentaryPosition: () => null,
      // As use-match-live.ts wires it: every change through the delay.
      onFeed: (name) => delay.push(() => shown.push(`feed ${name}`)),
      onDelta: (patch) => delay.push(() => shown.push(`score ${patch.homeScore ?? ''}`)),
      onConnection: () => {},
      fetch: (async () => {
        fetched += 1;
        return new Response(`IN÷${fetched}¬~`, { status: 200 });
      }) as unknown as typeof fetch,
      WebSocket: FakeWebSocket as unknown as typeof WebSocket,
      origin: 'http://nerali.test',
      log: { warn: () => {}, error: () => {} },
    });
    delay.start();
    live.start();
    const ws = FakeWebSocket.last as FakeWebSocket | null;
    if (!ws) throw new Error('no socket');
    ws.open();
    ws.server({ t: 'welcome', v: 1, seqs: { [FOOTBALL_ID]: 1 } });
    ws.server({
      t: 'm',
      s: FOOTBALL_ID,
      q: 2,
      b: encodeFeed([
        [['SA', '1']],
        [
          ['AA', FOOTBALL_ID],
          ['AG', '2'],
        ],
      ]),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toBe(1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(N * 1000 - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // In arrival order: the goal came with the push, the welcome's re-fetch answered after it.
    expect(shown).toEqual(['score 2', `feed ${SUMMARY}`]);
    live.stop();
    delay.stop();
  });
});
