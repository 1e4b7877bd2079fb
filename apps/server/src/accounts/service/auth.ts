/**
 * Registration, sign-in, verification and passwords (spec 2 §7). Enumeration-safe: registration,
 * sign-in and forgotten password answer alike whether or not the address has an account, and do the
 * same expensive work (one argon2id hash or verification) either way.
 */
import { AccountStatus, CODE_TTL_MS, MAILED_CODES_KEPT, SUCCESS, Xe } from '../constants.ts';
import { digest, newAccountId, newCode } from '../crypto.ts';
import { AccountFailure, type BackendError } from '../errors.ts';
import { type MailInput, renderMail } from '../mail/templates.ts';
import type { AccountRecord, AgreementRecord, TicketRecord } from '../store.ts';
import { backendErrors, pendingMarketing, pendingTerms, TERMS_TYPES } from '../terms/pending.ts';
import { currentDocument } from '../terms/documents.ts';
import {
  isCode,
  isOldPasswordShape,
  newPasswordProblem,
  normalizeEmail,
  normalizeNickname,
} from '../validation.ts';
import type {
  ForgottenPasswordBody,
  LoginBody,
  PasswordChangeBody,
  RegistrationBody,
  ResendVerificationBody,
  VerificationBody,
} from '../schemas.ts';
import {
  type AccountContext,
  type Caller,
  checkFailureLimit,
  checkScope,
  countFailure,
  countMail,
  langOf,
  queueMail,
  signedIn,
  takeMailSlot,
  writeMail,
} from './context.ts';

const ID_RE = /^[a-z0-9]{16}$/;

function invalid(message: string): AccountFailure {
  return new AccountFailure(Xe.validationError, message);
}

function checkNewPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw invalid(`new password: ${problem}`);
}

/** Agreements to the versions in force, for a registration that approved them. */
export function currentAgreements(accountId: string, projectId: number, nowMs: number): AgreementRecord[] {
  const out: AgreementRecord[] = [];
  for (const type of TERMS_TYPES) {
    const doc = currentDocument(type, projectId, nowMs);
    if (doc) out.push({ accountId, type, version: doc.version, projectId, agreedAt: nowMs });
  }
  return out;
}

function codeTicket(
  purpose: TicketRecord['purpose'],
  accountId: string,
  code: string,
  nowMs: number,
  ttlMs: number,
  payload = {},
): TicketRecord {
  return { hash: digest(code), purpose, accountId, payload, createdAt: nowMs, expiresAt: nowMs + ttlMs };
}

export async function register(
  ctx: AccountContext,
  body: RegistrationBody,
  caller: Caller,
): Promise<{ r: string }> {
  const project = checkScope(ctx, body);
  const email = normalizeEmail(body.email);
  if (!email) throw invalid('email');
  checkNewPassword(body.password);
  const name = normalizeNickname(body.name ?? '');
  if (name === null) throw invalid('name');
  if (!body.termsofservice || !body.touApproval || !body.ppApproval) throw invalid('terms must be approved');
  if (body.captcha !== undefined && !ctx.captcha.verify(body.captcha)) {
    throw new AccountFailure(Xe.captchaMismatch, 'captcha not solved');
  }
  const lang = langOf(body.lang);
  // Hashed before we know whether the address is taken: both answers cost the same.
  const passwordHash = await ctx.hasher.hash(body.password);
  const now = ctx.clock();
  const existing = await ctx.store.findAccountByEmail(email);
  if (existing) {
    await remindExisting(ctx, existing, caller);
    return { r: SUCCESS };
  }
  const id = newAccountId();
  const code = newCode();
  const account: AccountRecord = {
    id,
    email,
    emailVerified: false,
    pendingEmail: null,
    name,
    passwordHash,
    status: AccountStatus.registrationNotConfirmed,
    lang,
    createdAt: now,
    updatedAt: now,
    appVersion: null,
    platform: null,
    marketing: null,
  };
  const outcome = await ctx.store.createAccount(account, {
    agreements: currentAgreements(id, project, now),
    tickets: [codeTicket('verifyAccount', id, code, now, CODE_TTL_MS.verifyAccount)],
    mails: [
      {
        ...renderMail({ kind: 'verify', lang, recipient: email, origin: caller.origin, accountId: id, code }),
        createdAt: now,
      },
    ],
  });
  if (outcome === 'nameTaken') throw new AccountFailure(Xe.registrationDuplicate, 'nickname taken');
  if (outcome === 'emailTaken') {
    // Registered a moment ago by a concurrent request: the same answer as above.
    const raced = await ctx.store.findAccountByEmail(email);
    if (raced) await remindExisting(ctx, raced, caller);
    return { r: SUCCESS };
  }
  if (outcome !== 'created') throw new Error(`registration: ${outcome}`);
  // Its mail went out with the account (one transaction) and counts toward the address's hourly cap
  // like any other: a cap window then holds at most MAILED_CODES_KEPT verifyAccount codes, all valid.
  await countMail(ctx, email);
  ctx.logger.info({ accountId: id }, 'account registered');
  ctx.mailQueued();
  return { r: SUCCESS };
}

