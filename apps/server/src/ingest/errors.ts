/**
 * Coded errors of the ingest API (fastify's lib/errors.js habit: one file per service). Messages are for
 * the provider's engineers and logs, in English; nothing here is shown to a visitor.
 */
export const IngestErrorCode = {
  /** 400: the body does not match its schema; `errors` names each field by JSON pointer. */
  validation: 'NRL_ERR_INGEST_VALIDATION',
  /** 400/413/415: unreadable JSON, a body over the limit, a content type other than JSON. */
  badRequest: 'NRL_ERR_INGEST_BAD_REQUEST',
  /** 401: no key, a malformed key, an unknown or revoked key. */
  unauthorized: 'NRL_ERR_INGEST_UNAUTHORIZED',
  /** 404: an update to an object this provider never created. */
  notFound: 'NRL_ERR_INGEST_NOT_FOUND',
  /** 422: the body references an object that does not exist (sport, country, competition, participant). */
  unknownReference: 'NRL_ERR_INGEST_UNKNOWN_REFERENCE',
  /** 422: well-formed but impossible (more score parts than the sport has, a sport that changes ...). */
  invalid: 'NRL_ERR_INGEST_INVALID',
  /** 503: the change could not be made durable; nothing was acknowledged, send it again. */
  unavailable: 'NRL_ERR_INGEST_UNAVAILABLE',
} as const;
export type IngestErrorCode = (typeof IngestErrorCode)[keyof typeof IngestErrorCode];

export interface FieldError {
  /** JSON pointer into the request body ('/homeParts/2'), '' for the body itself. */
  path: string;
  message: string;
}

/** A refusal that the routes turn into `{ code, message, errors }` with its status. */
export class IngestError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 422 | 503,
    readonly code: IngestErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'IngestError';
  }
}

/** 422 for one field that names something unknown. */
export function unknownReference(path: string, message: string): IngestError {
  return new IngestError(422, IngestErrorCode.unknownReference, `${path}: ${message}`, [{ path, message }]);
}

/** 422 for one field whose value the schema allows but the object cannot take. */
export function invalidField(path: string, message: string): IngestError {
  return new IngestError(422, IngestErrorCode.invalid, `${path}: ${message}`, [{ path, message }]);
}
