/**
 * The process entry: read config, build, listen, and drain cleanly on SIGTERM/SIGINT.
 */
import './production-default.ts';
import { buildServer } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const { app } = await buildServer(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
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
app.log.info(`Nerali is live at http://localhost:${config.port}/ta/`);
