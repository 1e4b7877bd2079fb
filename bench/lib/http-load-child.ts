/**
 * The child side of http-load.ts: receives options over IPC, runs the loops and answers with figures,
 * row after row, until told to exit or its parent goes away. Percentiles are computed here so that only a small answer crosses the pipe.
 */
import http from 'node:http';
import type { HttpLoadOptions, HttpLoadResult } from './http-load.ts';
import { assertLoopback, percentile, sortedCopy } from './stats.ts';

interface Phase {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  bodyBytes: number;
  latencies: number[];
  ttfbs: number[];
  headers: Record<string, string | string[] | undefined>;
}

function runPhase(
  options: HttpLoadOptions,
  agent: http.Agent,
  durationMs: number,
  maxRequests: number,
): Promise<Phase> {
  const url = new URL(options.url);
  const phase: Phase = {
    requests: 0,
    errors: 0,
    statuses: {},
    bodyBytes: 0,
    latencies: [],
    ttfbs: [],
    headers: {},
  };
  const deadline = performance.now() + durationMs;
  let issued = 0;
  const loop = () =>
    new Promise<void>((resolve) => {
      const next = () => {
        if (performance.now() >= deadline || issued >= maxRequests || phase.errors > 1000) return resolve();
        issued += 1;
        const t0 = performance.now();
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname + url.search,
            method: 'GET',
            agent,
            headers: options.headers,
          },
          (res) => {
            const t1 = performance.now();
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              size += chunk.length;
            });
            res.on('end', () => {
              const t2 = performance.now();
              phase.requests += 1;
              phase.bodyBytes += size;
              phase.latencies.push(t2 - t0);
              phase.ttfbs.push(t1 - t0);
              const status = String(res.statusCode);
              phase.statuses[status] = (phase.statuses[status] ?? 0) + 1;
              if (phase.requests === 1) phase.headers = res.headers;
              next();
            });
          },
        );
        req.on('error', () => {
          phase.errors += 1;
          setTimeout(next, 1);
        });
        req.end();
      };
      next();
    });
  return Promise.all(Array.from({ length: options.connections }, loop)).then(() => phase);
}

function summarise(values: number[]) {
  const sorted = sortedCopy(values);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
  };
}

process.on('disconnect', () => process.exit(0));

process.on('message', async (message: { type: string; options: HttpLoadOptions }) => {
  if (message.type === 'exit') process.exit(0);
  if (message.type !== 'run') return;
  const options = message.options;
  assertLoopback(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  if (options.warmupMs > 0) {
    await runPhase(options, agent, options.warmupMs, options.warmupRequests ?? options.maxRequests);
  }
  process.send?.({ type: 'mark', edge: 'start' });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const phase = await runPhase(options, agent, options.durationMs, options.maxRequests);
  const elapsedMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  process.send?.({ type: 'mark', edge: 'end' });
  agent.destroy();
  const result: HttpLoadResult = {
    type: 'result',
    requests: phase.requests,
    errors: phase.errors,
    statuses: phase.statuses,
    bodyBytes: phase.bodyBytes,
    elapsedMs,
    rps: (phase.requests / elapsedMs) * 1000,
    latency: summarise(phase.latencies),
    ttfb: summarise(phase.ttfbs),
    clientCpuPct: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
    headers: phase.headers,
  };
  process.send?.(result);
});
