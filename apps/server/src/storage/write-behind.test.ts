import { describe, expect, it } from 'vitest';
import type { StorageLogger } from './logger.ts';
import { UnwritableError, WriteBehindQueue } from './write-behind.ts';

/** A writer whose transactions finish when the test says so. */
function gatedWriter() {
  const batches: Map<string, number>[] = [];
  const gates: { resolve(): void; reject(err: unknown): void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const write = (batch: ReadonlyMap<string, number>) => {
    batches.push(new Map(batch));
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<void>((resolve, reject) => gates.push({ resolve, reject })).finally(() => {
      inFlight -= 1;
    });
  };
  return {
    write,
    batches,
    get maxInFlight() {
      return maxInFlight;
    },
    /** Waits until the writer has been called `n` times in total. */
    async started(n: number) {
      for (let i = 0; i < 1000 && batches.length < n; i++) await new Promise((r) => setTimeout(r, 1));
      expect(batches.length).toBe(n);
    },
    commit(i: number) {
      gates[i]?.resolve();
    },
    fail(i: number, err: unknown) {
      gates[i]?.reject(err);
    },
  };
}

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return state;
};

describe('WriteBehindQueue', () => {
  it('writes the changes of one turn as one batch', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write });
    q.put('a', 1);
    q.put('b', 1);
    await w.started(1);
    expect([...(w.batches[0] ?? [])]).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    w.commit(0);
    await q.flush();
  });

  it('coalesces the changes made while a write is in flight into the latest state per key', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write });
    q.put('a', 0);
    await w.started(1);
    for (let v = 1; v <= 1000; v++) q.put(v % 2 ? 'a' : 'b', v);
    w.commit(0);
    await w.started(2);
    expect(w.batches[1]).toEqual(
      new Map([
        ['a', 999],
        ['b', 1000],
      ]),
    );
    w.commit(1);
    await q.flush();
    expect(q.stats()).toMatchObject({ transactions: 2, written: 3, pending: 0, inFlight: 0 });
  });

  it('keeps at most one transaction in flight and starts the next one when it commits', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write });
    q.put('a', 1);
    await w.started(1);
    q.put('b', 1);
    await new Promise((r) => setImmediate(r));
    expect(w.batches).toHaveLength(1);
    w.commit(0);
    await w.started(2);
    w.commit(1);
    await q.flush();
    expect(w.maxInFlight).toBe(1);
  });

  it('flush() waits for what was queued before it, not for later changes', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write });
    await q.flush(); // nothing queued: resolves at once
    q.put('a', 1);
    const first = q.flush();
    await w.started(1);
    q.put('b', 1);
    const second = q.flush();
    expect(await settled(first)).toBe('pending');
    w.commit(0);
    expect(await settled(first)).toBe('resolved');
    expect(await settled(second)).toBe('pending');
    await w.started(2);
    w.commit(1);
    expect(await settled(second)).toBe('resolved');
  });

  it('flush() waits for a newer state of a key that is in flight', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write });
    q.put('a', 1);
    await w.started(1);
    q.put('a', 2);
    const flushed = q.flush();
    w.commit(0);
    expect(await settled(flushed)).toBe('pending');
    await w.started(2);
    expect(w.batches[1]).toEqual(new Map([['a', 2]]));
    w.commit(1);
    expect(await settled(flushed)).toBe('resolved');
  });

  it('splits a large queue into batches of maxBatch and flush() waits for all of them', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write, maxBatch: 2 });
    for (const k of ['a', 'b', 'c', 'd', 'e']) q.put(k, 1);
    const flushed = q.flush();
    for (let i = 0; i < 3; i++) {
      await w.started(i + 1);
      expect(await settled(flushed)).toBe('pending');
      w.commit(i);
    }
    expect(await settled(flushed)).toBe('resolved');
    expect(w.batches.map((b) => [...b.keys()])).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('retries a failed write; flush() resolves when a retry commits', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write, retryDelayMs: () => 1, logger: silent });
    q.put('a', 1);
    const flushed = q.flush();
    await w.started(1);
    w.fail(0, new Error('connection reset'));
    await w.started(2);
    expect(w.batches[1]).toEqual(new Map([['a', 1]]));
    w.commit(1);
    await expect(flushed).resolves.toBeUndefined();
  });

  it('rejects flush() after maxAttempts failures, keeps the changes and writes them later', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({
      write: w.write,
      maxAttempts: 2,
      retryDelayMs: () => 1,
      logger: silent,
    });
    q.put('a', 1);
    const flushed = q.flush();
    await w.started(1);
    q.put('a', 2); // replaces the failing value before it is queued again
    w.fail(0, new Error('down'));
    await w.started(2);
    w.fail(1, new Error('down'));
    await expect(flushed).rejects.toThrow('down');
    const later = q.flush();
    await w.started(3);
    expect(w.batches[2]).toEqual(new Map([['a', 2]]));
    w.commit(2);
    await expect(later).resolves.toBeUndefined();
  });

  it('does not retry an UnwritableError', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write, retryDelayMs: () => 1, logger: silent });
    q.put('a', 1);
    const flushed = q.flush();
    await w.started(1);
    w.fail(0, new UnwritableError('bad row'));
    await expect(flushed).rejects.toThrow('bad row');
    await new Promise((r) => setTimeout(r, 10));
    expect(w.batches).toHaveLength(1);
    await q.flush();
  });

  it('close() writes what is queued and ignores later changes', async () => {
    const w = gatedWriter();
    const q = new WriteBehindQueue<number>({ write: w.write, logger: silent });
    q.put('a', 1);
    const closed = q.close();
    q.put('b', 1);
    await w.started(1);
    w.commit(0);
    await closed;
    expect(w.batches).toEqual([new Map([['a', 1]])]);
  });
});

