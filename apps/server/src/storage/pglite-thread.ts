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
  /** Closes PGlite (its files are consistent afterwards) and ends the thread. */
  close(): Promise<void>;
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

export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  await createIfMissing(dataDir);
  setFlagsFromString(PGLITE_V8_FLAGS);
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

  let current: WorkerStream | null = null;
  let closed: Promise<void> | null = null;
  worker.on('message', (message: FromWorker) => {
    if (message.t === 'x')
      current?.push(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.length));
  });
  worker.on('error', (error) => current?.destroy(error));
  const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);

  class WorkerStream extends Duplex {
    override _write(
      chunk: Buffer,
      _encoding: BufferEncoding,
      callback: (error?: Error | null) => void,
    ): void {
      if (closed) return callback(new Error('PGlite is closed'));
      const data = new Uint8Array(chunk); // a copy: the chunk's buffer may be pooled
      send({ t: 'x', data }, [data.buffer]);
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

  return {
    stream() {
      current = new WorkerStream();
      return current;
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        const done = () => resolve();
        worker.once('exit', done);
        worker.on('message', (message: FromWorker) => {
          if (message.t === 'closed') void worker.terminate().then(done, done);
        });
        send({ t: 'close' });
      });
      return closed;
    },
  };
}
