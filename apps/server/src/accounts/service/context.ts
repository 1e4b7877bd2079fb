/**
 * What every account operation works with, built once by the plugin (plugin.ts). Operations are plain
 * functions of this context and a checked body: no HTTP in them, so tests can call them directly and
 * routes stay thin.
 */
import type { StorageLogger } from '../../storage/logger.ts';
import type { Captcha } from '../captcha.ts';
import type { AccountsConfig } from '../config.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_MAX, RATE_LIMITS, Xe } from '../constants.ts';
import type { PasswordHasher } from '../crypto.ts';
import { AccountFailure } from '../errors.ts';
import { renderMail, type MailInput } from '../mail/templates.ts';
import { addressKey, type CounterStore } from '../rate-limit.ts';
import type { Sessions, SignedIn } from '../sessions.ts';
import type { ProviderName, SocialProvider } from '../social/providers.ts';
import type { AccountStore, Lang } from '../store.ts';

/** Messages on a user's push subject (`user_{id}`): another device of theirs updates at once. */
export type UserEvent =
  | { t: 'data'; v: number; key?: string; merge?: Record<string, unknown>; unmerge?: string[] }
  | { t: 'profile' }
  | { t: 'terms' }
  | { t: 'signedOut' };

export interface UserEvents {
  publish(accountId: string, event: UserEvent): void;
  /** Drops every push subscription of the account (sign-out everywhere, deletion). */
  end(accountId: string): void;
}

export interface AccountContext {
  store: AccountStore;
  sessions: Sessions;
  hasher: PasswordHasher;
  counters: CounterStore;
  captcha: Captcha;
  config: AccountsConfig;
  clock: () => number;
  logger: StorageLogger;
  events: UserEvents;
  /** Enabled social sign-in providers. */
  providers: ReadonlyMap<ProviderName, SocialProvider>;
  /** Tells the outbox sender that a mail is waiting. */
  mailQueued(): void;
  /** Work that runs after the answer (so both answers of an enumeration-safe call take as long). */
  background(task: () => Promise<void>): void;
}

/** Who is asking and from where. */
export interface Caller {
  ip: string;
  /** The site's origin for links in mails. */
  origin: string;
}

export function langOf(lang: unknown): Lang {
  return lang === 'en' ? 'en' : 'ta';
}

/** Refuses a namespace or project other than ours (XE11). */
export function checkScope(
  ctx: AccountContext,
  body: { namespace?: string; project?: number; p?: number },
): number {
  if (body.namespace !== undefined && body.namespace !== ctx.config.namespace) {
    throw new AccountFailure(Xe.validationError, 'unknown namespace');
  }
  const project = body.project ?? body.p ?? ctx.config.projectIds[0] ?? 1;
  if (!ctx.config.projectIds.includes(project))
    throw new AccountFailure(Xe.validationError, 'unknown project');
  return project;
}

/** `{id, hash}` of a v3 body: the signed-in user, or XE1 (the client then signs out: code 1001). */
export async function signedIn(
  ctx: AccountContext,
  loggedIn: { id?: unknown; hash?: unknown } | undefined,
): Promise<SignedIn> {
  const who = await ctx.sessions.authenticate(loggedIn?.id, loggedIn?.hash);
  if (!who) throw new AccountFailure(Xe.loginMismatch, 'not signed in: unknown, ended or expired session');
  return who;
}

/** Counts a mail to `recipient` in this hour's window; returns the count with it. */
export async function countMail(ctx: AccountContext, recipient: string): Promise<number> {
  const window = RATE_LIMITS.mailPerRecipient.windowMs;
  return (await ctx.counters.hit(`mail:${recipient}`, window, ctx.clock())).count;
}

/**
 * Takes one of the recipient's mails of this hour: at most a few mails an hour to one address,
 * whoever asks (no mail bombing through us). False at the cap: then send nothing.
 */
export async function takeMailSlot(
  ctx: AccountContext,
  recipient: string,
  kind: MailInput['kind'],
): Promise<boolean> {
  if ((await countMail(ctx, recipient)) <= RATE_LIMITS.mailPerRecipient.max) return true;
  ctx.logger.warn({ kind }, 'mail to this recipient skipped: hourly limit');
  return false;
}

/** Writes a mail whose slot was taken (takeMailSlot) to the outbox. */
export async function writeMail(
  ctx: AccountContext,
  input: Omit<MailInput, 'origin'> & { origin: string },
): Promise<void> {
  await ctx.store.enqueueMail(renderMail(input), ctx.clock());
  ctx.mailQueued();
}

export async function queueMail(
  ctx: AccountContext,
  input: Omit<MailInput, 'origin'> & { origin: string },
): Promise<void> {
  if (await takeMailSlot(ctx, input.recipient, input.kind)) await writeMail(ctx, input);
}

const failureKeys = (ip: string, email: string | null) => [
  `fail:ip:${addressKey(ip)}`,
  ...(email === null ? [] : [`fail:account:${email}`]),
];

/** XE13 when this address or this account had LOGIN_FAILURES_MAX failed sign-ins in the window. */
export async function checkFailureLimit(
  ctx: AccountContext,
  ip: string,
  email: string | null,
): Promise<void> {
  for (const key of failureKeys(ip, email)) {
    if ((await ctx.counters.peek(key, LOGIN_FAILURE_WINDOW_MS, ctx.clock())) >= LOGIN_FAILURES_MAX) {
      throw new AccountFailure(Xe.loginRequestLimit, 'too many failed sign-ins; try again later');
    }
  }
}

export async function countFailure(ctx: AccountContext, ip: string, email: string | null): Promise<void> {
  for (const key of failureKeys(ip, email)) await ctx.counters.hit(key, LOGIN_FAILURE_WINDOW_MS, ctx.clock());
}
