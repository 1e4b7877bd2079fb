/**
 * A write-behind queue: callers hand over changes and never wait; one writer drains them in batches,
 * one transaction at a time, the next one starting as soon as the previous one committed.
 *
 * Coalescing: changes are keyed (an event id); a newer change of a key replaces the pending one, so a
 * match updated every second while a write is in flight is written once, in its latest state.
 *
 * WARNING, bounded memory: when the database is slower than the updates, the queue does not grow with
 * the number of updates but with the number of distinct keys changed since the last commit, at most
 * one pending change per key (plus the batch in flight). For events that is bounded by the events the
 * engine holds. What grows instead is the delay until a change is durable, and flush() waits longer:
 * that is the backpressure a writer that must not answer early (the ingest API) feels.
 *
 * Flush accounting: every enqueue gets the next sequence number; a pending entry keeps the number of
 * its oldest unwritten change, and entries are taken in that order (a replaced entry keeps its place).
 * So "everything enqueued up to S is durable" holds exactly when no pending or in-flight entry has a
 * number <= S: a flush() called at S waits for that.
 */
import { FailureLog } from './failure-log.ts';
import type { StorageLogger } from './logger.ts';

export interface WriteBehindOptions<V> {
  /** Writes one batch in one transaction. Rejecting means nothing of it was committed. */
  write(batch: ReadonlyMap<string, V>): Promise<void>;
  logger?: StorageLogger | undefined;
  /** Keys per transaction (default 1000): a transaction holds a connection, PGlite's only one. */
  maxBatch?: number | undefined;
  /** Attempts of one batch before flush() callers waiting for it are told (default 5). */
  maxAttempts?: number | undefined;
  /** Pause before attempt n + 1 (default 50 ms doubling, at most 2 s). */
  retryDelayMs?: ((attempt: number) => number) | undefined;
  /** Failed attempts are logged at most once per this interval (failure-log.ts; default 10 s). */
  failureLogIntervalMs?: number | undefined;
  /** The failure log's time (tests); default Date.now. */
  clock?: (() => number) | undefined;
}

/**
 * Thrown by `write` when retrying cannot help: the rows that could be written were, the others were
 * dropped (logged by the writer). Waiting flushes reject; the batch is not queued again.
 */
export class UnwritableError extends Error {
  readonly retryable = false;
}

export interface WriteBehindStats {
  /** Keys waiting for a transaction. */
  pending: number;
  /** Keys in the transaction in flight. */
  inFlight: number;
  /** Committed transactions, and keys written by them. */
  transactions: number;
  written: number;
  /** Failed attempts (each one retried or reported). */
  failures: number;
  /** How long the oldest change not yet durable has waited, ms (0 when none waits). */
  oldestAgeMs: number;
}

interface Entry<V> {
  value: V;
  /** Sequence number of the oldest change this entry still has to make durable. */
  seq: number;
  /** When that change was queued (ms, the queue's clock): how long it has waited (/metrics). */
  atMs: number;
}

interface Waiter {
  seq: number;
  resolve(): void;
  reject(err: unknown): void;
}

const defaultDelay = (attempt: number) => Math.min(2000, 50 * 2 ** (attempt - 1));