const silent = { info() {}, warn() {}, error() {} };

/** A logger that keeps its lines. */
function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const at =
    (level: string) =>
    (fields: unknown, msg?: string): void =>
      void lines.push({ level, fields: fields as Record<string, unknown>, msg: msg ?? '' });
  const logger: StorageLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, logger };
}

describe('WriteBehindQueue failure log', () => {
  it('logs writes that keep failing once per interval with a count, and once when they succeed again', async () => {
    // A full disk: every attempt fails for 60 s of the fake clock (each attempt takes 300 ms of it),
    // then the disk has room again.
    let nowMs = 0;
    let attempts = 0;
    const FAILING_MS = 60_000;
    const write = async () => {
      attempts += 1;
      nowMs += 300;
      if (nowMs <= FAILING_MS)
        throw new Error('could not extend file "base/5/16457": No space left on device');
    };
    const { lines, logger } = recordingLogger();
    const q = new WriteBehindQueue<number>({
      write,
      logger,
      maxAttempts: 3,
      retryDelayMs: () => 0,
      clock: () => nowMs,
    });
    q.put('a', 1);
    q.put('b', 1);
    for (let i = 0; i < 5000 && q.stats().transactions === 0; i++) await new Promise((r) => setTimeout(r, 1));
    expect(q.stats().transactions).toBe(1);
    const failures = attempts - 1;
    console.log(
      `${failures} failed attempts in ${FAILING_MS / 1000} s (fake) gave ${lines.length} log lines`,
    );
    expect(failures).toBe(FAILING_MS / 300);

    // One line at once, then one per 10 s, then the recovery: 60 s of failures -> 1 + 6 + 1 at most.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(8);
    const [first, ...rest] = lines;
    const last = rest.pop();
    expect(first?.level).toBe('warn');
    expect(first?.fields.err).toBeInstanceOf(Error); // the first one whole, with its stack
    expect(first?.msg).toMatch(/write failed/);
    for (const line of rest) {
      expect(line.level).toBe('error');
      expect(line.fields.lastError).toMatch(/No space left on device/);
      expect(line.fields.err).toBeUndefined(); // no stack on the repeats
      expect(line.msg).toMatch(/\d+ failure\(s\) in the last \d+ s/);
    }
    // Every failure is counted in exactly one line; the recovery line sums them all.
    const counted = lines.slice(0, -1).reduce((n, line) => n + Number(line.fields.failures), 0);
    expect(counted).toBeLessThanOrEqual(failures);
    expect(last?.msg).toBe('storage: writes succeed again');
    expect(last?.fields.failures).toBe(failures);
    expect(last?.fields.failingForS).toBe(60);
  });

  it('writes nothing more when a database flaps: a failure line per interval, not per failure', async () => {
    let nowMs = 0;
    let n = 0;
    // Every other transaction fails, one second apart, for 100 s.
    const write = async () => {
      n += 1;
      nowMs += 1000;
      if (n % 2 === 1) throw new Error('connection reset');
    };
    const { lines, logger } = recordingLogger();
    const q = new WriteBehindQueue<number>({ write, logger, retryDelayMs: () => 0, clock: () => nowMs });
    for (let i = 0; i < 50; i++) {
      q.put(`k${i}`, i);
      await q.flush();
    }
    console.log(
      `${n} transactions, ${Math.ceil(n / 2)} failed, over ${nowMs / 1000} s: ${lines.length} lines`,
    );
    expect(nowMs).toBe(100_000);
    // At most a failure line and its recovery line per 10 s.
    expect(lines.length).toBeLessThanOrEqual(2 * (100 / 10 + 1));
  });
});
