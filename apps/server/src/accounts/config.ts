/**
 * Settings of the account service, from the environment (read once by the server's config.ts):
 *
 *   SMTP_URL               smtp://user:pass@host:587 or smtps://...:465; unset: mails stay in the outbox
 *                          table (`npm run -s accounts -w @nerali/server -- outbox`)
 *   MAIL_FROM              the sender, default "Nerali <no-reply@{PUBLIC_ORIGIN's host}>"
 *   SESSION_IDLE_DAYS      a session unused this long ends (default 30)
 *   SESSION_MAX_DAYS       a session ends this long after sign-in, used or not (default 180)
 *   ACCOUNTS_NAMESPACE     the namespace bodies must carry (default nerali)
 *   ACCOUNTS_PROJECT_IDS   the project ids bodies may carry, comma separated (default 1)
 *   MARKETING_STATEMENT    basic (default), extended (we would also share with partners) or off
 *   ACCOUNTS_SECRET        key of the captcha challenges' signatures; several servers need the same
 *                          one (default: random per process)
 *   TRUST_PROXY            off (default), on (any), or addresses/CIDRs (comma separated) of the proxies whose
 *                          X-Forwarded-For/-Proto we believe (client address for limits, https for HSTS)
 *   GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER (default https://accounts.google.com)
 *   APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY (PEM; "\n" may be written as \n)
 *                          or APPLE_CLIENT_SECRET (a ready client-secret JWT), APPLE_ISSUER
 *                          (default https://appleid.apple.com)
 *   FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET, FACEBOOK_DIALOG_URL, FACEBOOK_GRAPH_URL
 * A provider is enabled only when its client id and secret (or Apple's key) are set.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_SESSION_IDLE_MS, DEFAULT_SESSION_MAX_MS } from './constants.ts';

const DAY_MS = 86_400_000;

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  /** A fixed secret; Apple's is made per use from `appleKey` when that is set. */
  clientSecret: string | null;
  appleKey?: { teamId: string; keyId: string; privateKeyPem: string };
  /** Loopback test providers speak http; never set from the environment. */
  allowInsecure?: boolean;
}

export interface FacebookConfig {
  clientId: string;
  clientSecret: string;
  dialogUrl: string;
  graphUrl: string;
}

export interface AccountsConfig {
  smtpUrl: string | null;
  mailFrom: string | null;
  sessionIdleMs: number;
  sessionMaxMs: number;
  namespace: string;
  projectIds: number[];
  marketing: 'basic' | 'extended' | 'off';
  secret: Buffer;
  trustProxy: boolean | string[];
  google: OidcProviderConfig | null;
  apple: OidcProviderConfig | null;
  facebook: FacebookConfig | null;
}

export function defaultAccountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  return {
    smtpUrl: null,
    mailFrom: null,
    sessionIdleMs: DEFAULT_SESSION_IDLE_MS,
    sessionMaxMs: DEFAULT_SESSION_MAX_MS,
    namespace: 'nerali',
    projectIds: [1],
    marketing: 'basic',
    secret: randomBytes(32),
    trustProxy: false,
    google: null,
    apple: null,
    facebook: null,
    ...overrides,
  };
}

function days(value: string | undefined, fallbackMs: number, name: string): number {
  if (value === undefined || value === '') return fallbackMs;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 3650) throw new Error(`${name} must be a number of days, 0-3650`);
  return n * DAY_MS;
}

function trustProxyFrom(value: string | undefined): AccountsConfig['trustProxy'] {
  if (!value || value === 'off' || value === 'false') return false;
  if (value === 'on' || value === 'true') return true;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function smtpFrom(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must be smtp:// or smtps://');
  return value;
}

export function readAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const projectIds = (env.ACCOUNTS_PROJECT_IDS || '1').split(',').map((s) => Number(s.trim()));
  if (projectIds.some((n) => !Number.isSafeInteger(n) || n <= 0)) {
    throw new Error('ACCOUNTS_PROJECT_IDS must be positive integers, comma separated');
  }
  const marketing = env.MARKETING_STATEMENT || 'basic';
  if (marketing !== 'basic' && marketing !== 'extended' && marketing !== 'off') {
    throw new Error('MARKETING_STATEMENT must be basic, extended or off');
  }
  const sessionIdleMs = days(env.SESSION_IDLE_DAYS, DEFAULT_SESSION_IDLE_MS, 'SESSION_IDLE_DAYS');
  const sessionMaxMs = days(env.SESSION_MAX_DAYS, DEFAULT_SESSION_MAX_MS, 'SESSION_MAX_DAYS');
  if (sessionIdleMs > sessionMaxMs) throw new Error('SESSION_IDLE_DAYS must not exceed SESSION_MAX_DAYS');

  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
        }
      : null;
  const appleKey =
    env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
      ? {
          teamId: env.APPLE_TEAM_ID,
          keyId: env.APPLE_KEY_ID,
          privateKeyPem: env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
        }
      : undefined;
  const apple =
    env.APPLE_CLIENT_ID && (appleKey || env.APPLE_CLIENT_SECRET)
      ? {
          issuer: env.APPLE_ISSUER || 'https://appleid.apple.com',
          clientId: env.APPLE_CLIENT_ID,
          clientSecret: env.APPLE_CLIENT_SECRET || null,
          ...(appleKey ? { appleKey } : {}),
        }
      : null;
  const facebook =
    env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? {
          clientId: env.FACEBOOK_CLIENT_ID,
          clientSecret: env.FACEBOOK_CLIENT_SECRET,
          dialogUrl: env.FACEBOOK_DIALOG_URL || 'https://www.facebook.com/v19.0/dialog/oauth',
          graphUrl: env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com/v19.0',
        }
      : null;

  return {
    smtpUrl: smtpFrom(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || null,
    sessionIdleMs,
    sessionMaxMs,
    namespace: env.ACCOUNTS_NAMESPACE || 'nerali',
    projectIds,
    marketing,
    secret: env.ACCOUNTS_SECRET ? Buffer.from(env.ACCOUNTS_SECRET, 'utf8') : randomBytes(32),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    google,
    apple,
    facebook,
  };
}
