/** The web app's build as the server holds it (loaded by ssr.ts, read by service-worker.ts). */
import type { ServerBuild } from 'react-router';

export interface WebBuild {
  server: ServerBuild;
  clientDir: string;
}
