/**
 * Coded errors of the account service (one file per service, fastify's lib/errors.js habit).
 *
 * Three shapes reach a caller, as spec 2 §8 has them:
 *  - v3/v4 calls answer 200 with `{ err: 'XE..' }` (plus `details` for XE8/XE12): `AccountFailure`;
 *  - v5 calls answer a non-2xx status with `{ code: 100|101|120|130|150, message, status }`: `V5Failure`;
 *  - anything refused before a route runs (rate limit, cross-site request, body too large) answers the
 *    HTTP error shape `{ code: 'NRL_ERR_ACCOUNTS_...', message, status }`: `AccountHttpError`.
 * Messages are English, for logs and API clients; people read texts from the web's catalogue.
 */
import { V5Code, Xe } from './constants.ts';

export const AccountErrorCode = {
  /** 429: too many requests from this address (Retry-After says when to try again). */
  rateLimited: 'NRL_ERR_ACCOUNTS_RATE_LIMITED',
  /** 403: a state-changing request from another site (Origin / Sec-Fetch-Site). */
  crossSite: 'NRL_ERR_ACCOUNTS_CROSS_SITE',
  /** 400/413/415: unreadable JSON, a body over the limit, a content type other than JSON. */
  badRequest: 'NRL_ERR_ACCOUNTS_BAD_REQUEST',
  /** 404: a terms document version that does not exist; a provider that is not configured. */
  notFound: 'NRL_ERR_ACCOUNTS_NOT_FOUND',
  /** 500/503: our fault; nothing was changed that the answer would acknowledge. */
  internal: 'NRL_ERR_ACCOUNTS_INTERNAL',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

/** A terms document the user must agree to (XE8 detail). */
export interface TermsDetail {
  type: 'tou' | 'pp';
  version: string;
  projectId: number;
}

/** The marketing statement the user must answer (XE12 detail). */
export interface MarketingDetail {
  code: number;
  marketing: boolean;
  thirdParties: boolean;
}

export type BackendError =
  | { err: typeof Xe.termsConfirmationNeeded; details: TermsDetail[] }
  | { err: typeof Xe.marketingStatementNeeded; details: MarketingDetail[] };

/** A v3/v4 refusal: answered as `200 { err, details? }`. */
export class AccountFailure extends Error {
  constructor(
    readonly err: Xe,
    message: string,
    readonly details?: TermsDetail[] | MarketingDetail[],
  ) {
    super(message);
    this.name = 'AccountFailure';
  }
}

export function failure(err: Xe, message: string): AccountFailure {
  return new AccountFailure(err, message);
}

/** A v5 refusal: answered with its HTTP status and `{ code, message, status }`. */
export class V5Failure extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly code: V5Code,
    message: string,
  ) {
    super(message);
    this.name = 'V5Failure';
  }
}

/** Refusals that are not the spec's: `{ code, message, status }` with the status. */
export class AccountHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: AccountErrorCode,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'AccountHttpError';
  }
}

export function httpErrorBody(status: number, code: string, message: string) {
  return { code, message, status };
}

/** XE codes that a v5 route turns into v5 codes (a v5 call shares the v3 services). */
export function v5FromFailure(error: AccountFailure): V5Failure {
  switch (error.err) {
    case Xe.loginMismatch:
      return new V5Failure(401, V5Code.unauthorized, error.message);
    case Xe.captchaMismatch:
      return new V5Failure(400, V5Code.invalidCaptcha, error.message);
    case Xe.verificationFail:
      return new V5Failure(400, V5Code.verificationFailed, error.message);
    default:
      return new V5Failure(400, V5Code.invalidValue, error.message);
  }
}