/** Someone registered with an address that has an account: a new code if unconfirmed, else a notice. */
async function remindExisting(ctx: AccountContext, account: AccountRecord, caller: Caller): Promise<void> {
  const recipient = account.email;
  if (!recipient) return;
  if (account.status === AccountStatus.registrationNotConfirmed) {
    await sendVerification(ctx, account, caller);
    return;
  }
  await queueMail(ctx, { kind: 'notice', lang: account.lang, recipient, origin: caller.origin });
}

async function sendVerification(ctx: AccountContext, account: AccountRecord, caller: Caller): Promise<void> {
  await mailCode(ctx, account, 'verifyAccount', {
    kind: 'verify',
    lang: account.lang,
    origin: caller.origin,
  });
}

/**
 * Mails the account a new code of `purpose` (verifyAccount, forgottenPassword), if its address may
 * get a mail this hour. Anyone can ask for these for any address, so asking must never take away
 * the owner's way in:
 *  - at the recipient's mail cap nothing is mailed, created or invalidated (the codes already in the
 *    inbox keep working);
 *  - below it the new code joins the others: the newest MAILED_CODES_KEPT stay valid until one is
 *    used (which ends them all: `verification`, `passwordChange`) or they expire.
 * Before (issue 12 §3) each request deleted the earlier code first, even when the cap then kept the
 * new one from being mailed: seven requests left the owner five mails whose codes all answered XE5.
 */
async function mailCode(
  ctx: AccountContext,
  account: AccountRecord,
  purpose: 'verifyAccount' | 'forgottenPassword',
  mail: Pick<MailInput, 'kind' | 'lang' | 'origin'>,
): Promise<void> {
  const recipient = account.email;
  if (!recipient || !(await takeMailSlot(ctx, recipient, mail.kind))) return;
  const code = newCode();
  await ctx.store.putCode(
    { ...codeTicket(purpose, account.id, code, ctx.clock(), CODE_TTL_MS[purpose]), accountId: account.id },
    MAILED_CODES_KEPT,
  );
  await writeMail(ctx, { ...mail, recipient, accountId: account.id, code });
}

export interface LoginAnswer {
  r: string;
  id: string;
  hash: string;
  errors?: BackendError[];
}

/** The backend errors of a signed-in account (pending terms, the marketing question). */
export async function accountErrors(
  ctx: AccountContext,
  account: AccountRecord,
  projectId: number,
): Promise<BackendError[]> {
  const now = ctx.clock();
  const terms = pendingTerms(await ctx.store.listAgreements(account.id), [projectId], now);
  return backendErrors(terms, pendingMarketing(account, ctx.config.marketing, now));
}

