/** One GET with node:http, the body kept as sent (no decompression), for setting up the benches. */
import http from 'node:http';
import { assertLoopback } from './stats.ts';

export interface OnceResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ttfbMs: number;
  totalMs: number;
}

export function getOnce(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<OnceResponse> {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers, agent: false, timeout: timeoutMs }, (res) => {
      const ttfbMs = performance.now() - t0;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ttfbMs,
          totalMs: performance.now() - t0,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });
}
