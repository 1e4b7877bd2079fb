/**
 * A signed-in user's own things (spec 2 §4, §7; spec 1 §4 favourites sync): data sync, profile,
 * sign-out and deletion. Every change that changed something is announced on the user's push subject,
 * so their other devices update at once.
 */
import { CODE_TTL_MS, SUCCESS, USER_DATA_MAX_BYTES, Xe } from '../constants.ts';
import { digest, newCode } from '../crypto.ts';
import { AccountFailure, type BackendError } from '../errors.ts';
import type { AccountPatch } from '../store.ts';
import type { SetAppVersionBody, SignedInBody, StoreMergedDataBody, UpdateUserBody } from '../schemas.ts';
import { applyDiff, canonicalJson, type JsonObject, PathError } from '../sync/merge.ts';
import { dataProblem } from '../sync/shapes.ts';
import { normalizeEmail, normalizeNickname } from '../validation.ts';
import { accountErrors } from './auth.ts';
import { type AccountContext, type Caller, checkScope, langOf, queueMail, signedIn } from './context.ts';

/** A push message carries the diff itself when it is this small; otherwise the version only. */
const PUSH_DIFF_MAX_BYTES = 8 * 1024;

export async function logout(ctx: AccountContext, body: SignedInBody): Promise<{ r: string }> {
  // Signing out an ended session is already done: the answer is the same.
  const who = await ctx.sessions.authenticate(body.loggedIn.id, body.loggedIn.hash);
  if (who) await ctx.sessions.end(body.loggedIn.hash);
  return { r: SUCCESS };
}

export async function deleteAccount(
  ctx: AccountContext,
  body: SignedInBody,
  caller: Caller,
): Promise<{ r: string }> {
  const who = await signedIn(ctx, body.loggedIn);
  const { account } = who;
  await ctx.store.deleteAccount(account.id);
  ctx.events.end(account.id);
  if (account.email) {
    await queueMail(ctx, {
      kind: 'deleteAccount',
      lang: account.lang,
      recipient: account.email,
      origin: caller.origin,
    });
  }
  ctx.logger.info({ accountId: account.id }, 'account deleted');
  return { r: SUCCESS };
}

export async function storeMergedData(
  ctx: AccountContext,
  body: StoreMergedDataBody,
): Promise<{ r: string; errors?: BackendError[] }> {
  const project = checkScope(ctx, body);
  const { account } = await signedIn(ctx, body.loggedIn);
  const errors = await accountErrors(ctx, account, project);
  // Data is kept under the terms in force: until they are agreed to, nothing is stored (the client
  // keeps its copy and syncs again after the agreement: storeAfterLoginNeeded).
  const terms = errors.find((e) => e.err === Xe.termsConfirmationNeeded);
  if (terms) throw new AccountFailure(Xe.termsConfirmationNeeded, 'terms confirmation needed', terms.details);
  const target = body.storage ?? 'data';
  let problem: string | null = null;
  const result = await ctx.store.updateUserData(account.id, (current) => {
    let next: JsonObject;
    try {
      next = applyDiff(current[target], body.dataDiff, body.key);
    } catch (err) {
      if (err instanceof PathError) {
        problem = err.message;
        return null;
      }
      throw err;
    }
    const data = target === 'data' ? next : current.data;
    const privateData = target === 'privateData' ? next : current.privateData;
    problem = dataProblem(data);
    if (problem) return null;
    if (
      Buffer.byteLength(JSON.stringify(data)) + Buffer.byteLength(JSON.stringify(privateData)) >
      USER_DATA_MAX_BYTES
    ) {
      problem = `data over ${USER_DATA_MAX_BYTES} bytes`;
      return null;
    }
    // Only what changed is written: the same merge twice stores nothing the second time.
    if (canonicalJson(next) === canonicalJson(current[target])) return null;
    return { data, privateData };
  });
  if (problem) throw new AccountFailure(Xe.validationError, problem);
  if (!result) throw new AccountFailure(Xe.loginMismatch, 'account gone');
  if (result.changed) {
    const diff = { merge: body.dataDiff.merge ?? {}, unmerge: [...(body.dataDiff.unmerge ?? [])] };
    const small = target === 'data' && Buffer.byteLength(JSON.stringify(diff)) <= PUSH_DIFF_MAX_BYTES;
    ctx.events.publish(account.id, {
      t: 'data',
      v: result.value.version,
      ...(small ? { key: body.key, ...diff } : {}),
    });
  }
  const others = errors.filter((e) => e.err !== Xe.termsConfirmationNeeded);
  return { r: SUCCESS, ...(others.length > 0 ? { errors: others } : {}) };
}

