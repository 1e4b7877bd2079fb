/**
 * POST /v3/loginusingprovider: the end of a social sign-in. The callback (social/routes.ts) verified
 * the provider's answer and left a single-use ticket with the identity; this turns it into a session:
 *  - a known identity signs its account in;
 *  - with `loggedIn`, the identity is linked to the signed-in account (XE10 if another account has it);
 *  - an unknown identity registers a new account (`isRegistration: true`) if the provider gave a
 *    verified address (else XE7, XE9 for Apple), the terms are approved (else XE8; the ticket stays
 *    usable for the retry) and no account has that address (XE10: sign in with the password and link
 *    the provider from there; an address alone never joins two sign-ins).
 */
import { AccountStatus, SOCIAL_TICKET_TTL_MS, SUCCESS, Xe } from '../constants.ts';
import { digest, newAccountId } from '../crypto.ts';
import { AccountFailure, type BackendError } from '../errors.ts';
import { renderMail } from '../mail/templates.ts';
import type { ProviderLoginBody } from '../schemas.ts';
import type { AccountRecord, TicketRecord } from '../store.ts';
import { pendingTerms } from '../terms/pending.ts';
import { normalizeEmail } from '../validation.ts';
import { accountErrors, currentAgreements } from './auth.ts';
import { type AccountContext, type Caller, checkScope, langOf, signedIn } from './context.ts';

export interface SigninTicketPayload {
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  [key: string]: string | null;
}

export interface ProviderLoginAnswer {
  r: string;
  id: string;
  hash: string;
  isRegistration: boolean;
  errors?: BackendError[];
}

const PROVIDER_LABEL: Record<string, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/** Stores the ticket of a verified provider answer; returns the value for the cookie. */
export async function issueSigninTicket(
  ctx: AccountContext,
  ticket: string,
  payload: SigninTicketPayload,
): Promise<void> {
  const now = ctx.clock();
  await ctx.store.putTicket({
    hash: digest(ticket),
    purpose: 'socialSignin',
    accountId: null,
    payload,
    createdAt: now,
    expiresAt: now + SOCIAL_TICKET_TTL_MS,
  });
}

export async function loginUsingProvider(
  ctx: AccountContext,
  body: ProviderLoginBody,
  ticketValue: string | null,
  caller: Caller,
): Promise<ProviderLoginAnswer> {
  const project = checkScope(ctx, body);
  const provider = body.provider === 'gso' ? 'google' : body.provider;
  if (!ctx.providers.has(provider as 'google'))
    throw new AccountFailure(Xe.providerNotImplemented, `${provider} is not configured`);
  if (!ticketValue || !/^[A-Za-z0-9_-]{43}$/.test(ticketValue)) {
    throw new AccountFailure(Xe.loginMismatch, 'no sign-in ticket: start at /auth/{provider}/start');
  }
  const ticket = await ctx.store.takeTicket(digest(ticketValue), 'socialSignin', ctx.clock());
  const payload = ticket?.payload as SigninTicketPayload | undefined;
  if (!ticket || !payload || payload.provider !== provider) {
    throw new AccountFailure(Xe.loginMismatch, 'unknown, used or expired sign-in ticket');
  }
  const keep = () => ctx.store.putTicket(ticket as TicketRecord);
  const identity = await ctx.store.getIdentity(payload.issuer, payload.subject);

  if (body.loggedIn) {
    const who = await signedIn(ctx, body.loggedIn);
    if (identity && identity.accountId !== who.account.id) {
      throw new AccountFailure(Xe.connectionAlreadyUsed, 'this sign-in belongs to another account');
    }
    if (!identity) {
      const added = await ctx.store.addIdentity({
        issuer: payload.issuer,
        subject: payload.subject,
        accountId: who.account.id,
        email: payload.email,
        createdAt: ctx.clock(),
      });
      if (!added)
        throw new AccountFailure(Xe.connectionAlreadyUsed, 'this sign-in belongs to another account');
    }
    ctx.logger.info({ accountId: who.account.id, provider }, 'provider linked');
    return { r: SUCCESS, id: who.account.id, hash: body.loggedIn.hash, isRegistration: false };
  }

  if (identity) {
    const account = await ctx.store.getAccount(identity.accountId);
    if (!account) throw new AccountFailure(Xe.loginMismatch, 'account gone');
    const hash = await ctx.sessions.create(account.id, 'provider');
    const errors = await accountErrors(ctx, account, project);
    ctx.logger.info({ accountId: account.id, provider }, 'signed in with provider');
    return {
      r: SUCCESS,
      id: account.id,
      hash,
      isRegistration: false,
      ...(errors.length > 0 ? { errors } : {}),
    };
  }

  const email = payload.email ? normalizeEmail(payload.email) : null;
  if (!email) {
    throw new AccountFailure(
      provider === 'apple' ? Xe.appleRegistrationFail : Xe.providerNeedsEmail,
      'the provider gave no verified e-mail address',
    );
  }
  const now = ctx.clock();
  if (!body.touApproval || !body.ppApproval) {
    await keep();
    throw new AccountFailure(
      Xe.termsConfirmationNeeded,
      'terms confirmation needed',
      pendingTerms([], [project], now),
    );
  }
  if (await ctx.store.findAccountByEmail(email)) {
    throw new AccountFailure(
      Xe.connectionAlreadyUsed,
      'an account with this address exists: sign in and link',
    );
  }
  const id = newAccountId();
  const lang = langOf(body.lang);
  const account: AccountRecord = {
    id,
    email,
    emailVerified: true,
    pendingEmail: null,
    name: '',
    passwordHash: null,
    status: AccountStatus.verified,
    lang,
    createdAt: now,
    updatedAt: now,
    appVersion: null,
    platform: null,
    marketing: null,
  };
  const session = ctx.sessions.make(id, 'provider');
  const outcome = await ctx.store.createAccount(account, {
    identity: { issuer: payload.issuer, subject: payload.subject, accountId: id, email, createdAt: now },
    agreements: currentAgreements(id, project, now),
    session: session.record,
    mails: [
      {
        ...renderMail({
          kind: 'social',
          lang,
          recipient: email,
          origin: caller.origin,
          provider: PROVIDER_LABEL[provider] ?? provider,
        }),
        createdAt: now,
      },
    ],
  });
  if (outcome === 'emailTaken' || outcome === 'identityTaken') {
    throw new AccountFailure(Xe.connectionAlreadyUsed, 'registered meanwhile: sign in again');
  }
  if (outcome !== 'created') throw new Error(`provider registration: ${outcome}`);
  ctx.mailQueued();
  const errors = await accountErrors(ctx, account, project);
  ctx.logger.info({ accountId: id, provider }, 'account registered with provider');
  return {
    r: SUCCESS,
    id,
    hash: session.token,
    isRegistration: true,
    ...(errors.length > 0 ? { errors } : {}),
  };
}