export async function login(ctx: AccountContext, body: LoginBody, caller: Caller): Promise<LoginAnswer> {
  const project = checkScope(ctx, body);
  const email = normalizeEmail(body.email);
  await checkFailureLimit(ctx, caller.ip, email);
  if (!email || !isOldPasswordShape(body.password)) {
    await ctx.hasher.verifyNothing(body.password);
    await countFailure(ctx, caller.ip, email);
    throw new AccountFailure(Xe.loginMismatch, 'wrong email or password');
  }
  const account = await ctx.store.findAccountByEmail(email);
  let ok = false;
  if (account?.passwordHash) ok = await ctx.hasher.verify(account.passwordHash, body.password);
  else await ctx.hasher.verifyNothing(body.password);
  if (!account || !ok) {
    await countFailure(ctx, caller.ip, email);
    throw new AccountFailure(Xe.loginMismatch, 'wrong email or password');
  }
  if (account.status === AccountStatus.registrationNotConfirmed) {
    throw new AccountFailure(Xe.registrationNotConfirmed, 'registration not confirmed');
  }
  await ctx.counters.reset(`fail:account:${email}`);
  if (account.passwordHash && ctx.hasher.needsRehash(account.passwordHash)) {
    await ctx.store.updateAccount(
      account.id,
      { passwordHash: await ctx.hasher.hash(body.password) },
      ctx.clock(),
    );
  }
  const hash = await ctx.sessions.create(account.id, 'password');
  const errors = await accountErrors(ctx, account, project);
  ctx.logger.info({ accountId: account.id }, 'signed in');
  return { r: SUCCESS, id: account.id, hash, ...(errors.length > 0 ? { errors } : {}) };
}

export async function verification(
  ctx: AccountContext,
  body: VerificationBody,
): Promise<{ r: string; t: string }> {
  if (body.namespace !== undefined && body.namespace !== ctx.config.namespace)
    throw invalid('unknown namespace');
  const fail = () => new AccountFailure(Xe.verificationFail, 'unknown, used or expired code');
  // `i` may be empty: a person who types the code from the mail has no account id (the code alone,
  // 160 bits and single use, names its account); when sent, it must be that account's.
  if (!isCode(body.c) || (body.i !== '' && !ID_RE.test(body.i))) throw fail();
  const ticket = await ctx.store.takeTicket(digest(body.c), body.t, ctx.clock());
  const accountId = ticket?.accountId;
  if (!ticket || !accountId || (body.i !== '' && accountId !== body.i)) throw fail();
  const now = ctx.clock();
  if (body.t === 'verifyAccount') {
    const outcome = await ctx.store.updateAccount(
      accountId,
      { status: AccountStatus.verified, emailVerified: true },
      now,
    );
    if (outcome !== 'updated') throw fail();
    // The other codes still valid (mailCode keeps a few) end with the one used.
    await ctx.store.deleteTicketsOf(accountId, 'verifyAccount');
  } else {
    const email = typeof ticket.payload.email === 'string' ? ticket.payload.email : null;
    if (!email) throw fail();
    const outcome = await ctx.store.updateAccount(
      accountId,
      { email, emailVerified: true, pendingEmail: null },
      now,
    );
    if (outcome === 'emailTaken')
      throw new AccountFailure(Xe.registrationDuplicate, 'address taken meanwhile');
    if (outcome !== 'updated') throw fail();
    ctx.events.publish(accountId, { t: 'profile' });
  }
  ctx.logger.info({ accountId, type: body.t }, 'verified');
  return { r: SUCCESS, t: body.t };
}

/** Sends the verification mail again (the "verify account" operation). Answers alike for any address. */
export async function resendVerification(
  ctx: AccountContext,
  body: ResendVerificationBody,
  caller: Caller,
): Promise<{ r: string }> {
  checkScope(ctx, body);
  const email = normalizeEmail(body.email);
  if (!email) throw invalid('email');
  ctx.background(async () => {
    const account = await ctx.store.findAccountByEmail(email);
    if (account && account.status === AccountStatus.registrationNotConfirmed)
      await sendVerification(ctx, account, caller);
  });
  return { r: SUCCESS };
}