export async function getData(ctx: AccountContext, body: SignedInBody) {
  const project = checkScope(ctx, body);
  const { account } = await signedIn(ctx, body.loggedIn);
  const data = await ctx.store.getUserData(account.id);
  if (!data) throw new AccountFailure(Xe.loginMismatch, 'account gone');
  const errors = await accountErrors(ctx, account, project);
  return {
    r: SUCCESS,
    profile: {
      id: account.id,
      name: account.name,
      email: account.email ?? '',
      emailIsVerified: account.emailVerified,
    },
    data: data.data,
    privateData: data.privateData,
    version: data.version,
    ...(errors.length > 0 ? { errors } : {}),
  };
}

export async function updateUser(
  ctx: AccountContext,
  body: UpdateUserBody,
  caller: Caller,
): Promise<{ r: string }> {
  checkScope(ctx, body);
  const { account } = await signedIn(ctx, body.loggedIn);
  const patch: AccountPatch = {};
  if (body.name !== undefined) {
    const name = normalizeNickname(body.name);
    if (name === null) throw new AccountFailure(Xe.validationError, 'name');
    if (name !== account.name) patch.name = name;
  }
  if (body.lang !== undefined && langOf(body.lang) !== account.lang) patch.lang = langOf(body.lang);
  let newEmail: string | null = null;
  if (body.email !== undefined) {
    const email = normalizeEmail(body.email);
    if (!email) throw new AccountFailure(Xe.validationError, 'email');
    // The address changes only when the new one is confirmed (verifyEmail).
    if (email !== account.email && email !== account.pendingEmail) {
      newEmail = email;
      patch.pendingEmail = email;
    }
  }
  if (Object.keys(patch).length === 0) return { r: SUCCESS };
  const outcome = await ctx.store.updateAccount(account.id, patch, ctx.clock());
  if (outcome === 'nameTaken') throw new AccountFailure(Xe.registrationDuplicate, 'nickname taken');
  if (outcome !== 'updated') throw new AccountFailure(Xe.loginMismatch, 'account gone');
  if (newEmail) {
    const now = ctx.clock();
    const code = newCode();
    await ctx.store.deleteTicketsOf(account.id, 'verifyEmail');
    await ctx.store.putTicket({
      hash: digest(code),
      purpose: 'verifyEmail',
      accountId: account.id,
      payload: { email: newEmail },
      createdAt: now,
      expiresAt: now + CODE_TTL_MS.verifyEmail,
    });
    await queueMail(ctx, {
      kind: 'verifyEmail',
      lang: patch.lang ?? account.lang,
      recipient: newEmail,
      origin: caller.origin,
      accountId: account.id,
      code,
    });
  }
  ctx.events.publish(account.id, { t: 'profile' });
  return { r: SUCCESS };
}

export async function setAppVersion(ctx: AccountContext, body: SetAppVersionBody): Promise<{ r: string }> {
  checkScope(ctx, body);
  const { account } = await signedIn(ctx, body.loggedIn);
  const platform = body.platform ?? 'web';
  if (account.appVersion !== body.version || account.platform !== platform) {
    await ctx.store.updateAccount(account.id, { appVersion: body.version, platform }, ctx.clock());
  }
  return { r: SUCCESS };
}
