/** What lib/memory-child.ts prints (its own module: importing the child would run it). */

export const MEMORY_MARKER = 'MEMORY-RESULT ';

export interface MemorySample {
  /** CPU time (user + system) of the process since it started, seconds. */
  cpuS: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export interface MemoryResult {
  mode: 'world' | 'empty';
  /** `test`: testConfig (memory storage); `real`: what `npm start` runs (PGlite, NODE_ENV=production). */
  config: 'test' | 'real';
  settleS: number;
  webBuild: boolean;
  geoipLoaded: boolean;
  /** Sampled each second during the settle period. */
  samples: MemorySample[];
  /** After the settle period. */
  settled: MemorySample;
  /** After two forced collections: what the data holds, without garbage waiting for the GC. */
  afterGc: MemorySample | null;
  events: number;
  sports: number;
  leagues: number;
  participants: number;
  /** Events by sport id. */
  bySport: Record<string, number>;
  /** Football events of today for a visitor in India (+330), as f_1_0_330_ta_1 lists them. */
  footballToday: number;
  /** First and last kickoff held, unix seconds, and "now". */
  window: { fromS: number; toS: number; nowS: number } | null;
  /** The full football feed of today: raw bytes and brotli as sent. */
  footballFeed: { raw: number; br: number } | null;
  startMs: number;
  /** CPU time (user + system) of the process from its start to the measure, seconds. */
  cpuS: number;
}
