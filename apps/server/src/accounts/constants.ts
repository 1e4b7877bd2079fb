/**
 * Numbers of the account service in one place: lifetimes, limits, and the spec's codes. Every figure
 * here is also in docs/accounts.md; change both together.
 */

/** The identity service's answer codes in a 200 reply, field `err` (spec 2 §8), and success `r: XY1`. */
export const Xe = {
  internal: 'XE0',
  loginMismatch: 'XE1',
  captchaMismatch: 'XE2',
  registrationDuplicate: 'XE3',
  registrationNotConfirmed: 'XE4',
  verificationFail: 'XE5',
  providerNotImplemented: 'XE6',
  providerNeedsEmail: 'XE7',
  termsConfirmationNeeded: 'XE8',
  appleRegistrationFail: 'XE9',
  connectionAlreadyUsed: 'XE10',
  validationError: 'XE11',
  marketingStatementNeeded: 'XE12',
  loginRequestLimit: 'XE13',
} as const;
export type Xe = (typeof Xe)[keyof typeof Xe];
export const SUCCESS = 'XY1';

/** v5 error codes (spec 2 §8); 130 is ours: the Basic credentials are missing, wrong or expired. */
export const V5Code = {
  invalidRequest: 100,
  invalidValue: 101,
  unauthorized: 130,
  invalidCaptcha: 120,
  verificationFailed: 150,
} as const;
export type V5Code = (typeof V5Code)[keyof typeof V5Code];

/** Account status (spec 2 §3). */
export const AccountStatus = { verified: 1, registrationNotConfirmed: 2 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

/** Verification types (spec 2 §3). */
export const VerificationType = { verifyEmail: 'verifyEmail', verifyAccount: 'verifyAccount' } as const;
export type VerificationType = (typeof VerificationType)[keyof typeof VerificationType];

/** Marketing detail codes (spec 2 §4) and the variants they select. */
export const MarketingCode = {
  extendedInitial: 1003,
  extendedPeriodic: 1004,
  basicInitial: 1005,
  basicPeriodic: 1006,
} as const;
export type MarketingCode = (typeof MarketingCode)[keyof typeof MarketingCode];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Defaults of the settings in accounts/config.ts (each can be changed from the environment). */
export const DEFAULT_SESSION_IDLE_MS = 30 * DAY_MS;
export const DEFAULT_SESSION_MAX_MS = 180 * DAY_MS;
/** A session's last use is written at most this often (a write per request would cost more than it tells). */
export const SESSION_TOUCH_MS = HOUR_MS;

/** Emailed codes: single use, stored hashed. */
export const CODE_TTL_MS = {
  verifyAccount: 2 * DAY_MS,
  verifyEmail: DAY_MS,
  forgottenPassword: HOUR_MS,
} as const;
/** A social sign-in: from /auth/{provider}/start to the callback, then from the callback to the exchange. */
export const SOCIAL_FLOW_TTL_MS = 10 * MINUTE_MS;
export const SOCIAL_TICKET_TTL_MS = 10 * MINUTE_MS;

/** XE13: failed sign-ins per account (email) and per address within the window. */
export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** Per-address request limits (per IPv4 address or IPv6 /64) of the account endpoints. */
export const RATE_LIMITS = {
  /** Sign-in, registration, passwords, verification, social exchange. */
  sensitive: { max: 30, windowMs: 10 * MINUTE_MS },
  /** Mails a caller can make us send: forgotten password, resend verification, registration. */
  mail: { max: 10, windowMs: HOUR_MS },
  /** Mails to one address, whoever asks. */
  mailPerRecipient: { max: 5, windowMs: HOUR_MS },
  /** Everything else of a signed-in user (sync, get data, terms): a sync every 10 s fits many times. */
  general: { max: 600, windowMs: 10 * MINUTE_MS },
} as const;

/**
 * Mailed codes of one purpose (reset, verifyAccount) that stay valid together, newest first, until one
 * is used or they expire: as many as one recipient can be mailed in a cap window, so no request for
 * someone's address, made within the hour, kills a code already in their inbox (issue 12 §3).
 */
export const MAILED_CODES_KEPT = RATE_LIMITS.mailPerRecipient.max;

/** Stored per-user data (data and privateData together), as JSON text. */
export const USER_DATA_MAX_BYTES = 256 * 1024;
/** The body of a sync call; larger than one user's data would be pointless. */
export const SYNC_BODY_MAX_BYTES = 320 * 1024;
/** Every other account body. */
export const ACCOUNT_BODY_MAX_BYTES = 16 * 1024;
/** Nesting of stored data and of a dotted key path. */
export const DATA_MAX_DEPTH = 8;
/** Spec 1 §9: My games max 500, My teams max 200. */
export const MY_GAMES_MAX = 500;
export const MY_TEAMS_MAX = 200;
export const MY_PLAYERS_MAX = 200;
export const MY_LEAGUES_PER_SPORT_MAX = 300;

/** Marketing: someone who said no is asked again after this long (the PERIODIC variants). */
export const MARKETING_REASK_MS = 365 * DAY_MS;

/** Mails that failed to send are retried this many times, waiting longer each time. */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_RETRY_BASE_MS = 30_000;
/** Sent mails keep their headers (for the operator) but not their text after this long. */
export const MAIL_KEEP_TEXT_MS = DAY_MS;

/** Spec 2 §9. */
export const DEFAULT_CLIENT_VERSION = 'client-v4';
