/**
 * HTTP load through node:http keep-alive agents, run in a child process (http-load-child.ts).
 * Each of `connections` loops sends one request at a time on its own socket; every loop is bounded by
 * `durationMs` and by `maxRequests` in total.
 */
import type { ChildProcess } from 'node:child_process';
import { askChild, forkBenchChild, waitExit } from './child.ts';
import { assertLoopback } from './stats.ts';

export interface HttpLoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  /** Measured phase. */
  durationMs: number;
  /** Unmeasured phase before it (opens the sockets, warms the JIT of both sides). */
  warmupMs: number;
  /** Upper bound on requests of the measured phase (all connections together). */
  maxRequests: number;
  /** Upper bound on requests of the warm-up (default: maxRequests). */
  warmupRequests?: number;
}

export interface HttpLoadResult {
  type: 'result';
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  /** Body bytes received (as sent: compressed bytes stay compressed). */
  bodyBytes: number;
  elapsedMs: number;
  rps: number;
  /** Request written to last body byte. */
  latency: { p50: number; p90: number; p99: number; max: number };
  /** Request written to response headers. */
  ttfb: { p50: number; p90: number; p99: number; max: number };
  /** CPU the load generator used, in % of one core, over the measured phase. */
  clientCpuPct: number;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A load generator in its own child process, reused for several rows (one fork, one tsx start-up).
 * `run` calls `onMeasure` when the measured phase starts and ends (after the warm-up), so the caller
 * can read the server's CPU time over exactly that phase.
 */
export class HttpLoadClient {
  private readonly child: ChildProcess = forkBenchChild('./http-load-child.ts');

  run(
    options: HttpLoadOptions,
    onMeasure: (edge: 'start' | 'end') => void = () => {},
  ): Promise<HttpLoadResult> {
    assertLoopback(options.url);
    return askChild<HttpLoadResult>(
      this.child,
      { type: 'run', options },
      options.durationMs + options.warmupMs + 15_000,
      (message) => {
        if (message.type === 'mark') onMeasure(message.edge as 'start' | 'end');
      },
    );
  }

  async close(): Promise<void> {
    if (this.child.connected) this.child.send({ type: 'exit' });
    await waitExit(this.child);
  }
}

/** One load row in a child process of its own. */
export async function httpLoad(
  options: HttpLoadOptions,
  onMeasure: (edge: 'start' | 'end') => void = () => {},
): Promise<HttpLoadResult> {
  const client = new HttpLoadClient();
  try {
    return await client.run(options, onMeasure);
  } finally {
    await client.close();
  }
}
