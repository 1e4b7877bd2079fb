/**
 * The process entry: read config, build, listen, and drain cleanly on SIGTERM/SIGINT.
 */
import './production-default.ts';
import './heap-settings.ts';
import { buildServer } from './app.ts';
import { newOperatorToken, writeOperatorFile } from './accounts/operator.ts';
import { readConfig, type ServerConfig } from './config.ts';

const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * A start that fails for a reason the operator can fix (a setting, the data directory) says so in one
 * line and exits 1; a stack trace would only hide the message. Anything else keeps its stack.
 */
function cannotStart(err: unknown, operatorFixable: boolean): never {
  if (operatorFixable && err instanceof Error) process.stderr.write(`nerali: cannot start: ${err.message}\n`);
  else
    process.stderr.write(
      `nerali: start failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  process.exit(1);
}
const FIXABLE_CODES = new Set(['DATA_DIR_UNUSABLE', 'DATA_DIR_LOCKED']);
const isFixable = (err: unknown) => FIXABLE_CODES.has(String((err as { code?: unknown } | null)?.code));

let read: ServerConfig;
try {
  read = readConfig();
} catch (err) {
  // Every error of readConfig is about a variable it names.
  cannotStart(err, true);
}
// On the embedded database the operator CLI cannot open it while we run: it asks us (accounts/operator.ts).
const embedded = read.storage === 'database' && read.databaseUrl === null;
const config = embedded ? { ...read, operatorToken: newOperatorToken() } : read;
const shiftMs = (config.clockShiftS ?? 0) * 1000;
const clockOption = shiftMs === 0 ? {} : { clock: () => Date.now() + shiftMs };
const { app } = await buildServer(config, clockOption).catch((err: unknown) =>
  cannotStart(err, isFixable(err)),
);
let removeOperatorFile = () => {};

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    removeOperatorFile();
    // Closing flushes the writes still queued (a fresh simulator's world is tens of thousands of rows):
    // 30 s, the usual grace period of a process manager, before giving up.
    const force = setTimeout(() => {
      app.log.error({ ms: SHUTDOWN_LIMIT_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
if (config.operatorToken) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  removeOperatorFile = writeOperatorFile(config.dataDir, {
    port,
    token: config.operatorToken,
    pid: process.pid,
  });
}
app.log.info(`Nerali is live at http://localhost:${config.port}/ta/`);