export class WriteBehindQueue<V> {
  private pending = new Map<string, Entry<V>>();
  private inFlight: Map<string, Entry<V>> | null = null;
  private seq = 0;
  /** Flush callers in call order, so also in seq order. */
  private waiters: Waiter[] = [];
  private running = false;
  private scheduled = false;
  private closing = false;
  /** Settles when the writer loop has ended (it never rejects: failures go to flush()). */
  private idle: Promise<void> = Promise.resolve();
  private readonly counts = { transactions: 0, written: 0, failures: 0 };
  private readonly maxBatch: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempt: number) => number;
  /**
   * WARNING: not a line per failed attempt. A database that cannot write (a full disk) fails every
   * attempt of every round, and each line carried a stack: hundreds a minute (failure-log.ts).
   */
  private readonly failures: FailureLog;

  constructor(private readonly options: WriteBehindOptions<V>) {
    this.maxBatch = options.maxBatch ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryDelayMs = options.retryDelayMs ?? defaultDelay;
    this.failures = new FailureLog({
      logger: options.logger,
      message: 'storage: write failed, retrying',
      still: 'storage: writes still failing',
      recovered: 'storage: writes succeed again',
      effect: 'changes stay queued; flush() and so the ingest API (503) fail until a write succeeds',
      intervalMs: options.failureLogIntervalMs,
      clock: options.clock,
    });
  }

  /** Queues a change; replaces a pending change of the same key. Never blocks. */
  put(key: string, value: V): void {
    if (this.closing) {
      this.options.logger?.warn({ key }, 'storage: change after close ignored');
      return;
    }
    this.seq += 1;
    const entry = this.pending.get(key);
    if (entry) entry.value = value;
    else this.pending.set(key, { value, seq: this.seq, atMs: this.now() });
    this.schedule();
  }

  /** Resolves when every change put before this call is committed; rejects if one failed for good. */
  flush(): Promise<void> {
    if (this.durableUpTo() >= this.seq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq: this.seq, resolve, reject }));
  }

  /**
   * Refuses further changes, writes what is queued and resolves once the writer is idle; rejects like
   * flush() if a change could not be written (it is then dropped: retrying would never end).
   */
  async close(): Promise<void> {
    this.closing = true;
    try {
      await this.flush();
    } finally {
      await this.idle;
    }
  }

  stats(): WriteBehindStats {
    // Entries are in the order of their oldest change: the first one waiting is the oldest.
    let oldest: Entry<V> | undefined;
    for (const entry of (this.inFlight ?? this.pending).values()) {
      oldest = entry;
      break;
    }
    oldest ??= this.pending.values().next().value;
    return {
      pending: this.pending.size,
      inFlight: this.inFlight?.size ?? 0,
      oldestAgeMs: oldest ? Math.max(0, this.now() - oldest.atMs) : 0,
      ...this.counts,
    };
  }

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }

  /** Every change with a sequence number up to this is durable (or was reported as failed). */
  private durableUpTo(): number {
    const first = (m: Map<string, Entry<V>> | null) => {
      if (!m) return Infinity;
      for (const entry of m.values()) return entry.seq;
      return Infinity;
    };
    return Math.min(first(this.inFlight), first(this.pending), this.seq + 1) - 1;
  }

  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    // Not a microtask: changes made in the same turn (one putEvents call, a burst of requests) join
    // the first batch.
    setImmediate(() => {
      this.scheduled = false;
      this.run();
    });
  }

  private run(): void {
    if (this.running) return;
    this.running = true;
    this.idle = (async () => {
      try {
        while (this.pending.size > 0) await this.writeNextBatch();
      } catch (err) {
        this.options.logger?.error({ err }, 'storage: writer stopped');
      } finally {
        this.running = false;
      }
    })();
  }

  private async writeNextBatch(): Promise<void> {
    const batch = new Map<string, Entry<V>>();
    for (const [key, entry] of this.pending) {
      if (batch.size >= this.maxBatch) break;
      batch.set(key, entry);
    }
    for (const key of batch.keys()) this.pending.delete(key);
    this.inFlight = batch;
    const values = new Map<string, V>();
    for (const [key, entry] of batch) values.set(key, entry.value);

    let lastError: unknown;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      try {
        await this.options.write(values);
        this.counts.transactions += 1;
        this.counts.written += values.size;
        this.inFlight = null;
        this.failures.succeeded({ queued: this.pending.size });
        this.settle(null);
        return;
      } catch (err) {
        lastError = err;
        this.counts.failures += 1;
        if (err instanceof UnwritableError) break;
        this.failures.failed(err, { attempt, keys: values.size, queued: this.pending.size + values.size });
        if (attempt < this.maxAttempts) await sleep(this.retryDelayMs(attempt));
      }
    }

    this.inFlight = null;
    // Rows the database refused are dropped (each logged by the writer): one line per batch, since
    // changes are lost. A batch that keeps failing is the failure log's (above), not a line per round.
    if (lastError instanceof UnwritableError)
      this.options.logger?.error({ err: lastError, keys: batch.size }, 'storage: write failed');
    this.settle(lastError);
    if (lastError instanceof UnwritableError) return;
    if (this.closing) {
      this.options.logger?.error({ keys: batch.size }, 'storage: closing; these changes are lost');
      return;
    }
    // Still wanted: queue it again in front, under the entries that replaced some of its keys since
    // (their newer value, its older sequence number), so the order stays by sequence number.
    const merged = new Map<string, Entry<V>>();
    for (const [key, entry] of batch) {
      const newer = this.pending.get(key);
      merged.set(key, newer ? { value: newer.value, seq: entry.seq, atMs: entry.atMs } : entry);
    }
    for (const [key, entry] of this.pending) if (!merged.has(key)) merged.set(key, entry);
    this.pending = merged;
    // The next round starts after a pause: a database that is down is not hammered.
    await sleep(this.retryDelayMs(this.maxAttempts));
  }

  /** Resolves the flushes that are now satisfied; after a failure, rejects every waiting one. */
  private settle(error: unknown): void {
    if (error !== null) {
      // Every waiter's number is >= the failed batch's oldest: each one was waiting for it.
      const failed = this.waiters;
      this.waiters = [];
      for (const w of failed) w.reject(error);
      return;
    }
    const upTo = this.durableUpTo();
    let i = 0;
    while (i < this.waiters.length && (this.waiters[i]?.seq ?? Infinity) <= upTo) i++;
    const done = this.waiters.splice(0, i);
    for (const w of done) w.resolve();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
