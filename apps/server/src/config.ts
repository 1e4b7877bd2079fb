/**
 * Configuration from the environment, read once in main.ts; buildServer() takes the result so tests
 * pass their own.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  host: string;
  port: number;
  logLevel: string;
  /**
   * The site's public origin for canonical and hreflang links (PUBLIC_ORIGIN, e.g. https://nerali.in).
   * Unset: the request's Host header, if it is a plain host[:port]; never echoed unchecked.
   */
  publicOrigin: string | null;
  /** The built web app (apps/web/build); pages are served when it exists. */
  webBuildDir: string | null;
  /**
   * Where state is kept: 'database' (PostgreSQL at `databaseUrl`, else PGlite files in `dataDir`) or
   * 'memory' (nothing survives a restart; unit tests and throwaway runs; STORAGE=memory).
   */
  storage: 'database' | 'memory';
  /** PostgreSQL connection string (DATABASE_URL); null: the embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Directory of local data such as PGlite's files (DATA_DIR, default ./data at the repo root). */
  dataDir: string;
  simulator: {
    enabled: boolean;
    seed: number;
    /** How many times faster than real time matches play (kickoffs stay at clock times). */
    speed: number;
  };
}

const DEFAULT_WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url));
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

function intFrom(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return n;
}

function originFrom(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_ORIGIN must be http(s)');
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '0.0.0.0',
    port: intFrom(env.PORT, 3000, 0, 65535, 'PORT'),
    logLevel: env.LOG_LEVEL || 'info',
    publicOrigin: originFrom(env.PUBLIC_ORIGIN),
    webBuildDir: env.WEB_BUILD_DIR === 'none' ? null : env.WEB_BUILD_DIR || DEFAULT_WEB_BUILD,
    storage: env.STORAGE === 'memory' ? 'memory' : 'database',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    simulator: {
      enabled: env.SIMULATOR !== 'off',
      seed: intFrom(env.SIM_SEED, 2026, 0, 2 ** 31 - 1, 'SIM_SEED'),
      speed: intFrom(env.SIM_SPEED, 1, 0.1, 600, 'SIM_SPEED'),
    },
  };
}
