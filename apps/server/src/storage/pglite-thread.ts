/**
 * The main thread's side of pglite-worker.mjs: starts the worker and gives node-postgres a socket-like
 * stream to it, so a `pg.Pool` reaches PGlite exactly as it reaches a PostgreSQL server (startup,
 * extended queries, errors), and PostgreSQL's work never runs on the thread that serves feeds.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

/**
 * PGlite's WASM compiled by V8's baseline compiler only (Liftoff), not optimised again by TurboFan
 * behind it. TurboFan's recompilation of PostgreSQL kept about 65 MB more resident for good (its
 * compile memory stays in the allocator's arenas, and the optimised code beside the baseline code),
 * and on two cores it competed with the first start's writes: opened 263 -> 198 MB resident, 20,000
 * document rows written in 2.2 -> 1.1-1.6 s (docs/ARCHITECTURE.md "Memory"). A V8 flag is the
 * process's: it must be set before the worker compiles the module, and Nerali runs no other WASM.
 */
export const PGLITE_V8_FLAGS = '--liftoff-only';

/** To pglite-worker.mjs: wire-protocol bytes, answered strictly in order; or close. */
type ToWorker = { t: 'x'; data: Uint8Array } | { t: 'close' };
/** From it: first `ready` or `failed`; then PostgreSQL's answers; `closed` after a close. */
type FromWorker =
  { t: 'ready' } | { t: 'failed'; message: string } | { t: 'x'; data: Uint8Array } | { t: 'closed' };

export interface PgliteThread {
  /** A new stream for node-postgres (`pg.Client({ stream })`); one session: use a pool of one. */
  stream(): Duplex;
  /**
   * Closes PGlite and opens the directory again in a new thread, under the same streams: the WASM
   * memory that the largest statements grew (and that a WASM memory never gives back) goes with the
   * old thread. WARNING: only while no request is in flight and no transaction is open (the caller
   * holds the pool's only connection); a stream's writes during the reopen wait for the new thread.
   */
  reopen(): Promise<void>;
  /** Traffic since PGlite was last opened: what decides whether a reopen is worth it (database.ts). */
  traffic(): PgliteTraffic;
  /** Closes PGlite (its files are consistent afterwards) and ends the thread. */
  close(): Promise<void>;
}

export interface PgliteTraffic {
  /** The largest single message either way (a statement with its parameters, or its answer), bytes. */
  largest: number;
  /** Bytes either way. */
  bytes: number;
  /** performance.now() of the last message either way, and of the last (re)open. */
  lastMs: number;
  openedMs: number;
  /** Reopens so far. */
  reopens: number;
}

/**
 * A directory without a database gets one from pglite-create.mjs in a child process first, so that
 * initdb's memory leaves with that process (about 700 MB, which a WASM memory never gives back).
 */
async function createIfMissing(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-create.mjs', import.meta.url));
  const child = spawn(process.execPath, [PGLITE_V8_FLAGS, script, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`PGlite did not create ${dataDir}: ${stderr.trim() || `exit ${code}`}`);
}

/** One worker: PGlite opened on `dataDir`, its answers handed to `onData`. */
async function openWorker(dataDir: string, onData: (data: Uint8Array) => void): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once('error', onError);
    worker.once('message', (message: FromWorker) => {
      worker.off('error', onError);
      if (message.t === 'ready') resolve();
      else
        reject(
          new Error(
            `PGlite did not open ${dataDir}: ${message.t === 'failed' ? message.message : message.t}`,
          ),
        );
    });
  });
  worker.on('message', (message: FromWorker) => {
    if (message.t === 'x') onData(message.data);
  });
  return worker;
}

/** Asks the worker to close PGlite, then ends the thread (its WASM memory goes with it). */
function closeWorker(worker: Worker): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => resolve();
    worker.once('exit', done);
    worker.on('message', (message: FromWorker) => {
      if (message.t === 'closed') void worker.terminate().then(done, done);
    });
    worker.postMessage({ t: 'close' } satisfies ToWorker);
  });
}

export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  await createIfMissing(dataDir);
  setFlagsFromString(PGLITE_V8_FLAGS);

  let current: WorkerStream | null = null;
  let closed: Promise<void> | null = null;
  const traffic: PgliteTraffic = { largest: 0, bytes: 0, lastMs: 0, openedMs: performance.now(), reopens: 0 };
  const count = (length: number) => {
    traffic.bytes += length;
    if (length > traffic.largest) traffic.largest = length;
    traffic.lastMs = performance.now();
  };
  const onData = (data: Uint8Array) => {
    count(data.length);
    current?.push(Buffer.from(data.buffer, data.byteOffset, data.length));
  };
  const onError = (error: Error) => current?.destroy(error);
  let worker = await openWorker(dataDir, onData);
  worker.on('error', onError);
  /** While a reopen runs: the writes that wait for the new thread, in order. */
  let held: Uint8Array[] | null = null;
  const send = (data: Uint8Array) => {
    count(data.length);
    if (held) held.push(data);
    else worker.postMessage({ t: 'x', data } satisfies ToWorker, [data.buffer as ArrayBuffer]);
  };

  class WorkerStream extends Duplex {
    override _write(
      chunk: Buffer,
      _encoding: BufferEncoding,
      callback: (error?: Error | null) => void,
    ): void {
      if (closed) return callback(new Error('PGlite is closed'));
      send(new Uint8Array(chunk)); // a copy: the chunk's buffer may be pooled
      callback();
    }
    override _read(): void {}
    // What node-postgres calls on a net.Socket.
    connect(): this {
      setImmediate(() => this.emit('connect'));
      return this;
    }
    setNoDelay(): this {
      return this;
    }
    setKeepAlive(): this {
      return this;
    }
    ref(): this {
      return this;
    }
    unref(): this {
      return this;
    }
  }

  let reopening: Promise<void> | null = null;
  return {
    stream() {
      current = new WorkerStream();
      return current;
    },
    traffic: () => ({ ...traffic }),
    reopen() {
      if (closed) return Promise.reject(new Error('PGlite is closed'));
      reopening ??= (async () => {
        held = [];
        try {
          worker.off('error', onError);
          await closeWorker(worker);
          // The files are consistent and the directory lock is still ours: open them again.
          worker = await openWorker(dataDir, onData).catch(async () => {
            await new Promise((resolve) => setTimeout(resolve, 1000));
            return openWorker(dataDir, onData);
          });
          worker.on('error', onError);
          Object.assign(traffic, {
            largest: 0,
            bytes: 0,
            openedMs: performance.now(),
            reopens: traffic.reopens + 1,
          });
        } catch (error) {
          // No thread any more: the session fails as a lost connection would, and stays closed.
          closed = Promise.resolve();
          current?.destroy(error instanceof Error ? error : new Error(String(error)));
          throw error;
        } finally {
          const waiting = held;
          held = null;
          if (!closed)
            for (const data of waiting)
              worker.postMessage({ t: 'x', data } satisfies ToWorker, [data.buffer as ArrayBuffer]);
          reopening = null;
        }
      })();
      return reopening;
    },
    close() {
      closed ??= (async () => {
        await reopening?.catch(() => {});
        await closeWorker(worker);
      })();
      return closed;
    },
  };
}
