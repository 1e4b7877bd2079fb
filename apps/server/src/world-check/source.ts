/**
 * Where the world check reads from: public HTTP GETs of a running server, nothing else. The bench
 * points it at any URL; the npm-test run at a server it started in process and made listen on a free
 * loopback port (world-check.int.test.ts), so both go through the same HTTP path a fan's browser does.
 */

export interface FeedSource {
  /** `GET /x/feed/{name}`: the body, or null when the answer is not 200 (404 for an unknown name). */
  feed(name: string): Promise<string | null>;
  /** `GET {path}` of a page: status and HTML. */
  page(path: string): Promise<{ status: number; html: string }>;
}

export class WorldCheckError extends Error {
  override readonly name = 'WorldCheckError';
  constructor(
    readonly code: 'NRL_ERR_WORLD_CHECK_SOURCE',
    message: string,
  ) {
    super(message);
  }
}

/** A source over HTTP; `baseUrl` like `http://127.0.0.1:3000`. Retries a failed connection twice. */
export function httpSource(baseUrl: string): FeedSource {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (path: string): Promise<Response> => {
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      } catch (error) {
        lastError = error;
        await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      }
    }
    throw new WorldCheckError(
      'NRL_ERR_WORLD_CHECK_SOURCE',
      `GET ${base}${path} failed: ${String(lastError)}`,
    );
  };
  return {
    async feed(name) {
      const res = await get(`/x/feed/${encodeURIComponent(name)}`);
      const body = await res.text();
      return res.status === 200 ? body : null;
    },
    async page(path) {
      const res = await get(path);
      return { status: res.status, html: await res.text() };
    },
  };
}

/**
 * Runs `task` over `items` with at most `limit` in flight, results in input order. The server under
 * check answers from memory, so a handful in flight keeps it busy without queueing thousands.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
