/**
 * Coded errors of the server, one place (fastify's lib/errors.js habit). Messages here are for logs and
 * API clients; what a person reads on a page comes from the web's i18n catalogue.
 */
export const ErrorCode = {
  notFound: 'NRL_ERR_NOT_FOUND',
  feedNotFound: 'NRL_ERR_FEED_NOT_FOUND',
  badRequest: 'NRL_ERR_BAD_REQUEST',
  methodNotAllowed: 'NRL_ERR_METHOD_NOT_ALLOWED',
  notReady: 'NRL_ERR_NOT_READY',
  /** A page URL whose redirect would echo more than a client accepts (web/ssr.ts MAX_LOCATION_BYTES). */
  uriTooLong: 'NRL_ERR_URI_TOO_LONG',
  /** /readyz of a node more than FANOUT_MAX_LAG_MS behind the others' changes (fanout/lag.ts). */
  replicationLag: 'NRL_ERR_REPLICATION_LAG',
  /** An odds or bookmaker feed asked from a region that shows none (feeds/bookmaker-feeds.ts): 451. */
  unavailableInRegion: 'NRL_ERR_UNAVAILABLE_IN_REGION',
  internal: 'NRL_ERR_INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorBody {
  code: ErrorCode;
  message: string;
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { code, message };
}
