import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedRequestError, fetchFeed } from './http-feed.ts';

const DATE = 'Sun, 22 Nov 2026 12:00:00 GMT';

function respond(status: number, body: string | null = null) {
  return new Response(body, { status, headers: { date: DATE } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fetchFeed', () => {
  it.each([
    [204, null],
    [304, null],
    [200, '0'],
    [200, ''],
  ])('status %i with body %j is "no change"', async (status, body) => {
    const fetchFn = vi.fn(async () => respond(status, body));
    const result = await fetchFeed(fetchFn, { url: '/x/feed/u_1_1', signal: new AbortController().signal });
    expect(result).toEqual({ kind: 'unchanged', serverS: Date.parse(DATE) / 1000 });
  });

  it('sends the headers and reads the Date header', async () => {
    const fetchFn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => respond(200, 'SA÷1¬~'));
    const result = await fetchFeed(fetchFn, {
      url: '/x/feed/u_1_1',
      headers: { 'x-fsign': '7.2s' },
      signal: new AbortController().signal,
      cache: 'no-store',
    });
    expect(result).toEqual({ kind: 'body', body: 'SA÷1¬~', serverS: Date.parse(DATE) / 1000 });
    expect(fetchFn.mock.calls[0]?.[1]).toMatchObject({ headers: { 'x-fsign': '7.2s' }, cache: 'no-store' });
  });

  it('a 500 is retried 3 more times (250, 500, 750 ms), then fails with the status', async () => {
    const fetchFn = vi.fn(async () => respond(500, 'oops'));
    const result = fetchFeed(fetchFn, { url: '/x/feed/r_1_1', signal: new AbortController().signal });
    const failed = expect(result).rejects.toMatchObject({
      name: 'FeedRequestError',
      attempts: 4,
      status: 500,
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500 + 750);
    expect(fetchFn).toHaveBeenCalledTimes(4);
    await failed;
  });

  it('an abort is not retried', async () => {
    const controller = new AbortController();
    const fetchFn = vi.fn(async () => {
      throw new TypeError('network');
    });
    const result = fetchFeed(fetchFn, { url: '/x/feed/r_1_1', signal: controller.signal });
    const aborted = expect(result).rejects.not.toBeInstanceOf(FeedRequestError);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5_000);
    await aborted;
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
