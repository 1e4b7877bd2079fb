/**
 * The account client's errors (spec 2 §8). Every refusal or failure of a call becomes an AccountError
 * with a client code, and every client code has a Tamil (and English) text in the catalogue:
 *
 *   1000 internal (XE0, an HTTP 5xx)       1006 user already exists (XE3: a nickname, on our server)
 *   1001 login mismatch (XE1; v5 130)      1007 technical: no success answer, a field missing, an
 *   1002 registration not confirmed (XE4)       unknown code (spec: "unhandled codes")
 *   1003 data sent invalid (XE11; v5 100/101)   1012 marketing statement needed (XE12)
 *   1004 verification failed (XE5; v5 150)
 *   1005 invalid captcha (XE2; v5 120)
 *
 * The spec leaves 1008-1011 and the terms unnamed; ours (docs/decisions.md "Account screens and sync"):
 *   1008 provider not configured (XE6)     1011 too many failed sign-ins (XE13)
 *   1009 the provider gave no address (XE7, XE9)  1013 terms confirmation needed (XE8, with details)
 *   1010 connection already used (XE10)
 * Beside them: a rate limit (429, `Retry-After`), no connection, and the 30 s timeout.
 */

export const ClientCode = {
  internal: 1000,
  loginMismatch: 1001,
  registrationNotConfirmed: 1002,
  invalidData: 1003,
  verificationFailed: 1004,
  invalidCaptcha: 1005,
  userExists: 1006,
  technical: 1007,
  providerNotConfigured: 1008,
  providerNoEmail: 1009,
  connectionUsed: 1010,
  tooManyAttempts: 1011,
  marketingNeeded: 1012,
  termsNeeded: 1013,
} as const;
export type ClientCode = (typeof ClientCode)[keyof typeof ClientCode];

export type AccountErrorKind = 'answer' | 'rateLimited' | 'network' | 'timeout';

