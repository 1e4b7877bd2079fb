// @ts-check
/**
 * PostgreSQL settings of the embedded database (PGlite), shared by pglite-worker.mjs and
 * pglite-create.mjs. PGlite's defaults are a server's (shared_buffers 128 MB): its WASM memory grows
 * to hold them and never shrinks. Nerali reads the database at start and writes behind the engine, so
 * a small buffer cache costs nothing the fan sees: 16 MB took a reopened empty database from 292 MB
 * to 172 MB resident (process included), measured with PGlite 0.5.16 on Node 20.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
];
