/**
 * Per-address request limits of the account endpoints (RATE_LIMITS in constants.ts): each route names
 * its category; a caller over the limit gets 429 with Retry-After, before its body is looked at.
 *
 * WARNING: routes run this as their `onRequest` hook, before the body is read and checked against
 * its schema. As a `preHandler` it ran after validation, so requests whose body failed the schema
 * (answered XE11) were never counted: 35 of them in a row from one address got no 429 (issue 12 §4).
 */
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITS } from './constants.ts';
import { AccountErrorCode, AccountHttpError } from './errors.ts';
import { addressKey, type CounterStore } from './rate-limit.ts';

export type RateCategory = 'sensitive' | 'mail' | 'general';

export function rateLimiter(counters: CounterStore, clock: () => number) {
  return (category: RateCategory) =>
    async (request: FastifyRequest): Promise<void> => {
      const { max, windowMs } = RATE_LIMITS[category];
      const now = clock();
      const { count, resetMs } = await counters.hit(
        `rl:${category}:${addressKey(request.ip)}`,
        windowMs,
        now,
      );
      if (count > max) {
        const retryAfterS = Math.max(1, Math.ceil((resetMs - now) / 1000));
        throw new AccountHttpError(
          429,
          AccountErrorCode.rateLimited,
          'too many requests; try again later',
          retryAfterS,
        );
      }
    };
}
