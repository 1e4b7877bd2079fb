/**
 * One feed GET with the spec's retry rule (spec §8): a network error or a status other than 200, 204, 304
 * (1223 and 0 are XHR-era "no content" codes, kept for completeness) is retried up to 3 more times,
 * waiting 250 ms × (attempt − 1) before each retry, where attempt is the number of the try about to be made:
 * 250, 500, 750 ms. (Reading "attempt" as the failed try would make the first retry immediate, which only
 * repeats a request against the same fault.)
 */
import { isEmptyFeed } from '@nerali/domain';
import { MAX_RETRIES, RETRY_STEP_MS } from './constants.ts';
import { parseHttpDateS } from './clock-skew.ts';

export type FeedResult =
  /** A body with data. `serverS` is the response's `Date` header, unix seconds, when readable. */
  | { kind: 'body'; body: string; serverS: number | null }
  /** 304, 204, or an empty body (`0`): nothing changed. */
  | { kind: 'unchanged'; serverS: number | null };

export class FeedRequestError extends Error {
  override readonly name = 'FeedRequestError';
  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(`feed request failed after ${attempts} attempts: ${url} (status ${status ?? 'network'})`, options);
  }
}

const NO_CHANGE_STATUSES = new Set([204, 304, 1223, 0]);

export interface FeedRequest {
  url: string;
  headers?: Record<string, string>;
  signal: AbortSignal;
  /**
   * Browser cache mode. 'no-store' for answers that depend on `x-fsign` or the clock (update, system);
   * 'no-cache' (revalidate by ETag) for a repair or reload: the server lets caches keep those feeds for
   * 2 s + 5 s stale, and a stale one could be older than the push messages the board already applied.
   */
  cache?: RequestCache;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Fetches a feed. Rejects with FeedRequestError once the retries are spent, or with the abort reason when
 * `signal` aborts (no retry then). Never rejects for a status the spec calls "no change".
 */
export async function fetchFeed(fetchFn: typeof fetch, req: FeedRequest): Promise<FeedResult> {
  let lastStatus: number | null = null;
  let lastError: unknown;
  for (let attempt = 1; attempt <= MAX_RETRIES + 1; attempt++) {
    if (attempt > 1) await wait(RETRY_STEP_MS * (attempt - 1), req.signal);
    try {
      const init: RequestInit = { signal: req.signal };
      if (req.headers) init.headers = req.headers;
      if (req.cache) init.cache = req.cache;
      const res = await fetchFn(req.url, init);
      const serverS = parseHttpDateS(res.headers.get('date'));
      if (NO_CHANGE_STATUSES.has(res.status)) return { kind: 'unchanged', serverS };
      if (res.status === 200) {
        const body = await res.text();
        return isEmptyFeed(body) ? { kind: 'unchanged', serverS } : { kind: 'body', body, serverS };
      }
      lastStatus = res.status;
      lastError = undefined;
    } catch (error) {
      if (isAbort(error, req.signal)) throw error;
      lastStatus = null;
      lastError = error;
    }
  }
  throw new FeedRequestError(req.url, MAX_RETRIES + 1, lastStatus, { cause: lastError });
}
