// @ts-check
/**
 * Creates a new embedded database (PostgreSQL's initdb inside PGlite), closes it and exits. Run as a
 * child process by pglite-thread.ts when the data directory holds no database yet: initdb grows
 * PGlite's WASM memory to about 700 MB and a WASM memory never shrinks; in a process of its own that
 * memory goes back to the system when it exits (a worker thread that ends leaves ~200 MB of it in
 * the parent's allocator). Exit 0 when the database is created; 1 with the reason on stderr.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SETTINGS } from './pglite-settings.mjs';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('pglite-create: no data directory given\n');
  process.exit(1);
}
try {
  const db = await PGlite.create({ dataDir, postgresqlconf: PGLITE_SETTINGS });
  await db.query('select 1');
  await db.close();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
