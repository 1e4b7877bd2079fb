/**
 * API key check of the ingest routes: `Authorization: Bearer nrl_{id}_{secret}`. The key's record
 * says which provider the request acts for; every id in the request is that provider's.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiKeyRecord } from '../storage/ports.ts';
import { IngestError, IngestErrorCode } from './errors.ts';

/** Checks a presented key (storage/api-keys.ts `verifyApiKey`); null when unknown, wrong or revoked. */
export type VerifyKey = (presented: string) => Promise<ApiKeyRecord | null>;

/** A key is short; anything longer is not one of ours and is not worth hashing. */
const MAX_KEY_LENGTH = 200;
const BEARER_RE = /^Bearer[ ]+(\S+)$/i;

const providers = new WeakMap<FastifyRequest, string>();

/** The provider a request was authenticated for (set by the hook below). */
/** The provider a request was authenticated as, or undefined (refused before, or no key). */
export function authenticatedProvider(request: FastifyRequest): string | undefined {
  return providers.get(request);
}

export function providerOf(request: FastifyRequest): string {
  const provider = providers.get(request);
  // WARNING: only reachable if a route of the ingest scope skipped the hook; refuse rather than guess.
  if (provider === undefined) throw unauthorized('not authenticated');
  return provider;
}

function unauthorized(message: string): IngestError {
  return new IngestError(401, IngestErrorCode.unauthorized, message);
}

/** onRequest hook: runs before the body is read, so an unauthenticated body is never parsed. */
export function authHook(verify: VerifyKey) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('missing Authorization: Bearer nrl_... header');
    const match = header.length <= MAX_KEY_LENGTH + 10 ? BEARER_RE.exec(header) : null;
    const presented = match?.[1];
    if (!presented?.startsWith('nrl_')) throw unauthorized('Authorization must be "Bearer nrl_..."');
    let record: ApiKeyRecord | null;
    try {
      record = await verify(presented);
    } catch (cause) {
      request.log.error({ err: cause }, 'api key check failed');
      throw new IngestError(503, IngestErrorCode.unavailable, 'the key could not be checked; try again');
    }
    if (!record || record.revokedAt !== null) throw unauthorized('unknown or revoked API key');
    providers.set(request, record.provider);
  };
}
