/**
 * Configuration from the environment, read once in main.ts; buildServer() takes the result so tests
 * pass their own.
 */
import { type AccessLogMode, accessLogModeFrom } from './access-log.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SportId, sportById } from '@nerali/domain';
import { type AccountsConfig, readAccountsConfig } from './accounts/config.ts';
import {
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_LAG_MS,
  DEFAULT_MAX_MESSAGES,
  type FanoutConfig,
  type FanoutKind,
} from './fanout/fanout.ts';
import { DEFAULT_MAX_SOCKETS_PER_ADDRESS } from './push/address-slots.ts';

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
    /** Per-tick time for detail work that may wait (default 15 ms); tests set Infinity. No variable. */
    detailBudgetMs?: number;
    /** Sports to simulate (default all 38): SIM_SPORTS="1,2" (ids) plays football and tennis only. */
    sports?: readonly SportId[];
  };
  /**
   * Fan-out between nodes (README "Running several nodes"): absent or kind 'memory', one node.
   * FANOUT=redis|nats|off, else NATS_URL, else REDIS_URL, when the storage is a shared PostgreSQL.
   */
  fanout?: FanoutConfig;
  /** Accounts and identity (accounts/config.ts: SMTP_URL, social sign-in, session lifetimes, TRUST_PROXY). */
  accounts?: AccountsConfig;
  /**
   * Push limits (push/address-slots.ts): sockets one client address (IPv4, or IPv6 /64; behind
   * TRUST_PROXY the forwarded one) may hold on this node, PUSH_MAX_SOCKETS_PER_IP. Absent: the default.
   */
  push?: { maxSocketsPerAddress: number };
  /**
   * METRICS_TOKEN: who may read /metrics besides the machine itself (Authorization: Bearer ...); set,
   * it is required from loopback too. Absent: loopback only.
   */
  metricsToken?: string | null;
  /** ACCESS_LOG: all, changes (default: all but successful reads) or off (access-log.ts). */
  accessLog?: AccessLogMode;
  /**
   * Cached feeds and pages answered ahead of Fastify's routing (fast-path.ts); default on. Off, every
   * request goes through Fastify: the equivalence tests compare the two.
   */
  fastPath?: boolean;
  /**
   * CLOCK_SHIFT_S: seconds added to the server's clock (default 0). For demonstrations and browser
   * tests that need the simulated world at a known moment (a Saturday afternoon's matches) whatever the
   * real time; never for a site with real data.
   */
  clockShiftS?: number;
  /**
   * The operator door's token (accounts/operator.ts): set by main.ts on the embedded database, so the
   * operator CLI can read the outbox of a running server. No variable.
   */
  operatorToken?: string;
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

/** SIM_SPORTS: sport ids separated by commas, each a sport of the catalogue; unset, every sport. */
function sportsFrom(value: string | undefined): { sports?: readonly SportId[] } {
  if (value === undefined || value.trim() === '') return {};
  const ids = value.split(',').map((part) => Number(part.trim()));
  const unknown = value.split(',').filter((_, i) => !sportById(ids[i] as number));
  if (unknown.length > 0) {
    throw new Error(
      `SIM_SPORTS must be sport ids separated by commas (1 football, 2 tennis ...), got ${JSON.stringify(value)}`,
    );
  }
  return { sports: [...new Set(ids)] as SportId[] };
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
      ...sportsFrom(env.SIM_SPORTS),
    },
    fanout: fanoutFrom(env),
    accounts: readAccountsConfig(env),
    metricsToken: env.METRICS_TOKEN || null,
    accessLog: accessLogModeFrom(env.ACCESS_LOG),
    clockShiftS: intFrom(env.CLOCK_SHIFT_S, 0, -(10 * 365 * 86_400), 10 * 365 * 86_400, 'CLOCK_SHIFT_S'),
    push: {
      maxSocketsPerAddress: intFrom(
        env.PUSH_MAX_SOCKETS_PER_IP,
        DEFAULT_MAX_SOCKETS_PER_ADDRESS,
        1,
        1_000_000,
        'PUSH_MAX_SOCKETS_PER_IP',
      ),
    },
  };
}

/**
 * FANOUT: 'redis' or 'nats' (its URL required), 'off', or unset ('auto'): NATS when NATS_URL is set,
 * else Redis when REDIS_URL is, provided the state is in a PostgreSQL the nodes share (DATABASE_URL);
 * PGlite and memory storage are one process's own, so they stay one node.
 */
function fanoutFrom(env: NodeJS.ProcessEnv): FanoutConfig {
  const mode = env.FANOUT || 'auto';
  if (!['auto', 'off', 'redis', 'nats'].includes(mode)) {
    throw new Error(`FANOUT must be auto, off, redis or nats, got ${JSON.stringify(mode)}`);
  }
  const shared = Boolean(env.DATABASE_URL) && env.STORAGE !== 'memory';
  let kind: FanoutKind = 'memory';
  if (mode === 'redis' || mode === 'nats') {
    if (!shared) throw new Error(`FANOUT=${mode} needs a shared PostgreSQL: set DATABASE_URL`);
    kind = mode;
  } else if (mode === 'auto' && shared) {
    if (env.NATS_URL) kind = 'nats';
    else if (env.REDIS_URL) kind = 'redis';
  }
  const url = kind === 'nats' ? env.NATS_URL : kind === 'redis' ? env.REDIS_URL : undefined;
  if (kind !== 'memory' && !url)
    throw new Error(`FANOUT=${kind} needs ${kind === 'nats' ? 'NATS_URL' : 'REDIS_URL'}`);
  return {
    kind,
    url: url ?? null,
    namespace: env.FANOUT_NAMESPACE || null,
    maxMessages: intFrom(
      env.FANOUT_MAX_MESSAGES,
      DEFAULT_MAX_MESSAGES,
      100,
      10_000_000,
      'FANOUT_MAX_MESSAGES',
    ),
    leaseMs: DEFAULT_LEASE_MS,
    // At least two of the once-a-second looks at the stream's end (fanout/lag.ts).
    maxLagMs: intFrom(env.FANOUT_MAX_LAG_MS, DEFAULT_MAX_LAG_MS, 2000, 3_600_000, 'FANOUT_MAX_LAG_MS'),
  };
}