export class AccountError extends Error {
  override readonly name = 'AccountError';
  constructor(
    readonly kind: AccountErrorKind,
    readonly code: ClientCode,
    message: string,
    readonly extra: {
      /** The server's code as it came: 'XE5', 101, 'NRL_ERR_ACCOUNTS_RATE_LIMITED'. */
      server?: string | number;
      status?: number;
      retryAfterS?: number;
      details?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
  }
}

const XE_CODES: Readonly<Record<string, ClientCode>> = {
  XE0: ClientCode.internal,
  XE1: ClientCode.loginMismatch,
  XE2: ClientCode.invalidCaptcha,
  XE3: ClientCode.userExists,
  XE4: ClientCode.registrationNotConfirmed,
  XE5: ClientCode.verificationFailed,
  XE6: ClientCode.providerNotConfigured,
  XE7: ClientCode.providerNoEmail,
  XE8: ClientCode.termsNeeded,
  XE9: ClientCode.providerNoEmail,
  XE10: ClientCode.connectionUsed,
  XE11: ClientCode.invalidData,
  XE12: ClientCode.marketingNeeded,
  XE13: ClientCode.tooManyAttempts,
};

/** A v3/v4 `{err: 'XE..'}` answer; an unknown code is a technical error. */
export function fromXe(err: string, details?: unknown): AccountError {
  const code = XE_CODES[err] ?? ClientCode.technical;
  return new AccountError('answer', code, `identity service answered ${err}`, { server: err, details });
}

/** A v5 refusal `{code: 100|101|120|130|150}`; anything else is technical. */
export function fromV5(code: unknown, status: number): AccountError {
  const client =
    code === 100 || code === 101
      ? ClientCode.invalidData
      : code === 120
        ? ClientCode.invalidCaptcha
        : code === 150
          ? ClientCode.verificationFailed
          : code === 130
            ? ClientCode.loginMismatch
            : ClientCode.technical;
  return new AccountError('answer', client, `identity service answered v5 ${String(code)}`, {
    server: typeof code === 'number' || typeof code === 'string' ? code : undefined,
    status,
  });
}

/** A non-2xx answer in the HTTP shape `{code: 'NRL_ERR_ACCOUNTS_...'}` (or none at all). */
export function fromHttp(status: number, code: unknown, retryAfter: string | null): AccountError {
  if (status === 429) {
    const seconds = Number(retryAfter);
    return new AccountError('rateLimited', ClientCode.technical, 'too many requests', {
      server: typeof code === 'string' ? code : undefined,
      status,
      retryAfterS: Number.isFinite(seconds) && seconds > 0 ? seconds : 600,
    });
  }
  // Spec 2 §8: message 'Unexpected server error' and status 500 unless the answer says otherwise.
  const known = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  return new AccountError(
    'answer',
    known >= 500 ? ClientCode.internal : ClientCode.technical,
    'Unexpected server error',
    { server: typeof code === 'string' ? code : undefined, status: known },
  );
}

/** Spec 2 §5 "A response missing a required field raises a technical error". */
export function missingFields(fields: readonly string[]): AccountError {
  return new AccountError('answer', ClientCode.technical, `Does not found ${fields.join(', ')} in response!`);
}

/** Anything thrown by a call, as an AccountError (a bug of ours is a technical error too). */
export function asAccountError(error: unknown): AccountError {
  if (error instanceof AccountError) return error;
  return new AccountError('answer', ClientCode.technical, 'unexpected failure', { cause: error });
}

/**
 * Spec 2 §4: "On any client error the user is logged out if the error is a login mismatch (code
 * 1001) or the profile's terms or privacy are unconfirmed." Only answers of the server count: a lost
 * connection or a rate limit says nothing about the session, and signing someone out for their
 * network would be wrong.
 */
export function signsOut(error: AccountError, termsConfirmed: boolean): boolean {
  if (error.kind !== 'answer') return false;
  return error.code === ClientCode.loginMismatch || !termsConfirmed;
}

/** The catalogue key of an error's text (group `accountError`). */
export type ErrorTextKey =
  | 'internal'
  | 'loginMismatch'
  | 'notConfirmed'
  | 'invalidData'
  | 'verificationFailed'
  | 'captcha'
  | 'userExists'
  | 'technical'
  | 'providerOff'
  | 'providerNoEmail'
  | 'connectionUsed'
  | 'tooManyAttempts'
  | 'termsNeeded'
  | 'rateLimited'
  | 'network'
  | 'timeout';

const TEXTS: Readonly<Record<ClientCode, ErrorTextKey>> = {
  [ClientCode.internal]: 'internal',
  [ClientCode.loginMismatch]: 'loginMismatch',
  [ClientCode.registrationNotConfirmed]: 'notConfirmed',
  [ClientCode.invalidData]: 'invalidData',
  [ClientCode.verificationFailed]: 'verificationFailed',
  [ClientCode.invalidCaptcha]: 'captcha',
  [ClientCode.userExists]: 'userExists',
  [ClientCode.technical]: 'technical',
  [ClientCode.providerNotConfigured]: 'providerOff',
  [ClientCode.providerNoEmail]: 'providerNoEmail',
  [ClientCode.connectionUsed]: 'connectionUsed',
  [ClientCode.tooManyAttempts]: 'tooManyAttempts',
  // Never shown as an error: the marketing question opens instead.
  [ClientCode.marketingNeeded]: 'technical',
  [ClientCode.termsNeeded]: 'termsNeeded',
};

export function errorText(error: AccountError): { key: ErrorTextKey; minutes?: number } {
  if (error.kind === 'rateLimited') {
    return { key: 'rateLimited', minutes: Math.max(1, Math.ceil((error.extra.retryAfterS ?? 600) / 60)) };
  }
  if (error.kind === 'network') return { key: 'network' };
  if (error.kind === 'timeout') return { key: 'timeout' };
  return { key: TEXTS[error.code] };
}
