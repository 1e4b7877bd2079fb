/**
 * The account and identity service in the server (docs/accounts.md). app.ts calls `createAccounts`
 * (before the push routes: they need `pushAuth`) and later `register(app)`.
 *
 * Errors of the account routes are answered here in the spec's three shapes (errors.ts). A request
 * body is JSON only (no text/plain: a cross-site form cannot post one), within a small limit.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PushHub } from '../push/hub.ts';
import type { UserSubjectAuth } from '../push/routes.ts';
import type { StorageLogger } from '../storage/logger.ts';
import { Captcha } from './captcha.ts';
import type { AccountsConfig } from './config.ts';
import { V5Code, Xe } from './constants.ts';
import { argon2Hasher, type PasswordHasher } from './crypto.ts';
import {
  AccountErrorCode,
  AccountFailure,
  AccountHttpError,
  httpErrorBody,
  V5Failure,
  v5FromFailure,
} from './errors.ts';
import { rateLimiter } from './limits.ts';
import { MailSender } from './mail/sender.ts';
import { localSubjectBus, type SubjectBus, userPush } from './push.ts';
import { type CounterStore, MemoryCounterStore } from './rate-limit.ts';
import { v3Routes } from './routes-v3.ts';
import { v5Routes } from './routes-v5.ts';
import type { AccountContext, Caller } from './service/context.ts';
import { Sessions } from './sessions.ts';
import { socialProviders } from './social/providers.ts';
import { AUTH_PREFIX, socialRoutes } from './social/routes.ts';
import type { AccountStore } from './store.ts';

export interface AccountsOptions {
  config: AccountsConfig;
  store: AccountStore;
  clock: () => number;
  logger: StorageLogger;
  hub: PushHub;
  publicOrigin: string | null;
  /** The cluster's named subjects (fanout); one process alone when absent. */
  bus?: SubjectBus;
  /** Tests: a cheaper hasher, a shared counter store. */
  hasher?: PasswordHasher;
  counters?: CounterStore;
}

export interface Accounts {
  ctx: AccountContext;
  pushAuth: UserSubjectAuth;
  sender: MailSender;
  register(app: FastifyInstance): Promise<void>;
  /** Resolves when the work started after answers (enumeration-safe calls) is done. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const SAFE_HOST_RE =
  /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;
const PURGE_EVERY_MS = 3_600_000;

export function createAccounts(options: AccountsOptions): Accounts {
  const { config, store, clock, logger } = options;
  const sessions = new Sessions(store, config, clock);
  const counters = options.counters ?? new MemoryCounterStore();
  const host = options.publicOrigin ? new URL(options.publicOrigin).hostname : 'localhost';
  const sender = new MailSender({
    store,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? `Nerali <no-reply@${host}>`,
    clock,
    logger,
  });
  const push = userPush(options.hub, options.bus ?? localSubjectBus(), sessions);
  const pending = new Set<Promise<void>>();
  const ctx: AccountContext = {
    store,
    sessions,
    hasher: options.hasher ?? argon2Hasher(),
    counters,
    captcha: new Captcha(config.secret, clock),
    config,
    clock,
    logger,
    events: push.events,
    providers: socialProviders(config),
    mailQueued: () => void sender.kick(),
    background(task) {
      const run = task().catch((err: unknown) => logger.error({ err }, 'account background task failed'));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
  };
  let purge: NodeJS.Timeout | null = null;

  const originOf = (request: FastifyRequest): string => {
    if (options.publicOrigin) return options.publicOrigin;
    const requestHost =
      request.headers.host && SAFE_HOST_RE.test(request.headers.host) ? request.headers.host : 'localhost';
    return `${request.protocol}://${requestHost}`;
  };
  const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, origin: originOf(request) });
  const limit = rateLimiter(counters, clock);

  function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
    const v5 = request.url.startsWith('/v5/');
    if (error instanceof AccountHttpError) {
      if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
      return reply.code(error.status).send(httpErrorBody(error.status, error.code, error.message));
    }
    if (error instanceof AccountFailure && !v5) {
      return reply.code(200).send({ err: error.err, ...(error.details ? { details: error.details } : {}) });
    }
    const v5Error =
      error instanceof AccountFailure ? v5FromFailure(error) : error instanceof V5Failure ? error : null;
    if (v5Error) {
      return reply
        .code(v5Error.status)
        .send({ code: v5Error.code, message: v5Error.message, status: v5Error.status });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      // What was wrong, by JSON pointer, never the value (it could be a password).
      const where = fastifyError.validation
        .slice(0, 3)
        .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'invalid'}`)
        .join('; ');
      if (v5)
        return reply
          .code(400)
          .send({ code: V5Code.invalidRequest, message: `invalid request: ${where}`, status: 400 });
      return reply.code(200).send({ err: Xe.validationError });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(httpErrorBody(status, AccountErrorCode.badRequest, fastifyError.message));
    }
    request.log.error({ err: error }, 'account request failed');
    if (!v5 && request.method === 'POST' && !request.url.startsWith(AUTH_PREFIX))
      return reply.code(200).send({ err: Xe.internal });
    return reply.code(500).send(httpErrorBody(500, AccountErrorCode.internal, 'Unexpected server error'));
  }

  return {
    ctx,
    pushAuth: push.auth,
    sender,
    async register(app) {
      await app.register(async (scope) => {
        scope.removeContentTypeParser('text/plain');
        scope.setErrorHandler(answerError);
        scope.addHook('onSend', async (_request, reply, payload) => {
          // Answers about one person are never stored by a shared cache.
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
          return payload;
        });
        await v3Routes(scope, { ctx, callerOf, limit });
        await v5Routes(scope, { ctx, callerOf, limit });
      });
      await app.register(async (scope) => {
        scope.removeContentTypeParser('text/plain');
        scope.setErrorHandler(answerError);
        await socialRoutes(scope, { ctx, originOf });
      });
      app.addHook('onReady', async () => {
        sender.start();
        purge = setInterval(() => {
          store
            .purgeExpired(clock(), config.sessionIdleMs, config.sessionMaxMs)
            .catch((err: unknown) => logger.error({ err }, 'account purge failed'));
        }, PURGE_EVERY_MS);
        purge.unref();
      });
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      if (purge) clearInterval(purge);
      await this.idle();
      await sender.stop();
    },
  };
}
