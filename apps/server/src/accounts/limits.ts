/**
 * Per-address request limits of the account endpoints (RATE_LIMITS in constants.ts): each route names
 * its category; a caller over the limit gets 429 with Retry-After, before its body is looked at.
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
