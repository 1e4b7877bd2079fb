import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ODDS_FIRST_LOAD_DELAY_MS,
  OddsSync,
  PREMATCH_ODDS_CACHE_MS,
  PREMATCH_ODDS_SYNC_MS,
} from './odds-sync.ts';
import { oddsBody, oddsItem } from './testing.tsx';

const EVENT = 'g_1_CHEMUM001';
const body = (value: number, signature: string) =>
  oddsBody([oddsItem(EVENT, [{ selection: '1', value }])], signature);

/** A fetch that answers from a queue and records the feed names asked for. */
function fakeFetch(answers: Record<string, () => string>) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const name = String(url).replace('/x/feed/', '');
    asked.push(name);
    const kind = name.slice(0, 2);
    const answer = answers[kind];
    if (!answer) return new Response('', { status: 500 });
    return new Response(answer(), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

let hidden = false;
function sync(options: {
  initialBody: string | null;
  day?: number;
  fetch: typeof fetch;
  loadedAtMs?: number;
}) {
  return new OddsSync({
    sportId: 1,
    day: options.day ?? 0,
    tzMinutes: 330,
    initialBody: options.initialBody,
    loadedAtMs: options.loadedAtMs ?? Date.now(),
    fetch: options.fetch,
    isHidden: () => hidden,
  });
}

const valueOf = (s: OddsSync) => s.getSnapshot().odds.events.get(EVENT)?.prices.get('1')?.value;

describe('prematch odds on their own timer (S1 §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
  });
  afterEach(() => vi.useRealTimers());

  it('opened in the page: the day’s odds 100 ms after the start', async () => {
    const { fetch, asked } = fakeFetch({ fo: () => body(2, '1.1') });
    const s = sync({ initialBody: null, fetch });
    expect(s.getSnapshot().state).toBe('loading');
    s.start();
    await vi.advanceTimersByTimeAsync(ODDS_FIRST_LOAD_DELAY_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['fo_1_0_330_1']);
    expect(s.getSnapshot().state).toBe('ready');
    expect(valueOf(s)).toBe(2);
    s.stop();
  });

  it('every 60 s the odds that moved since the signature; after 180 s without a sync, the whole day', async () => {
    let signature = 1;
    const { fetch, asked } = fakeFetch({
      uo: () => body(2 + signature / 10, `1.${++signature}`),
      fo: () => body(5, `1.${++signature}`),
    });
    const s = sync({ initialBody: body(2, '1.1'), fetch });
    s.start();
    await vi.advanceTimersByTimeAsync(PREMATCH_ODDS_SYNC_MS);
    expect(asked).toEqual(['uo_1_1.1_1']);
    expect(valueOf(s)).toBe(2.1);
    await vi.advanceTimersByTimeAsync(PREMATCH_ODDS_SYNC_MS);
    expect(asked.at(-1)).toBe('uo_1_1.2_1');

    // A hidden page skips its ticks; back in view after more than the cache time: fo_.
    hidden = true;
    await vi.advanceTimersByTimeAsync(PREMATCH_ODDS_CACHE_MS + PREMATCH_ODDS_SYNC_MS);
    expect(asked).toHaveLength(2);
    hidden = false;
    await vi.advanceTimersByTimeAsync(PREMATCH_ODDS_SYNC_MS);
    expect(asked.at(-1)).toBe('fo_1_0_330_1');
    expect(valueOf(s)).toBe(5);
    s.stop();
  });

  it('the server’s reload marker: the day’s odds again, at once', async () => {
    const { fetch, asked } = fakeFetch({
      uo: () => oddsBody([], null, { reload: true }),
      fo: () => body(3, '2.1'),
    });
    const s = sync({ initialBody: body(2, '1.1'), fetch });
    s.start();
    await vi.advanceTimersByTimeAsync(PREMATCH_ODDS_SYNC_MS);
    expect(asked).toEqual(['uo_1_1.1_1', 'fo_1_0_330_1']);
    expect(valueOf(s)).toBe(3);
    expect(s.getSnapshot().odds.signature).toBe('2.1');
    s.stop();
  });

  it('a tab opened again with the loader’s old body catches up at once', async () => {
    const { fetch, asked } = fakeFetch({ uo: () => body(2.5, '1.2') });
    const s = sync({
      initialBody: body(2, '1.1'),
      fetch,
      loadedAtMs: Date.now() - 2 * PREMATCH_ODDS_SYNC_MS,
    });
    s.start();
    await vi.advanceTimersByTimeAsync(ODDS_FIRST_LOAD_DELAY_MS);
    expect(asked).toEqual(['uo_1_1.1_1']);
    s.stop();
  });

  it('past days do not move: no timer', async () => {
    const { fetch, asked } = fakeFetch({ uo: () => body(9, '1.9') });
    const s = sync({ initialBody: body(2, '1.1'), day: -1, fetch });
    s.start();
    await vi.advanceTimersByTimeAsync(10 * PREMATCH_ODDS_SYNC_MS);
    expect(asked).toEqual([]);
    s.stop();
  });

  it('a first load that fails says so; prices already shown stay when a later one fails', async () => {
    const { fetch } = fakeFetch({});
    const empty = sync({ initialBody: null, fetch });
    empty.start();
    await vi.advanceTimersByTimeAsync(ODDS_FIRST_LOAD_DELAY_MS + 2000);
    expect(empty.getSnapshot().state).toBe('error');
    empty.stop();

    const shown = sync({ initialBody: body(2, '1.1'), fetch });
    shown.start();
    await vi.advanceTimersByTimeAsync(PREMATCH_ODDS_SYNC_MS + 2000);
    expect(shown.getSnapshot().state).toBe('ready');
    expect(valueOf(shown)).toBe(2);
    shown.stop();
  });

  it('stopped: nothing more is asked', async () => {
    const { fetch, asked } = fakeFetch({ uo: () => body(2, '1.2') });
    const s = sync({ initialBody: body(2, '1.1'), fetch });
    s.start();
    s.stop();
    await vi.advanceTimersByTimeAsync(5 * PREMATCH_ODDS_SYNC_MS);
    expect(asked).toEqual([]);
  });
});