export async function forgottenPassword(
  ctx: AccountContext,
  body: ForgottenPasswordBody,
  caller: Caller,
): Promise<{ r: string }> {
  checkScope(ctx, body);
  const email = normalizeEmail(body.email);
  if (!email) throw invalid('email');
  // The lookup and the mail run after the answer: it takes as long whether or not the address is known.
  ctx.background(async () => {
    const account = await ctx.store.findAccountByEmail(email);
    if (!account) return;
    await mailCode(ctx, account, 'forgottenPassword', {
      kind: 'forgottenPassword',
      lang: body.lang ?? account.lang,
      origin: caller.origin,
    });
  });
  return { r: SUCCESS };
}

export async function passwordChange(
  ctx: AccountContext,
  body: PasswordChangeBody,
  caller: Caller,
): Promise<{ r: string }> {
  checkNewPassword(body.newpassword);
  const now = ctx.clock();
  if (body.code !== undefined) {
    // Reset with the mailed code: proves the mailbox, so the address counts as verified; every session ends.
    const fail = () => new AccountFailure(Xe.verificationFail, 'unknown, used or expired code');
    if (!isCode(body.code) || !ID_RE.test(body.id)) throw fail();
    const ticket = await ctx.store.takeTicket(digest(body.code), 'forgottenPassword', now);
    if (!ticket || ticket.accountId !== body.id) throw fail();
    const passwordHash = await ctx.hasher.hash(body.newpassword);
    const outcome = await ctx.store.updateAccount(
      body.id,
      { passwordHash, status: AccountStatus.verified, emailVerified: true },
      ctx.clock(),
    );
    if (outcome !== 'updated') throw fail();
    // The other codes still valid (mailCode keeps a few) end with the one used.
    await ctx.store.deleteTicketsOf(body.id, 'forgottenPassword');
    await ctx.store.deleteSessionsOf(body.id);
    ctx.events.end(body.id);
    ctx.logger.info({ accountId: body.id }, 'password reset; every session ended');
    await tellPasswordChanged(ctx, await ctx.store.getAccount(body.id), caller);
    return { r: SUCCESS };
  }
  const who = await signedIn(ctx, body.loggedIn);
  if (who.account.id !== body.id)
    throw new AccountFailure(Xe.loginMismatch, 'id is not the signed-in account');
  const email = who.account.email;
  await checkFailureLimit(ctx, caller.ip, email);
  const old = body.password ?? '';
  const ok =
    who.account.passwordHash !== null &&
    isOldPasswordShape(old) &&
    (await ctx.hasher.verify(who.account.passwordHash, old));
  if (!ok) {
    await countFailure(ctx, caller.ip, email);
    throw new AccountFailure(Xe.loginMismatch, 'wrong current password');
  }
  const passwordHash = await ctx.hasher.hash(body.newpassword);
  await ctx.store.updateAccount(who.account.id, { passwordHash }, ctx.clock());
  if (body.signOutOthers !== false) {
    await ctx.store.deleteSessionsOf(who.account.id, who.session.tokenHash);
  }
  ctx.logger.info(
    { accountId: who.account.id, signOutOthers: body.signOutOthers !== false },
    'password changed',
  );
  await tellPasswordChanged(ctx, who.account, caller);
  return { r: SUCCESS };
}

/** ASVS 2.2.3 / 2.5.5: the owner hears of every password change or reset, in case it was not them. */
async function tellPasswordChanged(
  ctx: AccountContext,
  account: AccountRecord | null,
  caller: Caller,
): Promise<void> {
  if (!account?.email) return;
  await queueMail(ctx, {
    kind: 'passwordChanged',
    lang: account.lang,
    recipient: account.email,
    origin: caller.origin,
  });
}
