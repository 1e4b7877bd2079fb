// @ts-check
/**
 * PGlite in a worker thread. PGlite runs PostgreSQL's WASM synchronously on the thread that calls
 * it: on the main thread a burst of writes (the simulator's first tick stores tens of thousands of
 * rows) would stop feeds and push for seconds. Here it has a thread of its own, and the main thread
 * talks to it in the PostgreSQL wire protocol (pglite-thread.ts), as node-postgres talks to a server.
 *
 * Plain JavaScript (checked by tsc through @ts-check): a worker thread does not get the main
 * thread's TypeScript loader (tsx, or Vitest's) on Node 20. Messages: see ToWorker and FromWorker in
 * pglite-thread.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SETTINGS } from './pglite-settings.mjs';

const port = parentPort;
if (!port) throw new Error('pglite-worker: not in a worker thread');

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create({
    dataDir: /** @type {{ dataDir: string }} */ (workerData).dataDir,
    postgresqlconf: PGLITE_SETTINGS,
  });
} catch (error) {
  port.postMessage({ t: 'failed', message: error instanceof Error ? error.message : String(error) });
  throw error;
}

// One at a time, in arrival order: PostgreSQL reads one stream of messages.
let queue = Promise.resolve();
port.on('message', (/** @type {{ t: 'x', data: Uint8Array } | { t: 'close' }} */ message) => {
  queue = queue.then(async () => {
    if (message.t === 'close') {
      await db.close();
      port.postMessage({ t: 'closed' });
      port.close();
      return;
    }
    // Each answer is flushed to the files before it goes back (syncToFs), as a commit on a server.
    const out = await db.execProtocolRaw(message.data);
    if (out.length > 0) port.postMessage({ t: 'x', data: out }, [/** @type {ArrayBuffer} */ (out.buffer)]);
  });
});
port.postMessage({ t: 'ready' });
